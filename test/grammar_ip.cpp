//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Hosts: IP-literal, IPv6address, IPvFuture, IPv4address, dec-octet (RFC 3986 §3.2.2),
// RFC 6874 zone identifiers, and the ihost choice (RFC 3987 §2.2). These are where
// ABNF and PEG part ways (doc/abnf.adoc), so the tests are exhaustive or generated.

#define BOOST_TEST_MODULE grammar_ip
#include "rule_test.hpp"
#include <boost/iri/parse.hpp>
#include <arpa/inet.h>
#include <random>

namespace g = boost::iris::grammar;
using boost::iris::host_type;
using test::matches;

BOOST_AUTO_TEST_CASE(dec_octet_exhaustive)
{
    // Every string of one to three digits: a dec-octet is 0-255 without leading zeros.
    for (int width = 1; width <= 3; ++width) {
        int const count = width == 1 ? 10 : width == 2 ? 100 : 1000;
        for (int n = 0; n < count; ++n) {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%0*d", width, n);
            std::string const s = buf;
            bool const leading_zero = s.size() > 1 && s[0] == '0';
            bool const want = !leading_zero && n <= 255;
            BOOST_TEST(matches(g::dec_octet, s) == want, "dec-octet \"" << s << "\"");
        }
    }
    BOOST_IRI_BAD(g::dec_octet, "");
    BOOST_IRI_BAD(g::dec_octet, "1000");
    BOOST_IRI_BAD(g::dec_octet, "-1");
}

BOOST_AUTO_TEST_CASE(ipv4address)
{
    BOOST_IRI_OK(g::IPv4address, "0.0.0.0");
    BOOST_IRI_OK(g::IPv4address, "255.255.255.255");
    BOOST_IRI_OK(g::IPv4address, "192.168.0.1");
    BOOST_IRI_BAD(g::IPv4address, "256.1.1.1");
    BOOST_IRI_BAD(g::IPv4address, "1.2.3");
    BOOST_IRI_BAD(g::IPv4address, "1.2.3.4.5");
    BOOST_IRI_BAD(g::IPv4address, "01.2.3.4");
    BOOST_IRI_BAD(g::IPv4address, "1.2.3.04");
    BOOST_IRI_BAD(g::IPv4address, "1..2.3");
}

namespace {
host_type kind_of(std::string_view authority_and_path)
{
    auto r = boost::iris::parse_iri_reference(std::string("//") + std::string(authority_and_path));
    BOOST_REQUIRE(r.has_value());
    return r->host_type();
}
} // namespace

BOOST_AUTO_TEST_CASE(ihost_chooses_like_the_abnf)
{
    // An IPv4address is a host only when ireg-name cannot go on after it.
    BOOST_TEST((kind_of("255.255.255.255") == host_type::ipv4));
    BOOST_TEST((kind_of("1.2.3.4:80/x") == host_type::ipv4));
    BOOST_TEST((kind_of("1.2.3.4/x") == host_type::ipv4));
    BOOST_TEST((kind_of("1.2.3.4?q") == host_type::ipv4));
    BOOST_TEST((kind_of("1.2.3.4#f") == host_type::ipv4));
    BOOST_TEST((kind_of("1.2.3.4.example") == host_type::reg_name));
    BOOST_TEST((kind_of("1.2.3.4example") == host_type::reg_name));
    BOOST_TEST((kind_of("1.2.3.4%41") == host_type::reg_name));
    BOOST_TEST((kind_of("1.2.3.4!") == host_type::reg_name));
    BOOST_TEST((kind_of("256.1.1.1") == host_type::reg_name));
    BOOST_TEST((kind_of("1.2.3") == host_type::reg_name));
    BOOST_TEST((kind_of("01.2.3.4") == host_type::reg_name));
    BOOST_TEST((kind_of("") == host_type::reg_name));
    BOOST_TEST((kind_of("[::1]") == host_type::ipv6));
    BOOST_TEST((kind_of("[v7.x]") == host_type::ipvfuture));
    BOOST_TEST((kind_of("[V7.x]") == host_type::ipvfuture));
    auto r = boost::iris::parse_iri_reference("//1.2.3.4.example/p");
    BOOST_TEST(r->host() == "1.2.3.4.example");
}

BOOST_AUTO_TEST_CASE(ipvfuture)
{
    // "v" is a quoted string in the ABNF, so it is case-insensitive (RFC 5234 §2.3).
    BOOST_IRI_OK(g::IPvFuture, "v1.a");
    BOOST_IRI_OK(g::IPvFuture, "V1.a");
    BOOST_IRI_OK(g::IPvFuture, "vFe.a:b!$");
    BOOST_IRI_BAD(g::IPvFuture, "v.a");
    BOOST_IRI_BAD(g::IPvFuture, "v1.");
    BOOST_IRI_BAD(g::IPvFuture, "v1");
    BOOST_IRI_BAD(g::IPvFuture, "vg.a");
    BOOST_IRI_BAD(g::IPvFuture, "v1.a/b");
    BOOST_IRI_BAD(g::IPvFuture, "w1.a");
}

BOOST_AUTO_TEST_CASE(ipv6_known_forms)
{
    for (char const* s : {"::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4",
                          "::1.2.3.4", "::ffff:1.2.3.4", "1::8", "1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8",
                          "1:2:3:4:5::8", "1::2:3:4:5:6:7", "fe80::1", "ABCD:ef01::", "1:2::3:4",
                          "1:2:3:4:5:6::8", "1::5:6:7:8", "::1:2.3.4.5"})
        BOOST_IRI_OK(g::IPv6address, s);
    for (char const* s : {"", ":", ":::", "1", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1::2::3",
                          "12345::", "::1.2.3", "::1.2.3.04", "1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4",
                          "1:2:3:4:5:6:7:8::", "::1:", ":1::", "1:::2", "g::", "1:2:3:4:5:6:7::8"})
        BOOST_IRI_BAD(g::IPv6address, s);
}

namespace {

// Strings built from the pieces IPv6 text is made of, so that most are near misses.
std::string generate_ipv6_candidate(std::mt19937& rng)
{
    static char const hex[] = "0123456789abcdefABCDEF";
    std::uniform_int_distribution<int> pieces(1, 10), kind(0, 9), digits(1, 5), hexdigit(0, 21),
        octet(0, 300), small(0, 3);
    std::string s;
    int const n = pieces(rng);
    for (int i = 0; i < n; ++i) {
        switch (kind(rng)) {
        case 0: case 1: case 2: case 3: { // h16 (sometimes too long)
            int const d = digits(rng) == 5 && small(rng) == 0 ? 5 : 1 + small(rng);
            for (int k = 0; k < d; ++k)
                s += hex[hexdigit(rng)];
            break;
        }
        case 4: case 5: case 6: s += ':'; break;
        case 7: s += "::"; break;
        case 8: { // a dotted quad, sometimes malformed
            int const parts = 3 + (small(rng) == 0 ? 0 : 1) + (small(rng) == 0 ? 1 : 0);
            for (int k = 0; k < parts; ++k) {
                if (k)
                    s += '.';
                int const v = octet(rng);
                if (small(rng) == 0)
                    s += '0';
                s += std::to_string(v);
            }
            break;
        }
        default: s += (small(rng) == 0) ? "." : "0"; break;
        }
    }
    return s;
}

} // namespace

BOOST_AUTO_TEST_CASE(ipv6address_agrees_with_inet_pton)
{
    // at least a million generated strings, 100 % agreement (doc/abnf.adoc)
    std::mt19937 rng(3987);
    std::size_t disagreements = 0, valid = 0;
    std::size_t const total = 1000000;
    for (std::size_t i = 0; i < total; ++i) {
        std::string const s = generate_ipv6_candidate(rng);
        unsigned char buf[16];
        bool const want = inet_pton(AF_INET6, s.c_str(), buf) == 1;
        bool const got = matches(g::IPv6address, s);
        valid += want;
        if (got != want && ++disagreements <= 20)
            BOOST_ERROR("IPv6address \"" << s << "\": inet_pton " << want << ", grammar " << got);
    }
    BOOST_TEST_MESSAGE(valid << " of " << total << " generated strings are IPv6 addresses");
    BOOST_TEST(valid > total / 20); // the generator must produce enough valid ones to mean something
    BOOST_TEST(disagreements == 0u);
}

BOOST_AUTO_TEST_CASE(zone_identifiers_are_opt_in)
{
    // RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID
    boost::iris::parse_options zone;
    zone.zone_id = true;
    BOOST_IRI_BAD(g::IP_literal, "[fe80::1%25eth0]");
    BOOST_IRI_OK_WITH(g::IP_literal, "[fe80::1%25eth0]", zone);
    BOOST_IRI_OK_WITH(g::IP_literal, "[fe80::1%25%65th0]", zone);
    BOOST_IRI_OK_WITH(g::IP_literal, "[fe80::1]", zone);
    BOOST_IRI_BAD_WITH(g::IP_literal, "[fe80::1%eth0]", zone);
    BOOST_IRI_BAD_WITH(g::IP_literal, "[fe80::1%25]", zone);
    BOOST_IRI_BAD_WITH(g::IP_literal, "[fe80::1%25eth/0]", zone);
    BOOST_IRI_BAD_WITH(g::IP_literal, "[v1.x%25eth0]", zone);
    auto r = boost::iris::parse_iri("http://[fe80::1%25eth0]:8080/", zone);
    BOOST_REQUIRE(r.has_value());
    BOOST_TEST(r->encoded_host() == "[fe80::1%25eth0]");
    BOOST_TEST((r->host_type() == host_type::ipv6));
    BOOST_TEST(!boost::iris::parse_iri("http://[fe80::1%25eth0]:8080/").has_value());
}
