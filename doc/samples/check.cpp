//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Diagnostics (doc/diagnostics.adoc).
#include "sample.hpp"
#include <boost/iri/check.hpp>
#include <sstream>

namespace iris = boost::iris;

int main()
{
    std::ostringstream out;
    // tag::main[]
    auto const r = iris::check("http://аpple.com/"); // a Cyrillic а
    for (iris::finding const& f : *r)
        out << f.severity << ' ' << f.code << " [" << f.spec << "] " << f.message << '\n';
    // warning mixed_script_label [3987bis §7.5, UTS #39 §5.2] the label "аpple" mixes scripts (Cyrillic, Latin)
    // end::main[]
    EXPECT(out.str().find("warning mixed_script_label [3987bis §7.5, UTS #39 §5.2] the label \"аpple\" "
                          "mixes scripts (Cyrillic, Latin)\n") != std::string::npos);

    // tag::options[]
    iris::check_options o;
    o.parse.profile = iris::profile::leiri;                          // the grammar; LEIRI characters are findings
    o.start = iris::start_rule::absolute_IRI;                        // the rule the input must match
    o.components.query_parameters = true;                            // each name and value is a bidi component
    o.set(iris::diagnostic::not_nfc, iris::severity::error);         // harden a check
    o.set(iris::diagnostic::encoded_non_utf8, iris::severity::off);  // or skip it
    // end::options[]
    auto const hardened = iris::check("http://a/e\xCC\x81", o); // e + U+0301: not NFC
    EXPECT(hardened && iris::has_error(*hardened));
}
