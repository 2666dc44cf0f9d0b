//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_UNICODE_UTF8_TEXT_HPP
#define BOOST_IRI_SRC_UNICODE_UTF8_TEXT_HPP

// UTF-8 helpers shared by the sources of boost_iri_unicode.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/sse2.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/parse.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace boost {
namespace iris {
namespace detail {

/// The error for ill-formed UTF-8 in `s`, at its first bad byte.
inline failure utf8_error_of(std::string_view s)
{
    failure e;
    e.code = error::invalid_utf8;
    e.offset = find_invalid_utf8(s).byte;
    return e;
}

inline std::string utf8_of(std::vector<char32_t> const& code_points)
{
    std::string out;
    for (char32_t c : code_points)
        append_utf8(out, c);
    return out;
}

/// The code points of well-formed UTF-8, or the error at the first bad byte.
inline result<std::vector<char32_t>> code_points_of(std::string_view s)
{
    std::vector<char32_t> out;
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char32_t const c = decode_utf8(p, end);
        if (c == bad_code_point)
            return utf8_error_of(s);
        out.push_back(c);
    }
    return out;
}

/// True when every byte is ASCII: sixteen bytes at a time where SSE2 is there (the x86-64
/// baseline; `any_marked`), else eight, the bytes after the last whole block read as the end of
/// the block before the end; a text shorter than a block a byte at a time.
inline bool is_ascii(std::string_view s) noexcept
{
    char const* p = s.data();
    char const* const end = p + s.size();
#if defined(BOOST_IRI_SSE2)
    if (s.size() >= 16)
        return !any_marked(p, s.size(), [](__m128i block, std::size_t) { return block; }); // high bits: not ASCII
#endif
    std::uint64_t any = 0;
    if (end - p >= 8) {
        std::memcpy(&any, end - 8, 8);
        for (; end - p > 8; p += 8) {
            std::uint64_t word;
            std::memcpy(&word, p, 8);
            any |= word;
        }
        return (any & 0x8080808080808080ull) == 0;
    }
    for (; p != end; ++p)
        any |= static_cast<unsigned char>(*p);
    return (any & 0x80u) == 0;
}

/// Copies the `n` bytes at `from` to `to` (apart from them) and tells whether they are all
/// ASCII: one pass, where `is_ascii` and a copy make two. Sixteen bytes at a time as `is_ascii`
/// reads them, each block stored where it was read.
BOOST_FORCEINLINE bool copy_is_ascii(char* to, char const* from, std::size_t n) noexcept
{
#if defined(BOOST_IRI_SSE2)
    if (n >= 16)
        return !any_marked(from, n, [to](__m128i block, std::size_t at) {
            _mm_storeu_si128(reinterpret_cast<__m128i*>(to + at), block);
            return block; // high bits: not ASCII
        });
#endif
    if (n != 0) // (memcpy of a null pointer is undefined, even for no bytes)
        std::memcpy(to, from, n);
    return is_ascii(std::string_view(from, n));
}

} // detail
} // iris
} // boost

#endif
