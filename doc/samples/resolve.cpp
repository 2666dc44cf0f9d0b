//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Resolution and relativization (doc/resolution.adoc).
#include "sample.hpp"
#include <boost/iri/parse.hpp>
#include <boost/iri/resolve.hpp>
#include <string_view>

namespace iris = boost::iris;

int main()
{
    {
        // tag::main[]
        iris::iri const g = iris::resolve("http://a/b/c/d;p?q", "../g?y#s").value();  // "http://a/b/g?y#s"
        iris::resolve_options loose;
        loose.strict = false;
        iris::iri const h = iris::resolve("http://a/b/c/d;p?q", "http:g", loose).value(); // "http://a/b/c/g"
        iris::iri const e = iris::relativize("http://a/b/c/d", "http://a/b/e").value();  // "../e"

        // allocation-free once `r` has room: parse once, resolve into a reused value
        iris::iri_view const base = iris::parse_iri("http://a/b/c/d;p?q").value();
        iris::iri r;
        auto const ok = iris::resolve(base, iris::parse_iri_reference("g").value(), r);
        // end::main[]
        EXPECT(g == "http://a/b/g?y#s");
        EXPECT(h == "http://a/b/c/g");
        EXPECT(e == "../e");
        EXPECT(ok && r == "http://a/b/c/g" && r.encoded_path() == "/b/c/g");
    }
    {
        // tag::rfc3986[]
        // RFC 3986 §5.4: the base, and each reference with the IRI it resolves to
        std::string_view const base = "http://a/b/c/d;p?q";
        struct example { std::string_view reference, target; };
        example const normal[] = { // §5.4.1
            {"g:h", "g:h"},         {"g", "http://a/b/c/g"},   {"./g", "http://a/b/c/g"},
            {"g/", "http://a/b/c/g/"}, {"/g", "http://a/g"},   {"//g", "http://g"},
            {"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"}, {"#s", "http://a/b/c/d;p?q#s"},
            {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"}, {";x", "http://a/b/c/;x"},
            {"g;x", "http://a/b/c/g;x"}, {"g;x?y#s", "http://a/b/c/g;x?y#s"}, {"", "http://a/b/c/d;p?q"},
            {".", "http://a/b/c/"},  {"./", "http://a/b/c/"},   {"..", "http://a/b/"},
            {"../", "http://a/b/"},  {"../g", "http://a/b/g"},  {"../..", "http://a/"},
            {"../../", "http://a/"}, {"../../g", "http://a/g"},
        };
        example const abnormal[] = { // §5.4.2: more ".." than segments, dots inside names
            {"../../../g", "http://a/g"}, {"/./g", "http://a/g"}, {"/../g", "http://a/g"},
            {"g.", "http://a/b/c/g."},    {".g", "http://a/b/c/.g"}, {"g..", "http://a/b/c/g.."},
            {"./../g", "http://a/b/g"},   {"g/./h", "http://a/b/c/g/h"}, {"g;x=1/../y", "http://a/b/c/y"},
            {"g?y/./x", "http://a/b/c/g?y/./x"}, {"g#s/../x", "http://a/b/c/g#s/../x"},
        };
        std::size_t agree = 0;
        for (example const& x : normal)
            agree += iris::resolve(base, x.reference).value() == x.target;
        for (example const& x : abnormal)
            agree += iris::resolve(base, x.reference).value() == x.target;
        // agree == 34: every example of §5.4
        // end::rfc3986[]
        EXPECT(agree == std::size(normal) + std::size(abnormal) && agree == 34);
    }
    {
        // tag::iri[]
        // IRIs resolve like URIs: their characters are like unreserved ones (RFC 3987 §6.5)
        iris::iri const page = iris::resolve("https://例え.テスト/文書/目次", "../画像/図1.png").value();
        // "https://例え.テスト/画像/図1.png"
        // end::iri[]
        EXPECT(page == "https://例え.テスト/画像/図1.png");
    }
    {
        // tag::errors[]
        iris::failure const no_scheme = iris::resolve("/b/c", "g").error();
        // no_scheme.code == iris::error::base_not_absolute: a base must be absolute (§5.1)

        iris::failure const bad_ref = iris::resolve("http://a/b", "g h").error();
        // bad_ref.operand == 1 (the reference), bad_ref.offset == 1: the space

        iris::failure const unwritable = iris::resolve("x:/b", ".//a").error();
        // unwritable.code == iris::error::unrepresentable_result: "x://a" would read as an authority
        // end::errors[]
        EXPECT(no_scheme.code == iris::error::base_not_absolute);
        EXPECT(bad_ref.operand == 1 && bad_ref.offset == 1);
        EXPECT(unwritable.code == iris::error::unrepresentable_result);
    }
    {
        // tag::relativize[]
        std::string_view const base = "http://a/b/c/d;p?q";
        iris::iri const up = iris::relativize(base, "http://a/b/g").value();        // "../g"
        iris::iri const query = iris::relativize(base, "http://a/b/c/d;p?y").value(); // "?y"
        iris::iri const other = iris::relativize(base, "http://x/b").value();        // "//x/b"
        iris::iri const scheme = iris::relativize(base, "https://a/b").value();      // "https://a/b"

        // and back: resolve(base, relativize(base, t)) == t, exactly
        EXPECT(iris::resolve(base, up.buffer()).value() == "http://a/b/g");
        // end::relativize[]
        EXPECT(up == "../g" && query == "?y" && other == "//x/b" && scheme == "https://a/b");
    }
    {
        // tag::relativize_options[]
        iris::relativize_options strict;
        strict.network_path = false;    // never "//host/..."
        strict.parent_segments = false; // never ".."
        iris::iri const a = iris::relativize("http://a/b/c/d", "http://a/b/e", strict).value(); // "/b/e"
        iris::iri const b = iris::relativize("http://a/b/c/d", "http://x/b", strict).value();   // "http://x/b"
        // end::relativize_options[]
        EXPECT(a == "/b/e" && b == "http://x/b");
    }
}
