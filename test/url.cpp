//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Boost.URL interop (<boost/iri/url.hpp>): IRIs of 13 scripts (data/url-interop, see its
// SOURCE.md) go to a boost::urls::url and come back as the same IRI, and Boost.URL's own
// parse of the URI finds the IRI's components, percent-decoded. Needs no ICU (but for the
// IDNA case, with boost_iri_unicode).

#define BOOST_TEST_MODULE url
#include <boost/iri/normalize.hpp>
#include <boost/iri/url.hpp>
#include "test_data.hpp"
#include <boost/test/unit_test.hpp>
#include <boost/url/parse.hpp>
#include <sstream>

using namespace boost::iris;

BOOST_AUTO_TEST_CASE(the_iri_corpus_round_trips)
{
    std::istringstream lines(test::read_file("url-interop/iris_sample.txt"));
    std::size_t n = 0;
    for (std::string line; std::getline(lines, line); ++n) {
        iri const x = parse_iri_reference(line).value();
        auto const u = to_url(x);
        BOOST_REQUIRE_MESSAGE(u, line << ": " << u.error().message());
        BOOST_TEST(u->buffer() == to_uri(line).value(), line);
        auto const back = from_url(*u);
        BOOST_REQUIRE_MESSAGE(back, line);
        // the same IRI: as §3.2 writes it (which decodes %7E, say), and equivalent at the
        // syntax rung of comparison (RFC 3987 §5.3.2)
        BOOST_TEST(back->buffer() == to_iri(to_uri(line).value()).value());
        BOOST_TEST(equivalent(back->buffer(), line).value(), line);
        // Boost.URL's own reading of the URI text has the IRI's components, percent-decoded
        // (RFC 3987 §3.1 only encodes; decoding gives the characters back)
        auto const theirs = boost::urls::parse_uri_reference(u->buffer());
        BOOST_REQUIRE_MESSAGE(theirs, line);
        BOOST_TEST(theirs->has_scheme() == x.has_scheme(), line);
        BOOST_TEST(theirs->scheme() == x.scheme(), line);
        BOOST_TEST(theirs->has_authority() == x.has_authority(), line);
        BOOST_TEST(theirs->has_userinfo() == x.has_userinfo(), line);
        BOOST_TEST(theirs->userinfo() == x.userinfo().decode(), line);
        BOOST_TEST(theirs->host() == x.host().decode(), line);
        BOOST_TEST(theirs->has_port() == x.has_port(), line);
        BOOST_TEST(theirs->port() == x.port(), line);
        BOOST_TEST(theirs->path() == x.path().decode(), line);
        BOOST_TEST(theirs->has_query() == x.has_query(), line);
        BOOST_TEST(theirs->query() == x.query().decode(), line);
        BOOST_TEST(theirs->has_fragment() == x.has_fragment(), line);
        BOOST_TEST(theirs->fragment() == x.fragment().decode(), line);
    }
    test::expect_rows("url-interop/iris_sample.txt", n);
}

BOOST_AUTO_TEST_CASE(into_boost_url_apis)
{
    iri const x = parse_iri_reference("http://例え.テスト/パス?q=値#章").value();
    boost::urls::url u = to_url(x).value();
    BOOST_TEST(u.scheme() == "http");
    BOOST_TEST(u.encoded_path() == "/%E3%83%91%E3%82%B9");
    BOOST_TEST(u.path() == "/パス"); // Boost.URL decodes it too
#if defined(BOOST_IRI_TEST_WITH_UNICODE)
    // IDNA hosts: the URI that boost_iri_unicode's to_uri makes, as a url
    unicode_to_uri_options idna;
    idna.host = host_mapping::idna;
    BOOST_TEST(to_url(to_uri(x, idna).value())->host() == "xn--r8jz45g.xn--zckzah");
#endif
    u.set_path("/新");
    BOOST_TEST(from_url(u)->buffer() == "http://例え.テスト/新?q=値#章");
}
