//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/error.hpp> and the grammar's functions.
#include "../sample.hpp"
#include <boost/iri/grammar.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/productions.hpp>
#include <boost/iri/parse.hpp>
#include <string>

namespace iris = boost::iris;

int main()
{
    {
        // tag::condition[]
        boost::system::error_code const ec = iris::parse_iri("http://a/\xff").error().code;
        EXPECT(ec == iris::condition::invalid_encoding && ec != iris::condition::invalid_syntax);
        // end::condition[]
    }
    {
        // tag::component[]
        iris::parse_error const e = iris::parse_iri("http://a/?q=\x01").error();
        EXPECT(e.component == iris::component::iquery);
        // end::component[]
    }
    {
        // tag::error_category[]
        boost::system::error_code const ec = iris::make_error_code(iris::error::invalid_utf8);
        EXPECT(&ec.category() == &iris::error_category() && std::string(ec.category().name()) == "boost.iri");
        // end::error_category[]
    }
    {
        // tag::make_error_code[]
        boost::system::error_code const ec = iris::error::base_not_absolute; // through make_error_code
        EXPECT(ec == iris::make_error_code(iris::error::base_not_absolute) && !ec.message().empty());
        // end::make_error_code[]
    }
    {
        // tag::make_error_condition[]
        boost::system::error_condition const c = iris::make_error_condition(iris::condition::invalid_syntax);
        EXPECT(iris::make_error_code(iris::error::invalid_character) == c);
        // end::make_error_condition[]
    }
    {
        // tag::condition_category[]
        EXPECT(&iris::make_error_condition(iris::condition::idna).category() == &iris::condition_category());
        // end::condition_category[]
    }
    {
        // tag::start_rule[]
        EXPECT(iris::derive("http://a/b", iris::start_rule::absolute_IRI).value().root().rule() == "absolute-IRI");
        EXPECT(iris::derive("{x}", iris::start_rule::URI_Template).has_value()); // RFC 6570 §2
        // end::start_rule[]
    }
    {
        // tag::derivation[]
        iris::derivation const d = iris::derive("a/b", iris::start_rule::irelative_ref).value();
        EXPECT(d.size() > 3 && d.root().begin() == 0 && d.root().end() == 3);
        // end::derivation[]
    }
    {
        // tag::derivation.node[]
        iris::derivation const d = iris::derive("//h").value(); // the nodes point into it
        iris::derivation::node const top = d.root();
        EXPECT(top.rule() == "IRI-reference" && !top.inner().empty());
        // end::derivation.node[]
    }
    {
        // tag::is_character_rule[]
        EXPECT(iris::is_character_rule("ALPHA") && iris::is_character_rule("ucschar"));
        EXPECT(!iris::is_character_rule("ipath-abempty"));
        // end::is_character_rule[]
    }
    {
        // tag::grammar.find_production[]
        iris::grammar::production const* p = iris::grammar::find_production("ipath-abempty");
        EXPECT(p && p->source.find("RFC 3987") == 0 && p->abnf.find("isegment") != std::string_view::npos);
        // end::grammar.find_production[]
    }
    {
        // tag::grammar.production[]
        std::size_t n = 0;
        for (iris::grammar::production const& p : iris::grammar::productions)
            n += p.name == "IRI-reference";
        EXPECT(n == 1);
        // end::grammar.production[]
    }
    {
        // tag::grammar.derive[]
        // any rule of the grammar as the start rule, e.g. to check one component
        iris::derivation const d = iris::grammar::derive(iris::grammar::ihost, "例え.テスト").value();
        EXPECT(d.root().rule() == "ihost");
        // end::grammar.derive[]
    }
}
