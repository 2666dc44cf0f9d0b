//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_CHAR_CLASSES_HPP
#define BOOST_IRI_DETAIL_CHAR_CLASSES_HPP

#include <boost/config.hpp>
#include <boost/iri/profile.hpp>

namespace boost {
namespace iris {
namespace detail {

// The code point sets of RFC 3987 §2.2 and 3987bis §2.2 / §6.1, as plain predicates.
// The grammar's character rules test these; the exhaustive tests check them over
// U+0000..U+10FFFF against the ABNF ranges.

// RFC 3987 §2.2
// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//         / %xD0000-DFFFD / %xE1000-EFFFD
BOOST_FORCEINLINE constexpr bool is_ucschar(char32_t c) noexcept
{
    if (c < 0x10000)
        return (c >= 0xA0 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFDCF) ||
               (c >= 0xFDF0 && c <= 0xFFEF);
    if (c > 0xEFFFD)
        return false;
    // every plane 1..14 except the two last code points of each plane (noncharacters);
    // plane 14 starts at U+E1000
    if ((c & 0xFFFF) >= 0xFFFE)
        return false;
    return c < 0xE0000 || c >= 0xE1000;
}

// RFC 3987 §2.2
// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
// 3987bis §2.2 adds the tag range: / %xE0000-E0FFF
constexpr bool is_iprivate(char32_t c, profile p) noexcept
{
    if ((c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) ||
        (c >= 0x100000 && c <= 0x10FFFD))
        return true;
    return p != profile::rfc3987 && c >= 0xE0000 && c <= 0xE0FFF;
}

// RFC 3987 §3.1: the printable US-ASCII characters that URIs do not allow.
constexpr bool is_unsafe_ascii(unsigned char c) noexcept
{
    switch (c) {
    case ' ': case '<': case '>': case '"': case '{': case '}': case '|': case '\\':
    case '^': case '`':
        return true;
    default:
        return false;
    }
}

// 3987bis §6.3, its ASCII part: the ASCII a LEIRI has and an IRI has not: the unsafe
// printable ones, the C0 controls and DEL.
constexpr bool is_leiri_only_ascii(unsigned char c) noexcept
{
    return c <= 0x1F || c == 0x7F || is_unsafe_ascii(c);
}

// 3987bis §6.1
// leiri-ucschar = " " / "<" / ">" / DQUOTE / "{" / "}" / "|"
//               / "\" / "^" / "`" / %x0-1F / %x7F-D7FF
//               / %xE000-FFFD / %x10000-10FFFF
constexpr bool is_leiri_ucschar(char32_t c) noexcept
{
    switch (c) {
    case ' ': case '<': case '>': case '"': case '{': case '}': case '|':
    case '\\': case '^': case '`':
        return true;
    default:
        break;
    }
    return c <= 0x1F || (c >= 0x7F && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
           (c >= 0x10000 && c <= 0x10FFFF);
}

// What stands in the place of `ucschar` under a profile: 3987bis §6.1 replaces it by
// leiri-ucschar; RFC 3986 (profile uri) has no characters beyond ASCII.
BOOST_FORCEINLINE constexpr bool is_ucschar(char32_t c, profile p) noexcept
{
    switch (p) {
    case profile::leiri: return is_leiri_ucschar(c);
    case profile::uri:   return false;
    default:             return is_ucschar(c);
    }
}

// iprivate under a profile: none in RFC 3986.
constexpr bool is_iprivate_in(char32_t c, profile p) noexcept
{
    return p != profile::uri && is_iprivate(c, p);
}

// Unicode §23.7, 3987bis §6.3: U+FDD0-FDEF and the last two code points of each plane.
constexpr bool is_noncharacter(char32_t c) noexcept
{
    return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
}

// RFC 3987 §4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO, which an IRI must not contain; and
// ALM and the isolates LRI, RLI, FSI, PDI, which Unicode added since for the same use.
constexpr bool is_bidi_formatting(char32_t c) noexcept
{
    return c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || c == 0x061C ||
           (c >= 0x2066 && c <= 0x2069);
}

} // detail
} // iris
} // boost

#endif
