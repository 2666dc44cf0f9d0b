//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_AUTHORITY_DEF_HPP
#define BOOST_IRI_GRAMMAR_AUTHORITY_DEF_HPP

#include <boost/iri/grammar/authority.hpp>
#include <boost/iri/grammar/characters_def.hpp>
#include <boost/iri/grammar/detail/runs.hpp>
#include <boost/iri/grammar/ip_def.hpp>

namespace boost {
namespace iris {
namespace grammar {

// RFC 3987 §2.2
// iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
// iuserinfo is only known to be one when the "@" follows; until then its look ahead
// is tentative and does not count where errors are located (see grammar/detail/trace.hpp).
// It is not even tried when no "@" comes before the end of the authority.
auto const iauthority_def = detail::fills[
    -detail::tentative[detail::into<&iri_components::userinfo>[detail::at_sign_ahead >> iuserinfo >> '@']] >>
    detail::same[ihost] >> -detail::into<&iri_components::port>[':' >> port]];

// RFC 3987 §2.2
// iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
// 3987bis §2.2: pct-form for pct-encoded (detail::pct).
auto const iuserinfo_def = detail::text[detail::accelerated(
    *(iunreserved | detail::pct | sub_delims | ':'), detail::userinfo_run{})];

// RFC 3987 §2.2
// ihost = IP-literal / IPv4address / ireg-name
// PEG: IPv4address wins only where ireg-name could not go on after it, else
// "1.2.3.4.example" would stop after "1.2.3.4"; "255.255.255.255" stays an IPv4address.
auto const ihost_def = detail::fills[
      detail::ip_literal_host[IP_literal]
    | detail::ipv4_host[IPv4address >> !(iunreserved | pct_encoded | sub_delims)]
    | detail::reg_name_host[ireg_name]];

// RFC 3987 §2.2
// ireg-name = *( iunreserved / pct-encoded / sub-delims )
// (3987bis §2.2 leaves pct-form out of ireg-name; this library keeps RFC 3987's rule in
// every profile, see doc/deviations.adoc.)
auto const ireg_name_def =
    detail::accelerated(*(iunreserved | pct_encoded | sub_delims), detail::reg_name_run{});

// RFC 3986 §3.2.3
// port = *DIGIT
auto const port_def = detail::text[*DIGIT];

BOOST_IRI_DEFINE(iauthority, iuserinfo, ihost, ireg_name, port)

} // grammar
} // iris
} // boost

#endif
