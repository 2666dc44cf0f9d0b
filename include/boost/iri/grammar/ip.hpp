//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_IP_HPP
#define BOOST_IRI_GRAMMAR_IP_HPP

// IP addresses in hosts: RFC 3986 §3.2.2, and RFC 6874 §2 for zone identifiers.

#include <boost/iri/grammar/core.hpp>

namespace boost {
namespace iris {
namespace grammar {

using IP_literal_type = x3::rule<class IP_literal_class>;
using IPvFuture_type = x3::rule<class IPvFuture_class>;
using IPv6address_type = x3::rule<class IPv6address_class>;
using IPv6addrz_type = x3::rule<class IPv6addrz_class>;
using ZoneID_type = x3::rule<class ZoneID_class>;
using h16_type = x3::rule<class h16_class>;
using ls32_type = x3::rule<class ls32_class>;
using IPv4address_type = x3::rule<class IPv4address_class>;
using dec_octet_type = x3::rule<class dec_octet_class>;

IP_literal_type const IP_literal = "IP-literal";
IPvFuture_type const IPvFuture = "IPvFuture";
IPv6address_type const IPv6address = "IPv6address";
IPv6addrz_type const IPv6addrz = "IPv6addrz";
ZoneID_type const ZoneID = "ZoneID";
h16_type const h16 = "h16";
ls32_type const ls32 = "ls32";
IPv4address_type const IPv4address = "IPv4address";
dec_octet_type const dec_octet = "dec-octet";

} // grammar
} // iris
} // boost

#endif
