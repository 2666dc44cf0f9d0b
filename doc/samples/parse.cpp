//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Profiles, options and the derivation (doc/parse.adoc).
#include "sample.hpp"
#include <boost/iri.hpp>
#include <sstream>
#include <string_view>
#include <string>

namespace iris = boost::iris;

// tag::walk[]
void walk(iris::derivation::node n, int depth, std::ostream& out)
{
    out << std::string(2 * depth, ' ') << n.rule() << " [" << n.begin() << ',' << n.end() << ")\n";
    for (iris::derivation::node inner : n.inner())
        walk(inner, depth + 1, out);
}
// end::walk[]

int main()
{
    {
        // tag::errors[]
        std::string_view const input = "http://例え.テスト/a b";
        iris::result<iris::iri_view> const r = iris::parse_iri(input);
        if (!r) {
            iris::failure const& e = r.error();
            // e.code == iris::error::invalid_character, e.offset == 25 (the space: bytes, not characters)
            // e.found == U' ', e.rule() == "isegment", e.component == iris::component::path
            std::string const why = e.message();
            // "character not allowed here at byte 25 in path: U+0020 ' ' (rule isegment; expected ...)"
            EXPECT(e.code == iris::error::invalid_character && e.offset == 25 && e.found == U' ');
            EXPECT(e.rule() == std::string_view("isegment") && e.component == iris::component::path);
            EXPECT(why.rfind("character not allowed here at byte 25 in path: U+0020", 0) == 0);
        }
        // end::errors[]
        EXPECT(!r);
    }
    // tag::options[]
    iris::parse_options o;
    o.profile = iris::profile::leiri; // rfc3987 (default), rfc3987bis, leiri, uri
    o.zone_id = true;                 // RFC 6874: http://[fe80::1%25eth0]/
    auto const spaced = iris::parse_iri("http://a/b c", o);          // a LEIRI may hold a space
    auto const strict = iris::parse_iri("http://a/b c");             // an IRI may not
    auto const zone = iris::parse_iri("http://[fe80::1%25eth0]/", o);
    // end::options[]
    EXPECT(spaced && spaced->path() == "/b c");
    EXPECT(!strict && strict.error().offset == 10);
    EXPECT(zone && zone->encoded_host() == "[fe80::1%25eth0]");

    // tag::derive[]
    std::ostringstream tree;
    walk(iris::derive("http://a/b?q").value().root(), 0, tree);
    // end::derive[]
    EXPECT(tree.str().rfind("IRI-reference [0,12)\n", 0) == 0);
    EXPECT(tree.str().find("    scheme [0,4)\n") != std::string::npos);
    EXPECT(tree.str().find("iquery [11,12)") != std::string::npos);
}
