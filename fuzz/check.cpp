//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The diagnostics and the display form (<boost/iri/check.hpp>): check gives findings inside
// the input, in order, with a syntax error exactly when the input does not parse; the
// display form of an IRI parses under RFC 3987 and breaks neither §4.1 nor §4.2.

#include "fuzz.hpp"
#include <boost/iri/check.hpp>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;

    iris::check_options o;
    o.parse = in.parse_options();
    o.components.query_parameters = in.bit(3);
    o.components.path_extensions = !in.bit(4);
    auto const r = iris::check(s, o);
    require(r.has_value(), "check: failed");
    bool const parses = iris::parse_iri_reference(s, o.parse).has_value();
    bool syntax = false;
    std::size_t last = 0;
    for (iris::finding const& f : *r) {
        require(f.offset + f.length <= s.size() &&
                    (f.length > 0 || f.offset == s.size() || f.code == iris::diagnostic::too_many_findings),
                "check: a finding outside the input");
        require(f.offset >= last, "check: findings out of order");
        require(!f.message.empty() && !f.spec.empty(), "check: a finding without message or section");
        last = f.offset;
        syntax = syntax || f.code == iris::diagnostic::syntax_error;
    }
    require(syntax != parses, "check: a syntax error disagrees with the parser");

    iris::display_options d;
    d.parse = o.parse;
    d.components = o.components;
    d.wrapper = iris::bidi_wrapper::none;
    auto const shown = iris::to_display(s, d);
    require(shown.has_value() == parses, "to_display: fails on an IRI, or takes what is none");
    if (shown) {
        iris::check_options again; // under RFC 3987, zone identifiers as the input had them
        again.components = o.components;
        again.parse.zone_id = o.parse.zone_id;
        auto const c = iris::check(*shown, again);
        require(c.has_value(), "to_display: check failed on the result");
        for (iris::finding const& f : *c)
            require(f.severity != iris::severity::error && f.code != iris::diagnostic::bidi_mixed_directions &&
                        f.code != iris::diagnostic::bidi_rtl_not_at_ends,
                    "to_display: the result breaks RFC 3987 §2.2, §4.1 or §4.2");
    }
    return 0;
}
