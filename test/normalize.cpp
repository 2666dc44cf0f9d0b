//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The comparison ladder (normalize.hpp): RFC 3986 §6 / RFC 3987 §5.3 examples, iri-string
// and Apache Jena normalizations, and the properties: idempotence, agreement of hash and
// equality, and normalizing commutes with mapping to a URI.

#define BOOST_TEST_MODULE normalize
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/container_hash/hash.hpp>
#include <atomic>
#include <cstdlib>
#include <new>
#include <boost/iri/resolve.hpp>
#include "../fuzz/fuzz.hpp"
#include "count_allocations.hpp"
#include "expect_error.hpp"
#include "generate.hpp"
#include "test_data.hpp"
#include <random>
#include <unordered_set>

using test::allocations;

using namespace boost::iris;
using test::str;

namespace {

test::deviations& known()
{
    static test::deviations d("normalize");
    return d;
}

unicode_normalize_options level(comparison_level l, profile p = profile::rfc3987)
{
    unicode_normalize_options o{options_for(l)};
    o.parse.profile = p;
    return o;
}

std::string normalized(std::string_view s, unicode_normalize_options const& o)
{
    auto const r = normalize(s, o);
    // the result is laid out without a parse: as a parse of its text would
    BOOST_TEST((!r || fuzz::reads_as_parsed(*r)), s);
    return r ? std::string(r->buffer()) : "error: " + r.error().message();
}

// the text of a result, normalized as text under `o.parse`
std::string normalized(iri const& x, unicode_normalize_options const& o)
{
    return normalized(x.buffer(), o);
}

} // namespace

BOOST_AUTO_TEST_CASE(rfc_examples)
{
    // RFC 3986 §6.2.2-6.2.3 on URIs, as RFC 3987 §5.3 takes them over
    for (auto const& r : test::rows("rfc-examples/normalization.json")) {
        auto const& o = r.as_object();
        std::string const in = str(o.at("input"));
        if (auto const* e = o.if_contains("expected_syntax_normalized"))
            BOOST_TEST(normalized(in, level(comparison_level::syntax, profile::uri)) == str(*e), in);
        if (auto const* e = o.if_contains("expected_scheme_normalized"))
            BOOST_TEST(normalized(in, level(comparison_level::scheme, profile::uri)) == str(*e), in);
    }
    // the IRI form of the last one (RFC 3987 §5.3.2.3 decodes UTF-8 of ucschar)
    BOOST_TEST(normalized("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", level(comparison_level::syntax)) ==
               "example://a/b/c/%7Bfoo%7D/rosé");
}

BOOST_AUTO_TEST_CASE(rfc_equivalence_ladder)
{
    std::string const f = "rfc-examples/equivalence.json";
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        std::string const a = str(o.at("a")), b = str(o.at("b")), rung = str(o.at("level"));
        bool const expected = o.at("equivalent").as_bool();
        unicode_normalize_options options = level(comparison_level::syntax);
        if (rung.rfind("scheme-based", 0) == 0)
            options = level(comparison_level::scheme);
        if (rung == "scheme-based (IDN)")
            options.idna_host = true;
        // protocol-based equivalence is not the library's: not equivalent at any rung it has
        bool const want = rung.rfind("protocol-based", 0) == 0 ? false : expected;
        if (rung == "any" || rung.rfind("protocol-based", 0) == 0)
            options = level(comparison_level::scheme);
        auto const got = equivalent(a, b, options);
        BOOST_REQUIRE(got.has_value());
        known().expect(f, a + " / " + b, *got == want, a + " / " + b + " at " + rung);
    }
    // RFC 3987 §5.3.2.2: only when asked, NFC makes the two résumés one
    std::string const composed = "http://www.example.org/résumé.html";
    std::string const decomposed = "http://www.example.org/re\xCC\x81sume\xCC\x81.html";
    BOOST_TEST(!*equivalent(composed, decomposed, options_for(comparison_level::scheme)));
    unicode_normalize_options nfc = level(comparison_level::syntax);
    nfc.nfc = true;
    BOOST_TEST(*equivalent(composed, decomposed, nfc));
    BOOST_TEST(*equivalent("http://a/%7e", "http://a/~", options_for(comparison_level::syntax)));
    BOOST_TEST(!*equivalent("http://a/%7e", "http://a/~", options_for(comparison_level::simple)));
}

BOOST_AUTO_TEST_CASE(jena_normalization)
{
    std::string const f = "jena-iri3986/normalize.json";
    for (auto const& r : test::rows(f)) {
        std::string const in = str(r.at("input")), expected = str(r.at("expected"));
        std::string const got = normalized(in, level(comparison_level::scheme));
        known().expect(f, in, got == expected, in + " -> " + got + ", expected " + expected);
    }
    // resolve, then normalize
    for (auto const& r : test::rows("jena-iri3986/resolve.json"))
        if (r.as_object().contains("normalize_after"))
            BOOST_TEST(normalized(*resolve(str(r.at("base")), str(r.at("relative"))),
                                  level(comparison_level::scheme)) == str(r.at("expected")));
}

BOOST_AUTO_TEST_CASE(iri_string_normalization)
{
    std::string const f = "iri-string/components_and_normalization.json";
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        std::string const in = str(o.at("input"));
        std::string const iri = normalized(in, level(comparison_level::syntax));
        known().expect(f, in + " (normalized IRI)", iri == str(o.at("normalized_iri")),
                       in + " -> " + iri + ", expected " + str(o.at("normalized_iri")));
        // the URI form: map to a URI, normalize that as a URI
        std::string const uri = normalized(*to_uri(in), level(comparison_level::syntax, profile::uri));
        known().expect(f, in + " (normalized URI)", uri == str(o.at("normalized_uri")),
                       in + " -> " + uri + ", expected " + str(o.at("normalized_uri")));
    }
    std::string const rf = "iri-string/resolve.json";
    for (auto const& r : test::rows(rf)) {
        std::string const base = str(r.at("base")), rel = str(r.at("relative"));
        auto const resolved = resolve(base, rel);
        BOOST_REQUIRE(resolved.has_value());
        std::string const got = normalized(*resolved, level(comparison_level::syntax));
        known().expect(rf, rel + " against " + base, got == str(r.at("expected_normalized")),
                       base + " + " + rel + " normalized = " + got);
    }
    for (auto const& r : test::rows("iri-string/gh_issues_normalize_resolve.json")) {
        auto const& o = r.as_object();
        if (str(o.at("kind")) != "normalize")
            continue;
        // "/." keeps a path that starts with "//" from reading as an authority
        std::string const expected = str(o.contains("expected") ? o.at("expected") : o.at("expected_iri_string"));
        BOOST_TEST(normalized(str(o.at("input")), level(comparison_level::syntax)) == expected);
    }
    for (auto const& r : test::rows("iri-string/normalizedness.json")) {
        std::string const in = str(r.at("iri"));
        BOOST_TEST((normalized(in, level(comparison_level::syntax)) == in) == r.at("is_normalized_default").as_bool(), in);
    }
}

BOOST_AUTO_TEST_CASE(rungs)
{
    auto const syntax = level(comparison_level::syntax);
    auto const scheme = level(comparison_level::scheme);
    // case: scheme, ASCII host, hex; not a non-ASCII host, not userinfo or path
    BOOST_TEST(normalized("HTTP://User@WWW.Example.COM/Path%2f?Q#F", syntax) == "http://User@www.example.com/Path%2F?Q#F");
    BOOST_TEST(normalized("http://ÄB.COM/", syntax) == "http://ÄB.COM/");
    BOOST_TEST(normalized("http://%C3%84B.COM/", level(comparison_level::syntax, profile::uri)) == "http://%C3%84B.COM/");
    unicode_normalize_options zone = syntax;
    zone.parse.zone_id = true;
    BOOST_TEST(normalized("http://[FE80::A%25EN1]/", zone) == "http://[fe80::a%25EN1]/");
    // a reg-name that decodes to a dotted quad is an IPv4 host afterwards (RFC 3986 §3.2.2)
    auto const quad = normalize("http://%31.2.3.4:80/", syntax);
    BOOST_REQUIRE(quad.has_value());
    BOOST_TEST(*quad == "http://1.2.3.4:80/");
    BOOST_TEST((quad->host_type() == host_type::ipv4));
    BOOST_TEST(quad->port() == "80");
    auto const not_quad = normalize("http://%31.2.3.04/", syntax);
    BOOST_TEST((not_quad->host_type() == host_type::reg_name));
    // percent: unreserved and UTF-8 of ucschar decoded; reserved, bidi controls, iprivate
    // outside the query and octets that are not UTF-8 stay
    BOOST_TEST(normalized("http://a/%41%2F%e2%80%8e%ee%80%80%c3?%ee%80%80", syntax) ==
               "http://a/A%2F%E2%80%8E%EE%80%80%C3?\xEE\x80\x80");
    // path: only for IRIs and absolute paths
    BOOST_TEST(normalized("../a/./b/../c", syntax) == "../a/./b/../c");
    BOOST_TEST(normalized("/../a/./b/../c", syntax) == "/a/c");
    // scheme-based: empty and default ports, empty path; other schemes keep their port
    BOOST_TEST(normalized("https://a:443", scheme) == "https://a/");
    BOOST_TEST(normalized("ws://a:80?x", scheme) == "ws://a/?x");
    BOOST_TEST(normalized("ftp://a:021/", scheme) == "ftp://a/");
    BOOST_TEST(normalized("foo://a:/", scheme) == "foo://a/");
    BOOST_TEST(normalized("foo://a:1234", scheme) == "foo://a:1234");
    BOOST_TEST(normalized("foo://a", scheme) == "foo://a");
    unicode_normalize_options custom = scheme;
    custom.schemes.push_back({"foo", "1234", true, nullptr});
    BOOST_TEST(normalized("FOO://a:1234", custom) == "foo://a/");
    // delimiters of empty components stay; the fragment is never dropped
    BOOST_TEST(normalized("http://a?#", scheme) == "http://a/?#");
    // IDNA host
    unicode_normalize_options idna = scheme;
    idna.idna_host = true;
    BOOST_TEST(normalized("http://xn--rsum-bpad.Example.org/", idna) == "http://résumé.example.org/");
    BOOST_TEST(normalized("http://RÉSUMÉ.example.org/", idna) == "http://résumé.example.org/");
    BOOST_TEST(normalized("http://a_b.example/", idna) == "http://a_b.example/"); // ASCII: not an IDN
    // errors are the parse errors
    test::expect_error(normalize("http://a/b c"), error::invalid_character, 10);
}

// §5.3.2.2 NFC keeps the IRI's delimiters and %HH: it runs between them, and the ASCII it
// makes of other characters is encoded (found by fuzz_normalize: a combining mark after
// "%8E" made "%8É", which is not an IRI).
BOOST_AUTO_TEST_CASE(nfc_keeps_delimiters_and_triplets)
{
    unicode_normalize_options nfc = level(comparison_level::syntax);
    nfc.nfc = true;
    BOOST_TEST(*normalize("http://a/e\u0301", nfc) == "http://a/\u00E9");
    BOOST_TEST(*normalize("http://a/%E2%80%8E\u0301", nfc) == "http://a/%E2%80%8E\u0301");
    BOOST_TEST(*normalize("http://a/?a=\u0338b", nfc) == "http://a/?a=\u0338b");
    BOOST_TEST(*normalize("http://a/\u1FEF", nfc) == "http://a/%60");    // GREEK VARIA is `
    BOOST_TEST(*normalize("http://a/x\u037Ey", nfc) == "http://a/x%3By"); // GREEK QUESTION MARK is ;
    BOOST_TEST(*normalize("http://a/\u212A", nfc) == "http://a/K");       // KELVIN SIGN
    for (char const* s : {"http://a/%8E\u0301", "http://a/\u1FEF?\u037E#=\u0338"}) {
        auto const once = normalize(s, nfc);
        BOOST_TEST_REQUIRE(once.has_value(), s);
        BOOST_TEST(parse_iri_reference(once->buffer()).has_value(), *once);
        BOOST_TEST(*normalize(*once, nfc) == *once);
    }
}

BOOST_AUTO_TEST_CASE(hash_and_equality_agree)
{
    equivalence_hash<> const hash{options_for(comparison_level::scheme)};
    equivalent_to<> const equal{options_for(comparison_level::scheme)};
    std::unordered_set<std::string, equivalence_hash<>, equivalent_to<>> set(8, hash, equal);
    for (char const* s : {"http://example.com", "HTTP://EXAMPLE.COM:80/", "http://example.com/%7e",
                          "http://example.com/~", "http://example.com/./", "not an iri", "not an iri"})
        set.insert(s);
    BOOST_TEST(set.size() == 3u);
    BOOST_TEST(*equivalence_key("HTTP://EXAMPLE.COM:80", options_for(comparison_level::scheme)) == "http://example.com/");
    BOOST_TEST(*equivalence_key("HTTP://EXAMPLE.COM:80", options_for(comparison_level::simple)) == "HTTP://EXAMPLE.COM:80");
}

// With NFC and IDNA hosts (boost_iri_unicode), the key, the hash and the equality meet the
// Unicode and the xn-- form of a host, and a composed and a decomposed character.
BOOST_AUTO_TEST_CASE(hash_and_equality_with_unicode_steps)
{
    unicode_normalize_options u{options_for(comparison_level::scheme)};
    u.nfc = true;
    u.idna_host = true;
    BOOST_TEST(equivalence_key("http://xn--r8jz45g.xn--zckzah/", u).value() == "http://例え.テスト/");
    BOOST_TEST(equivalence_key(parse_iri("http://cafe\u0301.example/").value(), u).value() == "http://café.example/");
    std::unordered_set<std::string, equivalence_hash<unicode_normalize_options>, equivalent_to<unicode_normalize_options>>
        set(8, {u}, {u});
    for (char const* s : {"http://例え.テスト/", "HTTP://xn--r8jz45g.xn--zckzah:80", "http://café.example/",
                          "http://cafe\u0301.example/"})
        set.insert(s);
    BOOST_TEST(set.size() == 2u);
    // without them, four
    std::unordered_set<std::string, equivalence_hash<>, equivalent_to<>> plain(8, {u}, {u});
    for (char const* s : {"http://例え.テスト/", "HTTP://xn--r8jz45g.xn--zckzah:80", "http://café.example/",
                          "http://cafe\u0301.example/"})
        plain.insert(s);
    BOOST_TEST(plain.size() == 4u);
}

namespace {

std::string generate(std::mt19937& rng)
{
    return test::compose(rng,
                         {"http://", "HTTP://A:80", "https://x:/", "ws://Y", "foo:", "foo://h:",
                          "//", "", "mailto:a@B.C"},
                         {"/", "?", "#", "a", "B", ".", "..", "./", "../", "%41", "%7e", "%2F",
                          "%2e", "%C3%A9", "%c3%a9", "%E2%80%8E", "%EE%80%80", "%FF", ":", "@",
                          "\xC3\xA9", "e\xCC\x81", "\xE4\xBE\x8B", "//"},
                         8);
}

} // namespace

BOOST_AUTO_TEST_CASE(properties)
{
    std::mt19937 rng(6202);
    std::size_t checked = 0;
    for (int i = 0; i < 60000; ++i) {
        std::string const s = generate(rng);
        if (!parse_iri_reference(s))
            continue;
        ++checked;
        for (auto const l : {comparison_level::syntax, comparison_level::scheme}) {
            for (bool nfc : {false, true}) {
                unicode_normalize_options o{options_for(l)};
                o.nfc = nfc;
                std::string const n(normalize(s, o)->buffer());
                BOOST_TEST(*normalize(n, o) == n, s);                  // idempotent
                auto const before = parse_iri_reference(s).value();
                auto const after = parse_iri_reference(n).value();
                BOOST_TEST(before.has_scheme() == after.has_scheme(), s);
                BOOST_TEST(before.has_authority() == after.has_authority(), s);
                BOOST_TEST(before.has_query() == after.has_query(), s);
                BOOST_TEST(before.has_fragment() == after.has_fragment(), s);
            }
            // normalize, then map to a URI == map to a URI, then normalize as a URI
            unicode_normalize_options const as_uri = level(l, profile::uri);
            BOOST_TEST(*to_uri(*normalize(s, options_for(l))) == *normalize(*to_uri(s), as_uri), s);
            // equal keys, equal hashes
            BOOST_TEST(equivalence_hash<>{options_for(l)}(s) == equivalence_hash<>{options_for(l)}(normalize(s, options_for(l))->buffer()), s);
        }
    }
    BOOST_TEST(checked > 30000u);
}

BOOST_AUTO_TEST_CASE(every_listed_deviation_was_met)
{
    known().check_all_reached();
}

// An error in the second input says so.
BOOST_AUTO_TEST_CASE(compare_names_the_operand)
{
    BOOST_TEST(equivalent("a b", "x").error().operand == 0);
    BOOST_TEST(equivalent("x", "a b").error().operand == 1);
    BOOST_TEST(equivalent("x", "a b", options_for(comparison_level::simple)).error().operand == 1);
}

// equivalence_hash normalizes into a buffer each thread reuses: once it has grown, hashing
// allocates nothing, and agrees with equivalence_key.
BOOST_AUTO_TEST_CASE(equivalence_hash_does_not_allocate)
{
    equivalence_hash<> const hash{options_for(comparison_level::scheme)};
    std::string const long_one = "HTTP://Example.COM:80/a/./b/../%7euser/" + std::string(200, 'x') + "?q#f";
    (void)hash(long_one); // the buffer grows once
    std::vector<std::string> const inputs = {long_one, "http://a/b/../c", "mailto:Joe@Example.COM",
                                             "http://例え.テスト/パス?q=値"};
    for (auto const& s : inputs) {
        std::size_t const before = allocations.load();
        std::size_t const h = hash(s);
        BOOST_TEST(allocations.load() - before == 0u, s);
        BOOST_TEST(h == boost::hash_value(std::string_view(*equivalence_key(s, options_for(comparison_level::scheme)))), s);
    }
}

// The paths a server takes for every request allocate nothing once their buffers have grown
// (issue 11): to_uri of ASCII IRIs into a reused string, normalize and resolve of parsed IRIs
// into a reused value. (The view parse is counted in test/parse.cpp.)
BOOST_AUTO_TEST_CASE(ascii_paths_allocate_nothing)
{
    std::vector<std::string> const inputs = {
        "HTTP://Example.COM:80/a/./b/../%7euser/x?q=%41#f", "http://a/b/c/d;p?q", "mailto:Joe@Example.COM",
        "//host/path/../../x", "urn:isbn:0451450523", "../../g?y#s", "http://[::1]:8080/%2F%2f/"};
    std::string out;
    out.reserve(4096);
    iri normal, resolved;
    normal.set_encoded_path(std::string(4096, 'a')); // room to reuse
    resolved = normal;
    normalize_options const syntax = options_for(comparison_level::syntax);
    boost::iris::iri_view const base = parse_iri("http://a/b/c/d;p?q").value();
    iri uri = normal;
    for (auto const& s : inputs) { // the per-thread buffers grow here
        auto const x = boost::iris::parse_iri_reference(s).value();
        (void)to_uri(x, uri);
        (void)normalize(x, normal, syntax);
        (void)boost::iris::resolve(base, x, resolved);
    }
    for (auto const& s : inputs) {
        std::size_t before = allocations.load();
        auto const x = boost::iris::parse_iri_reference(s).value();
        BOOST_TEST(to_uri(x, uri).has_value(), s);
        BOOST_TEST(allocations.load() - before == 0u, "parse and to_uri allocated: " << s);
        BOOST_TEST(uri == to_uri(s).value(), s); // the same as a new value

        before = allocations.load();
        BOOST_TEST(normalize(x, normal, syntax).has_value(), s);
        BOOST_TEST(allocations.load() - before == 0u, "parse and normalize allocated: " << s);
        BOOST_TEST(normal == normalize(s, syntax).value(), s); // the same text as a new value

        before = allocations.load();
        BOOST_TEST(boost::iris::resolve(base, x, resolved).has_value(), s);
        BOOST_TEST(allocations.load() - before == 0u, "resolve allocated: " << s);
    }
}

// A "%" is looked for sixteen bytes at a time, the last block overlapping the one before it:
// one at any offset of a text of any length is found, by to_iri and by normalize's first test
// that a text needs nothing done.
BOOST_AUTO_TEST_CASE(a_percent_is_found_at_every_offset)
{
    for (std::size_t before = 0; before != 40; ++before)
        for (std::size_t after : {0u, 1u, 7u, 15u, 16u, 17u, 31u}) {
            std::string const a(before, 'a'), b(after, 'b');
            auto const iri = to_iri("http://h/" + a + "%C3%A9" + b);
            BOOST_TEST((iri && iri->buffer() == "http://h/" + a + "\xC3\xA9" + b), before << ' ' << after);
            auto const normal = normalize("http://h/" + a + "%41" + b);
            BOOST_TEST((normal && normal->buffer() == "http://h/" + a + "A" + b), before << ' ' << after);
        }
}
