//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// format: each argument in the component of its field, encoded for it; the errors at their
// byte of the format string.

#define BOOST_TEST_MODULE format
#include <boost/iri/format.hpp>
#include <boost/test/unit_test.hpp>
#include <string>

using namespace boost::iris;

namespace {

std::string made(parse_result<iri> const& r)
{
    return r ? std::string(r->buffer()) : "error: " + r.error().message();
}

void expect_error(parse_result<iri> const& r, error code, std::size_t offset)
{
    BOOST_REQUIRE(!r);
    BOOST_TEST((r.error().code == code), r.error().message());
    BOOST_TEST(r.error().offset == offset);
}

} // namespace

BOOST_AUTO_TEST_CASE(each_component_its_encoding)
{
    // the examples of Boost.URL's urls::format, and an IRI
    BOOST_TEST(made(format("{}://{}:{}/rfc/{}", "https", "www.ietf.org", 80, "rfc2396.txt")) ==
               "https://www.ietf.org:80/rfc/rfc2396.txt");
    BOOST_TEST(made(format("https://example.com/~{}", "John Doe")) == "https://example.com/~John%20Doe");
    BOOST_TEST(made(format("user/{id}", arg("id", 1))) == "user/1");
    BOOST_TEST(made(format("https://{}/{}/search?q={}", "例え.テスト", "パス a/b", "値&x=1+2")) ==
               "https://例え.テスト/パス%20a/b/search?q=値%26x%3D1%2B2");
    // userinfo keeps ":", the host encodes it; a fragment keeps "?" and "/"
    BOOST_TEST(made(format("http://{}@{}/#{}", "us er:pw", "a:b", "x?/#")) == "http://us%20er:pw@a%3Ab/#x?/%23");
    // a single field is a path; its first segment without a scheme has ":" encoded (RFC 3986 §3.3)
    BOOST_TEST(made(format("{}", "a:b/c:d")) == "a%3Ab/c:d");
    BOOST_TEST(made(format("{}:{}", "mailto", "a@b")) == "mailto:a@b");
    // an IP literal and a port as written
    BOOST_TEST(made(format("http://[{}]:{}/", "fe80::1", 8080u)) == "http://[fe80::1]:8080/");
    // iprivate only in the query (RFC 3987 §2.2); bidi formatting characters never (§4.1)
    BOOST_TEST(made(format("/{}?{}", "\xEE\x80\x80\u202E", "\xEE\x80\x80")) == "/%EE%80%80%E2%80%AE?\xEE\x80\x80");
    // numbered and named fields, braces
    BOOST_TEST(made(format("/{1}/{0}/{n}", "a", "b", arg("n", -3))) == "/b/a/-3");
    std::string const owned = "x y";
    std::string_view const view = "z";
    BOOST_TEST(made(format("/{}/{}", owned, view)) == "/x%20y/z");
}

BOOST_AUTO_TEST_CASE(errors_at_their_byte)
{
    expect_error(format("/{", "a"), error::invalid_format_string, 1);
    expect_error(format("/a}b"), error::invalid_format_string, 2);
    expect_error(format("/{a b}", "x"), error::invalid_format_string, 3);
    expect_error(format("/{}/{}", "a"), error::missing_argument, 4);
    expect_error(format("/{7}", "a"), error::missing_argument, 1);
    expect_error(format("/{id}", arg("other", 1)), error::missing_argument, 1);
    expect_error(format("http://h:{}/", "80a"), error::not_an_iri_reference, 9);     // the port's field
    expect_error(format("{}://h/", "1http"), error::not_an_iri_reference, 2);        // stops at its ":"
    expect_error(format("/{{x}}"), error::not_an_iri_reference, 1);                  // "{" is no IRI's
    BOOST_TEST(made(format("")) == "");
}
