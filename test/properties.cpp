//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Properties over generated inputs: parse then print is the identity;
// the start rules agree with each other; every input gives a value or a typed error;
// large inputs parse without trouble.

#define BOOST_TEST_MODULE properties
#include <boost/iri.hpp>
#include <boost/test/unit_test.hpp>
#include "generate.hpp"
#include <random>

using namespace boost::iris;

namespace {

// Pieces that IRI references are made of, and some that break them.
std::string generate(std::mt19937& rng)
{
    return test::compose(rng, {},
                         {"http", "a", "Z9", ":", "//", "/", "?", "#", "@", "[", "]", "%", "%4",
                          "%41", "%e4%b8", ".", "..", "-", "~", "!", "$&'()*+,;=", " ", "::", "1",
                          "255", "256", "1.2.3.4", "[::1]", "[v7.x]", "v", "\xC3\xA9",
                          "\xE4\xBE\x8B", "\xF0\x9F\x98\x80", "\xEE\x80\x80", "\xF3\xA0\x80\x81",
                          "\xEF\xBF\xBF", "\xC0\xAF", "\xED\xA0\x80", "\x80", "\xE4\xB8", "<", "\"",
                          "\\", "\x7F", "\t", "0"},
                         12);
}

} // namespace

BOOST_AUTO_TEST_CASE(round_trip_and_agreement)
{
    std::mt19937 rng(20050117);
    std::size_t valid = 0;
    for (int i = 0; i < 200000; ++i) {
        std::string const s = generate(rng);
        for (auto const p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri}) {
            parse_options o;
            o.profile = p;
            auto const ref = parse_iri_reference(s, o);
            auto const abs = parse_iri(s, o);
            auto const absolute = parse_absolute_iri(s, o);
            auto const rel = parse_irelative_ref(s, o);
            if (ref) {
                ++valid;
                BOOST_TEST(ref->buffer() == s);
                BOOST_TEST(boost::iris::iri(*ref).buffer() == s);
                // IRI-reference = IRI / irelative-ref
                BOOST_TEST(ref->has_scheme() == abs.has_value(), s);
                BOOST_TEST(!ref->has_scheme() == rel.has_value(), s);
                BOOST_TEST(absolute.has_value() == (abs.has_value() && !abs->has_fragment()), s);
            }
            else {
                BOOST_TEST(!abs.has_value());
                BOOST_TEST(!rel.has_value());
                BOOST_TEST(!absolute.has_value());
                // a typed error inside the input
                BOOST_TEST((ref.error().code.category() == error_category()));
                BOOST_TEST(ref.error().offset <= s.size());
                BOOST_TEST(!ref.error().message().empty());
            }
            // a wider repertoire accepts more: uri < rfc3987 < rfc3987bis < leiri
            if (p == profile::uri && ref) {
                BOOST_TEST(parse_iri_reference(s).has_value(), s);
            }
        }
    }
    BOOST_TEST(valid > 50000u); // the generator must reach valid references
}

BOOST_AUTO_TEST_CASE(the_error_offset_is_where_a_valid_prefix_ends)
{
    // Cutting the input at the error offset never leaves an error earlier than it:
    // everything before the offset was consumed by some derivation attempt.
    std::mt19937 rng(3987);
    for (int i = 0; i < 50000; ++i) {
        std::string const s = generate(rng);
        auto const r = parse_iri_reference(s);
        if (r)
            continue;
        auto const prefix = parse_iri_reference(std::string_view(s).substr(0, r.error().offset));
        if (!prefix)
            BOOST_TEST(prefix.error().offset <= r.error().offset, s);
    }
}

BOOST_AUTO_TEST_CASE(large_inputs)
{
    std::size_t const n = 1 << 22;
    std::string const segment(n, 'a');
    BOOST_TEST(parse_iri_reference("http://" + segment + "/" + segment + "?" + segment).has_value());
    BOOST_TEST(parse_iri_reference("//" + segment + "@" + segment + ":" + std::string(n, '1')).has_value());
    BOOST_TEST(parse_iri_reference(std::string(n, '/')).has_value());
    std::string utf8;
    for (std::size_t i = 0; i < n / 3; ++i)
        utf8 += "\xE4\xBE\x8B";
    BOOST_TEST(parse_iri_reference("http://a/" + utf8).has_value());
    // failures at the far end are found and located
    auto const bad = parse_iri_reference("//" + segment + ":" + segment);
    BOOST_REQUIRE(!bad.has_value());
    BOOST_TEST(bad.error().offset == n + 3);
    auto const late = parse_iri_reference("http://a/" + segment + " ");
    BOOST_REQUIRE(!late.has_value());
    BOOST_TEST(late.error().offset == n + 9);
}
