//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Conformance data from other implementations and the RFCs (test/data, see SOURCE.md there).
// Every row must agree, or be listed in test/data/known_deviations.json with its reason.

#define BOOST_TEST_MODULE conformance
#include "rule_test.hpp"
#include <boost/iri/parse.hpp>
#include "test_data.hpp"
#include <sstream>

using namespace boost::iris;
namespace json = boost::json;
namespace g = boost::iris::grammar;

namespace {

using test::str;

test::deviations& known()
{
    static test::deviations d("conformance");
    return d;
}

// Checks one expectation.
void expect(std::string const& file, std::string const& input, bool got, bool want,
            std::string const& what)
{
    std::ostringstream message;
    message << what << " \"" << input << "\": expected " << want;
    known().expect(file, input, got == want, message.str());
}

bool valid_reference(std::string const& s, parse_options const& o = {})
{
    return parse_iri_reference(s, o).has_value();
}

parse_options uri_profile()
{
    parse_options o;
    o.profile = profile::uri;
    return o;
}

// Components are compared as text that shows absent and empty apart.
std::string const absent = "(absent)";

// A component, or none when absent.
boost::optional<std::string_view> part(bool present, std::string_view text)
{
    return present ? boost::optional<std::string_view>(text) : boost::none;
}

std::string text_of(boost::optional<std::string_view> const& v)
{
    return v ? "\"" + std::string(*v) + "\"" : absent;
}

std::string expected(json::object const& o, char const* key)
{
    auto const* v = o.if_contains(key);
    return v && !v->is_null() ? "\"" + str(*v) + "\"" : absent;
}

} // namespace

BOOST_AUTO_TEST_CASE(oxiri)
{
    for (auto const& r : test::rows("oxiri/valid_absolute_iris.json")) {
        std::string const s = str(r.at("iri"));
        expect("oxiri/valid_absolute_iris.json", s, parse_iri(s).has_value(), true, "IRI");
    }
    for (auto const& r : test::rows("oxiri/valid_iri_references.json")) {
        std::string const s = str(r.at("iri_reference"));
        expect("oxiri/valid_iri_references.json", s, valid_reference(s), true, "IRI-reference");
    }
    for (auto const& r : test::rows("oxiri/invalid_iri_references.json")) {
        std::string const s = str(r.at("iri_reference"));
        expect("oxiri/invalid_iri_references.json", s, valid_reference(s), false, "IRI-reference");
    }
}

BOOST_AUTO_TEST_CASE(iri_string)
{
    std::string const f = "iri-string/validity_kinds.json";
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        std::string const s = str(o.at("input"));
        expect(f, s, valid_reference(s), o.at("valid_iri_reference").as_bool(), "IRI-reference");
        expect(f, s, valid_reference(s, uri_profile()), o.at("valid_uri_reference").as_bool(), "URI-reference");
        expect(f, s, parse_absolute_iri(s).has_value(), o.at("is_absolute_iri").as_bool(), "absolute-IRI");
        expect(f, s, parse_iri(s).has_value(), o.at("is_iri_without_relative").as_bool(), "IRI");
        expect(f, s, parse_irelative_ref(s).has_value(), o.at("is_relative_ref").as_bool(), "irelative-ref");
    }
    std::string const gh = "iri-string/gh_issues_validity.json";
    for (auto const& r : test::rows(gh)) {
        auto const& o = r.as_object();
        std::string const s = str(o.at("input"));
        bool const want = o.at("valid_uri_reference").as_bool();
        auto const p = parse_iri_reference(s, uri_profile());
        expect(gh, s, p.has_value(), want, "URI-reference");
        if (want && p && o.contains("host"))
            BOOST_TEST(p->host() == str(o.at("host")));
    }
    std::string const c = "iri-string/components_and_normalization.json";
    for (auto const& r : test::rows(c)) {
        auto const& o = r.as_object();
        std::string const s = str(o.at("input"));
        auto const p = parse_iri_reference(s);
        expect(c, s, p.has_value(), true, "IRI-reference");
        if (!p)
            continue;
        auto const& want = o.at("components").as_object();
        BOOST_TEST(text_of(part(p->has_scheme(), p->scheme())) == expected(want, "scheme"), s);
        BOOST_TEST(text_of(p->encoded_path()) == expected(want, "path"), s);
        BOOST_TEST(text_of(part(p->has_query(), p->encoded_query())) == expected(want, "query"), s);
        BOOST_TEST(text_of(part(p->has_fragment(), p->encoded_fragment())) == expected(want, "fragment"), s);
        if (expected(want, "host") != absent) {
            BOOST_REQUIRE(p->has_authority());
            BOOST_TEST(text_of(p->encoded_host()) == expected(want, "host"), s);
            BOOST_TEST(text_of(part(p->has_port(), p->port())) == expected(want, "port"), s);
            // iri-string splits iuserinfo at its first ":"
            boost::optional<std::string_view> user, password;
            if (p->has_userinfo()) {
                std::string_view const u = p->encoded_userinfo();
                auto const colon = u.find(':');
                user = u.substr(0, colon);
                if (colon != std::string_view::npos)
                    password = u.substr(colon + 1);
            }
            BOOST_TEST(text_of(user) == expected(want, "user"), s);
            BOOST_TEST(text_of(password) == expected(want, "password"), s);
        }
        else
            BOOST_TEST(!p->has_authority(), s);
    }
}

BOOST_AUTO_TEST_CASE(jena_iri3986)
{
    std::string const f = "jena-iri3986/syntax.json";
    for (auto const& r : test::rows(f)) {
        auto const& o = r.as_object();
        std::string const s = str(o.at("input"));
        bool const want = o.at("valid").as_bool();
        auto const p = parse_iri_reference(s);
        expect(f, s, p.has_value(), want, "IRI-reference");
        if (!want || !p || !o.contains("components"))
            continue;
        auto const& c = o.at("components").as_object();
        BOOST_TEST(text_of(part(p->has_scheme(), p->scheme())) == expected(c, "scheme"), s);
        BOOST_TEST(text_of(p->encoded_path()) == expected(c, "path"), s);
        BOOST_TEST(text_of(part(p->has_query(), p->encoded_query())) == expected(c, "query"), s);
        BOOST_TEST(text_of(part(p->has_fragment(), p->encoded_fragment())) == expected(c, "fragment"), s);
        bool const a = p->has_authority();
        BOOST_TEST(text_of(part(a, p->encoded_host())) == expected(c, "host"), s);
        BOOST_TEST(text_of(part(p->has_port(), p->port())) == expected(c, "port"), s);
        if (c.contains("userinfo"))
            BOOST_TEST(text_of(part(p->has_userinfo(), p->encoded_userinfo())) == expected(c, "userinfo"), s);
        if (c.contains("authority")) {
            // the authority is the text between "//" and the path
            boost::optional<std::string_view> authority;
            if (a) {
                std::string_view const from = std::string_view(s).substr(s.find("//") + 2);
                authority = from.substr(0, static_cast<std::size_t>(p->encoded_path().data() - from.data()));
            }
            BOOST_TEST(text_of(authority) == expected(c, "authority"), s);
        }
    }
    std::string const v4 = "jena-iri3986/ipv4.json";
    for (auto const& r : test::rows(v4)) {
        std::string const s = str(r.at("input"));
        expect(v4, s, test::matches(g::IPv4address, s), r.at("valid").as_bool(), "IPv4address");
    }
    std::string const v6 = "jena-iri3986/ipv6_literal.json";
    parse_options zone;
    zone.zone_id = true;
    for (auto const& r : test::rows(v6)) {
        std::string const s = str(r.at("input"));
        bool const zone_row = str(r.at("test")).find("zone") != std::string::npos;
        expect(v6, s, test::matches(g::IP_literal, s, zone_row ? zone : parse_options{}),
               r.at("valid").as_bool(), zone_row ? "IP-literal (RFC 6874)" : "IP-literal");
    }
}

BOOST_AUTO_TEST_CASE(rfc_examples)
{
    std::string const f = "rfc-examples/valid_uris_1_1_2.json";
    for (auto const& r : test::rows(f)) {
        std::string const s = str(r.at("uri"));
        expect(f, s, parse_iri(s, uri_profile()).has_value(), r.at("valid").as_bool(), "URI");
        expect(f, s, parse_iri(s).has_value(), r.at("valid").as_bool(), "IRI");
    }
}

BOOST_AUTO_TEST_CASE(w3c_rdf_iri_syntax)
{
    // N-Triples and Turtle IRIREF: an IRI with a scheme (fragments are fine in RDF)
    std::string const f = "w3c-rdf-tests/rdf_iri_syntax.json";
    for (auto const& r : test::rows(f)) {
        std::string const s = str(r.at("iri"));
        expect(f, s, parse_iri(s).has_value(), r.at("valid_absolute_iri").as_bool(), "IRI");
    }
}

BOOST_AUTO_TEST_CASE(every_listed_deviation_was_met)
{
    known().check_all_reached();
}
