//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/resolve.hpp> and <boost/iri/normalize.hpp>.
#include "../sample.hpp"
#include <boost/iri/normalize.hpp>
#include <boost/iri/unicode.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/resolve.hpp>
#include <string>
#include <unordered_set>

namespace iris = boost::iris;

int main()
{
    {
        // tag::resolve[]
        // RFC 3986 §5.4.1
        EXPECT(iris::resolve("http://a/b/c/d;p?q", "../g").value() == "http://a/b/g");
        EXPECT(iris::resolve("http://a/b/c/d;p?q", "?y").value() == "http://a/b/c/d;p?y");
        EXPECT(iris::resolve("a/b", "c").error().code == iris::error::base_not_absolute);
        // end::resolve[]
    }
    {
        // tag::resolve_options[]
        iris::resolve_options loose;
        loose.strict = false; // RFC 3986 §5.2.2: "http:g" as "g"
        EXPECT(iris::resolve("http://a/b/c/d;p?q", "http:g", loose).value() == "http://a/b/c/g");
        EXPECT(iris::resolve("http://a/b/c/d;p?q", "http:g").value() == "http:g");
        // end::resolve_options[]
    }
    {
        // tag::relativize[]
        EXPECT(iris::relativize("http://a/b/c/d", "http://a/b/e").value() == "../e");
        EXPECT(iris::relativize("http://a/b/c", "http://a/b/c?q").value() == "?q");
        // end::relativize[]
    }
    {
        // tag::relativize_options[]
        iris::relativize_options no_up;
        no_up.parent_segments = false;
        EXPECT(iris::relativize("http://a/b/c/d", "http://a/b/e", no_up).value() == "/b/e");
        // end::relativize_options[]
    }
    {
        // tag::remove_dot_segments[]
        EXPECT(iris::remove_dot_segments("/a/b/c/./../../g") == "/a/g"); // RFC 3986 §5.2.4
        // end::remove_dot_segments[]
    }
    {
        // tag::normalize[]
        EXPECT(iris::normalize("HTTP://Example.ORG/%7euser/./a/../b").value() == "http://example.org/~user/b");
        // end::normalize[]
    }
    {
        // tag::unicode_normalize_options[]
        iris::unicode_normalize_options o;
        o.nfc = true;       // RFC 3987 §5.3.2.2
        o.idna_host = true; // §5.3.3
        EXPECT(iris::normalize("http://xn--tda.example/cafe\u0301", o).value() == "http://ü.example/caf\u00e9");
        EXPECT(iris::equivalent("http://xn--tda.example/", "http://ü.example/", o).value());
        // end::unicode_normalize_options[]
    }
    {
        // tag::normalize_options[]
        iris::normalize_options only_case;
        only_case.percent_normalization = false;
        only_case.path_normalization = false;
        EXPECT(iris::normalize("HTTP://Example.ORG/%7e/./", only_case).value() == "http://example.org/%7E/./");
        // end::normalize_options[]
    }
    {
        // tag::comparison_level[]
        EXPECT(!iris::equivalent("http://a/%7e", "http://a/~", iris::options_for(iris::comparison_level::simple)).value());
        EXPECT(iris::equivalent("http://a/%7e", "http://a/~", iris::options_for(iris::comparison_level::syntax)).value());
        EXPECT(iris::equivalent("http://a:80/", "http://a/", iris::options_for(iris::comparison_level::scheme)).value());
        // end::comparison_level[]
    }
    {
        // tag::equivalent[]
        iris::result<bool> const same = iris::equivalent("http://a/b", "HTTP://A/b");
        EXPECT(same && *same);
        EXPECT(iris::equivalent("http://a/b", "not an iri").error().operand == 1); // the second input
        // end::equivalent[]
    }
    {
        // tag::equivalence_key[]
        EXPECT(iris::equivalence_key("HTTP://a:80/%7e", iris::options_for(iris::comparison_level::scheme)).value() ==
               "http://a/~");
        EXPECT(iris::equivalence_key("HTTP://a/%7e").value() == "http://a/~"); // the syntax rung
        // end::equivalence_key[]
    }
    {
        // tag::equivalent_to[]
        auto const scheme = iris::options_for(iris::comparison_level::scheme);
        std::unordered_set<std::string, iris::equivalence_hash<>, iris::equivalent_to<>> seen(16, {scheme}, {scheme});
        for (char const* s : {"http://a/", "HTTP://a:80/", "http://A/%7e", "http://a/~"})
            seen.insert(s);
        EXPECT(seen.size() == 2); // deduplicated at the scheme rung
        // end::equivalent_to[]
    }
    {
        // tag::equivalence_hash[]
        iris::equivalence_hash<> const h; // the syntax rung
        EXPECT(h("http://a/%7e") == h("HTTP://A/~"));
        // end::equivalence_hash[]
    }
    {
        // tag::options_for[]
        iris::normalize_options const o = iris::options_for(iris::comparison_level::scheme);
        EXPECT(o.case_normalization && o.scheme_based);
        // end::options_for[]
    }
    {
        // tag::scheme_rule[]
        iris::scheme_rule const* http = nullptr;
        for (iris::scheme_rule const& r : iris::builtin_scheme_rules())
            if (r.scheme == "http")
                http = &r;
        EXPECT(http && http->default_port == "80" && http->empty_path_is_root);
        // end::scheme_rule[]
    }
    {
        // tag::builtin_scheme_rules[]
        bool http = false;
        for (iris::scheme_rule const& r : iris::builtin_scheme_rules())
            http = http || r.scheme == "http";
        EXPECT(http);
        // end::builtin_scheme_rules[]
    }
}
