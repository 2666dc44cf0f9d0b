//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI templates, RFC 6570 (doc/templates.adoc).
#include "sample.hpp"
#include <boost/iri/format.hpp>
#include <boost/iri/template.hpp>
#include <map>
#include <string>

namespace iris = boost::iris;

int main()
{
    // tag::main[]
    // parse once ...
    iris::iri_template const t = iris::parse_template("https://例え.テスト/{kind}/{id}{?fields*}").value();

    // ... expand many times
    iris::template_variables v;
    v.set("kind", "本").set("id", "978 4").set("fields", iris::template_variables::list{"title", "著者"});
    iris::iri const a = t.expand(v).value();     // "https://例え.テスト/本/978%204?fields=title&fields=著者"

    iris::expand_options uri;
    uri.uri = true;                              // RFC 6570's own expansion: a URI
    iris::iri const b = t.expand(v, uri).value(); // "https://%E4%BE%8B...%E6%9C%AC/978%204?fields=title&fields=%E8%91%97%E8%80%85"

    // any map of names to strings
    std::map<std::string, std::string> const m{{"kind", "article"}, {"id", "7"}};
    iris::iri const c = t.expand(m).value();     // "https://例え.テスト/article/7"
    // end::main[]

    // tag::levels[]
    // the variables of RFC 6570 §1.2
    iris::template_variables r;
    r.set("var", "value").set("hello", "Hello World!").set("path", "/foo/bar").set("x", "1024").set("y", "768");
    r.set("list", iris::template_variables::list{"red", "green", "blue"});
    r.set("keys", iris::template_variables::pairs{{"semi", ";"}, {"dot", "."}, {"comma", ","}});
    auto const expand = [&r](char const* text) { return std::string(iris::parse_template(text)->expand(r)->buffer()); };
    // Level 1: simple string expansion
    std::string const l1 = expand("/greet/{hello}");       // "/greet/Hello%20World%21"
    // Level 2: reserved (+) and fragment (#) expansion keep reserved characters
    std::string const l2 = expand("{+path}/here{#var}");   // "/foo/bar/here#value"
    // Level 3: several variables; label, path segment, path-style parameter and form-style query
    std::string const l3 = expand("map{/var,x}{?x,y}");     // "map/value/1024?x=1024&y=768"
    // Level 4: prefix and explode modifiers; lists and associative arrays
    std::string const l4 = expand("{var:3}{/list*}{?keys*}"); // "val/red/green/blue?semi=%3B&dot=.&comma=%2C"
    // end::levels[]
    EXPECT(l1 == "/greet/Hello%20World%21");
    EXPECT(l2 == "/foo/bar/here#value");
    EXPECT(l3 == "map/value/1024?x=1024&y=768");
    EXPECT(l4 == "val/red/green/blue?semi=%3B&dot=.&comma=%2C");

    // tag::errors[]
    auto const bad = iris::parse_template("/{id:0}");
    // bad.error(): invalid_character at byte 5 (rule prefix; expected max-length)
    iris::template_variables list;
    list.set("id", iris::template_variables::list{"1", "2"});
    auto const composite = iris::parse_template("/{id:3}")->expand(list);
    // composite.error(): prefix_of_composite at byte 2, the varspec "id"
    // end::errors[]

    // tag::match[]
    iris::template_variables const found =
        iris::parse_template("https://例え.テスト/{kind}/{id}.html{?tags*}")
            ->match("https://例え.テスト/本/a.b%20c.html?tags=x&tags=y")
            .value();
    // kind "本", id "a.b c", tags the list {"x", "y"}; listed (shorter names first):
    std::string listed;
    for (auto const& [name, value] : found) {
        listed += name + "=";
        if (auto const* text = std::get_if<std::string>(&value))
            listed += *text;
        else if (auto const* members = std::get_if<iris::template_variables::list>(&value))
            listed += "(" + std::to_string(members->size()) + " members)";
        listed += " ";
    }
    // listed: "id=a.b c kind=本 tags=(2 members) "
    // end::match[]
    EXPECT(listed == "id=a.b c kind=本 tags=(2 members) ");
    EXPECT(std::get<std::string>(*found.find("kind")) == "本");
    EXPECT(std::get<std::string>(*found.find("id")) == "a.b c");
    EXPECT((std::get<iris::template_variables::list>(*found.find("tags")) == iris::template_variables::list{"x", "y"}));

    // tag::format[]
    iris::iri const f = iris::format("https://{}/{}/search?q={}&lang={lang}", "例え.テスト", "本 棚/a?b", "x&y=z",
                                     iris::arg("lang", "ja")).value();
    // "https://例え.テスト/本%20棚/a%3Fb/search?q=x%26y%3Dz&lang=ja"
    // end::format[]
    EXPECT(f == "https://例え.テスト/本%20棚/a%3Fb/search?q=x%26y%3Dz&lang=ja");
    EXPECT(a == "https://例え.テスト/本/978%204?fields=title&fields=著者");
    EXPECT(b == "https://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E6%9C%AC/978%204"
                "?fields=title&fields=%E8%91%97%E8%80%85");
    EXPECT(c == "https://例え.テスト/article/7");
    EXPECT(!bad && bad.error().code == iris::error::invalid_character && bad.error().offset == 5 &&
           bad.error().rule() == "prefix");
    EXPECT(!composite && composite.error().code == iris::error::prefix_of_composite && composite.error().offset == 2);
}
