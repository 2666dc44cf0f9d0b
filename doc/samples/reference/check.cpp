//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/check.hpp>.
#include "../sample.hpp"
#include <boost/iri/check.hpp>
#include <string>
#include <vector>

namespace iris = boost::iris;

int main()
{
    {
        // tag::check[]
        std::vector<iris::finding> const f = iris::check("http://a/\u202Eabc").value(); // U+202E RLO
        EXPECT(f.size() == 1 && f[0].code == iris::diagnostic::bidi_formatting_character && f[0].offset == 9);
        EXPECT(iris::has_error(f));
        // end::check[]
    }
    {
        // tag::finding[]
        iris::finding const f = iris::check("http://a/cafe\u0301").value().at(0); // not NFC
        EXPECT(f.code == iris::diagnostic::not_nfc && f.component == iris::component::path);
        EXPECT(f.spec == iris::spec_of(iris::diagnostic::not_nfc) && !f.message.empty());
        // end::finding[]
    }
    {
        // tag::check_options[]
        iris::check_options strict;
        strict.set(iris::diagnostic::not_nfc, iris::severity::error);
        EXPECT(iris::has_error(iris::check("http://a/cafe\u0301", strict).value()));
        EXPECT(!iris::has_error(iris::check("http://a/cafe\u0301").value()));
        // end::check_options[]
    }
    {
        // tag::has_error[]
        EXPECT(!iris::has_error(iris::check("http://例え.テスト/").value()));
        EXPECT(iris::has_error(iris::check("http://a/b c").value())); // syntax_error
        // end::has_error[]
    }
    {
        // tag::diagnostic[]
        iris::diagnostic d{};
        EXPECT(iris::from_string("not_nfc", d) && d == iris::diagnostic::not_nfc);
        EXPECT(iris::to_string(d) == "not_nfc");
        // end::diagnostic[]
    }
    {
        // tag::severity[]
        EXPECT(iris::default_severity(iris::diagnostic::syntax_error) == iris::severity::error);
        EXPECT(iris::severity::note < iris::severity::warning);
        // end::severity[]
    }
    {
        // tag::default_severity[]
        iris::check_options const o;
        EXPECT(o.severity_of(iris::diagnostic::not_nfc) == iris::default_severity(iris::diagnostic::not_nfc));
        // end::default_severity[]
    }
    {
        // tag::spec_of[]
        EXPECT(iris::spec_of(iris::diagnostic::bidi_formatting_character) == "RFC 3987 §4.1");
        // end::spec_of[]
    }
    {
        // tag::from_string[]
        iris::severity s{};
        EXPECT(iris::from_string("warning", s) && s == iris::severity::warning);
        EXPECT(!iris::from_string("fatal", s));
        // end::from_string[]
    }
    {
        // tag::diagnostic_count[]
        for (std::size_t i = 0; i < iris::diagnostic_count; ++i)
            EXPECT(!iris::to_string(static_cast<iris::diagnostic>(i)).empty());
        // end::diagnostic_count[]
    }
    {
        // tag::to_display[]
        // an invisible reordering character is shown encoded (RFC 3987 §4.1)
        EXPECT(iris::to_display("http://a/\u202Eabc").value() == "http://a/%E2%80%AEabc");
        // text with right-to-left characters is wrapped as left-to-right
        EXPECT(iris::to_display("http://a/עב").value() == "\u202Ahttp://a/עב\u202C");
        // end::to_display[]
    }
    {
        // tag::display_options[]
        iris::display_options html;
        html.wrapper = iris::bidi_wrapper::none; // the page sets dir="ltr"
        EXPECT(iris::to_display("http://a/עב", html).value() == "http://a/עב");
        // end::display_options[]
    }
    {
        // tag::bidi_wrapper[]
        iris::display_options o;
        o.wrapper = iris::bidi_wrapper::isolate;
        EXPECT(iris::to_display("http://a/עב", o).value() == "\u2066http://a/עב\u2069");
        // end::bidi_wrapper[]
    }
    {
        // tag::component_options[]
        iris::check_options o;
        o.components.query_parameters = true; // the query as name=value pairs
        EXPECT(iris::check("http://a/?q=%E5%80%A4", o).has_value());
        // end::component_options[]
    }
}
