//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/parse.hpp>, <boost/iri/error.hpp> and
// <boost/iri/profile.hpp>: each tag is the page that shows it (doc/reference/generate).
#include "../sample.hpp"
#include <boost/iri/parse.hpp>
#include <string>

namespace iris = boost::iris;

int main()
{
    {
        // tag::parse_iri_reference[]
        iris::result<iris::iri_view> r = iris::parse_iri_reference("http://例え.テスト/パス?q=値#章");
        EXPECT(r && r->encoded_host() == "例え.テスト" && r->encoded_query() == "q=値");
        EXPECT(iris::parse_iri_reference("../a b").error().offset == 4); // a space is not allowed
        // end::parse_iri_reference[]
    }
    {
        // tag::parse_iri[]
        EXPECT(iris::parse_iri("mailto:someone@example.org").has_value());
        EXPECT(iris::parse_iri("//example.org/a").has_error()); // a relative reference
        // end::parse_iri[]
    }
    {
        // tag::parse_absolute_iri[]
        EXPECT(iris::parse_absolute_iri("http://a/b?c").has_value());
        EXPECT(iris::parse_absolute_iri("http://a/b#c").has_error()); // absolute-IRI has no fragment
        // end::parse_absolute_iri[]
    }
    {
        // tag::parse_irelative_ref[]
        EXPECT(iris::parse_irelative_ref("../g?q#f").has_value());
        EXPECT(iris::parse_irelative_ref("g:h").has_error()); // "g" would be a scheme
        // end::parse_irelative_ref[]
    }
    {
        // tag::result[]
        iris::result<iris::iri_view> r = iris::parse_iri("http://a/%zz");
        if (!r) {
            iris::failure const& e = r.error();
            EXPECT(e.code == iris::error::invalid_percent_encoding && e.offset == 10); // at the "z"
        }
        // end::result[]
    }
    {
        // tag::failure[]
        iris::failure const e = iris::parse_iri("http://a/b c").error();
        EXPECT(e.offset == 10 && e.found == U' ' && e.rule() == std::string_view("isegment"));
        EXPECT(e.message().find("at byte 10") != std::string::npos);
        // end::failure[]
    }
    {
        // tag::failure_exception[]
        try {
            iris::iri_view const v = iris::parse_iri("not an iri").value();
            (void)v;
            EXPECT(false);
        } catch (iris::failure_exception const& x) {
            EXPECT(x.error().offset == 3);
        }
        // end::failure_exception[]
    }
    {
        // tag::error[]
        iris::failure const e = iris::parse_iri("http://a/\xff").error();
        EXPECT(e.code == iris::error::invalid_utf8);
        EXPECT(e.code == iris::condition::invalid_encoding); // the error's kind
        // end::error[]
    }
    {
        // tag::derive[]
        iris::derivation const d = iris::derive("http://a/b").value();
        EXPECT(d.root().rule() == "IRI-reference");
        std::string inside;
        for (iris::derivation::node n : d.root().inner())
            inside += std::string(n.rule()) + " ";
        EXPECT(inside == "IRI ");
        // end::derive[]
    }
    {
        // tag::parse_options[]
        iris::parse_options zones;
        zones.zone_id = true; // RFC 6874
        EXPECT(iris::parse_iri("http://[fe80::1%25eth0]/", zones).has_value());
        EXPECT(iris::parse_iri("http://[fe80::1%25eth0]/").has_error());
        // end::parse_options[]
    }
    {
        // tag::profile[]
        iris::parse_options uri;
        uri.profile = iris::profile::uri; // RFC 3986: no characters outside ASCII
        EXPECT(iris::parse_iri("http://例え.テスト/", uri).has_error());
        EXPECT(iris::to_string(iris::profile::rfc3987bis) == "rfc3987bis");
        // end::profile[]
    }
}
