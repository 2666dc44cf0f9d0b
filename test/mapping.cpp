//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI <-> URI mappings (mapping.hpp): the RFC 3987 examples, each option, LEIRIs,
// pre-processing, and the round-trip properties over generated input.

#define BOOST_TEST_MODULE mapping
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include "../fuzz/fuzz.hpp"
#include "../src/percent.hpp" // the decoder's blocks against one sequence at a time, white box
#include "expect_error.hpp"
#include "generate.hpp"
#include "rule_test.hpp"
#include "test_data.hpp"
#include <cctype>
#include <optional>
#include <random>
#include <set>

using namespace boost::iris;
using test::str;

using test::expect_error;

namespace {

unicode_to_uri_options idna_host()
{
    unicode_to_uri_options o;
    o.host = host_mapping::idna;
    return o;
}

} // namespace

BOOST_AUTO_TEST_CASE(rfc3987_iri_to_uri_examples)
{
    for (auto const& r : test::rows("rfc-examples/rfc3987_iri_to_uri.json")) {
        std::string const iri = str(r.at("iri"));
        BOOST_TEST(*to_uri(iri) == str(r.at("expected_uri")), iri);
        if (auto const* idna = r.as_object().if_contains("expected_uri_idna"))
            BOOST_TEST(*to_uri(iri, idna_host()) == str(*idna), iri);
    }
    for (auto const& r : test::rows("iri-string/iri_to_uri.json"))
        BOOST_TEST(*to_uri(str(r.at("iri"))) == str(r.at("expected_uri")));
}

BOOST_AUTO_TEST_CASE(rfc3987_uri_to_iri_examples)
{
    for (auto const& r : test::rows("rfc-examples/rfc3987_uri_to_iri.json")) {
        std::string const uri = str(r.at("uri"));
        BOOST_TEST(*to_iri(uri) == str(r.at("expected_iri")), uri);
        if (auto const* u = r.as_object().if_contains("expected_iri_with_idna_tounicode"))
            BOOST_TEST(*to_iri(uri, unicode_to_iri_options{{}, host_display::unicode}) == str(*u), uri);
    }
}

BOOST_AUTO_TEST_CASE(to_uri_encodes_only_what_uris_lack)
{
    // upper-case hex, existing %xx untouched, every component alike (3987bis §3.3)
    BOOST_TEST(*to_uri("http://ü@例え.テスト:80/パス?q=値#章") ==
               "http://%C3%BC@%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88:80/"
               "%E3%83%91%E3%82%B9?q=%E5%80%A4#%E7%AB%A0");
    BOOST_TEST(*to_uri("http://a/%e9%2F?%41") == "http://a/%e9%2F?%41");
    BOOST_TEST(*to_uri("//[::1]/é") == "//[::1]/%C3%A9");
    // iprivate in the query, tags with rfc3987bis
    BOOST_TEST(*to_uri("?\xEE\x80\x80") == "?%EE%80%80");
    unicode_to_uri_options bis;
    bis.parse.profile = profile::rfc3987bis;
    BOOST_TEST(*to_uri("?\xF3\xA0\x80\x81", bis) == "?%F3%A0%80%81");
    // what the IRI grammar rejects is an error, at its byte
    expect_error(to_uri("http://a/b c"), error::invalid_character, 10);
    expect_error(to_uri("http://a/\xEE\x80\x80"), error::invalid_character, 9);
}

// Whether a text is its own result (all ASCII for to_uri, no "%" for to_iri) is seen sixteen
// bytes at a time, the first 96 without a branch on the length, and to_uri counts where each
// part starts by blocks of sixteen up to 256 bytes: one character to map at every place of
// every part that takes it, in texts of every length up to past that, into a new value and
// into a reused one, laid out as its text.
BOOST_AUTO_TEST_CASE(one_character_to_map_at_any_place)
{
    iri reused;
    auto const into_reused = [&](auto const& mapping, std::string const& text) {
        auto const parsed = parse_iri_reference(text);
        BOOST_TEST_REQUIRE(parsed.has_value(), text);
        BOOST_TEST_REQUIRE(mapping(*parsed, reused).has_value(), text);
        BOOST_TEST(fuzz::reads_as_parsed(reused), text);
        return std::string(reused.buffer());
    };
    auto const uri_of = [](iri_view const& x, iri& dest) { return to_uri(x, dest); };
    auto const iri_of = [](iri_view const& x, iri& dest) { return to_iri(x, dest); };
    for (std::size_t n = 0; n <= 270; ++n) {
        std::string const plain = "a://u@h:1/" + std::string(n, 'b') + "?q#f";
        BOOST_TEST(*to_uri(plain) == plain);
        BOOST_TEST(*to_iri(plain) == plain);
        BOOST_TEST(into_reused(uri_of, plain) == plain);
        BOOST_TEST(into_reused(iri_of, plain) == plain);
        for (std::size_t at = 4; at <= plain.size(); ++at) {
            if (at == 8 || at == 9)
                continue; // the port, which takes digits only
            std::string iri_text = plain;
            iri_text.insert(at, "é");
            std::string uri_text = plain;
            uri_text.insert(at, "%C3%A9");
            BOOST_TEST(*to_uri(iri_text) == uri_text);
            BOOST_TEST(*to_iri(uri_text) == iri_text);
            BOOST_TEST(into_reused(uri_of, iri_text) == uri_text);
            BOOST_TEST(into_reused(iri_of, uri_text) == iri_text);
        }
    }
}

// RFC 3987 §3.1 step 2 as one octet at a time would write it, for texts that mix ASCII with
// characters of two to four octets at every place of a word of eight (to_uri writes a word that
// is not ASCII with each octet's place counted from those before it, the bytes after the last
// whole word as one more word, and finds where each part went from where its word went), of
// every length from none to past 256 bytes (where it measures first): IRIs with every part,
// and relative references of a path and a query, shorter than a word too.
BOOST_AUTO_TEST_CASE(to_uri_writes_each_octet_where_one_at_a_time_would)
{
    char const* const pieces[] = {"b", "b", "b", "\xC3\xA9", "\xE4\xBE\x8B", "\xF0\x9F\x98\x80", "-", "."};
    std::mt19937 random(3987);
    iri reused;
    auto const check = [&](std::string const& text) {
        std::string one_at_a_time;
        for (char c : text)
            if (static_cast<unsigned char>(c) < 0x80)
                one_at_a_time += c;
            else
                one_at_a_time += std::string("%") + "0123456789ABCDEF"[static_cast<unsigned char>(c) >> 4] +
                                 "0123456789ABCDEF"[c & 15];
        auto const parsed = parse_iri_reference(text);
        BOOST_TEST_REQUIRE(parsed.has_value(), text);
        BOOST_TEST_REQUIRE(to_uri(*parsed, reused).has_value(), text);
        BOOST_TEST_REQUIRE(reused.buffer() == one_at_a_time, text);
        BOOST_TEST_REQUIRE(fuzz::reads_as_parsed(reused), text); // each part where it went
        BOOST_TEST_REQUIRE(*to_uri(text) == one_at_a_time, text);
    };
    for (int i = 0; i < 20000; ++i) {
        auto const run = [&](std::size_t most) {
            std::string r;
            for (std::size_t n = random() % (most + 1); n != 0; --n)
                r += pieces[random() % std::size(pieces)];
            return r;
        };
        std::size_t const most = i % 4 == 0 ? 90 : 12;
        check("a://" + run(most) + "@" + run(most) + ":8/" + run(most) + "?" + run(most) + "#" + run(most));
        check(run(3) + "?" + run(3));
    }
}

// The grammar a result is laid out under: to_uri's is a URI's; to_iri makes a URI's RFC
// 3987's and keeps any other, whether the text changes or not, into a new value or a reused one.
BOOST_AUTO_TEST_CASE(results_are_laid_out_under_their_grammar)
{
    iri reused;
    for (std::string const text : {"http://h/p?q#f", "http://h/%C3%A9"}) {
        for (profile const p : {profile::uri, profile::rfc3987, profile::rfc3987bis}) {
            parse_options o;
            o.profile = p;
            auto const parsed = parse_iri_reference(text, o);
            BOOST_TEST_REQUIRE(parsed.has_value(), text);
            profile const as_iri = p == profile::uri ? profile::rfc3987 : p;
            BOOST_TEST((to_iri(*parsed)->options().profile == as_iri), text);
            BOOST_TEST_REQUIRE(to_iri(*parsed, reused).has_value(), text);
            BOOST_TEST((reused.options().profile == as_iri), text);
            BOOST_TEST((to_uri(*parsed)->options().profile == profile::uri), text);
            BOOST_TEST_REQUIRE(to_uri(*parsed, reused).has_value(), text);
            BOOST_TEST((reused.options().profile == profile::uri), text);
        }
    }
    // a reg-name that decodes to a dotted quad is an IPv4 host (RFC 3986 §3.2.2); one that is
    // only percent-encoded, or that decodes to something else, stays a reg-name
    BOOST_TEST((to_iri("http://%31.2.3.4/")->host_type() == host_type::ipv4));
    BOOST_TEST_REQUIRE(to_iri(*parse_iri_reference("http://%31.2.3.4/"), reused).has_value());
    BOOST_TEST((reused.host_type() == host_type::ipv4));
    BOOST_TEST((to_iri("http://%31.2.3.04/")->host_type() == host_type::reg_name));
    BOOST_TEST((to_iri("http://1.2.3.4%C3%A9/")->host_type() == host_type::reg_name));
    BOOST_TEST((to_uri("http://1.2.3.4\xC3\xA9/")->host_type() == host_type::reg_name));
    BOOST_TEST((to_uri("http://%31.2.3.4/")->host_type() == host_type::reg_name)); // to_uri decodes nothing
}

BOOST_AUTO_TEST_CASE(unsafe_ascii_on_request)
{
    // RFC 3987 §3.1: space < > " { } | \ ^ ` may be encoded, else the conversion fails
    unicode_to_uri_options o;
    o.encode_unsafe_ascii = true;
    BOOST_TEST(*to_uri("http://a/b c<d>\"{|}\\^`é", o) ==
               "http://a/b%20c%3Cd%3E%22%7B%7C%7D%5C%5E%60%C3%A9");
    expect_error(to_uri("http://a/b c"), error::invalid_character, 10);
    // "#", "%" and "[" "]" are not in that list and stay errors where they are wrong
    expect_error(to_uri("http://a/ b#c#d", o), error::invalid_character, 13);
    expect_error(to_uri("http://a/ %", o), error::invalid_percent_encoding, 11);
}

BOOST_AUTO_TEST_CASE(query_in_the_document_charset)
{
    // 3987bis §3.5: only the query, only http and https, only non-UCS charsets
    unicode_to_uri_options sjis;
    sjis.query_charset = "Shift_JIS";
    BOOST_TEST(*to_uri("http://example.org/日本?q=日本#日本", sjis) ==
               "http://example.org/%E6%97%A5%E6%9C%AC?q=%93%FA%96%7B#%E6%97%A5%E6%9C%AC");
    BOOST_TEST(*to_uri("HTTPS://a/?q=日本&r=x", sjis) == "HTTPS://a/?q=%93%FA%96%7B&r=x");
    BOOST_TEST(*to_uri("ftp://a/?q=日本", sjis) == "ftp://a/?q=%E6%97%A5%E6%9C%AC");
    // a trail byte of Shift_JIS can be ASCII ("表" is 0x95 0x5C): every byte is encoded
    BOOST_TEST(*to_uri("http://a/?表", sjis) == "http://a/?%95%5C");
    unicode_to_uri_options utf16;
    utf16.query_charset = "UTF-16";
    BOOST_TEST(*to_uri("http://a/?q=日本", utf16) == "http://a/?q=%E6%97%A5%E6%9C%AC");
    unicode_to_uri_options latin1;
    latin1.query_charset = "ISO-8859-1";
    BOOST_TEST(*to_uri("http://a/?q=résumé", latin1) == "http://a/?q=r%E9sum%E9");
    auto const r = to_uri("http://a/?q=日本", latin1);
    expect_error(r, error::unmappable_character, 12);
    BOOST_TEST(r.error().found == 0x65E5u);
    unicode_to_uri_options unknown;
    unknown.query_charset = "no-such-charset";
    BOOST_TEST(to_uri("http://a/?q=é", unknown).error().code == error::unknown_charset);
}

BOOST_AUTO_TEST_CASE(host_by_idna)
{
    // 3987bis §3.4.2
    BOOST_TEST(*to_uri("http://例え.テスト/パス", idna_host()) == "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9");
    BOOST_TEST(*to_uri("http://%E4%BE%8B%E3%81%88.jp/", idna_host()) == "http://xn--r8jz45g.jp/");
    BOOST_TEST(*to_uri("http://Bücher.example/", idna_host()) == "http://xn--bcher-kva.example/");
    // ASCII hosts, IP literals and IPv4 are never touched: the identity on URIs
    BOOST_TEST(*to_uri("http://EXAMPLE.com/", idna_host()) == "http://EXAMPLE.com/");
    BOOST_TEST(*to_uri("http://a%41.com/", idna_host()) == "http://a%41.com/");
    BOOST_TEST(*to_uri("http://[::1]/", idna_host()) == "http://[::1]/");
    // failures are errors, at the label where there was no percent-decoding
    expect_error(to_uri("http://ok.例-/", idna_host()), error::idna_failure, 10);
    expect_error(to_uri("http://例.%FF/", idna_host()), error::idna_failure, 7);
}

BOOST_AUTO_TEST_CASE(to_iri_steps)
{
    // step 2: "%25", reserved, and ASCII not allowed in URIs stay; unreserved is decoded
    BOOST_TEST(*to_iri("http://a/%25%2F%3F%20%41%7e%5B") == "http://a/%25%2F%3F%20A~%5B");
    // step 3: octets that are not strictly UTF-8 stay (re-encoded in upper case)
    BOOST_TEST(*to_iri("http://a/%c3%28%fc%C0%AF%ed%a0%80") == "http://a/%C3%28%FC%C0%AF%ED%A0%80");
    BOOST_TEST(*to_iri("http://a/%e4%bd%a0%e5") == "http://a/你%E5");
    // step 4: characters not appropriate stay encoded
    BOOST_TEST(*to_iri("http://a/%E2%80%8E%E2%80%AE%D8%9C%E2%81%A6") ==
               "http://a/%E2%80%8E%E2%80%AE%D8%9C%E2%81%A6");       // bidi formatting
    BOOST_TEST(*to_iri("http://a/%C2%80%EF%B7%90%EF%BF%BE%EF%BF%BD") ==
               "http://a/%C2%80%EF%B7%90%EF%BF%BE%EF%BF%BD");       // C1, noncharacters, specials
    BOOST_TEST(*to_iri("http://a/%EE%80%80?%EE%80%80#%EE%80%80") ==
               "http://a/%EE%80%80?\xEE\x80\x80#%EE%80%80");       // iprivate only in the query
    BOOST_TEST(*to_iri("http://a/%F3%A0%80%81") == "http://a/%F3%A0%80%81"); // tags
    // every component, the host included
    BOOST_TEST(*to_iri("http://%C3%BC@r%C3%A9sum%C3%A9.example:8080/?%C3%A9#%C3%A9") ==
               "http://ü@résumé.example:8080/?é#é");
    BOOST_TEST(*to_iri("//[v7.A]:1/%41") == "//[v7.A]:1/A");
    // IRIs pass through; what is neither is an error
    BOOST_TEST(*to_iri("http://例え/%E3%83%91") == "http://例え/パ");
    expect_error(to_iri("http://a/b c"), error::invalid_character, 10);
}

BOOST_AUTO_TEST_CASE(to_iri_host_to_unicode)
{
    // 3987bis §4 step 6: "xn--" labels through ToUnicode when that succeeds
    unicode_to_iri_options o{{}, host_display::unicode};
    BOOST_TEST(*to_iri("http://xn--r8jz45g.xn--zckzah/", o) == "http://例え.テスト/");
    BOOST_TEST(*to_iri("http://XN--R8JZ45G.jp/", o) == "http://例え.jp/");
    BOOST_TEST(*to_iri("http://xn--a.example/", o) == "http://xn--a.example/"); // invalid: kept
    BOOST_TEST(*to_iri("http://EXAMPLE.com/", o) == "http://EXAMPLE.com/");     // others unchanged
    BOOST_TEST(*to_iri("http://xn--r8jz45g.jp/") == "http://xn--r8jz45g.jp/");    // keep by default
    // in a host no longer than a domain name may be (max_domain_length), as for ToASCII: a
    // longer one is only decoded, so that the host grows by a bounded number of bytes
    std::string host = "xn--r8jz45g." + std::string(max_domain_length - 12 - 3, 'a') + ".jp";
    BOOST_TEST_REQUIRE(host.size() == max_domain_length);
    BOOST_TEST(to_iri("http://" + host + "/", o)->encoded_host().substr(0, 8) == "例え.a");
    host.insert(host.size() - 3, "%61");
    BOOST_TEST(to_iri("http://" + host + "/", o)->encoded_host() ==
               "xn--r8jz45g." + std::string(max_domain_length - 12 - 3 + 1, 'a') + ".jp");
}

BOOST_AUTO_TEST_CASE(legacy_extended_iris)
{
    // 3987bis §6.3
    BOOST_TEST(*leiri_to_iri("http://a/b c<d>\"e{f|g}h\\i^j`k") ==
               "http://a/b%20c%3Cd%3E%22e%7Bf%7Cg%7Dh%5Ci%5Ej%60k");
    BOOST_TEST(*leiri_to_iri("http://a/\x01\x7F\xC2\x80") == "http://a/%01%7F%C2%80");
    BOOST_TEST(*leiri_to_iri("http://a/\xE2\x80\x8E\xE2\x80\xAE\xEF\xBF\xB0\xEF\xB7\x90") ==
               "http://a/%E2%80%8E%E2%80%AE%EF%BF%B0%EF%B7%90");
    // private use and tags: kept in the query, encoded elsewhere
    BOOST_TEST(*leiri_to_iri("http://a/\xEE\x80\x80?\xEE\x80\x80\xF3\xA0\x80\x81#\xEE\x80\x80") ==
               "http://a/%EE%80%80?\xEE\x80\x80\xF3\xA0\x80\x81#%EE%80%80");
    BOOST_TEST(*leiri_to_iri("http://例え/パス") == "http://例え/パス");
    expect_error(leiri_to_iri("http://a/%"), error::invalid_percent_encoding, 10);
    // the result is an IRI
    parse_options bis;
    bis.profile = profile::rfc3987bis;
    BOOST_TEST(parse_iri(*leiri_to_iri("http://a/ \x01?\xEE\x80\x80\xF3\xA0\x80\x81 #\t"), bis).has_value());
}

BOOST_AUTO_TEST_CASE(pre_processing)
{
    using v = std::vector<std::string>;
    BOOST_TEST(preprocess(" \t\r\nhttp://a/b c \n", space_handling::split) == (v{"http://a/b", "c"}),
               boost::test_tools::per_element());
    BOOST_TEST(preprocess("a  b   c", space_handling::split) == (v{"a", "b", "c"}), boost::test_tools::per_element());
    BOOST_TEST(preprocess("  ", space_handling::split).empty());
    BOOST_TEST(preprocess(" a b\tc ", space_handling::remove) == (v{"abc"}), boost::test_tools::per_element());
    BOOST_TEST(preprocess(" a b  c ", space_handling::encode) == (v{"a%20b%20%20c"}), boost::test_tools::per_element());
    // only ASCII whitespace is trimmed (U+00A0 stays)
    BOOST_TEST(preprocess("\xC2\xA0" "a", space_handling::encode) == (v{"\xC2\xA0" "a"}), boost::test_tools::per_element());
}

namespace {

// IRIs from pieces, with characters of many scripts, and no "%": so that each character
// of the IRI is one that URI -> IRI gives back.
std::string generate_iri(std::mt19937& rng)
{
    return test::compose(rng, {"http://", "x:", "//h", ""},
                         {"a", "Z9", "/", "?", "#", "@", ":", ".", "-", "~", "!$&'()*+,;=", "\xC3\xA9",
                          "\xE4\xBE\x8B", "\xD8\xA7\xD9\x84", "\xD7\xA2", "\xF0\x9F\x98\x80", "\xE0\xA4\xB9",
                          "\xEF\xBC\xA1", "\xCC\x81", "\xE2\x80\x8D"},
                         10);
}

// URIs with percent-encodings of every kind: UTF-8 of characters that are and are not
// appropriate, broken UTF-8, reserved and unreserved ASCII, in either case.
std::string generate_uri(std::mt19937& rng)
{
    return test::compose(rng, {"http://", "x:", "//h", ""},
                         {"a", "/", "?", "#", "%41", "%7e", "%25", "%2F", "%3f", "%20", "%C3%A9", "%c3%a9",
                          "%E4%BE%8B", "%F0%9F%98%80", "%C3", "%A9", "%FF", "%C0%AF", "%ED%A0%80", "%E2%80%8E",
                          "%EE%80%80", "%EF%BF%BE", "%C2%80", "%F3%A0%80%81", "%D8%9C", "xn--r8jz45g", ".", "%2e"},
                         10);
}

// Equal up to the case of hex digits and percent-encoded unreserved characters
// (RFC 3987 §3.2).
std::string comparable(std::string const& uri)
{
    std::string out;
    for (std::size_t i = 0; i < uri.size(); ++i) {
        if (uri[i] == '%' && i + 2 < uri.size()) {
            unsigned const v = static_cast<unsigned>(std::stoul(uri.substr(i + 1, 2), nullptr, 16));
            bool const unreserved = std::isalnum(static_cast<int>(v)) || v == '-' || v == '.' || v == '_' || v == '~';
            if (v < 0x80 && unreserved)
                out += static_cast<char>(v);
            else {
                out += '%';
                out += static_cast<char>(std::toupper(static_cast<unsigned char>(uri[i + 1])));
                out += static_cast<char>(std::toupper(static_cast<unsigned char>(uri[i + 2])));
            }
            i += 2;
        }
        else
            out += uri[i];
    }
    return out;
}

bool is_ascii(std::string const& s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

} // namespace

BOOST_AUTO_TEST_CASE(properties_of_iri_to_uri)
{
    std::mt19937 rng(3987);
    parse_options uri_profile;
    uri_profile.profile = profile::uri;
    std::size_t checked = 0;
    for (int i = 0; i < 100000; ++i) {
        std::string const s = generate_iri(rng);
        auto const u = to_uri(s);
        if (!u) {
            BOOST_TEST(!parse_iri_reference(s).has_value(), s);
            continue;
        }
        ++checked;
        BOOST_TEST(parse_iri_reference(u->buffer(), uri_profile).has_value(), s); // a URI
        BOOST_TEST(fuzz::reads_as_parsed(*u), s);                          // laid out as its text
        BOOST_TEST(*to_uri(*u) == *u, s);                                  // idempotent
        if (is_ascii(s))
            BOOST_TEST(*u == s, s);                                        // identity on URIs
        // IRI -> URI -> IRI gives back every character that URI -> IRI keeps: all but the
        // bidi formatting characters (U+200D ZERO WIDTH JOINER is not one)
        BOOST_TEST(*to_iri(*u) == s, s);
    }
    BOOST_TEST(checked > 50000u);
}

BOOST_AUTO_TEST_CASE(properties_of_uri_to_iri)
{
    std::mt19937 rng(20050117);
    std::size_t checked = 0;
    for (int i = 0; i < 100000; ++i) {
        std::string const u = generate_uri(rng);
        auto const iri = to_iri(u);
        if (!iri)
            continue;
        ++checked;
        BOOST_TEST(parse_iri_reference(iri->buffer()).has_value(), u);
        BOOST_TEST(fuzz::reads_as_parsed(*iri), u); // laid out as its text
        // URI -> IRI -> URI gives back the URI up to hex case and encoded unreserved
        BOOST_TEST(comparable(std::string(to_uri(*iri)->buffer())) == comparable(u), u);
        BOOST_TEST(*to_iri(*iri) == *iri, u);                              // idempotent
    }
    BOOST_TEST(checked > 50000u);
}

BOOST_AUTO_TEST_CASE(error_offsets_count_the_input)
{
    // with unsafe ASCII encoded first, errors still point into the input as given
    unicode_to_uri_options o;
    o.encode_unsafe_ascii = true;
    o.query_charset = "ISO-8859-1";
    expect_error(to_uri("http://a/ b?q=日", o), error::unmappable_character, 14);
    o.host = host_mapping::idna;
    expect_error(to_uri("http://ok.例-/ x", o), error::idna_failure, 10);
}

// RFC 6874 zone identifiers in a URI, when the parse options take them.
BOOST_AUTO_TEST_CASE(to_iri_takes_parse_options)
{
    unicode_to_iri_options o;
    o.parse.zone_id = true;
    BOOST_TEST(to_iri("http://[fe80::1%25eth0]/%E3%83%91", o).value() == "http://[fe80::1%25eth0]/パ");
    BOOST_TEST(!to_iri("http://[fe80::1%25eth0]/"));
}

// Every operation also takes a parsed IRI, which it does not parse again, and gives what it
// gives for the text; a view put together by hand (components in separate strings) too.
BOOST_AUTO_TEST_CASE(parsed_forms_agree_with_text_forms)
{
    std::mt19937 rng(12);
    std::size_t n = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string const s = test::compose(rng, {"http://", "x:", "//h", "", "mailto:"},
                                            {"a", "/", "?", "#", "@", ":", "%41", "%e2%80%ae", "é", "例", " ", ".",
                                             "..", "xn--80ak6aa92e", "1", "[::1]"},
                                            8);
        auto const v = parse_iri_reference(s);
        if (!v)
            continue;
        ++n;
        BOOST_TEST(v->buffer() == s);
        iri const owned(*v); // the value: the same operations, the same results
        for (iri_view_base const* x : {static_cast<iri_view_base const*>(&*v), static_cast<iri_view_base const*>(&owned)}) {
            auto const same = [&](auto const& a, auto const& b) {
                return a.has_value() == b.has_value() && (!a || *a == *b);
            };
            BOOST_TEST(same(to_uri(*x), to_uri(s)), s);
            BOOST_TEST(same(to_iri(*x), to_iri(s)), s);
            BOOST_TEST(same(normalize(*x), normalize(s)), s);
            BOOST_TEST(same(equivalence_key(*x, options_for(comparison_level::scheme)), equivalence_key(s, options_for(comparison_level::scheme))), s);
            iri_view const base = parse_iri("http://h/a/b").value();
            if (v->has_scheme())
                BOOST_TEST(same(relativize(base, *x), relativize("http://h/a/b", s)), s);
            BOOST_TEST(same(resolve(base, *x), resolve("http://h/a/b", s)), s);
            auto const c1 = equivalent(*x, base);
            auto const c2 = equivalent(s, "http://h/a/b", options_for(comparison_level::syntax));
            BOOST_TEST(same(c1, c2), s);
        }
    }
    BOOST_TEST(n > 5000u);
}

// RFC 3629 §3-4, RFC 3987 §3.2 step 3: to_iri decodes only well-formed UTF-8. Every overlong
// form (C0-C1, E0 80-9F, F0 80-8F), every surrogate (ED A0-BF), every sequence past U+10FFFF
// (F4 90-BF, F5-FF) stays encoded, whatever follows the lead byte, in the path, the query
// and the fragment; and the raw bytes are refused by the grammar.
namespace {

// RFC 3987 §3.2 on a path, as plainly as it can be written: each run of %HH read as octets; a
// strictly well-formed UTF-8 sequence (Unicode Table 3-7) of an appropriate character is
// decoded, as is an unreserved ASCII octet; every other %HH stays, in upper case for octets
// from 0x80 (and for all with `upper`: normalization).
std::string plain_decoded_path(std::string_view s, bool upper)
{
    auto const hex = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
    auto const octet_at = [&](std::size_t i) {
        return i + 2 < s.size() && s[i] == '%' ? unsigned(hex(s[i + 1]) * 16 + hex(s[i + 2])) : 256u;
    };
    auto const kept = [&](std::size_t i, unsigned o) {
        char const digits[] = "0123456789ABCDEF";
        return upper || o >= 0x80 ? std::string{'%', digits[o >> 4], digits[o & 15]} : std::string(s.substr(i, 3));
    };
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        unsigned const o = octet_at(i);
        if (o == 256) {
            out += s[i++];
            continue;
        }
        if (o < 0x80) {
            bool const unreserved = std::isalnum(static_cast<int>(o)) || o == '-' || o == '.' || o == '_' || o == '~';
            out += unreserved ? std::string(1, char(o)) : kept(i, o);
            i += 3;
            continue;
        }
        std::size_t const n = o >= 0xC2 && o <= 0xDF ? 2 : o >= 0xE0 && o <= 0xEF ? 3 : o >= 0xF0 && o <= 0xF4 ? 4 : 0;
        char32_t c = n == 2 ? o & 0x1F : n == 3 ? o & 0x0F : o & 0x07;
        bool ok = n != 0;
        for (std::size_t k = 1; ok && k < n; ++k) {
            unsigned const b = octet_at(i + 3 * k);
            unsigned const lo = k > 1 ? 0x80 : o == 0xE0 ? 0xA0 : o == 0xF0 ? 0x90 : 0x80;
            unsigned const hi = k > 1 ? 0xBF : o == 0xED ? 0x9F : o == 0xF4 ? 0x8F : 0xBF;
            ok = b >= lo && b <= hi;
            c = (c << 6) | (b & 0x3F);
        }
        bool const appropriate = ok && detail::is_ucschar(c) && !detail::is_bidi_formatting(c);
        for (std::size_t k = 0; k < (ok ? n : 1); ++k)
            out += appropriate ? std::string(1, char(octet_at(i + 3 * k))) : kept(i + 3 * k, octet_at(i + 3 * k));
        i += 3 * (ok ? n : 1);
    }
    return out;
}

} // namespace

// Every path of four pieces from a set that makes two-, three- and four-byte characters, cut
// ones, ill-formed ones, a bidi control (U+200E), lower-case hex and reserved octets, at
// offsets that put them across each 16-byte block the decoder reads: to_iri and normalize
// decode exactly what the plain decoding does.
BOOST_AUTO_TEST_CASE(decoding_agrees_with_a_plain_decoding)
{
    char const* const pieces[] = {"a",   "%41", "%2f", "%c3", "%C3", "%A9", "%E4", "%BE",
                                  "%8B", "%F0", "%9F", "%98", "%80", "%E2", "%8E", "%ED"};
    std::size_t checked = 0, decoded = 0;
    for (std::size_t before : {0u, 6u, 13u, 16u})
        for (std::size_t after : {0u, 3u, 16u})
            for (unsigned n = 0; n < 16 * 16 * 16 * 16; ++n) {
                std::string path = "/" + std::string(before, 'x');
                for (unsigned k = 0, m = n; k < 4; ++k, m /= 16)
                    path += pieces[m % 16];
                path += std::string(after, 'y');
                auto const iri = to_iri("http://h" + path);
                std::string const expected = "http://h" + plain_decoded_path(path, false);
                if (!iri || iri->buffer() != expected)
                    BOOST_ERROR("to_iri of " << path << ": " << (iri ? iri->buffer() : "error") << ", not " << expected);
                auto const normal = normalize("http://h" + path);
                std::string const upper = "http://h" + plain_decoded_path(path, true);
                if (!normal || normal->buffer() != upper)
                    BOOST_ERROR("normalize of " << path << ": " << (normal ? normal->buffer() : "error") << ", not " << upper);
                ++checked;
                decoded += iri && iri->size() < path.size() + 8;
            }
    BOOST_TEST(checked == 12u * 65536u);
    BOOST_TEST(decoded > checked / 3); // many paths have something to decode
}

// The decoder reads runs of %HH sixteen triplets at a time where the processor has SSSE3
// (src/percent.hpp, decode_pct_block), and the bytes between them sixteen at a time past the end
// of a part that text follows: on runs of up to sixty pieces (longer than a block, cut anywhere
// by ASCII, other characters and ill-formed sequences), in the path and the query, with text
// after them or none, it writes what it writes one sequence at a time; and it does read blocks
// of common text.
BOOST_AUTO_TEST_CASE(decoder_blocks_decode_as_one_sequence_at_a_time)
{
    char const* const pieces[] = {
        "%E4%BE%8B", "%E3%81%88", "%D0%B0", "%C3%A9", "%E0%A4%95", "%ED%9F%BF", "%E2%82%AC", "%D8%A7", // known
        "%C2%A0", "%C2%85", "%D8%9C", "%E2%80%8E", "%E2%80%93", "%E0%80%80", "%ED%A0%80", "%EE%80%80",
        "%EF%BC%A1", "%F0%9F%98%80", "%F4%8F%BF%BD", "%C0%AF", "%FF", "%E4%BE", "%BE", "%e4%be%8b",
        "%41", "%2F", "%", "%4", "%G1", "a", "/", "\xC3\xA9"};
    constexpr detail::percent_rules rules{true, true, detail::hex_case::upper_non_ascii}; // to_iri's
    std::mt19937 random(29);
    std::size_t differ = 0;
    for (int i = 0; i < 200000; ++i) {
        std::string s;
        for (unsigned n = random() % 60; n != 0; --n) // mostly the known characters
            s += pieces[random() % (random() % 2 ? std::size(pieces) : 8)];
        bool const in_query = random() % 2;
        // the first `part` bytes, with the rest to read past them (and room for it)
        std::size_t const part = s.size() - random() % (s.size() / 4 + 1), after = s.size() - part;
        std::string_view const first = std::string_view(s).substr(0, part);
        std::string blocks(s.size(), '\0'), one(s.size(), '\0');
        char* const blocks_end = detail::decode_into<true>(blocks.data(), first, in_query, rules, after);
        blocks.resize(static_cast<std::size_t>(blocks_end - blocks.data()));
        one.resize(static_cast<std::size_t>(detail::decode_into<false>(one.data(), first, in_query, rules) - one.data()));
        if (blocks != one && ++differ < 10)
            BOOST_ERROR(s << " up to " << part << (in_query ? " (query)" : "") << ": " << blocks << ", not " << one);
    }
    BOOST_TEST(differ == 0u);
#if defined(BOOST_IRI_SSSE3)
    if (!detail::has_ssse3())
        return;
    // how many triplets a block decodes: the characters it knows, up to what it does not
    struct
    {
        char const* run;
        std::size_t decoded;
    } const blocks_of[] = {
        {"%E4%BE%8B%E3%81%88%E4%BE%8B%E3%81%88%E4%BE%8B%E3%81%88", 15}, // the sixth cut by the sixteen
        {"%D0%B0%D0%B0%D0%B0%D0%B0%D0%B0%D0%B0%D0%B0%D0%B0%D0%B0", 16},
        {"%e4%be%8b%C3%A9%E0%A4%95%ED%9F%BF%D8%A7%E2%82%AC/abcdefgh", 16}, // lower case, U+0915, U+D7FF, U+0627, U+20AC
        {"%C2%A0%E4%BE%8B%C2%85%E4%BE%8B/abcdefghijklmnopqrstuvwxyz", 5},  // up to U+0085, a C1 control
        {"%E4%BE%8B%D8%9C%E4%BE%8B/abcdefghijklmnopqrstuvwxyzabcdefg", 3}, // up to U+061C
        {"%E4%BE%8B%E2%80%8E%E4%BE%8B/abcdefghijklmnopqrstuvwxyzabcd", 3}, // up to U+200E
        {"%E4%BE%8B%F0%9F%98%80%E4%BE%8B/abcdefghijklmnopqrstuvwxyza", 3}, // up to four octets
        {"%E4%BE%8B%ED%A0%80%E4%BE%8B/abcdefghijklmnopqrstuvwxyzabcd", 3}, // up to a surrogate
        {"%E4%BE%8B%E0%80%80%E4%BE%8B/abcdefghijklmnopqrstuvwxyzabcd", 3}, // up to an overlong form
        {"%E4%BE%8B%E4%BE%E4%BE%8B/abcdefghijklmnopqrstuvwxyzabcdefg", 3}, // up to a sequence cut short
        {"%E4%BE%8B%41%E4%BE%8B/abcdefghijklmnopqrstuvwxyzabcdefghij", 3},  // up to ASCII
        {"%E4%BE%8B%E4%BE%8B%E4%B", 6},                                     // sixteen bytes, the last cut
    };
    for (auto const& b : blocks_of) {
        std::string_view const r(b.run);
        std::string one(r.size(), '\0');
        one.resize(static_cast<std::size_t>(
            detail::decode_into<false>(one.data(), r.substr(0, 3 * b.decoded), false, rules) - one.data()));
        char out[16];
        BOOST_TEST(detail::decode_pct_block(out, r.data(), r.data() + r.size()) == b.decoded, b.run);
        BOOST_TEST(std::string_view(out, one.size()) == one, b.run);
        BOOST_TEST(one.size() == b.decoded, b.run); // each triplet one octet
    }
#endif
}

BOOST_AUTO_TEST_CASE(to_iri_never_decodes_ill_formed_utf8)
{
    std::vector<std::vector<unsigned>> ill_formed;
    for (unsigned lead : {0xC0u, 0xC1u})
        for (unsigned b = 0x80; b <= 0xBF; ++b)
            ill_formed.push_back({lead, b});
    for (unsigned b = 0x80; b <= 0xBF; ++b)
        for (unsigned c = 0x80; c <= 0xBF; ++c) {
            if (b <= 0x9F)
                ill_formed.push_back({0xE0, b, c}); // overlong
            else
                ill_formed.push_back({0xED, b, c}); // U+D800-DFFF
        }
    for (unsigned lead = 0xF0; lead <= 0xFF; ++lead)
        for (unsigned b = 0x80; b <= 0xBF; ++b) {
            bool const bad = (lead == 0xF0 && b <= 0x8F) || (lead == 0xF4 && b >= 0x90) || lead >= 0xF5;
            if (!bad)
                continue;
            for (unsigned c = 0x80; c <= 0xBF; c += 0x3F) // the third and fourth byte at their ends
                for (unsigned d = 0x80; d <= 0xBF; d += 0x3F)
                    ill_formed.push_back({lead, b, c, d});
        }
    std::size_t checked = 0;
    for (auto const& seq : ill_formed) {
        std::string const raw(seq.begin(), seq.end());
        std::string const encoded = test::percent_encoded(raw);
        for (std::string const& uri : {"http://a/" + encoded, "http://a/?" + encoded, "http://a/#" + encoded}) {
            auto const r = to_iri(uri);
            BOOST_REQUIRE_MESSAGE(r, uri);
            if (r->buffer() != uri)
                BOOST_ERROR("decoded ill-formed UTF-8: " << uri << " -> " << r->buffer());
            ++checked;
        }
        BOOST_TEST(!parse_iri_reference("http://a/" + raw), encoded);
    }
    BOOST_TEST(checked == 3 * (128u + 2048u + 2048u + (16u + 48u + 11u * 64u) * 4u));
    // the control: the well-formed neighbours decode (U+10FFFD, iprivate, in the query)
    BOOST_TEST(to_iri("http://a/%C3%A9%E0%A0%80%ED%9F%BF%F0%90%80%80?%F4%8F%BF%BD").value().buffer() ==
               "http://a/\xC3\xA9\xE0\xA0\x80\xED\x9F\xBF\xF0\x90\x80\x80?\xF4\x8F\xBF\xBD");
}

// RFC 3987 §4.1: neither mapping writes a bidi formatting character as itself, for each of
// them (LRM, RLM, LRE-RLO, ALM, LRI-PDI), in every component that may hold one.
BOOST_AUTO_TEST_CASE(mappings_never_write_a_raw_bidi_formatting_character)
{
    std::vector<char32_t> bidi;
    for (char32_t c = 0; c <= 0x10FFFF; ++c)
        if (detail::is_bidi_formatting(c))
            bidi.push_back(c);
    BOOST_TEST(bidi.size() == 12u);
    unicode_to_iri_options unicode_hosts;
    unicode_hosts.host = host_display::unicode;
    for (char32_t c : bidi) {
        std::string const raw = test::utf8(c);
        std::string const encoded = test::percent_encoded(raw);
        for (std::string const& uri : {"http://" + encoded + "@a/", "http://a" + encoded + "b/", "http://a/" + encoded,
                                       "http://a/?" + encoded, "http://a/#" + encoded}) {
            auto const iri_text = to_iri(uri);
            BOOST_REQUIRE_MESSAGE(iri_text, uri);
            BOOST_TEST(iri_text->buffer().find(raw) == std::string_view::npos, uri);
            auto const shown = to_iri(uri, unicode_hosts);
            BOOST_REQUIRE_MESSAGE(shown, uri);
            BOOST_TEST(shown->buffer().find(raw) == std::string_view::npos, uri);
        }
        // an IRI that holds one (ucschar allows it): the URI has it encoded
        for (std::string const& iri_text : {"http://a/" + raw, "http://a/?" + raw, "http://a/#" + raw}) {
            auto const uri = to_uri(iri_text);
            BOOST_REQUIRE_MESSAGE(uri, iri_text);
            BOOST_TEST(uri->buffer().find(raw) == std::string_view::npos);
        }
    }
}

// Issue 27, item 9: to_uri with IDNA hosts checks the "xn--" labels of an ASCII host too.
BOOST_AUTO_TEST_CASE(idna_hosts_check_a_labels)
{
    unicode_to_uri_options idna;
    idna.host = host_mapping::idna;
    auto const fake = to_uri("http://xn--.com/", idna);
    BOOST_REQUIRE(!fake);
    BOOST_TEST((fake.error().code == error::idna_failure));
    BOOST_TEST(fake.error().offset == 7u);
    BOOST_TEST(!to_uri("http://a.xn--abc-.com/", idna));
    BOOST_TEST(to_uri("http://xn--8ws00zhy3a.com/", idna)->buffer() == "http://xn--8ws00zhy3a.com/");
    BOOST_TEST(to_uri("http://xn--.com/")->buffer() == "http://xn--.com/"); // percent-encoding hosts: no IDNA
}

// The error codes of to_iri and leiri_to_iri are those their reference lists (include/boost/
// iri/mapping.hpp), over inputs of delimiters, %HH, UTF-8 and bytes that are not.
BOOST_AUTO_TEST_CASE(errors_are_those_the_reference_lists)
{
    std::set<error> const listed = {error::invalid_utf8, error::invalid_character, error::invalid_percent_encoding,
                                    error::invalid_port, error::invalid_ip_literal};
    std::mt19937 rng(3987);
    unicode_to_iri_options unicode;
    unicode.host = host_display::unicode;
    std::set<error> met;
    for (int i = 0; i < 50000; ++i) {
        std::string const s = (i % 2 ? "http://" : "") +
                              test::compose(rng, {}, {"a", ":", "/", "//", "?", "#", "[", "]", "::", "%", "%4", "%E4%BE%8B",
                                                      "@", "v1.", " ", "\xff", "é", ".", "xn--a", ":8a", "<", "\u202e"},
                                            6);
        auto const code = [](auto const& r) {
            return r ? std::optional<error>() : std::optional<error>(static_cast<error>(r.error().code.value()));
        };
        for (std::optional<error> const c : {code(to_iri(s)), code(to_iri(s, unicode)), code(leiri_to_iri(s))})
            if (c) {
                BOOST_TEST(listed.count(*c) == 1u, s);
                met.insert(*c);
            }
    }
    BOOST_TEST((met == listed));
}
