//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Punycode (RFC 3492 §7.1 and more vectors) and UTS #46 through ICU (IdnaTestV2.txt).

#define BOOST_TEST_MODULE idna
#include <boost/iri/idna.hpp>
#include "expect_error.hpp"
#include "rule_test.hpp"
#include "test_data.hpp"
#include <unicode/uchar.h>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

using namespace boost::iris;
using test::str;


BOOST_AUTO_TEST_CASE(rfc3492_section_7_1)
{
    for (auto const& r : test::rows("rfc3492-punycode/rfc3492_7_1.json")) {
        std::string const decoded = str(r.at("decoded"));
        std::string const encoded = str(r.at("encoded"));
        std::string const plain = str(r.at("encoded_without_annotations"));
        auto const e = punycode_encode(decoded);
        BOOST_REQUIRE(e.has_value());
        BOOST_TEST(*e == plain, str(r.at("id")));
        BOOST_TEST(*punycode_decode(encoded) == decoded, str(r.at("id")));
        BOOST_TEST(*punycode_decode(plain) == decoded, str(r.at("id")));
    }
}

BOOST_AUTO_TEST_CASE(punycode_vectors)
{
    for (auto const& r : test::rows("unicode-idna/punycode_tests.json")) {
        std::string const decoded = str(r.at("decoded"));
        std::string const encoded = str(r.at("encoded"));
        BOOST_TEST(*punycode_encode(decoded) == encoded, encoded);
        BOOST_TEST(*punycode_decode(encoded) == decoded, encoded);
    }
    // rust-url issue 870: a long string (8204 code points, spaces then astral characters)
    // whose encoding would overflow; it stops at the limit now, the 1001st code point, a
    // space (within 1000 code points the encoder's deltas cannot overflow: 1000 * 0x10FFFF
    // < 2^32)
    for (auto const& r : test::rows("unicode-idna/bad_punycode_tests.json")) {
        auto const e = punycode_encode(str(r.at("decoded")));
        BOOST_REQUIRE(!e.has_value());
        BOOST_TEST(e.error().code == error::input_too_long);
        BOOST_TEST(e.error().offset == max_punycode_code_points);
        BOOST_TEST(!punycode_decode(str(r.at("decoded"))).has_value());
    }
}

BOOST_AUTO_TEST_CASE(punycode_errors)
{
    auto const overflow = punycode_decode("99999999999");
    BOOST_REQUIRE(!overflow.has_value());
    BOOST_TEST(overflow.error().code == error::punycode_overflow);
    auto const bad_digit = punycode_decode("abc-de!f");
    BOOST_REQUIRE(!bad_digit.has_value());
    BOOST_TEST(bad_digit.error().code == error::invalid_punycode);
    BOOST_TEST(bad_digit.error().offset == 6u);
    // stops in the middle of a variable-length integer
    auto const cut = punycode_decode("a-z");
    BOOST_REQUIRE(!cut.has_value());
    BOOST_TEST(cut.error().code == error::invalid_punycode);
    BOOST_TEST(cut.error().offset == 3u);
    // non-basic code point before the delimiter
    BOOST_TEST(punycode_decode("\xC3\xA9-abc").error().code == error::invalid_punycode);
    BOOST_TEST(punycode_encode("a\xFF").error().code == error::invalid_utf8);
    // a delimiter at the start leaves no basic code points, and "-" is no digit
    BOOST_TEST(punycode_decode("-").error().code == error::invalid_punycode);
}

BOOST_AUTO_TEST_CASE(idna_basics)
{
    BOOST_TEST(*idna_to_ascii("例え.テスト") == "xn--r8jz45g.xn--zckzah");
    BOOST_TEST(*idna_to_ascii("Bücher.example") == "xn--bcher-kva.example");
    BOOST_TEST(*idna_to_ascii("faß.de") == "xn--fa-hia.de"); // non-transitional
    BOOST_TEST(*idna_to_unicode("xn--99zt52a.example.org") == "納豆.example.org");
    auto const bad = idna_to_ascii("example.-bad-.org");
    BOOST_REQUIRE(!bad.has_value());
    BOOST_TEST(bad.error().code == error::idna_failure);
    BOOST_TEST(bad.error().offset == 8u);
    BOOST_TEST(bad.error().detail != 0u);
    BOOST_TEST(bad.error().message().find("hyphen") != std::string::npos);
    BOOST_TEST(idna_to_ascii("a\xFF").error().code == error::invalid_utf8);
}

namespace {

// IdnaTestV2.txt escapes: \uXXXX and \x{XXXX}
std::string unescape(std::string const& s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == 'u') {
            out += test::utf8(static_cast<char32_t>(std::stoul(s.substr(i + 2, 4), nullptr, 16)));
            i += 5;
        }
        else if (s[i] == '\\' && i + 2 < s.size() && s[i + 1] == 'x' && s[i + 2] == '{') {
            std::size_t const close = s.find('}', i);
            out += test::utf8(static_cast<char32_t>(std::stoul(s.substr(i + 3, close - i - 3), nullptr, 16)));
            i = close;
        }
        else
            out += s[i];
    }
    return out;
}

std::string trim(std::string s)
{
    auto const first = s.find_first_not_of(" \t");
    auto const last = s.find_last_not_of(" \t");
    return first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
}

// A code point that ICU 72 (Unicode 15.0) does not know: the row needs newer tables.
bool needs_newer_unicode(std::string const& s)
{
    auto const cps = [&] {
        std::vector<char32_t> v;
        char const* p = s.data();
        char const* const end = p + s.size();
        while (p != end) {
            char32_t const c = boost::iris::detail::decode_utf8(p, end);
            if (c == boost::iris::detail::bad_code_point)
                break;
            v.push_back(c);
        }
        return v;
    }();
    for (char32_t c : cps) {
        UVersionInfo age;
        u_charAge(static_cast<UChar32>(c), age);
        bool const unassigned = age[0] == 0 && age[1] == 0;
        bool const noncharacter = (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
        bool const private_or_surrogate = u_charType(static_cast<UChar32>(c)) == U_PRIVATE_USE_CHAR ||
                                          (c >= 0xD800 && c <= 0xDFFF);
        if (unassigned && !noncharacter && !private_or_surrogate)
            return true;
    }
    return false;
}

// The Unicode characters behind the "xn--" labels of a domain, where they decode.
std::string decoded_labels(std::string const& domain)
{
    std::string out;
    std::size_t start = 0;
    while (start <= domain.size()) {
        std::size_t const dot = std::min(domain.find('.', start), domain.size());
        std::string const label = domain.substr(start, dot - start);
        if (label.size() > 4 && (label.rfind("xn--", 0) == 0 || label.rfind("XN--", 0) == 0))
            if (auto d = punycode_decode(label.substr(4)))
                out += *d;
        start = dot + 1;
    }
    return out;
}

} // namespace

// The status codes that do not apply: VerifyDnsLength is false (idna.hpp).
std::string applicable(std::string status)
{
    for (std::string const code : {"A4_1", "A4_2"}) {
        for (std::size_t at; (at = status.find(code)) != std::string::npos;) {
            std::size_t end = at + code.size();
            if (status.compare(end, 2, ", ") == 0)
                end += 2;
            else if (at >= 2 && status.compare(at - 2, 2, ", ") == 0)
                at -= 2;
            status.erase(at, end - at);
        }
    }
    return status == "[]" ? std::string() : status;
}

// UTS #46 15.1 made U+2260, U+226E, U+226F (and their decompositions with U+0338) valid
// under UseSTD3ASCIIRules; ICU 72 has the 15.0 tables, where they are disallowed.
bool has_not_equal_signs(std::string const& s)
{
    for (char const* c : {"\xE2\x89\xA0", "\xE2\x89\xAE", "\xE2\x89\xAF"})
        if (s.find(c) != std::string::npos)
            return true;
    return false;
}

// Characters whose UTS #46 mapping changed in 16.0 (ICU 72 has 15.0): the Georgian
// capitals U+10A0-10C5, U+10C7, U+10CD are now mapped to lower case, U+1E9E to U+00DF,
// U+04C0 to U+04CF; the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 are now ignored; the
// compatibility ideographs U+2F868, U+2F874, U+2F91F, U+2F95F, U+2F9BF are now mapped; the
// musical format characters U+1D173-1D17A are now ignored.
bool has_remapped_characters(std::string const& s)
{
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char32_t const c = boost::iris::detail::decode_utf8(p, end);
        if (c == boost::iris::detail::bad_code_point)
            return false;
        if ((c >= 0x10A0 && c <= 0x10C5) || c == 0x10C7 || c == 0x10CD || c == 0x1E9E ||
            c == 0x04C0 || c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 ||
            c == 0x2F868 || c == 0x2F874 || c == 0x2F91F || c == 0x2F95F || c == 0x2F9BF ||
            (c >= 0x1D173 && c <= 0x1D17A))
            return true;
    }
    return false;
}

namespace {

// The version of Unicode of ICU's tables, "15.0".
std::string icu_unicode_version()
{
    UVersionInfo v;
    u_getUnicodeVersion(v);
    return std::to_string(v[0]) + "." + std::to_string(v[1]);
}

// Why a row of newer data fails with ICU's tables, for the list of excused rows (asked only
// when the list is written again; the test itself reads the list).
std::string reason_for(std::string const& everything)
{
    if (needs_newer_unicode(everything))
        return "characters newer than Unicode " + icu_unicode_version();
    if (has_not_equal_signs(everything))
        return "UTS #46 15.1: U+2260, U+226E, U+226F valid";
    if (has_remapped_characters(everything))
        return "UTS #46 16.0: changed mappings";
    return "";
}

} // namespace

BOOST_AUTO_TEST_CASE(idna_test_v2)
{
    // UTS #46 conformance: Unicode 17.0 data against ICU's tables (Unicode 15.0 in ICU 72).
    // Every row must pass (toUnicode and non-transitional toASCII; a row with a status must
    // fail), but the rows of unicode-idna/excused_rows.txt, each with its reason: a listed
    // row that passes fails the test, as does a list made for another version of Unicode.
    // BOOST_IRI_UPDATE_EXCUSED=1 writes the list again from the rows that fail and why, for
    // review with git diff (a row with no known reason is not excused).
    std::string const excused_file = "unicode-idna/excused_rows.txt";
    std::map<std::size_t, std::string> excused; // line of IdnaTestV2.txt -> reason
    std::string excused_version;
    {
        std::istringstream in(test::read_file(excused_file));
        for (std::string l; std::getline(in, l);) {
            if (l.rfind("# unicode ", 0) == 0)
                excused_version = l.substr(10);
            if (l.empty() || l[0] == '#')
                continue;
            std::size_t const tab = l.find('\t');
            excused[std::stoul(l.substr(0, tab))] = l.substr(tab + 1, l.find('\t', tab + 1) - tab - 1);
        }
    }
    bool const update = std::getenv("BOOST_IRI_UPDATE_EXCUSED") != nullptr;
    if (!update) {
        test::expect_rows(excused_file, excused.size());
        BOOST_TEST_REQUIRE(excused_version == icu_unicode_version(),
                           excused_file << " is for Unicode " << excused_version << ", ICU has "
                                        << icu_unicode_version() << ": write it again (see above)");
    }
    std::string rewritten = "# unicode " + icu_unicode_version() + "\n" +
                            "# The rows of IdnaTestV2.txt that fail with ICU's tables of that version, and why.\n"
                            "# LINE<tab>REASON<tab>SOURCE; test/idna.cpp (idna_test_v2) writes it.\n";

    std::istringstream file(test::read_file("unicode-idna/IdnaTestV2.txt"));
    std::string line;
    std::size_t rows = 0, line_number = 0, reached = 0, failures = 0;
    while (std::getline(file, line)) {
        ++line_number;
        std::string const body = line.substr(0, line.find('#'));
        if (trim(body).empty())
            continue;
        std::vector<std::string> col;
        std::istringstream fields(body);
        for (std::string f; std::getline(fields, f, ';');)
            col.push_back(trim(f));
        col.resize(7);
        auto const value = [](std::string const& f, std::string const& fallback) {
            if (f == "\"\"")
                return std::string();
            return f.empty() ? fallback : unescape(f);
        };
        std::string const source = value(col[0], "");
        std::string const to_unicode = value(col[1], source);
        std::string const to_unicode_status = applicable(col[2]);
        std::string const to_ascii = value(col[3], to_unicode);
        std::string const to_ascii_status = applicable(col[4].empty() ? col[2] : col[4]);
        ++rows;

        auto const u = idna_to_unicode(source);
        auto const a = idna_to_ascii(source);
        bool const ok = (!to_unicode_status.empty() ? !u.has_value() : (u.has_value() && *u == to_unicode)) &&
                        (!to_ascii_status.empty() ? !a.has_value() : (a.has_value() && *a == to_ascii));
        auto const listed = excused.find(line_number);
        if (listed != excused.end()) {
            ++reached;
            if (!update)
                BOOST_TEST(!ok, "IdnaTestV2 line " << line_number << " is excused (" << listed->second
                                                   << ") but passes: take it off " << excused_file);
        }
        if (ok)
            continue;
        if (update) {
            std::string const why = reason_for(source + to_unicode + decoded_labels(source) + decoded_labels(to_ascii));
            if (!why.empty()) {
                rewritten += std::to_string(line_number) + "\t" + why + "\t" + col[0] + "\n";
                continue;
            }
        }
        if ((update || listed == excused.end()) && ++failures <= 30)
            BOOST_ERROR("IdnaTestV2 line " << line_number << ": " << line << "\n  toUnicode "
                                           << (u ? *u : u.error().message()) << "\n  toAsciiN "
                                           << (a ? *a : a.error().message()));
    }
    test::expect_rows("unicode-idna/IdnaTestV2.txt", rows);
    BOOST_TEST(reached == excused.size(), "rows of " << excused_file << " not in IdnaTestV2.txt");
    BOOST_TEST(failures == 0u);
    if (update)
        std::ofstream(test::data_dir() + "/" + excused_file, std::ios::binary) << rewritten;
}

// Issue 27, item 9: an "xn--" label is an A-label or an error (RFC 5890 §2.3.2.1, RFC 5891
// §5.4): "xn--" alone, Punycode of an ASCII label and Punycode that does not round-trip all
// passed ToASCII and ToUnicode before.
BOOST_AUTO_TEST_CASE(fake_a_labels_fail)
{
    for (std::string_view fake : {"xn--", "xn--.com", "a.xn--abc-.com", "xn--abc-", "XN--.example"}) {
        auto const a = idna_to_ascii(fake);
        BOOST_TEST(!a, fake);
        if (!a)
            BOOST_TEST((a.error().code == error::idna_failure), fake);
        BOOST_TEST(!idna_to_unicode(fake), fake);
    }
    BOOST_TEST(idna_to_ascii("a.xn--abc-.com").error().offset == 2u);
    // real A-labels, in either case
    BOOST_TEST(*idna_to_ascii("xn--8ws00zhy3a.com") == "xn--8ws00zhy3a.com");
    BOOST_TEST(*idna_to_ascii("XN--8WS00ZHY3A.com") == "xn--8ws00zhy3a.com");
    BOOST_TEST(*idna_to_unicode("xn--8ws00zhy3a.com") == "詹姆斯.com");
}
