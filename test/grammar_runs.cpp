//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The fast path of the grammar (grammar/detail/runs.hpp) matches exactly what the ABNF
// compositions match: each accelerated rule, run over plain pointers (the fast loop) and
// over the tracing iterator (the composition), agrees on every code point, every pair of
// ASCII characters, percent-encodings, and generated strings, in every profile.

#define BOOST_TEST_MODULE grammar_runs
#include "generate.hpp"
#include "rule_test.hpp"
#include <random>
#include <string>
#include <vector>

namespace g = boost::iris::grammar;
namespace x3 = boost::spirit::x3;
using test::matches;
using test::utf8;
using test::with_profile;
using boost::iris::profile;

namespace {

template <class Rule>
bool matches_composition(Rule const& rule, std::string_view s, boost::iris::parse_options const& o)
{
    g::detail::parse_trace t;
    t.begin = s.data();
    t.end = s.data() + s.size();
    g::detail::traced_iterator first(t.begin, &t);
    g::detail::traced_iterator const last(t.end, &t);
    return x3::parse(first, last, x3::with<g::options_tag>(o)[rule >> x3::eoi]);
}

std::size_t disagreements = 0;

template <class Rule>
void agree(Rule const& rule, std::string const& s, boost::iris::parse_options const& o)
{
    bool const fast = matches(rule, s, o);
    bool const composition = matches_composition(rule, s, o);
    if (fast != composition && ++disagreements <= 20)
        BOOST_ERROR(rule.name << " \"" << s << "\" in " << boost::iris::to_string(o.profile)
                              << ": fast " << fast << ", composition " << composition);
}

// Every accelerated rule on `s`.
void all_rules(std::string const& s, boost::iris::parse_options const& o)
{
    agree(g::isegment, s, o);
    agree(g::isegment_nz, s, o);
    agree(g::isegment_nz_nc, s, o);
    agree(g::ipath_abempty, s, o);
    agree(g::ipath_absolute, s, o);
    agree(g::ipath_noscheme, s, o);
    agree(g::ipath_rootless, s, o);
    agree(g::iquery, s, o);
    agree(g::ifragment, s, o);
    agree(g::iuserinfo, s, o);
    agree(g::ireg_name, s, o);
    agree(g::scheme, s, o);
}

profile const profiles[] = {profile::rfc3987, profile::rfc3987bis, profile::uri};

} // namespace

BOOST_AUTO_TEST_CASE(every_code_point)
{
    for (auto const p : profiles) {
        auto const o = with_profile(p);
        for (char32_t c = 0x80; c <= 0x10FFFF; ++c) {
            if (c >= 0xD800 && c <= 0xDFFF)
                continue;
            std::string const s = "a" + utf8(c);
            agree(g::isegment, s, o);
            agree(g::iquery, s, o);
            agree(g::ireg_name, s, o);
        }
    }
    BOOST_TEST(disagreements == 0u);
}

BOOST_AUTO_TEST_CASE(every_pair_of_ascii_characters)
{
    for (auto const p : profiles) {
        auto const o = with_profile(p);
        for (int a = 0; a < 128; ++a)
            for (int b = 0; b < 128; ++b)
                all_rules(std::string{static_cast<char>(a), static_cast<char>(b)}, o);
    }
    BOOST_TEST(disagreements == 0u);
}

// The sixteen-byte paths of the runs, of ASCII and of ASCII mixed with the undecoded two- and
// three-byte sequences: every ASCII character, the code points at the edges of the undecoded
// ranges, and broken sequences, at every place of a run longer than sixteen bytes, and at its
// end; the run of ASCII, of a two-byte character, and of three-byte characters after E0, E4
// and ED (whose second bytes are checked), so that each lands at every offset of a block.
BOOST_AUTO_TEST_CASE(every_character_at_every_place_of_a_long_run)
{
    std::vector<std::string> characters;
    for (int a = 0; a < 128; ++a)
        characters.emplace_back(1, static_cast<char>(a));
    for (char32_t c : {0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0x7FF, 0x800, 0xFFF, 0x1000, 0xCFFF, 0xD000, 0xD7FF, 0xE000,
                       0xF8FF, 0xF900, 0xFFFD, 0x10000, 0xE0001, 0x10FFFD})
        characters.push_back(utf8(c));
    for (char const* broken : {"\xC3", "\xE4\xB8", "\xC0\xAF", "\xE1\x80", "\xE1\xC0\x80", "\xC3\xC3", "\xED\xA0\x80",
                               "%4", "%g1", "\xE0\x9F\xBF", "\xC3\x28", "\xE4\x28\x80", "\xEE\x80"})
        characters.emplace_back(broken);
    std::vector<std::string> const fills = {"a", utf8(0xE9), utf8(0x939), utf8(0x4E2D), utf8(0xD55C)};
    std::size_t runs = 0;
    for (auto const p : profiles)
        for (std::string const& fill : fills)
            for (std::string const& c : characters)
                for (std::size_t k = 0; k <= 34; ++k) {
                    std::string before, after;
                    for (std::size_t n = 0; n < k; ++n)
                        before += fill;
                    for (std::size_t n = k; n < 34; ++n)
                        after += fill == "a" ? "b" : fill;
                    all_rules(before + c + after, with_profile(p));
                    all_rules(before + c, with_profile(p));
                    runs += 2;
                }
    BOOST_TEST(runs == 3u * 5 * (128 + 19 + 13) * 35 * 2);
    BOOST_TEST(disagreements == 0u);
}

BOOST_AUTO_TEST_CASE(percent_encodings_and_generated_strings)
{
    std::mt19937 rng(3986);
    std::vector<char const*> const pieces = {
        "a", "Z", "0", "/", "//", ":", "@", "?", "#", "%", "%4", "%41", "%g1", "-._~",
        "!$&'()*+,;=", "[", "\xC3\xA9", "\xEE\x80\x80", "\xF3\xA0\x80\x81", "\xC0\xAF", "\xE4\xB8",
        " ", ".", "\xE4\xB8\xAD\xE6\x96\x87", "\xE0\xA4\xB9\xC3\xA9", "\xED\x95\x9C", "\xED\xA0\x80", "\xE0\x80\x80",
        "\xC2\xA0"};
    for (int i = 0; i < 100000; ++i) {
        std::string const s = test::compose(rng, {}, pieces, i % 2 == 0 ? 8 : 24);
        all_rules(s, with_profile(profiles[i % 3]));
    }
    BOOST_TEST(disagreements == 0u);
}

// The SSE2 search for the end of an authority and the portable one agree at every length
// and position (runs.hpp: find_at_or_authority_end).
BOOST_AUTO_TEST_CASE(authority_end_search)
{
    std::mt19937 rng(7);
    char const alphabet[] = "ab1.-%@/?#:[]\xC3\xA9";
    for (int n = 0; n < 20000; ++n) {
        std::string s(rng() % 70, 'x');
        for (char& c : s)
            c = rng() % 4 == 0 ? alphabet[rng() % (sizeof alphabet - 1)] : 'x';
        char const* const first = s.data();
        char const* const last = first + s.size();
        BOOST_TEST(g::detail::find_at_or_authority_end(first, last) ==
                   g::detail::find_at_or_authority_end_portable(first, last), s);
    }
}
