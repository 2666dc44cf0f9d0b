//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The vocabulary types and what they forbid (issue 17): an iri_view can only come from a
// parse or from an iri, so the misuses that used to lie or crash either do not compile
// (here, and in compile_fail/) or are parse errors; a view and a value of the same text give
// the same results.

#define BOOST_TEST_MODULE types
#include <boost/iri.hpp>
#include <boost/iri/grammar/components.hpp>
#include <boost/test/unit_test.hpp>
#include <type_traits>

using namespace boost::iris;

BOOST_TEST_DONT_PRINT_LOG_VALUE(boost::iris::error)
BOOST_TEST_DONT_PRINT_LOG_VALUE(boost::iris::host_type)

// What the type system forbids.
static_assert(!std::is_constructible<iri_view, grammar::iri_components>::value,
              "a view is not made from the grammar's record");
static_assert(!std::is_constructible<iri_view, detail::iri_layout>::value, "nor from offsets");
static_assert(!std::is_constructible<iri_view, std::string_view>::value, "nor from text: parse it");
static_assert(!std::is_aggregate<iri_view>::value, "nor from pieces");
static_assert(!std::is_default_constructible<iri_view_base>::value, "the base is not made on its own");
static_assert(!std::is_convertible<std::string_view, iri>::value, "a value is not made from unchecked text");
// What it promises.
static_assert(std::is_trivially_copyable<iri_view>::value, "a view is copied as bytes");
static_assert(sizeof(iri_view) <= 64, "a view is compact");
static_assert(std::is_nothrow_move_constructible<iri>::value, "a value moves without throwing");
static_assert(std::is_convertible<iri const&, iri_view>::value, "a value views as an iri_view");
// The error of every result is small (issue 28: it was 160 bytes, six string_views of
// expected rules) and gives its system::error_code in one step.
static_assert(sizeof(failure) <= 64, "a failure is at most 64 bytes");
static_assert(sizeof(void*) != 8 || sizeof(failure) == 56, "56 on 64-bit targets (doc/parse.adoc)");
static_assert(std::is_same<decltype(failure::code), boost::system::error_code>::value, "");
// The names mean what they mean in Boost.URL (issue 28): the ranges over the text as written are
// `*_encoded_view`, the decoded ones `*_view`; `equivalent` says whether two IRIs are, where a
// `compare` would order them; a component is named as its accessor.
static_assert(std::is_same<decltype(std::declval<iri_view const&>().segments()), segments_view>::value, "");
static_assert(std::is_same<decltype(std::declval<iri_view const&>().encoded_segments()), segments_encoded_view>::value, "");
static_assert(std::is_same<decltype(std::declval<iri_view const&>().params()), params_view>::value, "");
static_assert(std::is_same<decltype(std::declval<iri_view const&>().encoded_params()), params_encoded_view>::value, "");
static_assert(std::is_same<decltype(*std::declval<segments_view const&>().begin()), decoded_view>::value, "decoded");
static_assert(std::is_same<decltype(*std::declval<segments_encoded_view const&>().begin()), std::string_view>::value, "as written");
static_assert(std::is_same<decltype(*std::declval<params_view const&>().begin()), decoded_param>::value, "decoded");
static_assert(std::is_same<decltype(*std::declval<params_encoded_view const&>().begin()), param_view>::value, "as written");
static_assert(std::is_same<decltype(equivalent("a", "b")), result<bool>>::value, "");
static_assert(to_string(component::userinfo) == "userinfo" && to_string(component::host) == "host" &&
                  to_string(component::path) == "path" && to_string(component::query) == "query" &&
                  to_string(component::fragment) == "fragment",
              "");

namespace {

parse_options grammar_of(profile p, bool zone = false)
{
    parse_options o;
    o.profile = p;
    o.zone_id = zone;
    return o;
}

} // namespace

// Values made from views parsed under any grammar (these crashed: the value parsed the text
// again under default options and used the result unchecked).
BOOST_AUTO_TEST_CASE(values_of_views_of_every_grammar)
{
    struct
    {
        char const* text;
        parse_options grammar;
    } const cases[] = {
        {"http://a/x y", grammar_of(profile::leiri)},
        {"http://a/?\xF3\xA0\x80\x81", grammar_of(profile::rfc3987bis)}, // a tag in the query
        {"http://[fe80::1%25eth0]/", grammar_of(profile::rfc3987, true)},
        {"http://a/b", grammar_of(profile::uri)},
    };
    for (auto const& c : cases) {
        auto const v = parse_iri_reference(c.text, c.grammar);
        BOOST_REQUIRE_MESSAGE(v.has_value(), c.text);
        iri const x = *v;
        BOOST_TEST(x.buffer() == c.text);
        BOOST_TEST((x.options() == c.grammar));
        BOOST_TEST(x.encoded_host() == v->encoded_host());
        BOOST_TEST((x.host_type() == v->host_type()));
        // every operation takes both, under the grammar they were parsed with
        BOOST_TEST(normalize(x).value() == normalize(*v).value());
        BOOST_TEST(to_uri(x).value() == to_uri(*v).value());
        BOOST_TEST(check(x).value().size() == check(*v).value().size());
        BOOST_TEST(to_display(x).value() == to_display(*v).value());
        display_options shown;
        shown.parse = c.grammar;
        BOOST_TEST(to_display(x).value() == to_display(c.text, shown).value());
    }
    // a LEIRI's space is encoded by to_uri, under the view's own grammar, whatever the options say
    auto const leiri = parse_iri_reference("http://a/x y", grammar_of(profile::leiri)).value();
    BOOST_TEST(to_uri(leiri).value() == "http://a/x%20y");
    BOOST_TEST((normalize(leiri).value().options() == grammar_of(profile::leiri)));
}

// The views a hostile tester put together by hand cannot be made; their texts are errors.
BOOST_AUTO_TEST_CASE(texts_of_the_forged_views_are_errors)
{
    BOOST_TEST(parse_iri_reference("http://a b/c d").error().code == error::invalid_character);
    BOOST_TEST(parse_iri_reference("http://a/%").error().code == error::invalid_percent_encoding);
    BOOST_TEST(parse_iri_reference("http://a/\xC3").error().code == error::invalid_utf8);
    // the host and path of "httpXYZevil.com/@good/p" read only as the parse says
    auto const x = parse_iri_reference("http://evil.com/@good/p").value();
    BOOST_TEST(x.encoded_host() == "evil.com");
    BOOST_TEST(to_uri(x).value() == x.buffer());
    BOOST_TEST(normalize(x).value() == x.buffer());
    // a host is never "evil.com/x@good.com": the userinfo ends at the "@"
    auto const y = parse_iri_reference("http://evil.com%2Fx@good.com/").value();
    BOOST_TEST(y.encoded_host() == "good.com");
    BOOST_TEST(y.encoded_userinfo() == "evil.com%2Fx");
    BOOST_TEST(y.host() == "good.com");
    BOOST_TEST(y.userinfo() == "evil.com/x");
}

// A reference without a scheme whose host starts the text (text_of used to read two bytes
// before it).
BOOST_AUTO_TEST_CASE(a_host_at_the_start_of_the_text)
{
    std::string const text = "//h/p?q";
    auto const v = parse_iri_reference(text).value();
    BOOST_TEST(v.data() == text.data());
    BOOST_TEST(v.encoded_host() == "h");
    BOOST_TEST(to_uri(v).value() == text);
    BOOST_TEST(to_iri(v).value() == text);
    BOOST_TEST(check(v).has_value());
    BOOST_TEST(resolve(parse_iri("http://a/b").value(), v).value() == "http://h/p?q");
}

// One vocabulary: encoded_X as written, X decoded, has_X, host_type none without an authority.
BOOST_AUTO_TEST_CASE(one_vocabulary)
{
    std::string const text = "http://us%65r:pw@h%C3%A9.example:8080/a%20b/c?x=%31&y#f%23";
    auto const v = parse_iri_reference(text).value();
    iri const x = v;
    for (iri_view_base const* p : {static_cast<iri_view_base const*>(&v), static_cast<iri_view_base const*>(&x)}) {
        iri_view_base const& u = *p;
        BOOST_TEST(u.scheme() == "http");
        BOOST_TEST(u.encoded_authority() == "us%65r:pw@h%C3%A9.example:8080");
        BOOST_TEST(u.encoded_userinfo() == "us%65r:pw");
        BOOST_TEST(u.userinfo() == "user:pw");
        BOOST_TEST(u.encoded_user() == "us%65r");
        BOOST_TEST(u.user() == "user");
        BOOST_TEST(u.password() == "pw");
        BOOST_TEST(u.encoded_host() == "h%C3%A9.example");
        BOOST_TEST(u.host() == "h\xC3\xA9.example");
        BOOST_TEST((u.host_type() == host_type::reg_name));
        BOOST_TEST(u.port() == "8080");
        BOOST_TEST((u.port_number() == 8080u));
        BOOST_TEST(u.encoded_path() == "/a%20b/c");
        BOOST_TEST(u.path() == "/a b/c");
        BOOST_TEST(u.encoded_segments().size() == 2u);
        BOOST_TEST(*u.segments().begin() == "a b");
        BOOST_TEST(u.encoded_query() == "x=%31&y");
        BOOST_TEST(u.query() == "x=1&y");
        BOOST_TEST((*u.params().begin()).value == "1");
        BOOST_TEST(!(*std::next(u.params().begin())).has_value);
        BOOST_TEST(u.fragment() == "f#");
    }
    auto const none = parse_iri_reference("a/b").value();
    BOOST_TEST((none.host_type() == host_type::none));
    BOOST_TEST(!none.has_authority());
    BOOST_TEST(none.encoded_authority().empty());
    auto const empty_host = parse_iri_reference("file:///x").value();
    BOOST_TEST((empty_host.host_type() == host_type::reg_name));
    BOOST_TEST(empty_host.has_authority());
}

// Operations give iri values, and write into a caller's iri.
BOOST_AUTO_TEST_CASE(operations_take_and_give_values)
{
    iri u = parse_iri_reference("HTTP://A/b/../c").value();
    iri const n = normalize(u).value();
    BOOST_TEST(n == "http://a/c");
    BOOST_TEST(n.encoded_path() == "/c");
    BOOST_REQUIRE(normalize(u, u).has_value()); // into itself
    BOOST_TEST(u == "http://a/c");
    iri v = parse_iri_reference("HTTP://A:80/%7e/./x").value();
    BOOST_TEST(v.normalize() == "http://a:80/~/x"); // in place, the syntax rung
    BOOST_TEST(v.normalize(options_for(comparison_level::scheme)) == "http://a/~/x");
    BOOST_TEST(v.encoded_path() == "/~/x");
    iri const r = resolve(u, parse_iri_reference("d?e").value()).value();
    BOOST_TEST(r == "http://a/d?e");
    BOOST_TEST(r.encoded_query() == "e");
    BOOST_TEST(relativize(u, r).value() == "d?e");
    BOOST_TEST(equivalent(u, n).value());
    BOOST_TEST(equivalence_key(u, options_for(comparison_level::syntax)).value() == "http://a/c");
}
