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
