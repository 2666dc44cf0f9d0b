//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_SYNTAX_STEPS_HPP
#define BOOST_IRI_SRC_SYNTAX_STEPS_HPP

// Steps on the syntax that resolution, normalization and the mappings share (src/parse.cpp,
// src/resolve.cpp).

#include <string_view>

namespace boost {
namespace iris {
namespace detail {

/// The whole of `s` is an `IPv4address` (RFC 3986 §3.2.2): what a host that normalization
/// changed reads as.
bool is_ipv4address(std::string_view s) noexcept;

/// Where the first dot segment may start in [begin, end), or `end` when the path has none:
/// RFC 3986 §5.2.4 A and D begin with a "." at `begin`, B and C with "/.". The bytes from
/// `floor` (at most `begin`) on may be read, so that a short path is scanned sixteen bytes at
/// a time too.
char const* first_dot_segment(char const* floor, char const* begin, char const* end) noexcept;

/// RFC 3986 §5.2.4 `remove_dot_segments` over [begin, end) in place; returns the new end.
/// `floor` as for first_dot_segment.
char* remove_dot_segments_in_place(char const* floor, char* begin, char* end) noexcept;

} // detail
} // iris
} // boost

#endif
