//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_CHARACTERS_DEF_HPP
#define BOOST_IRI_GRAMMAR_CHARACTERS_DEF_HPP

#include <boost/iri/grammar/characters.hpp>
#include <boost/iri/grammar/core_def.hpp>

namespace boost {
namespace iris {
namespace grammar {

// RFC 3987 §2.2
// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//         / %xD0000-DFFFD / %xE1000-EFFFD
// One code point, decoded strictly from UTF-8 (the ranges are in detail/char_classes.hpp).
// Profile uri: no characters.
auto const ucschar_def = detail::code_point<detail::ucschar_set>{};

// RFC 3987 §2.2
// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
// Profiles rfc3987bis and leiri (3987bis §2.2) add %xE0000-E0FFF. Profile uri: none.
auto const iprivate_def = detail::code_point<detail::iprivate_set>{};

// 3987bis §6.1
// leiri-ucschar = " " / "<" / ">" / %x22 / "{" / "}" / "|" / "\" / "^" / "`"
//               / %x0-1F / %x7F-D7FF / %xE000-FFFD / %x10000-10FFFF
// (3987bis writes '"' for %x22, which RFC 5234 cannot quote.)
auto const leiri_ucschar_def = detail::code_point<detail::leiri_ucschar_set>{};

// RFC 3987 §2.2
// iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
// Profile leiri: 3987bis §6.1 replaces ucschar by leiri-ucschar.
auto const iunreserved_def =
    ALPHA | DIGIT | x3::lit('-') | '.' | '_' | '~' | detail::in_leiri[leiri_ucschar] | ucschar;

// RFC 3987 §2.2
// ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"
// 3987bis §2.2: pct-form for pct-encoded (detail::pct). iprivate is never here: RFC 3987
// allows it only in iquery.
auto const ipchar_def = iunreserved | detail::pct | sub_delims | ':' | '@';

BOOST_IRI_DEFINE(ucschar, iprivate, leiri_ucschar, iunreserved, ipchar)

} // grammar
} // iris
} // boost

#endif
