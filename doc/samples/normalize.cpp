//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Normalization and comparison (doc/normalization.adoc).
#include "sample.hpp"
#include <boost/iri/normalize.hpp>
#include <boost/iri/unicode.hpp>
#include <map>
#include <string>
#include <unordered_set>
#include <vector>

namespace iris = boost::iris;

int main()
{
    {
        // tag::main[]
        auto const scheme = iris::options_for(iris::comparison_level::scheme);
        iris::iri const n = iris::normalize("HTTP://Example.COM:80/a/./b/../%7e", scheme).value();
        // "http://example.com/a/~"
        bool const same = iris::equivalent("http://a", "HTTP://A:80/", iris::options_for(iris::comparison_level::scheme)).value(); // true

        std::unordered_set<std::string, iris::equivalence_hash<>, iris::equivalent_to<>> seen(16, {scheme}, {scheme});
        seen.insert("http://example.com/a");
        bool const found = seen.count("HTTP://example.com:80/a") == 1; // true
        // end::main[]
        EXPECT(n == "http://example.com/a/~");
        EXPECT(same);
        EXPECT(found);
    }
    {
        // tag::ladder[]
        // RFC 3987 §5.3: each rung finds more IRIs equal, at more cost
        std::string_view const a = "http://example.org/~user", b = "HTTP://Example.org:80/%7Euser";
        bool const simple = iris::equivalent(a, b, iris::options_for(iris::comparison_level::simple)).value(); // false: other characters
        bool const syntax = iris::equivalent(a, b, iris::options_for(iris::comparison_level::syntax)).value(); // false: the port
        bool const by_scheme = iris::equivalent(a, b, iris::options_for(iris::comparison_level::scheme)).value(); // true: 80 is http's
        // end::ladder[]
        EXPECT(!simple && !syntax && by_scheme);
    }
    {
        // tag::syntax[]
        // §5.3.2: case (scheme, host, %HH), percent-encoding, dot segments
        iris::iri const x = iris::normalize("hTTp://例え.テスト/%E6%96%87/./書/../%2F?%41=%3d").value();
        // "http://例え.テスト/文/%2F?A=%3D": %HH of UTF-8 of an IRI character decoded; "/" and "=" stay encoded
        // end::syntax[]
        EXPECT(x == "http://例え.テスト/文/%2F?A=%3D");
    }
    {
        // tag::dedup[]
        // A crawler's frontier: keep one of each resource, keyed at the scheme rung, with
        // NFC and one form of IDN hosts, so that the Unicode and the xn-- form of a host meet
        iris::unicode_normalize_options keyed{iris::options_for(iris::comparison_level::scheme)};
        keyed.nfc = true;
        keyed.idna_host = true;
        std::vector<std::string> const found = {
            "http://example.org/a/b", "HTTP://EXAMPLE.ORG:80/a/./b", "http://example.org/a/%62",
            "http://example.org/a/c", "http://example.org/a/c#top", "not an iri",
            "http://例え.テスト/", "http://xn--r8jz45g.xn--zckzah/", "http://café.example/", "http://cafe\u0301.example/"};
        std::map<std::string, std::string> frontier; // equivalence key -> first form seen
        std::vector<std::string> rejected;
        for (std::string const& link : found) {
            iris::result<std::string> key = iris::equivalence_key(link, keyed);
            if (!key)
                rejected.push_back(link); // key.error() says where and why
            else
                frontier.emplace(*key, link);
        }
        // frontier: 5 entries (".../a/b", ".../a/c", ".../a/c#top": a fragment is kept, §5.3.1;
        // the host 例え.テスト in either form once; café, composed or not, once)
        // end::dedup[]
        EXPECT(frontier.size() == 5 && rejected.size() == 1);
        EXPECT(frontier.count("http://例え.テスト/") == 1 && frontier["http://例え.テスト/"] == "http://例え.テスト/");
        EXPECT(frontier.count("http://café.example/") == 1);
    }
    {
        // tag::unicode[]
        // The rungs that need Unicode data (boost_iri_unicode): NFC and IDN hosts
        iris::unicode_normalize_options u;
        static_cast<iris::normalize_options&>(u) = iris::options_for(iris::comparison_level::scheme);
        u.nfc = true;       // §5.3.2.2: "e" + U+0301 and "é" compare equal
        u.idna_host = true; // §5.3.3: "xn--bcher-kva" and "bücher" compare equal
        bool const equal = iris::equivalent("http://xn--bcher-kva.example/cafe\u0301",
                                         "http://bücher.example/caf\u00e9", u).value(); // true
        // end::unicode[]
        EXPECT(equal);
    }
    {
        // tag::in_place[]
        iris::iri x = iris::parse_iri("HTTP://A/b/../c").value();
        x.normalize(); // the syntax rung, in place; cannot fail
        // x == "http://a/c"
        // end::in_place[]
        EXPECT(x == "http://a/c");
    }
}
