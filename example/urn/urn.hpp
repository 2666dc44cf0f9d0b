//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_URN_HPP
#define BOOST_IRI_EXAMPLE_URN_HPP

// A parser for URNs (RFC 8141 §2) in their internationalized form, written with the
// public rules of Boost.IRI: where RFC 8141 says pchar and fragment, an IRI says ipchar
// and ifragment (RFC 3987 §2.2), so "urn:example:日本" is a URN here.

#include <boost/iri/grammar.hpp>
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/optional.hpp>
#include <string>
#include <string_view>

namespace urn {

/// The parts of a URN, as RFC 8141 §2 names them.
struct name
{
    std::string nid;                       ///< namespace identifier, e.g. "isbn"
    std::string nss;                       ///< namespace specific string
    boost::optional<std::string> r_component;
    boost::optional<std::string> q_component;
    boost::optional<std::string> f_component;
};

} // urn

BOOST_FUSION_ADAPT_STRUCT(urn::name, nid, nss, r_component, q_component, f_component)

namespace urn {
namespace grammar {

namespace x3 = boost::spirit::x3;
namespace iri = boost::iris::grammar;

// alphanum = ALPHA / DIGIT        (RFC 8141 §2)
auto const alphanum = iri::ALPHA | iri::DIGIT;
// ldh = alphanum / "-"
auto const ldh = alphanum | '-';

x3::rule<class NID_class, std::string> const NID = "NID";
x3::rule<class NSS_class, std::string> const NSS = "NSS";
x3::rule<class r_component_class, std::string> const r_component = "r-component";
x3::rule<class q_component_class, std::string> const q_component = "q-component";
x3::rule<class namestring_class, name> const namestring = "namestring";

// NID = (alphanum) 0*30(ldh) (alphanum)
// PEG: a greedy 0*30(ldh) would also take the last alphanum, so each ldh it takes must
// have another ldh after it.
auto const NID_def = x3::raw[alphanum >> x3::repeat(0, 30)[ldh >> &ldh] >> alphanum];

// NSS = pchar *(pchar / "/")            with ipchar for pchar
auto const NSS_def = x3::raw[iri::ipchar >> *(iri::ipchar | '/')];

// r-component = pchar *( pchar / "/" / "?" )
// q-component = pchar *( pchar / "/" / "?" )
// PEG: "?" would let the r-component run into "?=" and swallow the q-component, so
// neither takes a "?" that starts "?=" (RFC 8141 §2.3: "?=" introduces the q-component).
auto const component_char = (iri::ipchar | '/' | (x3::lit('?') >> !x3::lit('=')));
auto const r_component_def = x3::raw[iri::ipchar >> *component_char];
auto const q_component_def = x3::raw[iri::ipchar >> *(iri::ipchar | '/' | '?')];

// namestring    = assigned-name [ rq-components ] [ "#" f-component ]
// assigned-name = "urn" ":" NID ":" NSS
// rq-components = [ "?+" r-component ] [ "?=" q-component ]
// f-component   = fragment              with ifragment for fragment
// "urn" is case-insensitive (RFC 5234 §2.3).
auto const namestring_def = x3::no_case[x3::lit("urn")] >> ':' >> NID >> ':' >> NSS
                         >> -("?+" >> r_component) >> -("?=" >> q_component)
                         >> -('#' >> x3::raw[iri::ifragment]);

BOOST_SPIRIT_DEFINE(NID, NSS, r_component, q_component, namestring)

} // grammar

/// Parses a URN; empty when `s` is not one.
inline boost::optional<name> parse(std::string_view s)
{
    name out;
    char const* first = s.data();
    char const* const last = first + s.size();
    if (!boost::spirit::x3::parse(first, last, grammar::namestring >> boost::spirit::x3::eoi, out))
        return boost::none;
    return out;
}

} // urn

#endif
