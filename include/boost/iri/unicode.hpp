//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_UNICODE_HPP
#define BOOST_IRI_UNICODE_HPP

// Getting IRIs into UTF-8 (RFC 3987 §3.1 step 1, 3987bis §3.1) and Unicode normalization.
// Part of the library boost_iri_unicode (Boost.Locale with its ICU backend, and ICU itself
// where Boost.Locale has no API). Invalid input is always an error with its position:
// nothing is skipped or replaced.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/parse.hpp>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

/// RFC 3629: `s` is well-formed UTF-8, or the error `invalid_utf8` at its first bad byte.
BOOST_IRI_UNICODE_DECL result<void> check_utf8(std::string_view s) noexcept;

/// UTF-16 to UTF-8, unchanged otherwise: text that is already Unicode is not normalized
/// (RFC 3987 §3.1 step 1c). An unpaired surrogate is `invalid_utf16` at its code unit.
BOOST_IRI_UNICODE_DECL result<std::string> utf16_to_utf8(std::u16string_view s);

/// UTF-32 to UTF-8, unchanged otherwise (RFC 3987 §3.1 step 1c). A surrogate or a value
/// past U+10FFFF is `invalid_utf32` at its code unit.
BOOST_IRI_UNICODE_DECL result<std::string> utf32_to_utf8(std::u32string_view s);

/// Text in a legacy character set (ISO-8859-x, windows-125x, Shift_JIS, EUC-JP, GB18030,
/// KOI8-R, ...) to UTF-8 in NFC (RFC 3987 §3.1 step 1b). Errors: `unknown_charset`;
/// `invalid_charset_data` at the first byte that does not convert; `not_stream_safe` (see
/// `is_nfc`) at the bytes of the 31st combining character.
BOOST_IRI_UNICODE_DECL result<std::string> charset_to_utf8(std::string_view bytes,
                                                         std::string_view charset);

/// UTF-8 to a character set (for http/https queries in a document's charset,
/// 3987bis §3.5). Errors: `invalid_utf8`, `unknown_charset`; `unmappable_character` at the
/// byte offset of the first character the charset cannot represent.
BOOST_IRI_UNICODE_DECL result<std::string> utf8_to_charset(std::string_view utf8,
                                                         std::string_view charset);

/// True when `utf8` is in Normalization Form C (UAX #15). ASCII is, without asking ICU.
/// Errors: `invalid_utf8`; `not_stream_safe` at the 31st combining character in a row (text
/// outside the Stream-Safe Text Format of UAX #15 §13, on which ICU takes quadratic time).
BOOST_IRI_UNICODE_DECL result<bool> is_nfc(std::string_view utf8);

/// The NFC of `utf8` (UAX #15, Unicode 15 with ICU 72). Text already in NFC comes back
/// unchanged, ASCII without asking ICU. Errors as `is_nfc`.
BOOST_IRI_UNICODE_DECL result<std::string> to_nfc(std::string_view utf8);

} // iris
} // boost

#endif
