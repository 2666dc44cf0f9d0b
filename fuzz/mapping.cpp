//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The mappings (RFC 3987 §3.1-3.2, 3987bis §3-4, §6): to_uri gives a URI and is idempotent,
// the string and reused-buffer forms agree; to_iri gives an IRI that maps back to the same
// URI's normal form; leiri_to_iri gives an IRI of 3987bis; preprocess gives no whitespace
// at the ends.

#include "fuzz.hpp"
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;

    iris::unicode_to_uri_options m;
    m.parse = in.parse_options();
    m.host = in.bit(3) ? iris::host_mapping::idna : iris::host_mapping::percent;
    m.encode_unsafe_ascii = in.bit(4);
    m.query_charset = in.bit(5) ? "Shift_JIS" : "";

    iris::parse_options uri;
    uri.profile = iris::profile::uri;
    uri.zone_id = m.parse.zone_id;

    auto const u = iris::to_uri(s, m);
    require_well_formed(u, s.size(), "to_uri: error outside the input");
    if (auto const x = iris::parse_iri_reference(s, m.parse)) {
        iris::iri reused = *x; // into a value that is also the input
        auto const u2 = iris::to_uri(reused, reused, m);
        require(u.has_value() == u2.has_value() && (!u || *u == reused), "to_uri: the value form differs");
    }
    if (u) {
        require(iris::parse_iri_reference(u->buffer(), uri).has_value() && reads_as_parsed(*u),
                "to_uri: the result is not a URI laid out as its text");
        iris::unicode_to_uri_options again = m;
        again.parse.profile = iris::profile::uri;
        auto const uu = iris::to_uri(*u, again);
        require(uu && *uu == *u, "to_uri: not idempotent");
    }

    iris::unicode_to_iri_options back;
    back.host = in.bit(6) ? iris::host_display::unicode : iris::host_display::keep;
    auto const i = iris::to_iri(s, back);
    require_well_formed(i, s.size(), "to_iri: error outside the input");
    if (i) {
        require(iris::parse_iri_reference(i->buffer(), i->options()).has_value() && reads_as_parsed(*i),
                "to_iri: the result is not an IRI laid out as its text");
        // 3987bis §4: mapped back, the IRI gives the URI up to the case of %HH and the
        // encoding of unreserved characters (RFC 3986 §6.2.2.1-2)
        if (back.host == iris::host_display::keep && iris::parse_iri_reference(s, uri)) {
            auto const round = iris::to_uri(*i);
            iris::normalize_options o = iris::options_for(iris::comparison_level::simple);
            o.case_normalization = true;
            o.percent_normalization = true;
            o.parse = uri;
            require(round && iris::normalize(*round, o).value() == iris::normalize(s, o).value(),
                    "to_iri: to_uri does not give the URI back");
        }
    }

    auto const l = iris::leiri_to_iri(s);
    require_well_formed(l, s.size(), "leiri_to_iri: error outside the input");
    if (l) {
        iris::parse_options bis;
        bis.profile = iris::profile::rfc3987bis;
        require(iris::parse_iri_reference(*l, bis).has_value(), "leiri_to_iri: the result is not an IRI");
    }

    auto const spaces = static_cast<iris::space_handling>(in.bits % 3);
    for (std::string const& p : iris::preprocess(s, spaces)) {
        require(p.empty() || (p.front() != ' ' && p.back() != ' '), "preprocess: space at an end");
        if (spaces == iris::space_handling::split)
            require(!p.empty() && p.find(' ') == std::string::npos, "preprocess: split left a space");
    }
    return 0;
}
