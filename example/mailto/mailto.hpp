//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_MAILTO_HPP
#define BOOST_IRI_EXAMPLE_MAILTO_HPP

// A parser for `mailto:` IRIs (RFC 6068), written with the public rules of Boost.IRI.
// RFC 6068 §2 defines the URI; its §6.3 shows the IRI form, in which the characters of
// iunreserved (RFC 3987 §2.2) stand for themselves: "mailto:user@納豆.example.org".
// The address's characters are those RFC 6068 §2 leaves unencoded.

#include <boost/iri/grammar.hpp>
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace mailto {

/// addr-spec = local-part "@" domain, both still percent-encoded.
struct address
{
    std::string local_part;
    std::string domain;
};

/// hfield = hfname "=" hfvalue, both still percent-encoded.
struct header
{
    std::string name;
    std::string value;
};

struct message
{
    std::vector<address> to;
    std::vector<header> headers;
};

} // mailto

BOOST_FUSION_ADAPT_STRUCT(mailto::address, local_part, domain)
BOOST_FUSION_ADAPT_STRUCT(mailto::header, name, value)
BOOST_FUSION_ADAPT_STRUCT(mailto::message, to, headers)

namespace mailto {
namespace grammar {

namespace x3 = boost::spirit::x3;
namespace iri = boost::iris::grammar;

x3::rule<class mailtoIRI_class, message> const mailtoIRI = "mailtoIRI";
x3::rule<class addr_spec_class, address> const addr_spec = "addr-spec";
x3::rule<class local_part_class, std::string> const local_part = "local-part";
x3::rule<class hfield_class, header> const hfield = "hfield";
x3::rule<class hfname_class, std::string> const hfname = "hfname";
x3::rule<class hfvalue_class, std::string> const hfvalue = "hfvalue";

// RFC 6068 §2
// some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"
auto const some_delims = x3::char_("!$'()*+,;:@");

// RFC 6068 §2, with iunreserved for unreserved (§6.3)
// qchar = unreserved / pct-encoded / some-delims
auto const qchar = iri::iunreserved | iri::pct_encoded | some_delims;

// RFC 6068 §2
// mailtoURI = "mailto:" [ to ] [ hfields ]
// to        = addr-spec *("," addr-spec )
// hfields   = "?" hfield *( "&" hfield )
// "mailto:" is case-insensitive (RFC 5234 §2.3).
auto const mailtoIRI_def = x3::no_case[x3::lit("mailto:")] >> -(addr_spec % ',')
                        >> -('?' >> (hfield % '&'));

// RFC 6068 §2
// addr-spec = local-part "@" domain
// domain    = dot-atom-text / "[" *dtext-no-obs "]"
// Here a host name in iunreserved and pct-encoded (RFC 6068 §6.3 writes it in Unicode or
// encoded), or an IP-literal. PEG trap: the IRI's ihost would not do, as its ireg-name
// takes the "," that separates addresses (a sub-delim).
auto const domain = x3::raw[iri::IP_literal | +(iri::iunreserved | iri::pct_encoded)];
auto const addr_spec_def = local_part >> '@' >> domain;

// RFC 6068 §2: local-part = dot-atom-text / quoted-string, in which "%", the gen-delims
// but "@" and ":", and "&", ";", "=" must be percent-encoded; "," separates addresses.
// What is left to appear as itself: iunreserved and "!" "$" "'" "(" ")" "*" "+" ":".
auto const local_part_def =
    x3::raw[+(iri::iunreserved | iri::pct_encoded | x3::char_("!$'()*+:"))];

// RFC 6068 §2
// hfield  = hfname "=" hfvalue
// hfname  = *qchar
// hfvalue = *qchar
auto const hfield_def = hfname >> '=' >> hfvalue;
auto const hfname_def = x3::raw[*qchar];
auto const hfvalue_def = x3::raw[*qchar];

BOOST_SPIRIT_DEFINE(mailtoIRI, addr_spec, local_part, hfield, hfname, hfvalue)

} // grammar

/// Parses a mailto IRI; empty when `s` is not one.
inline boost::optional<message> parse(std::string_view s)
{
    message out;
    auto first = s.begin();
    if (!boost::spirit::x3::parse(first, s.end(), grammar::mailtoIRI >> boost::spirit::x3::eoi, out))
        return boost::none;
    return out;
}

} // mailto

#endif
