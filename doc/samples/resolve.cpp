//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Resolution and relativization (doc/resolution.adoc).
#include "sample.hpp"
#include <boost/iri/resolve.hpp>
#include <string_view>

namespace iris = boost::iris;

int main()
{
    // tag::main[]
    std::string const g = iris::resolve("http://a/b/c/d;p?q", "../g?y#s").value();  // "http://a/b/g?y#s"
    iris::resolve_options loose;
    loose.strict = false;
    std::string const h = iris::resolve("http://a/b/c/d;p?q", "http:g", loose).value(); // "http://a/b/c/g"
    std::string const e = iris::relativize("http://a/b/c/d", "http://a/b/e").value();  // "../e"

    // allocation-free: parse once, resolve into a buffer of the caller's
    iris::iri_view const base = iris::parse_iri("http://a/b/c/d;p?q").value();
    char buffer[256];
    auto const r = iris::resolve(base, iris::parse_iri_reference("g").value(), buffer, sizeof buffer);
    // end::main[]
    EXPECT(g == "http://a/b/g?y#s");
    EXPECT(h == "http://a/b/c/g");
    EXPECT(e == "../e");
    EXPECT(r && *r == "http://a/b/c/g" && r->data() == buffer);
}
