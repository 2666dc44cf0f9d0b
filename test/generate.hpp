//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_GENERATE_HPP
#define BOOST_IRI_TEST_GENERATE_HPP

// Generated inputs for the property tests: a start, then up to `max_pieces` pieces.

#include <cstddef>
#include <random>
#include <string>
#include <vector>

namespace test {

/// One of `starts` (when there are any), then 0 to `max_pieces` of `pieces`, at random.
inline std::string compose(std::mt19937& rng, std::vector<char const*> const& starts,
                           std::vector<char const*> const& pieces, std::size_t max_pieces)
{
    std::string s;
    if (!starts.empty())
        s = starts[std::uniform_int_distribution<std::size_t>(0, starts.size() - 1)(rng)];
    std::uniform_int_distribution<std::size_t> count(0, max_pieces), pick(0, pieces.size() - 1);
    for (std::size_t n = count(rng); n > 0; --n)
        s += pieces[pick(rng)];
    return s;
}

} // test

#endif
