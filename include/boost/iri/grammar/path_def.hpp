//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_PATH_DEF_HPP
#define BOOST_IRI_GRAMMAR_PATH_DEF_HPP

#include <boost/iri/grammar/characters_def.hpp>
#include <boost/iri/grammar/detail/runs.hpp>
#include <boost/iri/grammar/path.hpp>

namespace boost {
namespace iris {
namespace grammar {

// RFC 3987 §2.2
// ipath = ipath-abempty   ; begins with "/" or is empty
//       / ipath-absolute  ; begins with "/" but not "//"
//       / ipath-noscheme  ; begins with a non-colon segment
//       / ipath-rootless  ; begins with a segment
//       / ipath-empty     ; zero characters
// PEG: ipath-abempty matches every input (it may be empty), so taken first it would hide
// the others, and the ABNF is ambiguous ("/a" is an ipath-abempty and an ipath-absolute).
// Each alternative here derives what its comment says: ipath-abempty the paths that begin
// with "//", ipath-noscheme a path whose first segment is followed by no ":", ipath-empty
// the empty path. (The IRI rules never use ipath; it is here for grammars that do.)
auto const ipath_def = detail::text[detail::choice[
      (detail::followed_by["//"] >> ipath_abempty)
    | ipath_absolute
    | (ipath_noscheme >> !x3::lit(':'))
    | ipath_rootless
    | ipath_empty]];

// RFC 3987 §2.2
// ipath-abempty = *( "/" isegment )
// 3987bis §2.2: path-sep for "/" (detail::path_slash).
// Fast path (grammar/detail/runs.hpp): a "/" and then ipchar and "/" in any order.
auto const ipath_abempty_def =
    detail::text[detail::accelerated(*(detail::path_slash >> isegment), -('/' >> detail::path_run{}))];

// RFC 3987 §2.2
// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
auto const ipath_absolute_def = detail::text[detail::accelerated(
    detail::path_slash >> -(isegment_nz >> *(detail::path_slash >> isegment)),
    '/' >> -(detail::pchar_run_nz{} >> detail::path_run{}))];

// RFC 3987 §2.2
// ipath-noscheme = isegment-nz-nc *( "/" isegment )
auto const ipath_noscheme_def = detail::text[detail::accelerated(
    isegment_nz_nc >> *(detail::path_slash >> isegment),
    detail::segment_nc_run_nz{} >> -('/' >> detail::path_run{}))];

// RFC 3987 §2.2
// ipath-rootless = isegment-nz *( "/" isegment )
auto const ipath_rootless_def = detail::text[detail::accelerated(
    isegment_nz >> *(detail::path_slash >> isegment), detail::pchar_run_nz{} >> detail::path_run{})];

// RFC 3987 §2.2 (3987bis §2.2 writes "")
// ipath-empty = 0<ipchar>
auto const ipath_empty_def = detail::text[x3::eps];

// RFC 3987 §2.2
// isegment = *ipchar
auto const isegment_def = detail::accelerated(*ipchar, detail::pchar_run{});

// RFC 3987 §2.2
// isegment-nz = 1*ipchar
auto const isegment_nz_def = detail::accelerated(+ipchar, detail::pchar_run_nz{});

// RFC 3987 §2.2
// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )
//                ; non-zero-length segment without any colon ":"
auto const isegment_nz_nc_def =
    detail::accelerated(+(iunreserved | detail::pct | sub_delims | '@'), detail::segment_nc_run_nz{});

BOOST_IRI_DEFINE(ipath, ipath_abempty, ipath_absolute, ipath_noscheme, ipath_rootless,
                 ipath_empty, isegment, isegment_nz, isegment_nz_nc)

} // grammar
} // iris
} // boost

#endif
