//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Hostile input: what a fuzzer or an attacker found, kept as regressions. Every function
// that is documented to return errors returns one (no exception, no abort), in time linear
// in its input.

#define BOOST_TEST_MODULE reliability
#include <boost/iri.hpp>
#include <boost/iri/idna.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/iri/unicode.hpp>
#include "expect_error.hpp"
#include <random>
#include <unicode/uidna.h>

using namespace boost::iris;
using test::expect_error;

namespace {

std::string repeat(std::string_view s, std::size_t n)
{
    std::string out;
    out.reserve(s.size() * n);
    for (std::size_t i = 0; i < n; ++i)
        out += s;
    return out;
}

} // namespace

// ICU's Punycode stops at 1000 UTF-16 code units a label (U_INPUT_TOO_LONG_ERROR); that was an
// exception out of to_uri and idna_to_ascii. It is the label's error now, at the label.
BOOST_AUTO_TEST_CASE(idna_label_past_icu_limit)
{
    std::string const label = repeat("é", 1001);
    auto const r = idna_to_ascii("a." + label + ".b");
    expect_error(r, error::idna_failure, 2);
    BOOST_TEST(r.error().detail == std::uint32_t(UIDNA_ERROR_LABEL_TOO_LONG));
    BOOST_TEST(idna_to_ascii(repeat("é", 1000)).has_value()); // ICU's last length

    unicode_to_uri_options idna;
    idna.host = host_mapping::idna;
    expect_error(to_uri("http://" + label + "/", idna), error::idna_failure, 7);
    expect_error(to_uri("http://" + repeat("é", 30000) + "/", idna), error::idna_failure, 7);
    // longer names are refused: ICU's time is quadratic in a name's length
    expect_error(to_uri("http://" + repeat("é", 40000) + "/", idna), error::input_too_long,
                 7 + max_domain_length);
}

// The same label given as "xn--" + Punycode passed ToASCII and ToUnicode (ICU decodes past
// its limit), and then the Unicode form had no ASCII form: ToASCII(ToUnicode(ToASCII(x)))
// failed (found by fuzz/idna.cpp). Both directions refuse it now, like the Unicode label.
BOOST_AUTO_TEST_CASE(idna_ace_label_past_icu_limit)
{
    for (std::size_t n : {max_punycode_code_points, max_punycode_code_points + 1}) {
        std::string const unicode = repeat("é", n);
        std::string const ace = "xn--9c" + std::string(n, 'a'); // n times U+00E9 (RFC 3492 §6.3)
        BOOST_TEST(punycode_decode(ace.substr(4)).has_value() == (n <= max_punycode_code_points));
        if (n <= max_punycode_code_points) {
            BOOST_TEST(*punycode_encode(unicode) == ace.substr(4));
            BOOST_TEST(*idna_to_ascii("a." + ace) == "a." + ace);
            BOOST_TEST(*idna_to_unicode("a." + ace) == "a." + unicode);
            continue;
        }
        auto const to_ascii = idna_to_ascii("a." + ace);
        expect_error(to_ascii, error::idna_failure, 2);
        BOOST_TEST((to_ascii.error().detail & UIDNA_ERROR_LABEL_TOO_LONG) != 0u);
        expect_error(idna_to_unicode("a." + ace), error::idna_failure, 2);
        expect_error(idna_to_unicode("a." + unicode), error::idna_failure, 2);
    }
    BOOST_TEST(idna_to_unicode(repeat("a", 5000)).has_value()); // ASCII needs no Punycode
    // 1001 code points in 1003 bytes: counted, although shorter than 1004 bytes
    expect_error(idna_to_unicode("a." + repeat("a", 1000) + "é"), error::idna_failure, 2);
    BOOST_TEST(idna_to_unicode("a." + repeat("a", 999) + "é").has_value());
}

// ICU counts a label's length in UTF-16 units: 500 supplementary code points (1000 units)
// have an ASCII form, 501 do not. A label of 501 given as "xn--" + Punycode (510 bytes) was
// not looked at, being shorter than 1004 bytes, so ToASCII and ToUnicode passed it and ToASCII
// of the Unicode form failed (found by fuzz/idna.cpp, test/data/fuzz/idna).
BOOST_AUTO_TEST_CASE(idna_label_of_supplementary_code_points)
{
    std::string const osmanya = "\U00010480"; // U+10480, two UTF-16 units
    BOOST_TEST(idna_to_ascii(repeat(osmanya, 500)).has_value());
    BOOST_TEST(idna_to_unicode(*idna_to_ascii(repeat(osmanya, 500))).has_value());
    std::string const unicode = repeat(osmanya, 501);
    std::string const ace = "xn--" + *punycode_encode(unicode);
    BOOST_TEST(ace.size() < max_punycode_code_points);
    for (std::string const& label : {unicode, ace}) {
        for (auto const& r : {idna_to_ascii("a." + label), idna_to_unicode("a." + label)}) {
            expect_error(r, error::idna_failure, 2);
            BOOST_TEST((r.error().detail & UIDNA_ERROR_LABEL_TOO_LONG) != 0u);
        }
    }
}

// The offset of a conversion error used to be found by converting every prefix again:
// quadratic (a 32 kB line took 30 s; 2 MB of random bytes in SCSU ran for minutes).
BOOST_AUTO_TEST_CASE(charset_error_found_in_one_pass)
{
    std::string const big = "http://a/" + std::string(4u << 20, 'a');
    expect_error(charset_to_utf8(big + "\x81", "Shift_JIS"), error::invalid_charset_data, big.size());
    expect_error(charset_to_utf8(big + "\x81\x20", "Shift_JIS"), error::invalid_charset_data, big.size());
    BOOST_TEST(charset_to_utf8(big, "Shift_JIS").has_value());

    // random bytes: the error is at a byte where the prefix before it converts
    std::mt19937 random(7);
    for (char const* charset : {"SCSU", "BOCU-1", "Shift_JIS", "EUC-JP", "GB18030", "UTF-16", "ISO-2022-JP"}) {
        std::string bytes(2u << 20, '\0');
        for (char& c : bytes)
            c = static_cast<char>(random());
        auto const r = charset_to_utf8(bytes, charset);
        if (r)
            continue;
        BOOST_TEST(r.error().code == error::invalid_charset_data, charset);
        BOOST_TEST_REQUIRE(r.error().offset < bytes.size(), charset);
    }
    // a prefix of an error-free conversion and its error are where the bad bytes are
    expect_error(charset_to_utf8("abc\xFF", "UTF-8"), error::invalid_charset_data, 3);
    expect_error(charset_to_utf8("", "no-such-charset"), error::unknown_charset, 0);
    expect_error(charset_to_utf8("a", ""), error::unknown_charset, 0); // not ICU's default
    expect_error(utf8_to_charset("a", std::string_view("UTF-8\0x", 7)), error::unknown_charset, 0);

    // from UTF-8: the first character the charset lacks, after a long run that converts
    std::string const latin = repeat("é", 1u << 20);
    auto const u = utf8_to_charset(latin + "€", "ISO-8859-1");
    expect_error(u, error::unmappable_character, latin.size());
    BOOST_TEST(u.error().found == U'€');
    auto const astral = utf8_to_charset("a😀", "Shift_JIS");
    expect_error(astral, error::unmappable_character, 1);
    BOOST_TEST(astral.error().found == U'😀');
}

// 3987bis §6.2: a LEIRI becomes a URI by percent-encoding the §6.3 characters. to_uri under
// the leiri profile used to leave space, <, >, the C0 controls and DEL as they were.
BOOST_AUTO_TEST_CASE(leiri_to_uri_encodes_section_6_3)
{
    unicode_to_uri_options leiri;
    leiri.parse.profile = profile::leiri;
    BOOST_TEST(*to_uri("http://a/ b<c>", leiri) == "http://a/%20b%3Cc%3E");
    BOOST_TEST(*to_uri("http://a/\x01" "b\x7F?\"{|}\\^`", leiri) == "http://a/%01b%7F?%22%7B%7C%7D%5C%5E%60");
    leiri.encode_unsafe_ascii = true;
    BOOST_TEST(*to_uri("http://a/\x1F\x7F", leiri) == "http://a/%1F%7F");
    BOOST_TEST(*to_uri("http://a/\u200E\u0085", leiri) == "http://a/%E2%80%8E%C2%85");

    // every ASCII character, one at a time: the result is a URI
    parse_options uri;
    uri.profile = profile::uri;
    for (int c = 0; c < 0x80; ++c) {
        if (c == '%' || c == '#' || c == '?' || c == '/' || c == '[' || c == ']' || c == '@' || c == ':')
            continue; // delimiters (and '%', which starts pct-encoded)
        std::string const in = std::string("http://a/x") + static_cast<char>(c) + "y";
        auto const r = to_uri(in, leiri);
        BOOST_TEST_REQUIRE(r.has_value(), c);
        BOOST_TEST(parse_iri_reference(r->buffer(), uri).has_value(), *r);
    }

    // an error's offset is in the input as given
    expect_error(to_uri("http://a/ b%zz", leiri), error::invalid_percent_encoding, 12);
}

// RFC 3986 §5.1: relativize's errors name the operand that is wrong.
BOOST_AUTO_TEST_CASE(relativize_names_the_operand)
{
    expect_error(relativize("http://a/b", "c"), error::target_not_absolute, 0);
    expect_error(relativize("c", "http://a/b"), error::base_not_absolute, 0);
    BOOST_TEST(relativize("http://a/b", "c").error().message() == "the target is not an absolute IRI");
}

// A run of combining marks out of canonical order took ICU time quadratic in its length (a
// megabyte: a minute in is_nfc, more in to_nfc): text past UAX #15 §13's 30 non-starters in
// a row is refused, at the 31st.
BOOST_AUTO_TEST_CASE(nfc_takes_stream_safe_text_only)
{
    std::string const thirty = "a" + repeat("\u0301\u0316", 15);
    BOOST_TEST(!*is_nfc(thirty));
    BOOST_TEST(to_nfc(thirty).has_value());
    std::string const more = thirty + "\u0301";
    expect_error(is_nfc(more), error::not_stream_safe, thirty.size());
    expect_error(to_nfc(more), error::not_stream_safe, thirty.size());
    expect_error(charset_to_utf8("a" + repeat("\xCC\x81", 40), "UTF-8"), error::not_stream_safe, 61);
    // the offset is the input's: in windows-1258, U+0301 is the one byte 0xEC
    expect_error(charset_to_utf8("a" + repeat("\xEC", 40), "windows-1258"), error::not_stream_safe, 31);
    // characters count as their decompositions: U+0F73 is two non-starters, U+1E09 a starter
    // and two; so that text and its NFC count the same (fuzz_unicode found NFC text refused)
    expect_error(is_nfc(repeat("\u0F73", 16)), error::not_stream_safe, 45);
    BOOST_TEST(is_nfc("\u1E09" + repeat("\u0301", 28)).has_value());
    expect_error(is_nfc("\u1E09" + repeat("\u0301", 29)), error::not_stream_safe, 59);
    // normalize reports it at the component whose decoded text it is in
    unicode_normalize_options nfc{options_for(comparison_level::syntax)};
    nfc.nfc = true;
    expect_error(normalize("http://a/b/c" + repeat("%CC%81", 31), nfc), error::not_stream_safe, 8);
    BOOST_TEST(normalize("http://a/b/c" + repeat("%CC%81", 31)).has_value()); // without NFC
}

// Issue "reliability", item 1: a result keeps no memory of its input's size. A short result
// of a long input has a capacity within a small factor of its size, whichever operation made
// it, so that a program keeping many results keeps their sizes, not their inputs'.
BOOST_AUTO_TEST_CASE(results_keep_their_own_size)
{
    std::string const long_path = "http://e/" + std::string(800000, 'a');
    auto const small = [](std::size_t size, std::size_t capacity) { return capacity <= 2 * size + 32; };
    auto const r = resolve(long_path, "x");
    BOOST_TEST(small(r->size(), r->capacity()), r->capacity());
    auto const n = normalize(long_path + "/../../b");
    BOOST_TEST(n->buffer() == "http://e/b");
    BOOST_TEST(small(n->size(), n->capacity()), n->capacity());
    auto const rel = relativize(long_path + "/b", long_path + "/c");
    BOOST_TEST(rel->buffer() == "c");
    BOOST_TEST(small(rel->size(), rel->capacity()), rel->capacity());
    auto const u = to_uri(parse_iri_reference(long_path).value());
    BOOST_TEST(small(u->size(), u->capacity()));
    std::string const long_query = "http://e/?" + std::string(800000, 'q');
    iri x = parse_iri_reference(long_query).value();
    x.remove_query();
    x.shrink_to_fit();
    BOOST_TEST(small(x.size(), x.capacity()), x.capacity());
    auto const key = equivalence_key(parse_iri_reference(long_path + "/../../b").value(), options_for(comparison_level::syntax));
    BOOST_TEST(small(key->size(), key->capacity()), key->capacity());
}

// Issue "reliability", item 2: no decoder reads past its text. decoded_view takes any text; a
// "%" without two hex digits after it reads as itself (fuzz/parse.cpp checks the decoders on
// arbitrary bytes).
BOOST_AUTO_TEST_CASE(decoders_stay_inside_their_text)
{
    BOOST_TEST(decoded_view("%").decode() == "%");
    BOOST_TEST(decoded_view("a%4").decode() == "a%4");
    BOOST_TEST(decoded_view("%zz%41").decode() == "%zzA");
    BOOST_TEST(decoded_view("%41%").size() == 2u);
    BOOST_TEST(decoded_view("a+%2B", true).decode() == "a +");
    std::string const bytes("%\0%", 3);
    BOOST_TEST(decoded_view(bytes).decode() == bytes);
}
