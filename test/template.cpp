//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI templates (RFC 6570): the three files of the uritemplate-test suite (test/data/
// uritemplate-test/SOURCE.md), IRI output beside URI output, and the errors.

#define BOOST_TEST_MODULE template
#include "../fuzz/fuzz.hpp"
#include "test_data.hpp"
#include <boost/iri/mapping.hpp>
#include <boost/iri/template.hpp>
#include <boost/test/unit_test.hpp>
#include <cctype>
#include <cstring>
#include <map>
#include <random>
#include <unordered_map>

using namespace boost::iris;
namespace json = boost::json;

namespace {

template_variables variables_of(json::object const& o)
{
    template_variables v;
    for (auto const& [name, value] : o) {
        if (value.is_string())
            v.set(name, test::str(value));
        else if (value.is_array()) {
            template_variables::list l;
            for (auto const& m : value.as_array())
                l.push_back(test::str(m));
            v.set(name, std::move(l));
        }
        else if (value.is_object()) {
            template_variables::pairs p;
            for (auto const& [k, m] : value.as_object())
                p.emplace_back(std::string(k), test::str(m));
            v.set(name, std::move(p));
        }
        // null: undefined, not set
    }
    return v;
}

// Every case of one suite file: the URI expansion is the expected string (or one of them);
// the IRI expansion maps to it by RFC 3987 §3.1; `false` fails to parse or to expand.
void run_suite(std::string const& file)
{
    test::row_count rows("uritemplate-test/" + file);
    json::object const groups = json::parse(test::read_file("uritemplate-test/" + file)).as_object();
    expand_options uri;
    uri.uri = true;
    for (auto const& [group, g] : groups) {
        template_variables const vars = variables_of(g.at("variables").as_object());
        for (auto const& c : g.at("testcases").as_array()) {
            ++rows;
            std::string const text = test::str(c.as_array()[0]);
            json::value const& expected = c.as_array()[1];
            BOOST_TEST_CONTEXT(group << ": " << text)
            {
                auto const t = parse_template(text);
                if (expected.is_bool()) {
                    BOOST_TEST(!(t && t->expand(vars, uri)), "expands though the suite says it fails");
                    continue;
                }
                BOOST_REQUIRE_MESSAGE(t, (t ? "" : t.error().message()));
                auto const made = t->expand(vars, uri);
                BOOST_REQUIRE_MESSAGE(made, (made ? "" : made.error().message()));
                std::string const got(made->buffer());
                bool any = false;
                if (expected.is_string())
                    any = got == test::str(expected);
                else
                    for (auto const& e : expected.as_array())
                        any = any || got == test::str(e);
                BOOST_TEST(any, got << " is not " << json::serialize(expected));
                auto const as_iri = t->expand(vars);
                BOOST_REQUIRE(as_iri);
                BOOST_TEST(to_uri(*as_iri)->buffer() == got);
            }
        }
    }
}

} // namespace

BOOST_AUTO_TEST_CASE(spec_examples)
{
    run_suite("spec-examples.json");
}

BOOST_AUTO_TEST_CASE(spec_examples_by_section)
{
    run_suite("spec-examples-by-section.json");
}

BOOST_AUTO_TEST_CASE(negative_tests)
{
    run_suite("negative-tests.json");
}

// RFC 6570 §1.1: an IRI template keeps what the IRI grammar allows; URI output encodes it.
BOOST_AUTO_TEST_CASE(iri_output_keeps_ucschar)
{
    template_variables v;
    v.set("kind", "本").set("id", "章 1").set("q", "値\xEE\x80\x80"); // U+E000 is iprivate
    auto const t = parse_template("https://例え.テスト/{kind}/{id}{?q}#{+q}");
    BOOST_REQUIRE(t);
    BOOST_TEST(t->expand(v)->buffer() == "https://例え.テスト/本/章%201?q=値\xEE\x80\x80#値%EE%80%80");
    expand_options uri;
    uri.uri = true;
    BOOST_TEST(t->expand(v, uri)->buffer() ==
               "https://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E6%9C%AC/%E7%AB%A0%201"
               "?q=%E5%80%A4%EE%80%80#%E5%80%A4%EE%80%80");
    // iprivate is kept in the query only (RFC 3987 §2.2)
    BOOST_TEST(parse_template("/{q}")->expand(v)->buffer() == "/値%EE%80%80");
}

// RFC 6570 §3.1: literals are copied as they are where U+R allows every byte of them (a
// template knows which from its parse), else a character at a time: a triplet stays, "?" and
// "#" start the query and the fragment, the rest is encoded (URI output) or kept (IRI output).
BOOST_AUTO_TEST_CASE(literals_expand_as_written_or_a_character_at_a_time)
{
    template_variables v;
    v.set("v", "\xEE\x80\x80"); // iprivate: kept in the query of an IRI only (RFC 3987 §2.2)
    BOOST_TEST(parse_template("http://h/a-b.c_d~!$&'()*+,;=:@/{v}")->expand(v)->buffer() ==
               "http://h/a-b.c_d~!$&'()*+,;=:@/%EE%80%80");
    BOOST_TEST(parse_template("/p?x={v}#{v}")->expand(v)->buffer() == "/p?x=\xEE\x80\x80#%EE%80%80");
    BOOST_TEST(parse_template("/%41/例{v}")->expand(v)->buffer() == "/%41/例%EE%80%80");
    expand_options uri;
    uri.uri = true;
    BOOST_TEST(parse_template("/%41/例?{v}")->expand(v, uri)->buffer() == "/%41/%E4%BE%8B?%EE%80%80");
    BOOST_TEST((parse_template("http://[::1]:80/{v}")->expand(v)->buffer() == "http://[::1]:80/%EE%80%80"));
}

BOOST_AUTO_TEST_CASE(varnames_are_ascii)
{
    // RFC 6570 §2.3: varchar is ALPHA / DIGIT / "_" / pct-encoded; a name in another script
    // is written pct-encoded, and looked up as written
    auto const bad = parse_template("https://例え.テスト/{種類}");
    BOOST_REQUIRE(!bad);
    BOOST_TEST(bad.error().offset == std::string("https://例え.テスト/{").size());
    BOOST_TEST(bad.error().rule() == "expression");
    auto const t = parse_template("https://例え.テスト/{%E7%A8%AE%E9%A1%9E}");
    BOOST_REQUIRE(t);
    template_variables v;
    v.set("%E7%A8%AE%E9%A1%9E", "本");
    BOOST_TEST(t->expand(v)->buffer() == "https://例え.テスト/本");
}

BOOST_AUTO_TEST_CASE(template_errors)
{
    auto const expect = [](std::string_view text, error code, std::size_t offset, std::string_view rule) {
        auto const t = parse_template(text);
        BOOST_TEST_CONTEXT(text)
        {
            BOOST_REQUIRE(!t);
            BOOST_TEST((t.error().code == code), t.error().message());
            BOOST_TEST(t.error().offset == offset);
            BOOST_TEST(t.error().rule() == rule);
        }
    };
    expect("{/id*", error::unexpected_end, 5, "variable-list");
    expect("/id*}", error::invalid_character, 4, "URI-Template");
    expect("{var:0}", error::invalid_character, 5, "prefix");
    expect("{var:10000}", error::invalid_character, 9, "variable-list");
    expect("{x..y}", error::invalid_character, 3, "varname");
    expect("{%2x}", error::invalid_percent_encoding, 3, "pct-encoded");
    expect("{!hello}", error::reserved_operator, 1, "op-reserve");
    expect("a b", error::invalid_character, 1, "URI-Template");
    expect("x\xC3", error::invalid_utf8, 2, "literals"); // where the sequence breaks
    BOOST_TEST(parse_template("{var:9999}").has_value());
    BOOST_TEST(parse_template("'{var}'").has_value()); // erratum 6937
    BOOST_TEST(parse_template("")->expand(template_variables{})->buffer() == "");
}

BOOST_AUTO_TEST_CASE(expansion_errors)
{
    template_variables v;
    v.set("list", template_variables::list{"a"}).set("bad", "\xFF").set("bracket", "[x]").set("s", "x").set("e", "é");
    auto const expect = [&](std::string_view text, error code, std::size_t offset) {
        BOOST_TEST_CONTEXT(text)
        {
            auto const t = parse_template(text);
            BOOST_REQUIRE(t);
            std::string out = "kept";
            auto const r = t->expand_to(out, v);
            BOOST_REQUIRE(!r);
            BOOST_TEST((r.error().code == code), r.error().message());
            BOOST_TEST(r.error().offset == offset);
            BOOST_TEST(out == "kept"); // as it was
            BOOST_TEST(!t->expand(v).has_value());
        }
    };
    expect("/{s}{list:1}", error::prefix_of_composite, 5);
    expect("/{bad}", error::invalid_utf8, 2);
    expect("http://a/{+bracket}", error::not_an_iri_reference, 11); // "[" in a path
    // "é:x": no scheme starts with "é", and a first segment without one has no ":" (RFC 3987
    // §2.2 isegment-nz-nc): the grammar stops at the ":" of the literal
    expect("{e}:x", error::not_an_iri_reference, 3);
}

BOOST_AUTO_TEST_CASE(expand_to_appends)
{
    template_variables v;
    v.set("x", "1");
    std::string out = "a";
    BOOST_TEST(parse_template("/{x}")->expand_to(out, v).has_value());
    BOOST_TEST(out == "a/1");
    BOOST_TEST(!parse_template("{x}://h/" + std::string(100, 'p'))->expand_to(out, v)); // "1:" starts no scheme
    BOOST_TEST(out == "a/1"); // as it was
    BOOST_TEST(parse_template("?{x}")->expand_to(out, v).has_value());
    BOOST_TEST(out == "a/1?1");
}

BOOST_AUTO_TEST_CASE(maps_of_strings)
{
    auto const t = parse_template("/{a}{?b}");
    BOOST_REQUIRE(t);
    std::map<std::string, std::string> const m{{"a", "x y"}, {"b", "z"}};
    BOOST_TEST(t->expand(m)->buffer() == "/x%20y?b=z");
    std::unordered_map<std::string, std::string_view> const u{{"a", "1"}};
    BOOST_TEST(t->expand(u)->buffer() == "/1");
}

BOOST_AUTO_TEST_CASE(parts)
{
    auto const t = parse_template("/a{/x,y*}{?q:3}");
    BOOST_REQUIRE(t);
    BOOST_TEST(t->expressions() == 2u);
    auto const s = t->varspecs();
    BOOST_REQUIRE(s.size() == 3u);
    BOOST_TEST(s[0].name == "x");
    BOOST_TEST(s[0].offset == 4u);
    BOOST_TEST(s[1].explode);
    BOOST_TEST(s[2].max_length == 3u);
    BOOST_TEST(t->text() == "/a{/x,y*}{?q:3}");
    // each varspec says its expression and that expression's operator (issue 27, item 3)
    BOOST_TEST((s[0].op == iri_template::operator_kind::path_segment && s[0].expression == 0u));
    BOOST_TEST((s[1].op == iri_template::operator_kind::path_segment && s[1].expression == 0u));
    BOOST_TEST((s[2].op == iri_template::operator_kind::query && s[2].expression == 1u));
    // the names of a temporary template's varspecs are theirs (ASan saw a use after free)
    std::string names;
    for (auto const& v : parse_template("{a}{+b}{#c}{.d}{;e}{&f}")->varspecs())
        names += v.name;
    BOOST_TEST(names == "abcdef");
    auto const simple = parse_template("{a}{+b}{#c}{.d}{;e}{&f}")->varspecs();
    BOOST_REQUIRE(simple.size() == 6u);
    BOOST_TEST((simple[0].op == iri_template::operator_kind::simple));
    BOOST_TEST((simple[1].op == iri_template::operator_kind::reserved));
    BOOST_TEST((simple[2].op == iri_template::operator_kind::fragment));
    BOOST_TEST((simple[3].op == iri_template::operator_kind::label));
    BOOST_TEST((simple[4].op == iri_template::operator_kind::path_parameter));
    BOOST_TEST((simple[5].op == iri_template::operator_kind::continuation && simple[5].expression == 5u));
}

// match inverts expand: over every suite case whose template can be matched, the variables it
// gives back expand to the same text (the values themselves may differ where expansion lost
// the difference: an undefined and an empty list, a string and a one-member list).
BOOST_AUTO_TEST_CASE(match_inverts_the_suite)
{
    expand_options uri;
    uri.uri = true;
    std::size_t matched = 0, unmatchable = 0;
    for (char const* file : {"spec-examples.json", "spec-examples-by-section.json"}) {
        json::object const groups = json::parse(test::read_file(std::string("uritemplate-test/") + file)).as_object();
        for (auto const& [group, g] : groups) {
            template_variables const vars = variables_of(g.at("variables").as_object());
            for (auto const& c : g.at("testcases").as_array()) {
                auto const t = parse_template(test::str(c.as_array()[0]));
                BOOST_REQUIRE(t);
                std::string const made(t->expand(vars, uri)->buffer());
                auto const m = t->match(made);
                BOOST_TEST_CONTEXT(group << ": " << t->text() << " on " << made)
                {
                    if (!m && m.error().code == error::unmatchable_template) {
                        ++unmatchable;
                        continue;
                    }
                    BOOST_REQUIRE_MESSAGE(m, m.error().message());
                    BOOST_TEST(t->expand(*m, uri)->buffer() == made);
                    ++matched;
                }
            }
        }
    }
    BOOST_TEST_MESSAGE(matched << " matched, " << unmatchable << " unmatchable");
    BOOST_TEST(matched >= 130u); // most of the 181 cases: all but prefixes and adjacent expressions
}

BOOST_AUTO_TEST_CASE(match_gives_the_values)
{
    auto const t = parse_template("https://例え.テスト/{kind}/{id}.html{?q,tags*}");
    BOOST_REQUIRE(t);
    auto const m = t->match("https://例え.テスト/本/a.b%20c.html?q=%E5%80%A4&tags=x&tags=y");
    BOOST_REQUIRE_MESSAGE(m, m.error().message());
    BOOST_TEST(std::get<std::string>(*m->find("kind")) == "本");
    BOOST_TEST(std::get<std::string>(*m->find("id")) == "a.b c"); // the last ".html"
    BOOST_TEST(std::get<std::string>(*m->find("q")) == "値");
    BOOST_TEST((std::get<template_variables::list>(*m->find("tags")) == template_variables::list{"x", "y"}));
    auto const no = t->match("https://例え.テスト/本/x.htm");
    BOOST_REQUIRE(!no);
    BOOST_TEST((no.error().code == error::no_match));
    BOOST_TEST(no.error().operand == 1u);
    // what cannot be inverted
    for (char const* bad : {"{a}{b}", "{.a}{.b}", "{+a}{b}", "/{a:3}"}) {
        auto const r = parse_template(bad)->match("x");
        BOOST_TEST((!r && r.error().code == error::unmatchable_template), bad);
    }
    BOOST_TEST(parse_template("{/a}{?b}")->match("/x?b=1").has_value());
    // what no expansion writes: a "%" without two hex digits, an unencoded "," in a string
    BOOST_TEST(!parse_template("/{a}")->match("/x%2").has_value());
    BOOST_TEST(!parse_template("/{a,b}")->match("/x,y,z").has_value());
    // the IRI and the URI of the same expansion both match
    BOOST_TEST(parse_template("/{a}")->match("/%E6%9C%AC").has_value());
    auto const pairs = parse_template("{?keys*}")->match("?semi=%3B&dot=.");
    BOOST_REQUIRE(pairs);
    BOOST_TEST((std::get<template_variables::pairs>(*pairs->find("keys")) ==
                template_variables::pairs{{"semi", ";"}, {"dot", "."}}));
}

namespace {

std::string pick(std::mt19937& rng, std::vector<std::string> const& from, int most)
{
    std::string s;
    for (int n = std::uniform_int_distribution<int>(0, most)(rng); n > 0; --n)
        s += from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(rng)];
    return s;
}

} // namespace

// Generated templates and values: every expansion is an IRI reference (or a typed error in the
// template), its URI is the URI expansion, and what match finds expands back to it.
BOOST_AUTO_TEST_CASE(generated_templates_expand_to_iris)
{
    std::mt19937 rng(6570);
    std::vector<std::string> const literal = {"/", "a", "例", "?", "#", "x=", "'", "%41", ".html", ":", "@", "&"};
    std::vector<std::string> const value = {"x", " ", "値", "/", "%", "%41", ",", "=", "&", "\xEE\x80\x80", "[", "é", "?"};
    std::vector<std::string> const ops = {"", "+", "#", ".", "/", ";", "?", "&"};
    std::vector<std::string> const specs = {"a", "b", "c", "l", "k", "u", "a*", "l*", "k*", "a:2", "b:1"};
    expand_options uri;
    uri.uri = true;
    std::size_t expanded = 0, matched = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        for (int parts = std::uniform_int_distribution<int>(1, 4)(rng); parts > 0; --parts) {
            text += pick(rng, literal, 2);
            text += "{" + ops[std::uniform_int_distribution<std::size_t>(0, ops.size() - 1)(rng)];
            for (int n = std::uniform_int_distribution<int>(1, 3)(rng); n > 0; --n)
                text += specs[std::uniform_int_distribution<std::size_t>(0, specs.size() - 1)(rng)] + (n > 1 ? "," : "");
            text += "}";
        }
        template_variables v;
        v.set("a", pick(rng, value, 3)).set("b", pick(rng, value, 3)).set("c", pick(rng, value, 1));
        v.set("l", template_variables::list{pick(rng, value, 2), pick(rng, value, 2)});
        v.set("k", template_variables::pairs{{"p", pick(rng, value, 2)}, {"q", pick(rng, value, 2)}});
        auto const t = parse_template(text);
        BOOST_REQUIRE_MESSAGE(t, text << ": " << t.error().message());
        auto const as_iri = t->expand(v);
        auto const as_uri = t->expand(v, uri);
        BOOST_TEST_CONTEXT(text)
        {
            BOOST_TEST(as_iri.has_value() == as_uri.has_value());
            if (!as_iri) {
                auto const code = as_iri.error().code;
                BOOST_TEST((code == error::prefix_of_composite || code == error::not_an_iri_reference));
                BOOST_TEST(as_iri.error().offset < text.size());
                continue;
            }
            ++expanded;
            BOOST_TEST(parse_iri_reference(as_iri->buffer()).has_value());
            BOOST_TEST(to_uri(*as_iri)->buffer() == as_uri->buffer());
            auto const m = t->match(as_iri->buffer());
            if (m) {
                ++matched;
                BOOST_TEST(t->expand(*m, uri)->buffer() == as_uri->buffer());
            }
            else
                BOOST_TEST((m.error().code == error::unmatchable_template || m.error().code == error::no_match));
        }
    }
    BOOST_TEST_MESSAGE(expanded << " expanded, " << matched << " matched");
    BOOST_TEST(expanded > 5000u);
    BOOST_TEST(matched > 1000u);
}

// An expansion whose template tells its layout is not parsed again: the writer finds where
// the components are (writer::lay_out in src/template.cpp). Over generated templates of every
// leading shape it covers and of those it does not, and values with every delimiter, its
// layout is the parse's, component by component, in every profile and for URI output.
BOOST_AUTO_TEST_CASE(expansions_laid_out_as_they_parse)
{
    std::mt19937 rng(3987);
    std::vector<std::string> const lead = {"http://", "a+b.c://", "x:", "mailto:", "/", "?", "#", "//", "",
                                           "http://h", "http://h:8", "http://u@h/", "http://[::1]/", "x:/", "p/q"};
    std::vector<std::string> const literal = {"/", "a", "例", "?", "#", ":", "@", "&", "=", "%41", "%",
                                              "1", ".", "[", "\xEE\x80\x80", "\xE2\x80\xAE", ""};
    std::vector<std::string> const value = {"x", "1.2.3.4", "256", ":", "/", "?", "#", "@", "[", "]", "%41",
                                            "%", "例", "\xEE\x80\x80", "\xE2\x80\xAE", "9", "", ",", "//"};
    std::vector<std::string> const ops = {"", "+", "#", ".", "/", ";", "?", "&"};
    std::vector<std::string> const specs = {"a", "b", "c", "l", "k", "u", "a*", "l*", "k*", "b:2"};
    std::size_t expanded = 0, failed = 0;
    for (int i = 0; i < 10000; ++i) {
        std::string text = lead[std::uniform_int_distribution<std::size_t>(0, lead.size() - 1)(rng)];
        for (int parts = std::uniform_int_distribution<int>(0, 3)(rng); parts > 0; --parts) {
            text += "{" + ops[std::uniform_int_distribution<std::size_t>(0, ops.size() - 1)(rng)];
            for (int n = std::uniform_int_distribution<int>(1, 2)(rng); n > 0; --n)
                text += specs[std::uniform_int_distribution<std::size_t>(0, specs.size() - 1)(rng)] + (n > 1 ? "," : "");
            text += "}" + pick(rng, literal, 2);
        }
        template_variables v;
        v.set("a", pick(rng, value, 2)).set("b", pick(rng, value, 3)).set("c", pick(rng, value, 1));
        v.set("l", template_variables::list{pick(rng, value, 2), pick(rng, value, 1)});
        v.set("k", template_variables::pairs{{pick(rng, value, 1), pick(rng, value, 2)}, {"q", pick(rng, value, 1)}});
        auto const t = parse_template(text);
        if (!t)
            continue; // a literal "%" without two hex digits
        for (int o = 0; o != 5; ++o) {
            expand_options options;
            options.uri = o == 4;
            options.profile = o == 1 ? profile::rfc3987bis : o == 2 ? profile::leiri : o == 3 ? profile::uri : profile::rfc3987;
            auto const r = t->expand(v, options);
            BOOST_TEST_CONTEXT(text << " (options " << o << ")")
            {
                std::string made;
                auto const to = t->expand_to(made, v, options);
                BOOST_TEST(to.has_value() == r.has_value());
                if (!r) {
                    ++failed;
                    BOOST_TEST((r.error().code == error::not_an_iri_reference || r.error().code == error::prefix_of_composite));
                    continue;
                }
                ++expanded;
                BOOST_TEST(made == r->buffer());
                BOOST_TEST(fuzz::reads_as_parsed(*r)); // the same text, parsed with its options
            }
        }
    }
    BOOST_TEST_MESSAGE(expanded << " expanded, " << failed << " failed");
    BOOST_TEST(expanded > 15000u);
    // in the authority, what may write a delimiter of iuserinfo or of the authority: a key
    // under U+R, a `+` value, a literal "@"; and a port made by an expression
    template_variables d;
    d.set("a", "u@h:1/p?q#f").set("p", "8a").set("k", template_variables::pairs{{"u@h:1/p", "x"}});
    for (char const* text : {"http://h{;k*}/", "http://h{&k*}", "http://{+a}", "http://h{/a}{+a}", "http://h{?k*}",
                             "http://h{#k*}", "http://{a}@h/", "http://h:{p}/", "http://h:8{p}", "x:{/a}", "/{/a}",
                             "x:{+a}{#a}", "http://h/{+a}{+a}", "http://h{.k*}", "http://h{;k}"}) {
        auto const r = parse_template(text)->expand(d);
        BOOST_TEST((r ? fuzz::reads_as_parsed(*r) : r.error().code == error::not_an_iri_reference), text);
    }
    BOOST_TEST(failed > 2000u);
}

// Where the template is unambiguous (expressions apart, values without "," and not empty),
// match gives back the very values.
BOOST_AUTO_TEST_CASE(match_gives_back_the_values)
{
    std::mt19937 rng(3986);
    std::vector<std::string> const value = {"x", " ", "値", "/", "?", "&", "=", "%", "#", "é", "%41", ".", "[", "\xEE\x80\x80"};
    auto const t = parse_template("https://例え.テスト/{a}/{+b}/x{/c}?z=1{&d,e}#{g}");
    BOOST_REQUIRE(t);
    for (int i = 0; i < 5000; ++i) {
        template_variables v;
        for (char const* name : {"a", "c", "d", "e", "g"})
            v.set(name, "v" + pick(rng, value, 4));
        v.set("b", "v" + pick(rng, {"x", "値", "%41", "é", "=", "&"}, 4)); // "+" keeps reserved: no "/" here
        auto const made = t->expand(v);
        BOOST_REQUIRE_MESSAGE(made, made.error().message());
        auto const m = t->match(made->buffer());
        BOOST_REQUIRE_MESSAGE(m, made->buffer() << ": " << m.error().message());
        for (char const* name : {"a", "c", "d", "e", "g"})
            BOOST_TEST(std::get<std::string>(*m->find(name)) == std::get<std::string>(*v.find(name)), name);
    }
}

namespace {

// RFC 6570 Appendix A's encoding of `value` under IRI output, a character at a time: the model
// that expansion, which copies the runs of what stays as it is sixteen bytes at a time, must
// agree with. Knows the non-ASCII characters of `values_of_many_blocks...` below.
std::string encoded(std::string_view value, bool reserved, std::size_t max_chars, bool query, bool fragment)
{
    auto const pct = [](std::string& out, unsigned char c) {
        char const* const hex = "0123456789ABCDEF";
        out += {'%', hex[c >> 4], hex[c & 15]};
    };
    std::string out;
    std::size_t n = 0;
    for (std::size_t i = 0; i < value.size() && (max_chars == 0 || n < max_chars); ++n) {
        unsigned char const c = static_cast<unsigned char>(value[i]);
        bool const hex1 = i + 1 < value.size() && std::isxdigit(static_cast<unsigned char>(value[i + 1]));
        bool const hex2 = i + 2 < value.size() && std::isxdigit(static_cast<unsigned char>(value[i + 2]));
        if (std::isalnum(c) || std::strchr("-._~", c) ||
            (reserved && c != 0 && std::strchr(":/[]@!$&'()*+,;=?#", c))) {
            query = query || (reserved && c == '?');
            fragment = fragment || (reserved && c == '#');
            out += value[i++];
        }
        else if (reserved && c == '%' && hex1 && hex2) {
            out += value.substr(i, 3);
            i += 3;
        }
        else if (c < 0x80)
            pct(out, value[i++]);
        else {
            std::size_t const length = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
            std::string_view const character = value.substr(i, length);
            bool const keep = character == "é" || character == "中" || character == "\U0001F600" ||
                              (character == "\uE000" && query && !fragment); // iprivate; U+202E never
            if (keep)
                out += character;
            else
                for (char b : character)
                    pct(out, static_cast<unsigned char>(b));
            i += length;
        }
    }
    return out;
}

} // namespace

// Values of many sixteen-byte blocks, with every kind of character at every place and prefixes
// of every length: expansion writes what the model above writes, and under max_size, a result
// of exactly max_size bytes is one, and one byte less is result_too_long.
BOOST_AUTO_TEST_CASE(values_of_many_blocks_expand_as_a_character_at_a_time)
{
    std::mt19937 rng(1570);
    std::vector<std::string> const value = {
        "a", "abcdefghij", "Z09", "-._~", "/", ":@", "[", "]", "!$&'()*+,;=", "?", "#", "%41", "%4", "%zz", "%",
        " ", "\"", "<>{}|\\^`", "\x7F", "é", "中", "\U0001F600", "\u202E", "\uE000"};
    struct form
    {
        char const* prefix; ///< the template before "v"
        bool reserved;
        bool query;         ///< the value starts in the query
        bool fragment;      ///< or in the fragment
        char const* before; ///< what the expansion writes before the value
    };
    std::vector<form> const forms = {{"/{v", false, false, false, "/"},     {"/{+v", true, false, false, "/"},
                                     {"/{#v", true, false, true, "/#"},     {"/x?{+v", true, true, false, "/x?"},
                                     {"/{?v", false, true, false, "/?v="}};
    std::size_t compared = 0, bounded = 0;
    for (int i = 0; i < 4000; ++i) {
        std::string const v = pick(rng, value, 40);
        form const& f = forms[static_cast<std::size_t>(i) % forms.size()];
        std::size_t const prefix = i % 3 == 0 ? std::uniform_int_distribution<std::size_t>(1, 80)(rng) : 0;
        std::string const text = std::string(f.prefix) + (prefix ? ":" + std::to_string(prefix) : "") + "}";
        template_variables vars;
        vars.set("v", v);
        std::string const expected = f.before + encoded(v, f.reserved, prefix, f.query, f.fragment);
        auto const t = parse_template(text);
        BOOST_REQUIRE(t);
        auto const made = t->expand(vars);
        BOOST_TEST_CONTEXT(text << " with " << v << ", expected " << expected)
        {
            if (!parse_iri_reference(expected)) { // e.g. a second "#"
                BOOST_TEST(!made);
                continue;
            }
            BOOST_REQUIRE(made);
            BOOST_TEST(made->buffer() == expected);
            ++compared;
            if (v.empty())
                continue;
            expand_options o;
            o.max_size = expected.size();
            BOOST_TEST(t->expand(vars, o)->buffer() == expected);
            o.max_size = expected.size() - 1;
            auto const over = t->expand(vars, o);
            BOOST_TEST((!over && over.error().code == error::result_too_long));
            ++bounded;
        }
    }
    BOOST_TEST_MESSAGE(compared << " compared, " << bounded << " bounded");
    BOOST_TEST(compared > 2000u);
}

BOOST_AUTO_TEST_CASE(expand_into_a_value)
{
    auto const t = parse_template("https://{host}/{+path}{?q,lang}");
    BOOST_REQUIRE(t);
    template_variables v;
    v.set("host", "例え.テスト").set("path", "a/b c").set("q", "値").set("lang", "ja");
    iri dest;
    BOOST_TEST(t->expand(v, dest).has_value());
    BOOST_TEST(dest == "https://例え.テスト/a/b%20c?q=値&lang=ja");
    BOOST_TEST(dest.encoded_host() == "例え.テスト");
    v.set("s", "1");
    BOOST_TEST(!parse_template("{s}://x")->expand(v, dest).has_value()); // no scheme starts with "1"
    BOOST_TEST(dest == "https://例え.テスト/a/b%20c?q=値&lang=ja"); // as it was
    // a string value set again from a part of itself, and from another's
    std::string_view const path = std::get<std::string>(*v.find("path"));
    v.set("path", path.substr(2)).set("q", std::string_view(std::get<std::string>(*v.find("lang"))));
    BOOST_TEST(t->expand(v, dest).has_value());
    BOOST_TEST(dest == "https://例え.テスト/b%20c?q=ja&lang=ja");
    // each expansion is written over the one before it: a shorter one is only itself
    v.set("path", std::string(300, 'p'));
    BOOST_TEST(t->expand(v, dest).has_value());
    BOOST_TEST(dest.encoded_path().size() == 301u);
    BOOST_TEST(parse_template("/{q}")->expand(v, dest).has_value());
    BOOST_TEST(dest.buffer() == "/ja");
    BOOST_TEST(!parse_template("{q}:{path}/[")->expand(v, dest).has_value());
    BOOST_TEST(parse_template("{q}")->expand(v, dest).has_value());
    BOOST_TEST(dest.buffer() == "ja");
}

// Issue 27, item 5: the result is bounded while it is written, by the caller's max_size.
BOOST_AUTO_TEST_CASE(expansion_stops_at_max_size)
{
    template_variables v;
    v.set("v", "abc").set("l", template_variables::list{"x", "y"});
    expand_options o;
    o.max_size = 7;
    BOOST_TEST(parse_template("/a{v}/")->expand(v, o)->buffer() == "/aabc/");
    o.max_size = 6;
    BOOST_TEST(parse_template("/a{v}/")->expand(v, o)->buffer() == "/aabc/");
    o.max_size = 5;
    auto const over = parse_template("/a{v}/")->expand(v, o);
    BOOST_REQUIRE(!over);
    BOOST_TEST((over.error().code == error::result_too_long));
    BOOST_TEST(over.error().offset == 5u); // the literal "/" that passed it
    o.max_size = 3;
    auto const in_value = parse_template("/a{v}/")->expand(v, o);
    BOOST_REQUIRE(!in_value);
    BOOST_TEST(in_value.error().offset == 3u); // the varspec
    BOOST_TEST((parse_template("/{l*}")->expand(v, o).error().code == error::result_too_long));
    o.max_size = 0;
    BOOST_TEST((parse_template("/")->expand(v, o).error().code == error::result_too_long));
    BOOST_TEST(parse_template("")->expand(v, o)->buffer() == "");
    BOOST_TEST((make_error_code(error::result_too_long) == condition::capacity));
}

// Issue 27, item 6: a bidi formatting character of a value is written %HH in an IRI too
// (RFC 3987 §4.1), as set_path, format and to_iri write it.
BOOST_AUTO_TEST_CASE(bidi_formatting_characters_are_encoded)
{
    template_variables v;
    v.set("v", "x\u202Ey\u2066\u061C\u4F8B");
    BOOST_TEST(parse_template("http://h/{v}")->expand(v)->buffer() == "http://h/x%E2%80%AEy%E2%81%A6%D8%9C\u4F8B");
    BOOST_TEST(parse_template("http://h/{+v}{#v}")->expand(v)->buffer() ==
               "http://h/x%E2%80%AEy%E2%81%A6%D8%9C\u4F8B#x%E2%80%AEy%E2%81%A6%D8%9C\u4F8B");
    // and a template's own literal
    BOOST_TEST(parse_template("http://h/\u200F{v}")->expand(v)->buffer() ==
               "http://h/%E2%80%8Fx%E2%80%AEy%E2%81%A6%D8%9C\u4F8B");
}

// Issue 27, item 4: a long literal after an expression is found in linear time, and where
// it is (the last place for an expression of U, the first for one of U+R).
BOOST_AUTO_TEST_CASE(match_finds_long_literals)
{
    std::string const literal = std::string(300, 'a') + "b";
    auto const t = parse_template("{x}" + literal + "{y}");
    auto const m = t->match(std::string(1000, 'a') + "b" + "z");
    BOOST_REQUIRE(m);
    BOOST_TEST(std::get<std::string>(*m->find("x")) == std::string(700, 'a'));
    BOOST_TEST(std::get<std::string>(*m->find("y")) == "z");
    auto const r = parse_template("{+x}/ab/{y}")->match("p/q/ab/z");
    BOOST_REQUIRE(r);
    BOOST_TEST(std::get<std::string>(*r->find("x")) == "p/q");
    BOOST_TEST(std::get<std::string>(*r->find("y")) == "z");
    BOOST_TEST((parse_template("{x}" + literal)->match(std::string(1000, 'a')).error().code == error::no_match));
}

// The variables find a name through a table of up to eight names of one to seven bytes, and
// through the map for the others: both ways, after copies (which note the table again from the
// map) and moves (which take the other's table), and from a moved-from object, give what a map
// of the same sets gives.
BOOST_AUTO_TEST_CASE(variables_find_every_name_set)
{
    std::vector<std::string> const names = {"a", "b", "ab", "ba", "host", "hosts", "path", "q", "lang", "x1",
                                            "x2", "x3", "\xC3\xA9", "seven77", "eight888", "eight889",
                                            "a_longer_name", std::string(1, '\0'), "%41", "A"};
    std::mt19937 random(6570);
    std::map<std::string, std::string> model[2];
    template_variables v[2];
    auto const agree = [&](int k) {
        for (std::string const& n : names) {
            auto const* found = v[k].find(n);
            auto const m = model[k].find(n);
            BOOST_TEST_REQUIRE((found != nullptr) == (m != model[k].end()), "name " << n << " of " << k);
            if (found)
                BOOST_TEST_REQUIRE(std::get<std::string>(*found) == m->second);
        }
        BOOST_TEST_REQUIRE(v[k].size() == model[k].size());
    };
    for (int step = 0; step < 3000; ++step) {
        int const k = static_cast<int>(random() % 2);
        std::string const& n = names[random() % names.size()];
        std::string const text = std::to_string(step);
        switch (random() % 16) {
        case 0: // a copy, either way
            v[1 - k] = v[k];
            model[1 - k] = model[k];
            break;
        case 1: // a move, and the moved-from object set again
            v[1 - k] = std::move(v[k]);
            model[1 - k] = model[k];
            model[k].clear();
            break;
        case 2: {
            template_variables made(std::move(v[k]));
            v[k] = made;
            break;
        }
        case 3:
            if (random() % 8 == 0) { // now and then, start again
                v[k] = template_variables();
                model[k].clear();
            }
            break;
        default:
            if (random() % 2)
                v[k].set(n, std::string_view(text)); // reusing the text it has
            else
                v[k].set(n, text);
            model[k][n] = text;
        }
        agree(0);
        agree(1);
    }
    // and a template asks by the keys it keeps, past the table's eight
    auto const t = parse_template("{a}{b}{ab}{ba}{host}{hosts}{path}{q}{lang}{x1}{x2}{x3}{seven77}{eight888}");
    BOOST_REQUIRE(t);
    std::vector<std::string> const asked = {"a",  "b",  "ab", "ba", "host",    "hosts",   "path",
                                            "q",  "lang", "x1", "x2", "x3", "seven77", "eight888"};
    std::string expected;
    template_variables all;
    for (std::size_t i = 0; i != asked.size(); ++i) {
        all.set(asked[asked.size() - 1 - i], std::to_string(i)); // in another order than the template's
        expected += std::to_string(asked.size() - 1 - i);
    }
    BOOST_TEST(t->expand(all)->buffer() == expected);
    BOOST_TEST(t->expand(template_variables())->buffer() == "");
}
