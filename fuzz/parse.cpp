//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The parser, every start rule in every profile: a value that prints back as the input and
// converts to the owning form and back unchanged, or a typed error inside the input; the
// start rules agree with each other (an IRI is an IRI reference with a scheme, ...).

#include "fuzz.hpp"
#include <boost/iri/value.hpp>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;
    iris::parse_options const o = in.parse_options();

    auto const reference = iris::parse_iri_reference(s, o);
    auto const iri = iris::parse_iri(s, o);
    auto const absolute = iris::parse_absolute_iri(s, o);
    auto const relative = iris::parse_irelative_ref(s, o);
    for (auto const* r : {&reference, &iri, &absolute, &relative}) {
        require_well_formed(*r, s.size(), "parse: error outside the input");
        if (*r) {
            require((*r)->to_string() == s, "parse: the value does not print back as the input");
            iris::iri_parts const owned(**r);
            require(owned.to_string() == s && iris::iri_view(owned) == **r, "parse: owning form differs");
            iris::iri const value(**r, o);
            require(value.buffer() == s && value.view() == **r, "parse: the value's tree differs");
        }
    }
    require(reference.has_value() == (iri.has_value() || relative.has_value()),
            "parse: IRI-reference is not IRI / irelative-ref");
    require(!iri || iri->scheme, "parse: an IRI without a scheme");
    require(!absolute || (iri && !iri->fragment), "parse: absolute-IRI is not an IRI without fragment");
    require(!relative || !relative->scheme, "parse: irelative-ref with a scheme");
    if (reference && iri)
        require(*reference == *iri, "parse: IRI-reference and IRI differ");

    // the uri profile takes no more than the others
    if (o.profile == iris::profile::uri && reference) {
        iris::parse_options wide = o;
        wide.profile = iris::profile::rfc3987;
        require(iris::parse_iri_reference(s, wide).has_value(), "parse: a URI that is not an IRI");
    }
    return 0;
}
