//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE tag_example
#include "tag.hpp"
#include <boost/iri/parse.hpp>
#include <boost/test/unit_test.hpp>

// The examples of RFC 4151 §2.5, and an IRI of the same form.
BOOST_AUTO_TEST_CASE(rfc4151_examples)
{
    for (char const* s : {"tag:timothy@hpl.hp.com,2001:web/externalHome", "tag:sandro@w3.org,2004-05:Sandro",
                          "tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19",
                          "tag:blogger.com,1999:blog-555", "tag:yaml.org,2002:int",
                          "tag:example.com,2026:\xE6\x97\xA5\xE6\x9C\xAC#\xE7\xAB\xA0"}) {
        BOOST_TEST(tag_iri::parse(s).has_value(), s);
        BOOST_TEST(boost::iris::parse_iri(s).has_value(), s);
    }
}

BOOST_AUTO_TEST_CASE(parts)
{
    auto const a = tag_iri::parse("tag:timothy@hpl.hp.com,2001:web/externalHome");
    BOOST_REQUIRE(a);
    BOOST_TEST(a->authority == "timothy@hpl.hp.com"); // emailAddress first (the PEG trap)
    BOOST_TEST(a->date == "2001");
    BOOST_TEST(a->specific == "web/externalHome");
    BOOST_TEST(!a->fragment);

    auto const b = tag_iri::parse("TAG:my-ids.com,2001-09-15:a:b?c#d");
    BOOST_REQUIRE(b);
    BOOST_TEST(b->authority == "my-ids.com"); // DNScomp keeps its last alphaNum (the other trap)
    BOOST_TEST(b->date == "2001-09-15");
    BOOST_TEST(b->specific == "a:b?c");
    BOOST_TEST(*b->fragment == "d");

    auto const c = tag_iri::parse("tag:a.b,2001:");
    BOOST_REQUIRE(c);
    BOOST_TEST(c->specific.empty());
}

BOOST_AUTO_TEST_CASE(not_tag)
{
    for (char const* s : {"tag:example.com:x", "tag:-a.com,2001:x", "tag:a-.com,2001:x", "tag:a..com,2001:x",
                          "tag:a.com,01:x", "tag:a.com,2001-1:x", "tag:a.com,2001-01-1:x", "tag:@a.com,2001:x",
                          "tag:a.com,2001:a b", "tag:a.com,2001", "urn:a.com,2001:x"})
        BOOST_TEST(!tag_iri::parse(s), s);
}
