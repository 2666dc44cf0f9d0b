//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The public rules inside other grammars: over the iterators X3 users parse with, with a
// skipper, into the user's own fusion-adapted structs.

#define BOOST_TEST_MODULE grammar_compose
#include "generate.hpp"
#include "rule_test.hpp"
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/iri/parse.hpp>
#include <random>
#include <string>
#include <vector>

namespace g = boost::iris::grammar;
namespace x3 = boost::spirit::x3;
using boost::iris::iri_view;
using boost::iris::parse_options;
using boost::iris::profile;

namespace user {

/// A struct of the user's own, with owning strings.
struct link
{
    std::string scheme;
    std::string authority;
    std::string path;
    std::string query;
};

} // user

BOOST_FUSION_ADAPT_STRUCT(user::link, scheme, authority, path, query)

namespace {

/// Parses all of `s` with `rule` over a copy of it reached through `Iterator`.
template <class Iterator, class Rule, class Attribute>
bool parse_all(Iterator first, Iterator last, Rule const& rule, parse_options const& options,
               Attribute& attr)
{
    return x3::parse(first, last, x3::with<g::options_tag>(options)[rule >> x3::eoi], attr);
}

/// The components the grammar filled, as offsets into the text they view, so that the
/// components of different copies of the same text compare equal.
std::vector<long> offsets(g::iri_components const& v, char const* base)
{
    std::vector<long> r;
    auto add = [&](std::string_view c) {
        r.push_back(c.data() ? c.data() - base : -1);
        r.push_back(c.data() ? static_cast<long>(c.size()) : -1);
    };
    add(v.scheme);
    r.push_back(static_cast<long>(v.host_type));
    if (v.host_type != boost::iris::host_type::none) {
        add(v.userinfo);
        add(v.host);
        add(v.port);
    }
    add(v.path);
    add(v.query);
    add(v.fragment);
    return r;
}

std::vector<char const*> const pieces = {
    "a", "Z", "0", "-", ".", "_", "~", "%41", "%e9", "!", "$", "&", "'", "(", ")", "*",
    "+", ",", ";", "=", ":", "@", "/", "//", "?", "#", "[", "]", "[::1]", "[v1.x]", "1.2.3.4",
    " ", "%", "\xC3\xA9", "\xE2\x80\x8F", "\xEE\x80\x80", "\xF3\xA0\x80\x81", "\xE4\xBE\x8B",
    "\x80", "\xC3", "<", "\\", "http:", "//u@h:8"};

} // namespace

// x3::parse with char const*, std::string::const_iterator and std::string_view::const_iterator
// accepts the same inputs and gives the same components, in every profile.
BOOST_AUTO_TEST_CASE(every_iterator_agrees)
{
    std::mt19937 rng(20261123);
    for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri}) {
        parse_options options;
        options.profile = p;
        for (int n = 0; n < 4000; ++n) {
            std::string const s = test::compose(rng, {}, pieces, 8);
            std::string_view const sv = s;
            g::iri_components by_pointer, by_string, by_view;
            bool const a = parse_all(s.data(), s.data() + s.size(), g::IRI_reference, options, by_pointer);
            bool const b = parse_all(s.cbegin(), s.cend(), g::IRI_reference, options, by_string);
            bool const c = parse_all(sv.begin(), sv.end(), g::IRI_reference, options, by_view);
            BOOST_TEST_INFO("input: " << s << ", profile " << to_string(p));
            BOOST_TEST(a == b);
            BOOST_TEST(a == c);
            BOOST_TEST(a == boost::iris::parse_iri_reference(s, options).has_value());
            if (a && b && c) {
                BOOST_TEST(offsets(by_pointer, s.data()) == offsets(by_string, s.data()));
                BOOST_TEST(offsets(by_pointer, s.data()) == offsets(by_view, s.data()));
            }
            bool const seg_a = parse_all(s.data(), s.data() + s.size(), g::isegment, options, x3::unused);
            bool const seg_b = parse_all(s.cbegin(), s.cend(), g::isegment, options, x3::unused);
            BOOST_TEST(seg_a == seg_b);
        }
    }
}

// The question of the issue: +ipchar over std::string's iterators.
BOOST_AUTO_TEST_CASE(ipchar_over_string_iterators)
{
    std::string const s = "caf\xC3\xA9%20x";
    auto first = s.cbegin();
    BOOST_TEST(x3::parse(first, s.cend(), +g::ipchar));
    BOOST_TEST((first == s.cend()));
    std::string const bad = "a b";
    first = bad.cbegin();
    BOOST_TEST(x3::parse(first, bad.cend(), +g::ipchar));
    BOOST_TEST((first == bad.cbegin() + 1));
}

// The rules' attributes fill a struct of the user's, with std::string members.
BOOST_AUTO_TEST_CASE(into_a_user_struct)
{
    auto const link_rule = g::scheme >> ':' >> "//" >> x3::raw[g::iauthority] >> g::ipath_abempty >>
                           -('?' >> g::iquery);
    std::string const s = "http://user@\xE4\xBE\x8B.jp:8080/a/b?q=1";
    user::link l;
    auto first = s.cbegin();
    BOOST_TEST(x3::parse(first, s.cend(), link_rule >> x3::eoi, l));
    BOOST_TEST(l.scheme == "http");
    BOOST_TEST(l.authority == "user@\xE4\xBE\x8B.jp:8080");
    BOOST_TEST(l.path == "/a/b");
    BOOST_TEST(l.query == "q=1");
}

// With a skipper, white space separates IRIs but never enters one: each rule is a lexeme.
BOOST_AUTO_TEST_CASE(with_a_skipper)
{
    std::string const list = "  http://a/b ,\tc:d#e , /x?y ";
    std::vector<g::iri_components> found;
    auto first = list.cbegin();
    BOOST_TEST(x3::phrase_parse(first, list.cend(), g::IRI_reference % ',', x3::space, found));
    BOOST_TEST((first == list.cend()));
    BOOST_REQUIRE(found.size() == 3u);
    BOOST_TEST(found[0].scheme == "http");
    BOOST_TEST(found[0].path == "/b");
    BOOST_TEST(found[1].fragment == "e");
    BOOST_TEST(found[2].query == "y");

    // "http://a/ b" is one IRI and a stray "b", not an IRI with a space in its path
    std::string const spaced = "http://a/ b";
    g::iri_components one;
    first = spaced.cbegin();
    BOOST_TEST(x3::phrase_parse(first, spaced.cend(), g::IRI_reference, x3::space, one));
    BOOST_TEST(one.path == "/");
    BOOST_TEST((first != spaced.cend()));
    std::string const pct = "%4 1";
    first = pct.cbegin();
    BOOST_TEST(!x3::phrase_parse(first, pct.cend(), g::pct_encoded, x3::space));
}
