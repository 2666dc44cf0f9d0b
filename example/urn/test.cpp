//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE urn_example
#include "urn.hpp"
#include <boost/iri.hpp>
#include <boost/test/unit_test.hpp>

BOOST_AUTO_TEST_CASE(rfc8141_examples)
{
    // RFC 8141 §3 and §2.3 examples
    auto const a = urn::parse("urn:example:a123,z456");
    BOOST_REQUIRE(a);
    BOOST_TEST(a->nid == "example");
    BOOST_TEST(a->nss == "a123,z456");
    BOOST_TEST(!a->r_component);

    auto const b = urn::parse("URN:example:a123,z456?+abc");
    BOOST_REQUIRE(b);
    BOOST_TEST(*b->r_component == "abc");

    auto const c = urn::parse("urn:example:a123,z456?=xyz");
    BOOST_REQUIRE(c);
    BOOST_TEST(!c->r_component);
    BOOST_TEST(*c->q_component == "xyz");

    auto const d = urn::parse("urn:example:a123,z456?+abc?=xyz#789");
    BOOST_REQUIRE(d);
    BOOST_TEST(*d->r_component == "abc");
    BOOST_TEST(*d->q_component == "xyz");
    BOOST_TEST(*d->f_component == "789");

    auto const e = urn::parse("urn:example:a123,z456/foo#");
    BOOST_REQUIRE(e);
    BOOST_TEST(e->nss == "a123,z456/foo");
    BOOST_TEST(e->f_component->empty());
}

BOOST_AUTO_TEST_CASE(the_iri_rules_bring_unicode)
{
    auto const u = urn::parse("urn:example:日本語/テスト?=値#章");
    BOOST_REQUIRE(u);
    BOOST_TEST(u->nss == "日本語/テスト");
    BOOST_TEST(*u->q_component == "値");
    // every URN is also an IRI
    BOOST_TEST(boost::iris::parse_iri("urn:example:日本語/テスト?=値#章").has_value());
}

BOOST_AUTO_TEST_CASE(nid)
{
    BOOST_TEST(urn::parse("urn:ab:x").has_value());
    BOOST_TEST(urn::parse("urn:a-b:x").has_value());
    BOOST_TEST(urn::parse("urn:" + std::string(32, 'a') + ":x").has_value());
    BOOST_TEST(!urn::parse("urn:" + std::string(33, 'a') + ":x").has_value());
    BOOST_TEST(!urn::parse("urn:a:x").has_value());    // at least two characters
    BOOST_TEST(!urn::parse("urn:ab-:x").has_value());  // ends with alphanum
    BOOST_TEST(!urn::parse("urn:-ab:x").has_value());  // starts with alphanum
    BOOST_TEST(!urn::parse("urn:a_b:x").has_value());
}

BOOST_AUTO_TEST_CASE(not_urns)
{
    BOOST_TEST(!urn::parse("urn:example:").has_value());    // NSS not empty
    BOOST_TEST(!urn::parse("urn:example:/a").has_value());  // NSS starts with pchar
    BOOST_TEST(!urn::parse("urn:example:a b").has_value());
    BOOST_TEST(!urn::parse("urn:example:a?+").has_value()); // empty r-component
    BOOST_TEST(!urn::parse("urn:example:a#b#c").has_value());
    BOOST_TEST(!urn::parse("isbn:0451450523").has_value());
    // iprivate is for queries of IRIs only, not for the NSS
    BOOST_TEST(!urn::parse("urn:example:\xEE\x80\x80").has_value());
}
