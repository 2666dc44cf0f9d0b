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
#include "generate.hpp"
#include <random>
#include <string>

using namespace boost::iris;

namespace {

std::string made(result<iri> const& r)
{
    return r ? std::string(r->buffer()) : "error: " + r.error().message();
}

void expect_error(result<iri> const& r, error code, std::size_t offset)
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
    expect_error(format("http://h:{}/", "80a"), error::invalid_format_argument, 9);  // the port's field
    expect_error(format("{}://h/", "1http"), error::not_an_iri_reference, 2);        // stops at its ":"
    expect_error(format("/{{x}}"), error::not_an_iri_reference, 1);                  // "{" is no IRI's
    BOOST_TEST(made(format("")) == "");
}

namespace {

// The host and path of a result, or its error's code, field and component.
std::string where(result<iri> const& r)
{
    if (r)
        return "host " + std::string(r->encoded_host()) + " path " + std::string(r->encoded_path());
    return std::string(to_string(static_cast<error>(r.error().code.value()))) + " at " + std::to_string(r.error().offset) + " in " +
           std::string(to_string(r.error().component));
}

} // namespace

// Issue 27, item 1: each argument stays in the component of its field, or the call fails with
// an error at that field. Every line below returned a result with another host or path.
BOOST_AUTO_TEST_CASE(arguments_stay_in_their_component)
{
    // a path argument that starts the path with "//" keeps it in the path (RFC 3986 §3.3)
    BOOST_TEST(made(format("/{}", "/evil.example/x")) == "/.//evil.example/x");
    BOOST_TEST(where(format("/{}", "/evil.example/x")) == "host  path /.//evil.example/x");
    BOOST_TEST(made(format("http:{}", "//evil.example/")) == "http:/.//evil.example/");
    BOOST_TEST(made(format("{}", "//evil.example")) == "/.//evil.example");
    BOOST_TEST(made(format("{}/{}", "", "/x")) == "/.//x");
    BOOST_TEST(made(format("{}:{}", "news", "//h/x")) == "news:/.//h/x");
    // with an authority, "//" in the path is a path (an empty segment)
    BOOST_TEST(made(format("http://h/{}", "/x")) == "http://h//x");
    // a port is digits; nothing follows it from an argument
    BOOST_TEST(where(format("http://h:{}/", "80/admin?x=")) == "invalid_format_argument at 9 in port");
    BOOST_TEST(where(format("http://example.com:{}/api", "80@evil.com")) == "invalid_format_argument at 19 in port");
    BOOST_TEST(where(format("http://h:{}/", -1)) == "invalid_format_argument at 9 in port");
    BOOST_TEST(made(format("http://h:{}/", 8080)) == "http://h:8080/");
    // a scheme is scheme characters and the whole scheme
    BOOST_TEST(where(format("{}://h/", "javascript:alert(1)//")) == "invalid_format_argument at 0 in scheme");
    BOOST_TEST(where(format("{}://h/", "http://evil/")) == "invalid_format_argument at 0 in scheme");
    BOOST_TEST(made(format("{}+{}://h/", "svn", "ssh")) == "svn+ssh://h/");
    // an IP literal as written, but inside its brackets
    BOOST_TEST(where(format("http://[{}]/", "::1]/x[")) == "invalid_format_argument at 8 in host");
    BOOST_TEST(where(format("http://[{}]:80/", "::1]:1@[::2")) == "invalid_format_argument at 8 in host");
    BOOST_TEST(made(format("http://[{}]/", "v7.a:b")) == "http://[v7.a:b]/");
    // the other components encode what would end them
    BOOST_TEST(made(format("http://{}@h/", "u@evil/x?#")) == "http://u%40evil%2Fx%3F%23@h/");
    BOOST_TEST(made(format("http://{}/", "evil.example:80@x")) == "http://evil.example%3A80%40x/");
    BOOST_TEST(made(format("http://h/?q={}", "a#b&c")) == "http://h/?q=a%23b%26c");
    BOOST_TEST(made(format("http://h/#{}", "a#b")) == "http://h/#a%23b");
    // the error names the argument's field, whichever it is
    auto const e = format("{s}://h:{p}/", arg("s", "http"), arg("p", "1@x"));
    BOOST_REQUIRE(!e);
    BOOST_TEST((e.error().code == error::invalid_format_argument));
    BOOST_TEST(e.error().offset == 8u);
    BOOST_TEST((e.error().found == U'@'));
}

// No bidi formatting character as itself in the result (RFC 3987 §4.1), from the format
// string either (a fuzz finding: format copied its literals as they are).
BOOST_AUTO_TEST_CASE(bidi_formatting_characters_are_encoded)
{
    BOOST_TEST(made(format("/\u202E{}\u061C?\u2066", "\u200F")) == "/%E2%80%AE%E2%80%8F%D8%9C?%E2%81%A6");
    BOOST_TEST(made(format("/\u4F8B{}", "\u4F8B")) == "/\u4F8B\u4F8B"); // other characters as they are
    expect_error(format("/\u202E{", "x"), error::invalid_format_string, 4);
    // a format string of ill-formed UTF-8 is an error: U+200E split by a field joined around an
    // empty argument (a fuzz finding)
    expect_error(format("/\xE2{}\x80\x8E", ""), error::invalid_utf8, 2); // the byte that breaks it
    expect_error(format("/a\xFF", ""), error::invalid_utf8, 2);
}

// A char is the character, as std::format writes it; other integers are numbers.
BOOST_AUTO_TEST_CASE(a_char_is_a_character)
{
    BOOST_TEST(made(format("http://h/{}", 'a')) == "http://h/a");
    BOOST_TEST(made(format("http://h/{}", ' ')) == "http://h/%20");
    BOOST_TEST(made(format("http://h/{}", static_cast<unsigned char>(97))) == "http://h/97");
    BOOST_TEST(made(format("http://h/{}", static_cast<signed char>(-3))) == "http://h/-3");
    char const c = '/';
    BOOST_TEST(made(format("{}", arg("x", c))) == "/");
}

// Issue 27, item 1, as a property: over generated format strings and arguments, a result has
// the components the same format string has with plain arguments (a letter or a digit each):
// no argument adds, removes or moves one.
BOOST_AUTO_TEST_CASE(no_argument_moves_a_boundary)
{
    std::mt19937 rng(27);
    std::vector<char const*> const format_pieces = {"{}", "{}", "{}", "http", ":", "//", "/", "?", "#", "@", "[", "]",
                                                    ":8", "a", ".", "{{", "}}", "v1."};
    std::vector<char const*> const argument_pieces = {"/", "//", "?", "#", "@", ":", "[", "]", "&", "=", "+", "%", "%41",
                                                      "a", "1", ".", "..", " ", "\u00E9", "javascript:", "\u202E"};
    std::size_t results = 0;
    for (int i = 0; i < 100000; ++i) {
        std::string const f = test::compose(rng, {}, format_pieces, 8);
        std::string const a[] = {test::compose(rng, {}, argument_pieces, 4), test::compose(rng, {}, argument_pieces, 4),
                                 test::compose(rng, {}, argument_pieces, 4)};
        auto const r = format(f, a[0], a[1], a[2]);
        if (!r) {
            BOOST_TEST(r.error().offset <= f.size());
            continue;
        }
        auto const plain = format(f, "1", "a", "a");
        if (!plain)
            continue;
        ++results;
        BOOST_TEST((r->has_scheme() == plain->has_scheme() && r->has_authority() == plain->has_authority() &&
                    r->has_userinfo() == plain->has_userinfo() && r->has_port() == plain->has_port() &&
                    r->has_query() == plain->has_query() && r->has_fragment() == plain->has_fragment()),
                   "format(\"" << f << "\", \"" << a[0] << "\", \"" << a[1] << "\", \"" << a[2] << "\") = " << r->buffer()
                               << " where plain arguments give " << plain->buffer());
    }
    BOOST_TEST(results > 1000u); // the property was tested
}
