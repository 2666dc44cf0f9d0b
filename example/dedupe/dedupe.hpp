//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_DEDUPE_HPP
#define BOOST_IRI_EXAMPLE_DEDUPE_HPP

// Deduplicating a crawl's URLs and IRIs: two references are the same page when their
// equivalence keys at a rung of the comparison ladder are equal (RFC 3987 §5.3).
// "HTTP://Example.COM:80/%7Euser/./a" and "http://example.com/~user/a" are one page at the
// scheme rung.

#include <boost/iri/normalize.hpp>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dedupe {

struct page
{
    std::string first_seen; ///< the first reference seen for the page
    std::size_t count = 0;  ///< how many references name it
};

/// The pages that `references` name, in the order first seen; references that do not parse
/// go to `rejected`.
inline std::vector<page> pages(std::vector<std::string> const& references, boost::iris::comparison_level level,
                               std::vector<std::string>& rejected)
{
    std::vector<page> out;
    std::unordered_map<std::string, std::size_t> by_key; // equivalence key -> index in out
    for (std::string const& r : references) {
        auto const key = boost::iris::equivalence_key(r, boost::iris::options_for(level));
        if (!key) {
            rejected.push_back(r);
            continue;
        }
        auto const [at, inserted] = by_key.emplace(*key, out.size());
        if (inserted)
            out.push_back({r, 0});
        ++out[at->second].count;
    }
    return out;
}

} // dedupe

#endif
