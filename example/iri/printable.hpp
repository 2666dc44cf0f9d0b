//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_IRI_PRINTABLE_HPP
#define BOOST_IRI_EXAMPLE_IRI_PRINTABLE_HPP

// How the `iri` tool echoes an input, in every output format: characters that would change
// how the rest of a line shows, or show as nothing, are written as <U+XXXX>, and a byte
// that is not UTF-8 as <HH>.

#include <boost/iri/detail/utf8.hpp>
#include <cstdio>
#include <string>
#include <string_view>

namespace iri_tool {

/// Controls, bidi formatting, invisible and line-breaking characters, tags, private use,
/// noncharacters and specials.
inline bool shows_escaped(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF ||
           (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xFDD0 && c <= 0xFDEF) || (c >= 0xFFF0 && c <= 0xFFFF) ||
           (c & 0xFFFE) == 0xFFFE || c >= 0xE0000;
}

/// Calls f(begin, end, shown) for each character of `s`: its bytes [begin, end), and how to
/// show it (itself, <U+XXXX> for those `shows_escaped`, <HH> for a byte that is not UTF-8).
template <class F>
void for_each_character(std::string_view s, F const& f)
{
    namespace iris = boost::iris;
    char const* const start = s.data();
    char const* const end = start + s.size();
    for (char const* p = start; p != end;) {
        char const* q = p;
        char32_t const c = iris::detail::decode_utf8(q, end);
        char buf[16];
        std::string_view shown;
        if (c == iris::detail::bad_code_point) {
            std::snprintf(buf, sizeof buf, "<%02X>", static_cast<unsigned char>(*p));
            q = p + 1;
            shown = buf;
        }
        else if (shows_escaped(c)) {
            std::snprintf(buf, sizeof buf, "<U+%04X>", static_cast<unsigned>(c));
            shown = buf;
        }
        else
            shown = std::string_view(p, static_cast<std::size_t>(q - p));
        f(static_cast<std::size_t>(p - start), static_cast<std::size_t>(q - start), shown);
        p = q;
    }
}

/// `s` as it can be printed.
inline std::string printable(std::string_view s)
{
    std::string shown;
    for_each_character(s, [&](std::size_t, std::size_t, std::string_view c) { shown += c; });
    return shown;
}

} // iri_tool

#endif
