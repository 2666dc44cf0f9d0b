//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// UTF conversions, legacy character sets and NFC. Boost.Locale does the conversions and
// the normalization (with conv::stop, never its default "skip"); since it does not say
// where a conversion failed, the position is found by converting shorter pieces with
// Boost.Locale again, on the error path only. ICU answers the NFC quick check, which
// Boost.Locale does not offer.

#define BOOST_IRI_SOURCE

#include <boost/iri/unicode.hpp>
#include "icu_locale.hpp"
#include "utf8_text.hpp"
#include <boost/locale/conversion.hpp>
#include <boost/locale/encoding.hpp>
#include <unicode/normalizer2.h>
#include <unicode/stringpiece.h>
#include <stdexcept>

namespace boost {
namespace iris {

namespace {

namespace conv = boost::locale::conv;

parse_error failure(error code, std::size_t offset, char32_t found = parse_error::no_code_point)
{
    parse_error e;
    e.code = code;
    e.offset = offset;
    e.found = found;
    return e;
}

// Converts with Boost.Locale; the conversion errors become error codes.
template <class Convert>
parse_result<std::string> convert(Convert&& f, error on_invalid)
{
    try {
        return f();
    }
    catch (conv::invalid_charset_error const&) {
        return failure(error::unknown_charset, 0);
    }
    catch (conv::conversion_error const&) {
        return failure(on_invalid, 0);
    }
}

std::string to_utf8_of(std::string_view bytes, std::string const& charset)
{
    return conv::to_utf<char>(bytes.data(), bytes.data() + bytes.size(), charset, conv::stop);
}

} // namespace

parse_result<void> check_utf8(std::string_view s) noexcept
{
    detail::utf8_error const bad = detail::find_invalid_utf8(s);
    if (bad.sequence == s.size())
        return {};
    return failure(error::invalid_utf8, bad.byte);
}

parse_result<std::string> utf16_to_utf8(std::u16string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        char16_t const u = s[i];
        if (u >= 0xD800 && u <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF)
            ++i;
        else if (u >= 0xD800 && u <= 0xDFFF)
            return failure(error::invalid_utf16, i, u);
    }
    return conv::utf_to_utf<char>(s.data(), s.data() + s.size(), conv::stop);
}

parse_result<std::string> utf32_to_utf8(std::u32string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] > 0x10FFFF || (s[i] >= 0xD800 && s[i] <= 0xDFFF))
            return failure(error::invalid_utf32, i);
    return conv::utf_to_utf<char>(s.data(), s.data() + s.size(), conv::stop);
}

parse_result<std::string> charset_to_utf8(std::string_view bytes, std::string_view charset_name)
{
    std::string const charset(charset_name);
    auto r = convert([&] { return to_utf8_of(bytes, charset); }, error::invalid_charset_data);
    if (!r) {
        if (r.error().code != error::invalid_charset_data)
            return r;
        // The longest prefix that converts ends where the bad bytes begin.
        std::size_t good = 0;
        for (std::size_t n = 1; n < bytes.size(); ++n)
            if (convert([&] { return to_utf8_of(bytes.substr(0, n), charset); },
                        error::invalid_charset_data))
                good = n;
        return failure(error::invalid_charset_data, good);
    }
    // RFC 3987 §3.1 step 1b: from a non-Unicode encoding, normalize to NFC.
    return to_nfc(*r);
}

parse_result<std::string> utf8_to_charset(std::string_view utf8, std::string_view charset_name)
{
    if (auto ok = check_utf8(utf8); !ok)
        return ok.error();
    std::string const charset(charset_name);
    auto const from = [&charset](std::string_view s) {
        return conv::from_utf<char>(s.data(), s.data() + s.size(), charset, conv::stop);
    };
    auto r = convert([&] { return from(utf8); }, error::unmappable_character);
    if (!r && r.error().code == error::unmappable_character) {
        // The first character that does not convert on its own.
        char const* const begin = utf8.data();
        char const* p = begin;
        char const* const end = begin + utf8.size();
        while (p != end) {
            char const* q = p;
            char32_t const c = detail::decode_utf8(q, end);
            std::string_view const one(p, static_cast<std::size_t>(q - p));
            if (!convert([&] { return from(one); }, error::unmappable_character))
                return failure(error::unmappable_character, static_cast<std::size_t>(p - begin), c);
            p = q;
        }
    }
    return r;
}

parse_result<bool> is_nfc(std::string_view utf8)
{
    if (detail::is_ascii(utf8))
        return true;
    if (auto ok = check_utf8(utf8); !ok)
        return ok.error();
    UErrorCode ec = U_ZERO_ERROR;
    icu::Normalizer2 const* nfc = icu::Normalizer2::getNFCInstance(ec);
    bool const normalized =
        U_SUCCESS(ec) &&
        nfc->isNormalizedUTF8(icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())), ec);
    if (U_FAILURE(ec))
        throw std::runtime_error("ICU NFC check failed");
    return normalized;
}

parse_result<std::string> to_nfc(std::string_view utf8)
{
    auto const normalized = is_nfc(utf8);
    if (!normalized)
        return normalized.error();
    if (*normalized)
        return std::string(utf8);
    return boost::locale::normalize(utf8.data(), utf8.data() + utf8.size(),
                                    boost::locale::norm_nfc, detail::icu_locale());
}

} // iris
} // boost
