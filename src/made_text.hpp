//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_MADE_TEXT_HPP
#define BOOST_IRI_SRC_MADE_TEXT_HPP

// Text that a template's expansion or `format` made, piece by piece from a source (the
// template, the format string), and its check against the grammar.

#include <boost/iri/parse.hpp>
#include <algorithm>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

namespace boost {
namespace iris {
namespace detail {

class made_text
{
public:
    /// The piece that starts at `made_at` of the made text comes from `source_at`.
    void add(std::size_t made_at, std::size_t source_at) { pieces_.emplace_back(made_at, source_at); }

    /// `made` as an IRI reference of `options`; or, at the source of the piece that holds the
    /// byte where the grammar stopped, `not_an_iri_reference` with what it found there, or
    /// `result_too_long` for a made text past the longest one.
    result<iri_view> check(std::string_view made, parse_options const& options) const
    {
        result<iri_view> r = parse_iri_reference(made, options);
        if (r)
            return r;
        failure e = r.error();
        bool const too_long = e.code == error::input_too_long; // at max_input_size of `made`
        auto const piece = std::upper_bound(pieces_.begin(), pieces_.end(), e.offset,
                                            [](std::size_t at, std::pair<std::size_t, std::size_t> const& p) {
                                                return at < p.first;
                                            });
        e.code = too_long ? error::result_too_long : error::not_an_iri_reference;
        e.offset = piece == pieces_.begin() ? 0 : std::prev(piece)->second;
        e.set_expected(nullptr, 0);
        return e;
    }

private:
    std::vector<std::pair<std::size_t, std::size_t>> pieces_; // in the order of the made text
};

} // detail
} // iris
} // boost

#endif
