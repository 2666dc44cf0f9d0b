//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE mailto_example
#include "mailto.hpp"
#include <boost/iri/parse.hpp>
#include <boost/iri/iri.hpp>
#include <boost/test/unit_test.hpp>

namespace iris = boost::iris;

// The examples of RFC 6068 §6.1 and §6.2 (URIs) and §6.3 (IRI form).
BOOST_AUTO_TEST_CASE(rfc6068_examples)
{
    for (char const* s :
         {"mailto:chris@example.com", "mailto:infobot@example.com?subject=current-issue",
          "mailto:infobot@example.com?body=send%20current-issue",
          "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
          "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
          "mailto:majordomo@example.com?body=subscribe%20bamboo-l",
          "mailto:joe@example.com?cc=bob@example.com&body=hello", "mailto:gorby%25kremvax@example.com",
          "mailto:unlikely%3Faddress@example.com?blat=foop", "mailto:Mike%26family@example.org",
          "mailto:%22not%40me%22@example.org", "mailto:%22oh%5C%5Cno%22@example.org",
          "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
          "mailto:user@example.org?subject=caf%C3%A9",
          "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
          "mailto:user@\xE7\xB4\x8D\xE8\xB1\x86.example.org?subject=Test&body=NATTO",
          "mailto:?to=joe@example.com&cc=bob@example.com&body=hello"}) {
        BOOST_TEST(mailto::parse(s).has_value(), s);
        // a mailto IRI is an IRI
        BOOST_TEST(iris::parse_iri(s).has_value(), s);
    }
}

BOOST_AUTO_TEST_CASE(parts)
{
    auto const m = mailto::parse("MAILTO:joe@example.com,%22x%22@[::1]?cc=bob@example.com&body=hello%20there");
    BOOST_REQUIRE(m);
    BOOST_REQUIRE(m->to.size() == 2u);
    BOOST_TEST(m->to[0].local_part == "joe");
    BOOST_TEST(m->to[0].domain == "example.com");
    BOOST_TEST(iris::decoded_view(m->to[1].local_part).decode() == "\"x\"");
    BOOST_TEST(m->to[1].domain == "[::1]");
    BOOST_REQUIRE(m->headers.size() == 2u);
    BOOST_TEST(m->headers[0].name == "cc");
    BOOST_TEST(m->headers[0].value == "bob@example.com");
    BOOST_TEST(iris::decoded_view(m->headers[1].value).decode() == "hello there");

    auto const u = mailto::parse("mailto:user@\xE7\xB4\x8D\xE8\xB1\x86.example.org");
    BOOST_REQUIRE(u);
    BOOST_TEST(u->to[0].domain == "\xE7\xB4\x8D\xE8\xB1\x86.example.org");

    auto const none = mailto::parse("mailto:");
    BOOST_REQUIRE(none);
    BOOST_TEST(none->to.empty());
    BOOST_TEST(none->headers.empty());
}

BOOST_AUTO_TEST_CASE(not_mailto)
{
    for (char const* s : {"mailto:a b@example.com", "mailto:@example.com", "mailto:joe", "mailto:joe@example.com?subject",
                          "mailto:a&b@example.com", "mailto:a@b@c", "mailto:a@example.com#frag", "mail:joe@example.com",
                          "mailto:joe@exa mple.com", "mailto:joe@example.com?a=b c"})
        BOOST_TEST(!mailto::parse(s), s);
}
