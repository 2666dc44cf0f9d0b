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
#include <unicode/normalizer2.h>
#include <unicode/unistr.h>
#include <cstddef>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

inline constexpr std::size_t max_non_starters = 30;

/// The offset of the character that makes the 31st non-starter in a row, or npos. A
/// character counts as its canonical decomposition (NFD) does, so that text and its NFC count
/// the same: U+0F73 is two non-starters, U+1E09 a starter and two non-starters. `nfc` is the
/// shared instance (icu_instances.hpp); its raw mapping is the canonical decomposition.
inline std::size_t find_unsafe_run(std::string_view utf8, icu::Normalizer2 const& nfc)
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
        if (lead == 0 && trail == 0) {
            run = 0;
            continue;
        }
        // the non-starters of its decomposition before its first starter, and after its last
        icu::UnicodeString d;
        if (!nfc.getDecomposition(static_cast<UChar32>(c), d)) { // no decomposition: itself
            run = lead != 0 ? run + 1 : 1;
        }
        else {
            std::size_t leading = 0, trailing = 0;
            bool starter = false;
            for (int32_t i = 0; i < d.length(); i = d.moveIndex32(i, 1)) {
                UChar32 const x = d.char32At(i);
                if (u_getCombiningClass(x) == 0) {
                    starter = true;
                    trailing = 0;
                }
                else if (starter)
                    ++trailing;
                else
                    ++leading;
            }
            run += leading;
            if (run > max_non_starters)
                return static_cast<std::size_t>(at - utf8.data());
            if (starter)
                run = trailing;
        }
        if (run > max_non_starters)
            return static_cast<std::size_t>(at - utf8.data());
    }
    return std::string_view::npos;
}

} // detail
} // iris
} // boost

#endif
