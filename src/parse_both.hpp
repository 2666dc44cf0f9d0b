//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_PARSE_BOTH_HPP
#define BOOST_IRI_SRC_PARSE_BOTH_HPP

// The text forms of the operations on two IRIs (resolve, relativize, compare) parse both
// inputs the same way, then call the form on parsed IRIs.

#include <boost/iri/parse.hpp>
#include "error_at.hpp"
#include <string_view>
#include <utility>

namespace boost {
namespace iris {
namespace detail {

/// `a` and `b` parsed as `IRI-reference`s under `options`: the first error, `a`'s first, an
/// error of `b` marked `in_second`.
inline result<std::pair<iri_view, iri_view>> parse_both(std::string_view a, std::string_view b,
                                                              parse_options const& options = {}) noexcept
{
    auto const pa = parse_iri_reference(a, options);
    if (!pa)
        return pa.error();
    auto const pb = parse_iri_reference(b, options);
    if (!pb)
        return in_second(pb.error());
    return std::make_pair(*pa, *pb);
}

} // detail
} // iris
} // boost

#endif
