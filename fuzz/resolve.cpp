//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Resolution (RFC 3986 §5.2): the string and buffer forms agree and the result parses as
// an IRI; relativize is undone by resolve where it succeeds; remove_dot_segments leaves no
// dot segment and is idempotent. The input is "BASE\nREFERENCE".

#include "fuzz.hpp"
#include <boost/iri/resolve.hpp>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    auto const [base, reference] = in.halves();

    iris::resolve_options o;
    o.strict = !in.bit(0);
    auto const r = iris::resolve(base, reference, o);
    if (r)
        require(iris::parse_iri(r->buffer()).has_value() && reads_as_parsed(*r),
                "resolve: the result is not an IRI laid out as its text");

    auto const b = iris::parse_iri_reference(base);
    auto const ref = iris::parse_iri_reference(reference);
    if (b && ref) {
        // into a value, which may be an input itself
        iris::iri dest(*ref);
        auto const v = iris::resolve(*b, dest, dest, o);
        require(v.has_value() == r.has_value() && (!r || dest == *r), "resolve: the value form differs");
    }

    iris::relativize_options ro;
    ro.network_path = !in.bit(1);
    ro.parent_segments = !in.bit(2);
    auto const rel = iris::relativize(base, reference, ro);
    if (rel) {
        auto const there = iris::resolve(base, rel->buffer());
        require(there && *there == reference, "relativize: resolve does not give the target back");
    }

    std::string const once = iris::remove_dot_segments(reference);
    require(iris::remove_dot_segments(once) == once, "remove_dot_segments: not idempotent");
    if (!once.empty() && once.front() == '/')
        require(once.find("/./") == std::string::npos && once.find("/../") == std::string::npos,
                "remove_dot_segments: a dot segment is left");
    return 0;
}
