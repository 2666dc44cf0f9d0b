//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Reference resolution (RFC 3986 §5.2) and relativization, with the RFC examples, the W3C
// RDF tests, oxiri, iri-string and Apache Jena (test/data).

#define BOOST_TEST_MODULE resolve
#include <boost/iri/resolve.hpp>
#include "../fuzz/fuzz.hpp"
#include "count_allocations.hpp"
#include "expect_error.hpp"
#include "test_data.hpp"
#include <functional>
#include <string>

using namespace boost::iris;
using test::expect_error;
using test::str;

namespace {

test::deviations& known()
{
    static test::deviations d("resolve");
    return d;
}

std::string resolved(std::string const& base, std::string const& ref, bool strict = true)
{
    auto const r = resolve(base, ref, resolve_options{strict});
    // the result is laid out without a parse: as a parse of its text would
    BOOST_TEST((!r || fuzz::reads_as_parsed(*r)), base << " + " << ref);
    return r ? std::string(r->buffer()) : "error: " + r.error().message();
}

} // namespace

BOOST_AUTO_TEST_CASE(rfc3986_section_5_4)
{
    for (auto const& r : test::rows("rfc-examples/resolution_5_4.json")) {
        auto const& o = r.as_object();
        std::string const base = str(o.at("base")), ref = str(o.at("relative"));
        BOOST_TEST(resolved(base, ref) == str(o.at("expected")), ref);
        if (auto const* ns = o.if_contains("expected_non_strict"))
            BOOST_TEST(resolved(base, ref, false) == str(*ns), ref);
    }
    for (auto const& r : test::rows("rfc-examples/remove_dot_segments.json"))
        BOOST_TEST(remove_dot_segments(str(r.at("input"))) == str(r.at("expected")));
}

namespace {

// RFC 3986 §5.2.4 as the RFC writes it: an input buffer and an output buffer, one rule a step.
std::string remove_dot_segments_as_written(std::string in)
{
    auto const starts = [&](char const* p) { return in.rfind(p, 0) == 0; };
    std::string out;
    while (!in.empty()) {
        if (starts("../"))
            in.erase(0, 3);
        else if (starts("./"))
            in.erase(0, 2);
        else if (starts("/./"))
            in.erase(0, 2);
        else if (in == "/.")
            in = "/";
        else if (starts("/../") || in == "/..") {
            in = "/" + in.substr(in == "/.." ? 3 : 4);
            std::size_t const last = out.rfind('/');
            out.erase(last == std::string::npos ? 0 : last);
        }
        else if (in == "." || in == "..")
            in.clear();
        else {
            std::size_t const end = in.find('/', 1);
            out += in.substr(0, end);
            in.erase(0, end);
        }
    }
    return out;
}

} // namespace

// Every path of up to 10 characters of "/", "." and "a": as the RFC's steps give it. Also
// after and before 16 "a"s, where the search for the first dot segment goes sixteen bytes at
// a time and then reads the last 17 bytes again.
BOOST_AUTO_TEST_CASE(remove_dot_segments_on_every_short_path)
{
    std::size_t differ = 0, paths = 0;
    std::string path;
    std::string const a16(16, 'a');
    std::function<void()> every = [&] {
        ++paths;
        for (std::string const& p : {path, a16 + path, path + a16, "/" + a16 + path})
            if (remove_dot_segments(p) != remove_dot_segments_as_written(p) && ++differ <= 10)
                BOOST_ERROR("remove_dot_segments(\"" << p << "\") = \"" << remove_dot_segments(p)
                                                       << "\", the RFC's steps give \""
                                                       << remove_dot_segments_as_written(p) << "\"");
        if (path.size() == 10)
            return;
        for (char c : {'/', '.', 'a'}) {
            path += c;
            every();
            path.pop_back();
        }
    };
    every();
    BOOST_TEST(differ == 0u);
    BOOST_TEST(paths == 88573u); // (3^11 - 1) / 2
}

BOOST_AUTO_TEST_CASE(w3c_turtle_resolution)
{
    for (auto const& r : test::rows("w3c-rdf-tests/turtle_iri_resolution.json"))
        BOOST_TEST(resolved(str(r.at("base")), str(r.at("relative"))) == str(r.at("expected")),
                   str(r.at("test")) << " " << str(r.at("relative")));
}

BOOST_AUTO_TEST_CASE(oxiri_resolution)
{
    std::string const f = "oxiri/resolve.json";
    std::size_t either = 0;
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        std::string const base = str(o.at("base")), ref = str(o.at("relative"));
        std::string const got = resolved(base, ref);
        // RFC 3986 §5.2.1 leaves normalizing the base optional: these rows have two answers
        if (auto const* strict = o.if_contains("refcheck_rfc3986_strict")) {
            ++either;
            BOOST_TEST((got == str(*strict) || got == str(o.at("expected"))), base << " + " << ref);
            continue;
        }
        known().expect(f, ref + " against " + base, got == str(o.at("expected")),
                       base + " + " + ref + " = " + got + ", expected " + str(o.at("expected")));
    }
    BOOST_TEST(either == 12u);
    // relative bases, and a result that cannot be written (RFC 3986 §5.3)
    for (auto const& r : test::rows("oxiri/resolve_must_fail.json"))
        BOOST_TEST(!resolve(str(r.at("base")), str(r.at("relative"))).has_value(), str(r.at("relative")));
    expect_error(resolve("a", ".."), error::base_not_absolute, 0);
    // about the result: its operand is 2, its offset where the result's path starts (issue
    // 27, item 11: it was blamed on the base, at 0)
    expect_error(resolve("x:", ".///C:::"), error::unrepresentable_result, 2);
    BOOST_TEST(resolve("x:", ".///C:::").error().operand == 2u);
}

BOOST_AUTO_TEST_CASE(iri_string_resolution)
{
    for (auto const& r : test::rows("iri-string/resolve.json"))
        BOOST_TEST(resolved(str(r.at("base")), str(r.at("relative"))) == str(r.at("expected")),
                   str(r.at("base")) << " + " << str(r.at("relative")));
    // issue 36: RFC 3986 alone gives "a://", an authority that was not there; the library
    // reports it (unrepresentable_result) where iri-string writes "a:/.//"
    std::string const f = "iri-string/gh_issues_normalize_resolve.json";
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        if (str(o.at("kind")) != "resolve")
            continue;
        auto const got = resolve(str(o.at("base")), str(o.at("relative")));
        BOOST_TEST(!got.has_value());
        BOOST_TEST(got.error().code == error::unrepresentable_result);
    }
}

BOOST_AUTO_TEST_CASE(jena_resolution)
{
    std::string const f = "jena-iri3986/resolve.json";
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        std::string const base = str(o.at("base")), ref = str(o.at("relative"));
        if (o.contains("normalize_after"))
            continue; // in test/normalize.cpp
        if (!parse_iri(base)) {
            // a relative base is outside RFC 3986 §5.2 (Jena's extension)
            expect_error(resolve(base, ref), error::base_not_absolute, 0);
            continue;
        }
        std::string const got = resolved(base, ref);
        known().expect(f, ref + " against " + base, got == str(o.at("expected")),
                       base + " + " + ref + " = " + got + ", expected " + str(o.at("expected")));
    }
}

BOOST_AUTO_TEST_CASE(non_strict)
{
    BOOST_TEST(resolved("http://a/b/c/d;p?q", "http:g") == "http:g");
    BOOST_TEST(resolved("http://a/b/c/d;p?q", "http:g", false) == "http://a/b/c/g");
    BOOST_TEST(resolved("http://a/b/c/d;p?q", "HTTP:g", false) == "http://a/b/c/g");
    BOOST_TEST(resolved("http://a/b/c/d;p?q", "https:g", false) == "https:g");
}

BOOST_AUTO_TEST_CASE(iris_and_fragments_of_the_base)
{
    BOOST_TEST(resolved("http://例え/パス/a#章", "../値?q#f") == "http://例え/値?q#f");
    BOOST_TEST(resolved("http://a/b#frag", "") == "http://a/b");
    BOOST_TEST(resolved("http://a/b?q#frag", "#g") == "http://a/b?q#g");
}

BOOST_AUTO_TEST_CASE(into_a_value)
{
    iri_view const base = parse_iri("http://a/b/c/d;p?q").value();
    iri_view const ref = parse_iri_reference("../../g?y#s").value();
    iri dest;
    BOOST_REQUIRE(resolve(base, ref, dest).has_value());
    BOOST_TEST(dest == "http://a/g?y#s");
    BOOST_TEST(dest.encoded_query() == "y");
    BOOST_TEST(dest.encoded_fragment() == "s");
    // its buffer is reused: once the buffers have grown, resolving allocates nothing
    iri_view const x = parse_iri_reference("x").value();
    BOOST_REQUIRE(resolve(base, x, dest).has_value());
    std::size_t const before = test::allocations.load();
    BOOST_REQUIRE(resolve(base, x, dest).has_value());
    BOOST_TEST(test::allocations.load() - before == 0u);
    BOOST_TEST(dest == "http://a/b/c/x");
    // the destination may be an input
    iri b = base;
    BOOST_REQUIRE(resolve(b, parse_iri_reference("../y?z").value(), b).has_value());
    BOOST_TEST(b == "http://a/b/y?z");
    BOOST_REQUIRE(resolve(b, b, b).has_value());
    BOOST_TEST(b == "http://a/b/y?z");
    // a value and its view give the same
    BOOST_TEST(resolve(b, ref).value() == resolve(iri_view(b), ref).value());
}

// The result is written straight into the destination when nothing can fail and no input
// views it, else made apart and copied: both give the same, and an error leaves the
// destination as it was.
BOOST_AUTO_TEST_CASE(into_a_value_both_ways)
{
    std::string const old = "http://old.example/" + std::string(200, 'p') + "?q#f";
    struct
    {
        char const* base;
        char const* reference;
        char const* result; // nullptr: an error
    } const cases[] = {
        {"http://a/b/c/d;p?q", "g/../h?x", "http://a/b/c/h?x"},     // the base's authority
        {"http://a/b", "//x.example/../y", "http://x.example/y"},   // the reference's
        {"s:/b/c", "../d", "s:/d"},                                 // none: made apart
        {"x:/b", ".//a", nullptr},                                  // §5.3: unrepresentable
        {"s:/b", "t:/.//g", nullptr},                               // the reference's scheme
        {"/not/absolute", "g", nullptr},                            // base_not_absolute
    };
    for (auto const& c : cases) {
        iri dest(old);
        auto const base = parse_iri_reference(c.base).value();
        auto const ref = parse_iri_reference(c.reference).value();
        auto const done = resolve(base, ref, dest);
        BOOST_TEST(done.has_value() == (c.result != nullptr), c.base << " + " << c.reference);
        BOOST_TEST(dest.buffer() == (c.result ? c.result : old.c_str()), c.base << " + " << c.reference);
        auto const again = parse_iri_reference(dest.buffer());
        BOOST_TEST((again && *again == iri_view(dest)), dest.buffer());
    }
    // a reference of another profile is parsed again under the base's: made apart
    parse_options leiri;
    leiri.profile = profile::leiri;
    iri dest(old);
    auto const spaced = parse_iri_reference("//h/a b", leiri).value();
    auto const done = resolve(parse_iri("http://a/").value(), spaced, dest);
    BOOST_TEST(!done.has_value());
    BOOST_TEST(dest.buffer() == old);
}

BOOST_AUTO_TEST_CASE(linear_in_dot_segments)
{
    // a million ".." segments, and long paths: done in linear time (a quadratic algorithm
    // would not finish within the test's time)
    std::string ups;
    for (int i = 0; i < 1000000; ++i)
        ups += "../";
    BOOST_TEST(resolved("http://a/b/c/d", ups + "g") == "http://a/g");
    std::string deep = "http://a";
    for (int i = 0; i < 1000000; ++i)
        deep += "/x";
    BOOST_TEST(resolved(deep, ups + "g") == "http://a/g");
    BOOST_TEST(remove_dot_segments(std::string(3000000, '/') + "..").size() == 2999999u);
}

BOOST_AUTO_TEST_CASE(oxiri_relativize)
{
    std::string const f = "oxiri/relativize.json";
    for (auto const& r : test::rows(f)) {
        std::string const base = str(r.at("base")), target = str(r.at("iri")), expected = str(r.at("expected_relative"));
        auto const rel = relativize(base, target);
        BOOST_REQUIRE_MESSAGE(rel.has_value(), target << " against " << base);
        // the round trip, and no longer than oxiri's answer (several forms may be shortest)
        BOOST_TEST(resolved(base, std::string(rel->buffer())) == target, target << " against " << base << ": " << *rel);
        known().expect(f, target + " against " + base, rel->size() <= expected.size(),
                       target + " against " + base + " = " + std::string(rel->buffer()) + ", longer than " + expected);
    }
    for (auto const& r : test::rows("oxiri/relativize_must_fail.json"))
        BOOST_TEST(!relativize(str(r.at("base")), str(r.at("iri"))).has_value(), str(r.at("iri")));
}

BOOST_AUTO_TEST_CASE(jena_relativize)
{
    std::string const f = "jena-iri3986/relativize_paths.json";
    std::size_t exact = 0, rows = 0;
    for (auto const& r : test::rows(f)) {
        std::string const base = str(r.at("base")), target = str(r.at("target")), expected = str(r.at("expected_relative"));
        auto const rel = relativize(base, target);
        BOOST_REQUIRE_MESSAGE(rel.has_value(), target << " against " << base);
        ++rows;
        exact += *rel == expected;
        BOOST_TEST(resolved(base, std::string(rel->buffer())) == target, target << " against " << base << ": " << *rel);
        known().expect(f, target + " against " + base, rel->size() <= expected.size(),
                       target + " against " + base + " = " + std::string(rel->buffer()) + ", longer than " + expected);
    }
    BOOST_TEST_MESSAGE(f << ": " << exact << " of " << rows << " exactly as Jena writes them");
    // Jena's strategies: whatever they give resolves back; ours is never longer
    for (auto const& r : test::rows("jena-iri3986/relativize_variants.json")) {
        auto const& o = r.as_object();
        if (o.at("expected").is_null())
            continue;
        std::string const base = str(o.at("base")), target = str(o.at("target"));
        auto const rel = relativize(base, target);
        BOOST_REQUIRE(rel.has_value());
        BOOST_TEST(resolved(base, std::string(rel->buffer())) == target);
        BOOST_TEST(rel->size() <= str(o.at("expected")).size(), str(o.at("test")) << ": " << *rel);
    }
}

BOOST_AUTO_TEST_CASE(relativize_options_and_round_trips)
{
    BOOST_TEST(*relativize("http://a/b/c/d", "http://a/e") == "/e");
    BOOST_TEST(*relativize("http://a/b/c/d", "http://a/b/e") == "../e");
    relativize_options no_parent;
    no_parent.parent_segments = false;
    BOOST_TEST(*relativize("http://a/b/c/d", "http://a/b/e", no_parent) == "/b/e");
    relativize_options no_network;
    no_network.network_path = false;
    BOOST_TEST(*relativize("http://a/b", "http://c/d") == "//c/d");
    BOOST_TEST(*relativize("http://a/b", "http://c/d", no_network) == "http://c/d");
    BOOST_TEST(*relativize("http://a/b/c", "http://a/b/例:え") == "./例:え");
    BOOST_TEST(*relativize("t:o/", "t:o//") == ".//");
    expect_error(relativize("http://a/b", "http://a/c/../d"), error::no_relative_reference, 0);
    expect_error(relativize("//a/b", "http://a/c"), error::base_not_absolute, 0);
}

BOOST_AUTO_TEST_CASE(every_listed_deviation_was_met)
{
    known().check_all_reached();
}

// The parse options reach both inputs, and an error says which input it is in.
BOOST_AUTO_TEST_CASE(parse_options_and_operands)
{
    resolve_options zones;
    zones.parse.zone_id = true;
    BOOST_TEST(resolve("http://[fe80::1%25eth0]/a", "b", zones).value() == "http://[fe80::1%25eth0]/b");
    auto const no_zones = resolve("http://[fe80::1%25eth0]/a", "b");
    BOOST_REQUIRE(!no_zones);
    BOOST_TEST(no_zones.error().operand == 0);
    auto const bad_reference = resolve("http://a/b", "x y");
    BOOST_REQUIRE(!bad_reference);
    BOOST_TEST(bad_reference.error().operand == 1);
    BOOST_TEST(bad_reference.error().offset == 1u);

    relativize_options r;
    r.parse.zone_id = true;
    BOOST_TEST(relativize("http://[fe80::1%25eth0]/a/b", "http://[fe80::1%25eth0]/a/c", r).value() == "c");
    BOOST_TEST(relativize("http://a/", "http://a/x y").error().operand == 1);
    BOOST_TEST(relativize("http://a/", "x").error().operand == 1);   // target_not_absolute
    BOOST_TEST(relativize("x", "http://a/").error().operand == 0);   // base_not_absolute
}
