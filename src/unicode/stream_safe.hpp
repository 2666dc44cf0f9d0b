//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_UNICODE_STREAM_SAFE_HPP
#define BOOST_IRI_SRC_UNICODE_STREAM_SAFE_HPP

// UAX #15 §13, the Stream-Safe Text Format: at most 30 non-starters in a row. ICU puts a run
// of non-starters in canonical order by insertion sort, in time quadratic in the run's
// length (a megabyte of alternating U+0301 U+0316 takes a minute to check for NFC), so the
// library's NFC functions take stream-safe text only (`error::not_stream_safe`).

#include <boost/iri/detail/utf8.hpp>
#include <unicode/uchar.h>
#include <cstddef>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

inline constexpr std::size_t max_non_starters = 30;

/// The offset of the character that makes the 31st non-starter in a row, or npos. A
/// character counts as its decomposition does: one whose decomposition starts with a
/// non-starter (Lead_Canonical_Combining_Class, e.g. U+0F73) continues a run, one that
/// ends with one (Trail_Canonical_Combining_Class, e.g. U+1E09) starts a run.
inline std::size_t find_unsafe_run(std::string_view utf8) noexcept
{
    std::size_t run = 0;
    char const* p = utf8.data();
    char const* const end = p + utf8.size();
    while (p != end) {
        if (static_cast<unsigned char>(*p) < 0xC0) { // ASCII: starters (a stray byte: not counted)
            ++p;
            run = 0;
            continue;
        }
        char const* const at = p;
        char32_t const c = decode_utf8(p, end);
        if (c == bad_code_point) {
            ++p;
            run = 0;
            continue;
        }
        auto const lead = u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_LEAD_CANONICAL_COMBINING_CLASS);
        auto const trail = u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_TRAIL_CANONICAL_COMBINING_CLASS);
        run = lead != 0 ? run + 1 : trail != 0 ? 1 : 0;
        if (run > max_non_starters)
            return static_cast<std::size_t>(at - utf8.data());
    }
    return std::string_view::npos;
}

} // detail
} // iris
} // boost

#endif
