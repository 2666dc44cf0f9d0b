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
#include <boost/iri/check.hpp>
#include <boost/spirit/home/x3.hpp>
#include <string>
#include <vector>

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
        iris::failure const e = iris::parse_iri("http://a/?q=\x01").error();
        EXPECT(e.component == iris::component::query);
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
        // tag::derivation.inner_range[]
        iris::derivation const d = iris::derive("s:p?q").value();
        iris::derivation::node const iri = *d.root().inner().begin(); // IRI
        std::string rules;
        for (iris::derivation::node n : iri.inner())
            rules += std::string(n.rule()) + " ";
        EXPECT(rules == "scheme ihier-part iquery ");
        // end::derivation.inner_range[]
    }
    {
        // tag::derivation.inner_range.iterator[]
        iris::derivation const d = iris::derive("s:p").value();
        iris::derivation::inner_range const r = d.root().inner();
        iris::derivation::inner_range::iterator i = r.begin();
        EXPECT(i != r.end() && (*i).rule() == "IRI" && ++i == r.end());
        // end::derivation.inner_range.iterator[]
    }
    {
        // tag::grammar.iri_components[]
        namespace x3 = boost::spirit::x3;
        std::string_view const s = "http://h/p?q";
        iris::grammar::iri_components c;
        auto first = s.begin();
        EXPECT(x3::parse(first, s.end(), iris::grammar::IRI_reference, c) && first == s.end());
        EXPECT(c.scheme == "http" && c.host == "h" && c.path == "/p" && c.query == "q" && c.fragment.data() == nullptr);
        // end::grammar.iri_components[]
    }
    {
        // tag::grammar.for_each_rule[]
        std::vector<std::string> names;
        iris::grammar::for_each_rule([&](auto const& rule) { names.emplace_back(rule.name); });
        EXPECT(names.front() == "IRI-reference" && names.size() > 60);
        // end::grammar.for_each_rule[]
    }
    {
        // tag::grammar.productions[]
        EXPECT(iris::grammar::productions[0].name == "IRI-reference");
        // end::grammar.productions[]
    }
    {
        // tag::throw_exception_from_error[]
        // what `value()` of a result with an error calls: it throws `failure_exception`
        bool thrown = false;
        try {
            (void)iris::parse_iri("").value();
        } catch (iris::failure_exception const&) {
            thrown = true;
        }
        EXPECT(thrown);
        // end::throw_exception_from_error[]
    }
    {
        // tag::to_string[]
        EXPECT(iris::to_string(iris::error::invalid_utf8) == "invalid_utf8");
        EXPECT(iris::to_string(iris::host_type::ipv6) == "ipv6" && iris::to_string(iris::profile::leiri) == "leiri");
        EXPECT(iris::to_string(iris::diagnostic::not_nfc) == "not_nfc" && iris::to_string(iris::severity::note) == "note");
        // end::to_string[]
    }
    {
        // tag::grammar.derive[]
        // any rule of the grammar as the start rule, e.g. to check one component
        iris::derivation const d = iris::grammar::derive(iris::grammar::ihost, "例え.テスト").value();
        EXPECT(d.root().rule() == "ihost");
        // end::grammar.derive[]
    }
}
