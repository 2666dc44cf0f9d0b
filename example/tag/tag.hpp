//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_TAG_HPP
#define BOOST_IRI_EXAMPLE_TAG_HPP

// A parser for `tag:` IRIs (RFC 4151), written with the public rules of Boost.IRI. The
// specific part and the fragment are RFC 3986's pchar-based rules, so their IRI form takes
// ipchar and ifragment (RFC 3987 §2.2): "tag:example.com,2026:日本".

#include <boost/iri/grammar.hpp>
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <string>
#include <string_view>

namespace tag_iri {

struct name
{
    std::string authority;             ///< authorityName: a DNS name or an e-mail address
    std::string date;                  ///< "2001", "2001-09" or "2001-09-15"
    std::string specific;
    boost::optional<std::string> fragment;
};

} // tag_iri

BOOST_FUSION_ADAPT_STRUCT(tag_iri::name, authority, date, specific, fragment)

namespace tag_iri {
namespace grammar {

namespace x3 = boost::spirit::x3;
namespace iri = boost::iris::grammar;

x3::rule<class tagURI_class, name> const tagURI = "tagURI";
x3::rule<class authorityName_class, std::string> const authorityName = "authorityName";
x3::rule<class date_class, std::string> const date = "date";
x3::rule<class DNSname_class> const DNSname = "DNSname";
x3::rule<class DNScomp_class> const DNScomp = "DNScomp";
x3::rule<class emailAddress_class> const emailAddress = "emailAddress";

// RFC 4151 §2.1
// alphaNum = DIGIT / ALPHA
auto const alphaNum = iri::DIGIT | iri::ALPHA;

// RFC 4151 §2.1
// tagURI = "tag:" taggingEntity ":" specific [ "#" fragment ]
// taggingEntity = authorityName "," date
// specific = *( pchar / "/" / "?" )    with ipchar, as iquery without iprivate
// fragment = *( pchar / "/" / "?" )    the IRI's ifragment
auto const tagURI_def = x3::no_case[x3::lit("tag:")] >> authorityName >> ',' >> date >> ':'
                     >> x3::raw[*(iri::ipchar | '/' | '?')] >> -('#' >> x3::raw[iri::ifragment]);

// RFC 4151 §2.1
// authorityName = DNSname / emailAddress
// PEG: DNSname would match the "timothy" of "timothy@hpl.hp.com" and stop there, and PEG
// would not come back for emailAddress; so emailAddress, which needs its "@", goes first.
auto const authorityName_def = x3::raw[emailAddress | DNSname];

// RFC 4151 §2.1
// date  = year ["-" month ["-" day]]
// year  = 4DIGIT
// month = 2DIGIT
// day   = 2DIGIT
auto const date_def =
    x3::raw[x3::repeat(4)[iri::DIGIT] >> -('-' >> x3::repeat(2)[iri::DIGIT] >> -('-' >> x3::repeat(2)[iri::DIGIT]))];

// RFC 4151 §2.1
// DNSname = DNScomp *( "." DNScomp )
auto const DNSname_def = DNScomp >> *('.' >> DNScomp);

// RFC 4151 §2.1
// DNScomp = alphaNum [*(alphaNum /"-") alphaNum]
// PEG: a greedy *(alphaNum / "-") would take the last alphaNum too; each character it takes
// must have another alphaNum or "-" after it.
auto const DNScomp_def = alphaNum >> -(*((alphaNum | '-') >> &(alphaNum | '-')) >> alphaNum);

// RFC 4151 §2.1
// emailAddress = 1*(alphaNum /"-"/"."/"_") "@" DNSname
auto const emailAddress_def = +(alphaNum | x3::char_("-._")) >> '@' >> DNSname;

BOOST_SPIRIT_DEFINE(tagURI, authorityName, date, DNSname, DNScomp, emailAddress)

} // grammar

/// Parses a tag IRI; empty when `s` is not one.
inline boost::optional<name> parse(std::string_view s)
{
    name out;
    auto first = s.begin();
    if (!boost::spirit::x3::parse(first, s.end(), grammar::tagURI >> boost::spirit::x3::eoi, out))
        return boost::none;
    return out;
}

} // tag_iri

#endif
