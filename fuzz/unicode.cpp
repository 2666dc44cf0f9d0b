//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The Unicode layer: check_utf8 agrees with the other UTF-8 readers; UTF-16 and UTF-32 of
// the bytes convert or fail at a code unit inside; a legacy charset converts (to NFC) or
// fails at a byte inside, and what converts back gives the same text; NFC is idempotent.

#include "fuzz.hpp"
#include <boost/iri/unicode.hpp>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;

    auto const utf8 = iris::check_utf8(s);
    require_well_formed(utf8, s.size(), "check_utf8: error outside the input");
    auto const nfc = iris::to_nfc(s);
    require(nfc.has_value() == utf8.has_value() && iris::is_nfc(s).has_value() == utf8.has_value(),
            "to_nfc: disagrees with check_utf8");
    if (nfc) {
        require(iris::is_nfc(*nfc).value(), "to_nfc: the result is not NFC");
        require(iris::is_nfc(s).value() == (*nfc == s), "is_nfc: disagrees with to_nfc");
    }

    std::u16string u16(s.size() / 2, u'\0');
    if (!u16.empty())
        std::memcpy(u16.data(), s.data(), u16.size() * 2);
    auto const from16 = iris::utf16_to_utf8(u16);
    require_well_formed(from16, u16.size(), "utf16_to_utf8: error outside the input");
    if (from16)
        require(iris::check_utf8(*from16).has_value(), "utf16_to_utf8: the result is not UTF-8");
    std::u32string u32(s.size() / 4, U'\0');
    if (!u32.empty())
        std::memcpy(u32.data(), s.data(), u32.size() * 4);
    auto const from32 = iris::utf32_to_utf8(u32);
    require_well_formed(from32, u32.size(), "utf32_to_utf8: error outside the input");

    static constexpr char const* charsets[] = {"ISO-8859-1", "windows-1252", "Shift_JIS", "EUC-JP",
                                               "GB18030",    "KOI8-R",       "SCSU",      "BOCU-1",
                                               "UTF-16",     "UTF-8",        "ISO-2022-JP", "Big5"};
    char const* const charset = charsets[in.bits % (sizeof charsets / sizeof *charsets)];
    auto const text = iris::charset_to_utf8(s, charset);
    require_well_formed(text, s.size(), "charset_to_utf8: error outside the input");
    if (text) {
        require(iris::is_nfc(*text).value(), "charset_to_utf8: the result is not NFC");
        auto const bytes = iris::utf8_to_charset(*text, charset);
        require_well_formed(bytes, text->size(), "utf8_to_charset: error outside the input");
        if (bytes) {
            auto const again = iris::charset_to_utf8(*bytes, charset);
            require(again && *again == *text, "charset: no round trip");
        }
    }
    else if (text.error().code == iris::error::invalid_charset_data && in.bit(7)) {
        // the bytes before the error convert (not for the stateful ones, whose state they set)
        std::string_view const charset_name = charset;
        if (charset_name != "SCSU" && charset_name != "BOCU-1" && charset_name != "ISO-2022-JP" &&
            charset_name != "UTF-16")
            require(iris::charset_to_utf8(s.substr(0, text.error().offset), charset).has_value(),
                    "charset_to_utf8: the bytes before the error do not convert");
    }
    auto const out = iris::utf8_to_charset(s, charset);
    require_well_formed(out, s.size(), "utf8_to_charset: error outside the input");
    return 0;
}
