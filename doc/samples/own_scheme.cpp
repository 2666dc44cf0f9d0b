//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The samples of doc/own_scheme.adoc: a parser for acct: IRIs (RFC 7565) from the rules of
// Boost.IRI, step by step.

#include "sample.hpp"
// tag::rules[]
#include <boost/iri/grammar.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/fusion/include/adapt_struct.hpp>
#include <string>

namespace account {

/// acctURI = "acct" ":" userpart "@" host, as written (still percent-encoded)
struct acct
{
    std::string user;
    std::string host;
};

} // account

BOOST_FUSION_ADAPT_STRUCT(account::acct, user, host)

namespace account {
namespace grammar {

namespace x3 = boost::spirit::x3;
namespace iri = boost::iris::grammar;

x3::rule<class acctIRI_class, acct> const acctIRI = "acctIRI";
x3::rule<class userpart_class, std::string> const userpart = "userpart";

// RFC 7565 §7, in its IRI form (iunreserved for unreserved, ihost for host: RFC 3987 §2.2)
// userpart = unreserved / sub-delims 0*( unreserved / pct-encoded / sub-delims )
auto const userpart_def = x3::raw[(iri::iunreserved | iri::sub_delims) >>
                                   *(iri::iunreserved | iri::pct_encoded | iri::sub_delims)];

// acctURI = "acct" ":" userpart "@" host; "acct:" in any case (RFC 3986 §3.1)
auto const acctIRI_def = x3::no_case[x3::lit("acct:")] >> userpart >> '@' >> x3::raw[iri::ihost];

// BOOST_SPIRIT_DEFINE would do; BOOST_IRI_DEFINE also names the rules in derivations and errors
BOOST_IRI_DEFINE(acctIRI, userpart)

} // grammar
} // account
// end::rules[]

namespace x3 = boost::spirit::x3;
namespace iri = boost::iris::grammar;

int main()
{
    {
        // tag::parse[]
        std::string const text = "acct:bob@例え.テスト";
        account::acct a;
        auto first = text.begin();
        bool const ok = x3::parse(first, text.end(), account::grammar::acctIRI >> x3::eoi, a);
        // ok, a.user "bob", a.host "例え.テスト"
        // end::parse[]
        EXPECT(ok && a.user == "bob" && a.host == "例え.テスト");
    }
    {
        // tag::profile[]
        // the rules read the parse options from the context: under profile uri, no Unicode
        boost::iris::parse_options uri;
        uri.profile = boost::iris::profile::uri;
        std::string const text = "acct:bob@例え.テスト";
        auto first = text.begin();
        bool const ok = x3::parse(first, text.end(), x3::with<iri::options_tag>(uri)[account::grammar::acctIRI] >> x3::eoi);
        // ok false: ihost takes no ucschar as a URI's host
        // end::profile[]
        EXPECT(!ok);
    }
    {
        // tag::skipper[]
        // a skipper skips around the rules, never inside one: each rule is a lexeme
        std::string const spaced = "  acct:bob@h  ", inside = "acct:bob@ex ample";
        auto a = spaced.begin(), b = inside.begin();
        bool const around = x3::phrase_parse(a, spaced.end(), account::grammar::acctIRI >> x3::eoi, x3::space);
        bool const within = x3::phrase_parse(b, inside.end(), account::grammar::acctIRI >> x3::eoi, x3::space);
        // around true, within false
        // end::skipper[]
        EXPECT(around && !within);
    }
    {
        // tag::errors[]
        // grammar::derive: the derivation, or the error with its byte and rule
        auto const tree = iri::derive(account::grammar::acctIRI, "acct:bob@h");
        // tree->root().rule() "acctIRI", with userpart and ihost inside
        auto const bad = iri::derive(account::grammar::acctIRI, "acct:bob@exa mple");
        // bad.error(): invalid_character at byte 12, rule "ireg-name"
        // end::errors[]
        EXPECT(tree && tree->root().rule() == "acctIRI");
        bool userpart = false;
        for (auto const& n : tree->root().inner())
            userpart = userpart || n.rule() == "userpart";
        EXPECT(userpart);
        EXPECT(!bad && bad.error().offset == 12 && bad.error().rule() == "ireg-name");
        EXPECT(bad.error().code == boost::iris::error::invalid_character);
    }
}
