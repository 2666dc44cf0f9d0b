//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_UTF8_HPP
#define BOOST_IRI_DETAIL_UTF8_HPP

#include <boost/config.hpp>
#include <cstddef>
#include <string>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

// Strict UTF-8 (RFC 3629 §4, Unicode Table 3-7): no overlong forms, no surrogates,
// nothing past U+10FFFF, no truncated sequences.

constexpr char32_t bad_code_point = 0xFFFFFFFF;

// Decodes the code point that starts at `first` and moves `first` past it.
// On ill-formed input returns bad_code_point and leaves `first` unchanged.
// Generic over the iterator so that the grammar's tracing iterator sees every byte it reads.
template <class Iterator>
BOOST_FORCEINLINE char32_t decode_utf8(Iterator& first, Iterator const& last)
{
    Iterator i = first;
    unsigned char const b0 = static_cast<unsigned char>(*i);
    if (b0 < 0x80) {
        first = ++i;
        return b0;
    }
    int length;
    char32_t cp;
    unsigned char lo = 0x80, hi = 0xBF; // allowed range of the second byte
    if (b0 >= 0xC2 && b0 <= 0xDF) { length = 2; cp = b0 & 0x1F; }
    else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3; cp = b0 & 0x0F;
        if (b0 == 0xE0) lo = 0xA0;        // overlong
        else if (b0 == 0xED) hi = 0x9F;   // surrogates
    }
    else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4; cp = b0 & 0x07;
        if (b0 == 0xF0) lo = 0x90;        // overlong
        else if (b0 == 0xF4) hi = 0x8F;   // past U+10FFFF
    }
    else
        return bad_code_point;
    ++i;
    for (int k = 1; k < length; ++k, ++i) {
        if (i == last)
            return bad_code_point;
        unsigned char const b = static_cast<unsigned char>(*i);
        if (b < lo || b > hi)
            return bad_code_point;
        lo = 0x80; hi = 0xBF;
        cp = (cp << 6) | (b & 0x3F);
    }
    first = i;
    return cp;
}

/// Where well-formed UTF-8 ends: the sequence that is ill-formed and, inside it, the first
/// byte that cannot belong to it. Both are the text's size when it is well-formed.
struct utf8_error
{
    std::size_t sequence;
    std::size_t byte;
};

// A sequence cut short by the end of the text is reported at the end.
inline utf8_error find_invalid_utf8(std::string_view s) noexcept
{
    char const* const begin = s.data();
    char const* const end = begin + s.size();
    char const* p = begin;
    while (p != end) {
        char const* q = p;
        if (decode_utf8(q, end) != bad_code_point) {
            p = q;
            continue;
        }
        std::size_t const at = static_cast<std::size_t>(p - begin);
        unsigned char const b0 = static_cast<unsigned char>(*p);
        if (b0 < 0xC2 || b0 > 0xF4)
            return {at, at};
        // the first continuation byte out of range (Unicode Table 3-7)
        unsigned char lo = (b0 == 0xE0) ? 0xA0 : (b0 == 0xF0) ? 0x90 : 0x80;
        unsigned char hi = (b0 == 0xED) ? 0x9F : (b0 == 0xF4) ? 0x8F : 0xBF;
        std::size_t k = 1;
        for (; p + k != end; ++k) {
            unsigned char const b = static_cast<unsigned char>(p[k]);
            if (b < lo || b > hi)
                break;
            lo = 0x80;
            hi = 0xBF;
        }
        return {at, at + k};
    }
    return {s.size(), s.size()};
}

// Appends the UTF-8 encoding of `c` (a scalar value; a surrogate is encoded as CESU-8 would).
inline void append_utf8(std::string& out, char32_t c)
{
    if (c < 0x80)
        out += static_cast<char>(c);
    else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
    else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
    else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

} // detail
} // iris
} // boost

#endif
