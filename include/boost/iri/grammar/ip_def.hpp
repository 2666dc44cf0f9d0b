//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_IP_DEF_HPP
#define BOOST_IRI_GRAMMAR_IP_DEF_HPP

#include <boost/iri/grammar/core_def.hpp>
#include <boost/iri/grammar/ip.hpp>

namespace boost {
namespace iris {
namespace grammar {

// RFC 3986 §3.2.2, as RFC 6874 §2 extends it
// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
// RFC 3986 has no IPv6addrz; it is tried only when the options accept zone identifiers.
// PEG: IPv6addrz extends IPv6address, so it is tried first.
auto const IP_literal_def =
    '[' >> ((detail::zone_ids_allowed >> IPv6addrz) | IPv6address | IPvFuture) >> ']';

// RFC 3986 §3.2.2
// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
// "v" is a quoted string, so "V" matches too (RFC 5234 §2.3).
auto const IPvFuture_def =
    (x3::lit('v') | 'V') >> +HEXDIG >> '.' >> +(unreserved | sub_delims | ':');

// The parts of IPv6address: h16 ":", and [ *N( h16 ":" ) h16 ] (see below).
namespace detail {
auto const h16_colon = h16 >> ':';
auto const h16_colon_not_before_colon = attempt[h16 >> ':' >> !x3::lit(':')];
template <int N>
auto const prefix = -attempt[x3::repeat(0, N)[h16_colon_not_before_colon] >> h16];
} // detail

// RFC 3986 §3.2.2
// IPv6address =                            6( h16 ":" ) ls32
//             /                       "::" 5( h16 ":" ) ls32
//             / [               h16 ] "::" 4( h16 ":" ) ls32
//             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//             / [ *4( h16 ":" ) h16 ] "::"              ls32
//             / [ *5( h16 ":" ) h16 ] "::"              h16
//             / [ *6( h16 ":" ) h16 ] "::"
// PEG: a greedy *N( h16 ":" ) would also eat the h16 that must stand before "::" (in
// "1:2::" it takes "1:2:" and leaves ":"), and PEG never gives it back. So the repeated
// h16 ":" only counts when its ":" does not start "::" (detail::h16_colon_not_before_colon).
// Tested against inet_pton on generated strings (test/grammar_ip.cpp).
auto const IPv6address_def = detail::choice[
                                                    x3::repeat(6)[detail::h16_colon] >> ls32
    |                                     x3::lit("::") >> x3::repeat(5)[detail::h16_colon] >> ls32
    | -h16                             >> "::" >> x3::repeat(4)[detail::h16_colon] >> ls32
    | detail::prefix<1>                >> "::" >> x3::repeat(3)[detail::h16_colon] >> ls32
    | detail::prefix<2>                >> "::" >> x3::repeat(2)[detail::h16_colon] >> ls32
    | detail::prefix<3>                >> "::" >> h16 >> ':' >> ls32
    | detail::prefix<4>                >> "::" >> ls32
    | detail::prefix<5>                >> "::" >> h16
    | detail::prefix<6>                >> "::"];

// RFC 6874 §2
// IPv6addrz = IPv6address "%25" ZoneID
auto const IPv6addrz_def = IPv6address >> "%25" >> ZoneID;

// RFC 6874 §2
// ZoneID = 1*( unreserved / pct-encoded )
auto const ZoneID_def = +(unreserved | pct_encoded);

// RFC 3986 §3.2.2
// h16 = 1*4HEXDIG
auto const h16_def = x3::repeat(1, 4)[HEXDIG];

// RFC 3986 §3.2.2
// ls32 = ( h16 ":" h16 ) / IPv4address
auto const ls32_def = detail::choice[(h16 >> ':' >> h16) | IPv4address];

// RFC 3986 §3.2.2
// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
auto const IPv4address_def = dec_octet >> '.' >> dec_octet >> '.' >> dec_octet >> '.' >> dec_octet;

// RFC 3986 §3.2.2
// dec-octet = DIGIT                 ; 0-9
//           / %x31-39 DIGIT         ; 10-99
//           / "1" 2DIGIT            ; 100-199
//           / "2" %x30-34 DIGIT     ; 200-249
//           / "25" %x30-35          ; 250-255
// PEG: longest alternative first, else "255" would stop after "2".
auto const dec_octet_def = detail::choice[
      (x3::lit("25") >> x3::char_('0', '5'))
    | ('2' >> x3::char_('0', '4') >> DIGIT)
    | ('1' >> DIGIT >> DIGIT)
    | (x3::char_('1', '9') >> DIGIT)
    | DIGIT];

BOOST_IRI_DEFINE(IP_literal, IPvFuture, IPv6address, IPv6addrz, ZoneID, h16, ls32,
                 IPv4address, dec_octet)

} // grammar
} // iris
} // boost

#endif
