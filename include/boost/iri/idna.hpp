//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_IDNA_HPP
#define BOOST_IRI_IDNA_HPP

// Internationalized domain names: Punycode (RFC 3492) and UTS #46 processing through ICU
// (3987bis §3.4.2 and §4 step 6). Part of the library boost_iri_unicode.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/parse.hpp>
#include <cstddef>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

/// The most code points `punycode_encode` takes and `punycode_decode` gives: RFC 3492
/// is quadratic in a string's length, and is for the labels of domain names (at most 63
/// octets in DNS). Past it, `input_too_long`.
inline constexpr std::size_t max_punycode_code_points = 1000;

/// RFC 3492 §6.3: the Punycode of a UTF-8 string (no "xn--" prefix). Basic code points
/// keep their case; the digits are lower case. Errors: `invalid_utf8` (byte offset),
/// `punycode_overflow`, `input_too_long` at the first code point past the limit.
BOOST_IRI_UNICODE_DECL result<std::string> punycode_encode(std::string_view utf8);

/// RFC 3492 §6.2: the UTF-8 string a Punycode string stands for. Digits of either case.
/// Errors: `invalid_punycode` (at the offending byte, or at the end when it stops short),
/// `punycode_overflow`, `input_too_long` at the byte that would decode past the limit.
BOOST_IRI_UNICODE_DECL result<std::string> punycode_decode(std::string_view punycode);

/// The longest domain name that `idna_to_ascii` and `idna_to_unicode` take, in bytes: ICU's
/// UTS #46 takes time quadratic in a name's length. (DNS names have at most 253 octets.)
inline constexpr std::size_t max_domain_length = std::size_t(1) << 16;

/// UTS #46 ToASCII, non-transitional, with CheckHyphens, CheckBidi, CheckJoiners and
/// UseSTD3ASCIIRules, without VerifyDnsLength as in the WHATWG URL Standard (ICU's
/// uidna_nameToASCII_UTF8). Errors:
/// `invalid_utf8`, or `idna_failure` at the start of the first label that failed, with
/// ICU's UIDNA_ERROR_* bits in `failure::detail` (a non-ASCII label of more than 1000
/// UTF-16 code units, given in Unicode or as "xn--" + Punycode, has no ASCII form in ICU's
/// Punycode and fails as "label too long"); `input_too_long` for a domain of more than `max_domain_length` bytes.

BOOST_IRI_UNICODE_DECL result<std::string> idna_to_ascii(std::string_view domain);

/// UTS #46 ToUnicode, non-transitional, with the same checks; an empty label is an error
/// (UTS #46 X4_2). Errors as `idna_to_ascii`.
BOOST_IRI_UNICODE_DECL result<std::string> idna_to_unicode(std::string_view domain);

} // iris
} // boost

#endif
