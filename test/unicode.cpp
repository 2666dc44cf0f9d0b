//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The Unicode module (unicode.hpp): UTF conversions, legacy character sets (RFC 3987 §3.1
// step 1) and NFC, with NormalizationTest.txt (Unicode 15.0) for the NFC path.

#define BOOST_TEST_MODULE unicode
#include <boost/iri/unicode.hpp>
#include "expect_error.hpp"
#include "rule_test.hpp"
#include "test_data.hpp"
#include <sstream>

using namespace boost::iris;

using test::expect_error;

BOOST_AUTO_TEST_CASE(utf8_validation)
{
    BOOST_TEST(check_utf8("http://例え/").has_value());
    expect_error(check_utf8("ab\xC0\xAF"), error::invalid_utf8, 2);
    expect_error(check_utf8("ab\xE0\x80\xAF"), error::invalid_utf8, 3);
    expect_error(check_utf8("ab\xED\xA0\x80"), error::invalid_utf8, 3);
    expect_error(check_utf8("ab\xF4\x90\x80\x80"), error::invalid_utf8, 3);
    expect_error(check_utf8("ab\xE4\xB8"), error::invalid_utf8, 4);
    expect_error(check_utf8("\x80"), error::invalid_utf8, 0);
}

BOOST_AUTO_TEST_CASE(utf16_and_utf32)
{
    BOOST_TEST(*utf16_to_utf8(u"r\u00E9sum\u00E9 \U0001F363") == "résumé 🍣");
    expect_error(utf16_to_utf8(std::u16string(u"ab") + char16_t(0xD800) + u"c"), error::invalid_utf16, 2);
    expect_error(utf16_to_utf8(std::u16string(u"ab") + char16_t(0xDC00)), error::invalid_utf16, 2);
    BOOST_TEST(*utf32_to_utf8(U"\u65E5\U0001F363") == "日🍣");
    expect_error(utf32_to_utf8(std::u32string(U"a") + char32_t(0x110000)), error::invalid_utf32, 1);
    expect_error(utf32_to_utf8(std::u32string(U"a") + char32_t(0xDFFF)), error::invalid_utf32, 1);
    // RFC 3987 §3.1 step 1c: text already in Unicode is not normalized
    BOOST_TEST(*utf16_to_utf8(u"e\u0301") == "e\xCC\x81");
    BOOST_TEST(*utf32_to_utf8(U"e\u0301") == "e\xCC\x81");
}

BOOST_AUTO_TEST_CASE(legacy_charsets)
{
    // RFC 3987 §3.1 step 1b: converted, then NFC
    BOOST_TEST(*charset_to_utf8("r\xE9sum\xE9", "ISO-8859-1") == "résumé");
    BOOST_TEST(*charset_to_utf8("\x80", "windows-1252") == "€");
    BOOST_TEST(*charset_to_utf8("\x93\xFA\x96\x7B", "Shift_JIS") == "日本");
    BOOST_TEST(*charset_to_utf8("\xC6\xFC\xCB\xDC", "EUC-JP") == "日本");
    BOOST_TEST(*charset_to_utf8("\xC8\xD5\xB1\xBE", "GB18030") == "日本");
    BOOST_TEST(*charset_to_utf8("\xF0\xD2\xC9\xD7\xC5\xD4", "KOI8-R") == "Привет");
    BOOST_TEST(*charset_to_utf8("\xE1\xE5\xE8", "ISO-8859-7") == "αεθ");
    // RFC 3987 §3.1 note: windows-1258 writes "ệ" as ê + COMBINING DOT BELOW; NFC joins them
    BOOST_TEST(*charset_to_utf8("Vi\xEA\xF2t", "windows-1258") == "Vi\xE1\xBB\x87t");

    expect_error(charset_to_utf8("ab", "no-such-charset"), error::unknown_charset, 0);
    // a Shift_JIS lead byte with no trail byte that fits
    expect_error(charset_to_utf8("ab\x81\x20zz", "Shift_JIS"), error::invalid_charset_data, 2);
    expect_error(charset_to_utf8("ab\x93", "Shift_JIS"), error::invalid_charset_data, 2);
    expect_error(charset_to_utf8("abc\xFF", "UTF-8"), error::invalid_charset_data, 3);
}

BOOST_AUTO_TEST_CASE(to_legacy_charsets)
{
    BOOST_TEST(*utf8_to_charset("日本", "Shift_JIS") == "\x93\xFA\x96\x7B");
    BOOST_TEST(*utf8_to_charset("résumé", "ISO-8859-1") == "r\xE9sum\xE9");
    auto const r = utf8_to_charset("ab€", "ISO-8859-1");
    expect_error(r, error::unmappable_character, 2);
    BOOST_TEST(r.error().found == 0x20ACu);
    expect_error(utf8_to_charset("a\xFF", "ISO-8859-1"), error::invalid_utf8, 1);
    expect_error(utf8_to_charset("a", "no-such-charset"), error::unknown_charset, 0);
}

BOOST_AUTO_TEST_CASE(nfc)
{
    BOOST_TEST(*is_nfc("http://example/"));
    BOOST_TEST(*is_nfc("résumé"));
    BOOST_TEST(!*is_nfc("re\xCC\x81sume\xCC\x81"));
    BOOST_TEST(*to_nfc("re\xCC\x81sume\xCC\x81") == "résumé");
    expect_error(to_nfc("a\xC0"), error::invalid_utf8, 1);
    expect_error(is_nfc("a\xC0"), error::invalid_utf8, 1);
}

namespace {

std::string utf8_of_hex_sequence(std::string const& field)
{
    std::istringstream in(field);
    std::string out, hex;
    while (in >> hex)
        out += test::utf8(static_cast<char32_t>(std::stoul(hex, nullptr, 16)));
    return out;
}

} // namespace

BOOST_AUTO_TEST_CASE(normalization_test_15_0)
{
    // UAX #15 conformance: c2 == NFC(c1) == NFC(c2) == NFC(c3), c4 == NFC(c4) == NFC(c5),
    // and every code point not in part 1 is its own NFC.
    std::istringstream file(test::read_file("unicode-normalization/NormalizationTest.txt"));
    std::string line;
    std::size_t lines = 0, failures = 0;
    std::vector<bool> in_part1(0x110000, false);
    bool part1 = false;
    while (std::getline(file, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        if (line[0] == '@') {
            part1 = line.rfind("@Part1", 0) == 0;
            continue;
        }
        std::string c[5];
        std::istringstream fields(line);
        for (auto& f : c) {
            std::string hex;
            std::getline(fields, hex, ';');
            f = utf8_of_hex_sequence(hex);
        }
        if (part1)
            in_part1[std::stoul(line, nullptr, 16)] = true;
        ++lines;
        bool const ok = *to_nfc(c[0]) == c[1] && *to_nfc(c[1]) == c[1] && *to_nfc(c[2]) == c[1] &&
                        *to_nfc(c[3]) == c[3] && *to_nfc(c[4]) == c[3] && *is_nfc(c[1]) &&
                        *is_nfc(c[3]) && *is_nfc(c[0]) == (c[0] == c[1]);
        if (!ok && ++failures <= 10)
            BOOST_ERROR("NormalizationTest line: " << line);
    }
    test::expect_rows("unicode-normalization/NormalizationTest.txt", lines);
    BOOST_TEST(failures == 0u);

    std::size_t unchanged_failures = 0;
    for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
        if ((cp >= 0xD800 && cp <= 0xDFFF) || in_part1[cp])
            continue;
        std::string const s = test::utf8(cp);
        if (*to_nfc(s) != s && ++unchanged_failures <= 10)
            BOOST_ERROR("U+" << std::hex << static_cast<unsigned>(cp) << " must be its own NFC");
    }
    BOOST_TEST(unchanged_failures == 0u);
}
