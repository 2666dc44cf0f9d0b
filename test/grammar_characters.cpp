//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The character rules, exhaustively over U+0000..U+10FFFF in every profile, against the
// ranges of RFC 3987 §2.2 and 3987bis §2.2 / §6.1 copied here from the ABNF text.

#define BOOST_TEST_MODULE grammar_characters
#include "rule_test.hpp"
#include <utility>
#include <vector>

namespace g = boost::iris::grammar;
using test::matches;
using test::utf8;
using test::with_profile;
using boost::iris::profile;

namespace {

using ranges = std::vector<std::pair<char32_t, char32_t>>;

bool in(ranges const& r, char32_t c)
{
    for (auto const& [lo, hi] : r)
        if (c >= lo && c <= hi)
            return true;
    return false;
}

// RFC 3987 §2.2
ranges const ucschar_abnf = {
    {0xA0, 0xD7FF},      {0xF900, 0xFDCF},   {0xFDF0, 0xFFEF},   {0x10000, 0x1FFFD},
    {0x20000, 0x2FFFD},  {0x30000, 0x3FFFD}, {0x40000, 0x4FFFD}, {0x50000, 0x5FFFD},
    {0x60000, 0x6FFFD},  {0x70000, 0x7FFFD}, {0x80000, 0x8FFFD}, {0x90000, 0x9FFFD},
    {0xA0000, 0xAFFFD},  {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD}, {0xD0000, 0xDFFFD},
    {0xE1000, 0xEFFFD}};

// RFC 3987 §2.2
ranges const iprivate_abnf = {{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}};

// 3987bis §2.2
ranges const iprivate_bis_abnf = {
    {0xE000, 0xF8FF}, {0xE0000, 0xE0FFF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}};

// 3987bis §6.1
ranges const leiri_ucschar_abnf = {
    {' ', ' '},   {'<', '<'},     {'>', '>'},       {'"', '"'},         {'{', '{'},
    {'}', '}'},   {'|', '|'},     {'\\', '\\'},     {'^', '^'},         {'`', '`'},
    {0x0, 0x1F},  {0x7F, 0xD7FF}, {0xE000, 0xFFFD}, {0x10000, 0x10FFFF}};

// RFC 3986 §2.3
bool unreserved_abnf(char32_t c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           c == '-' || c == '.' || c == '_' || c == '~';
}

// RFC 3986 §2.2
bool sub_delims_abnf(char32_t c)
{
    return c < 0x80 && std::string_view("!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos;
}

bool gen_delims_abnf(char32_t c)
{
    return c < 0x80 && std::string_view(":/?#[]@").find(static_cast<char>(c)) != std::string_view::npos;
}

struct expectation
{
    profile p;
    ranges const* ucschar;   // the rule ucschar in this profile (nullptr: nothing)
    ranges const* iunreserved_ucs; // what stands for ucschar in iunreserved
    ranges const* iprivate;  // nullptr: nothing
};

// 3987bis §6.1: in a LEIRI, leiri-ucschar replaces ucschar in iunreserved; the rule ucschar
// itself keeps its ranges.
expectation const profiles[] = {
    {profile::rfc3987, &ucschar_abnf, &ucschar_abnf, &iprivate_abnf},
    {profile::rfc3987bis, &ucschar_abnf, &ucschar_abnf, &iprivate_bis_abnf},
    {profile::leiri, &ucschar_abnf, &leiri_ucschar_abnf, &iprivate_bis_abnf},
    {profile::uri, nullptr, nullptr, nullptr},
};

bool is_surrogate(char32_t c) { return c >= 0xD800 && c <= 0xDFFF; }

} // namespace

BOOST_AUTO_TEST_CASE(every_code_point_in_every_profile)
{
    std::size_t mismatches = 0;
    auto check = [&](bool got, bool want, char const* rule, char32_t c, profile p) {
        if (got != want && ++mismatches <= 20)
            BOOST_ERROR(rule << " U+" << std::hex << static_cast<unsigned>(c) << " in "
                              << boost::iris::to_string(p) << ": got " << got);
    };
    for (expectation const& e : profiles) {
        auto const o = with_profile(e.p);
        for (char32_t c = 0; c <= 0x10FFFF; ++c) {
            if (is_surrogate(c))
                continue;
            std::string const s = utf8(c);
            bool const ucs = e.ucschar && in(*e.ucschar, c);
            bool const priv = e.iprivate && in(*e.iprivate, c);
            bool const iunres = unreserved_abnf(c) || (e.iunreserved_ucs && in(*e.iunreserved_ucs, c));
            check(matches(g::ucschar, s, o), ucs, "ucschar", c, e.p);
            check(matches(g::iprivate, s, o), priv, "iprivate", c, e.p);
            check(matches(g::iunreserved, s, o), iunres, "iunreserved", c, e.p);
            check(matches(g::ipchar, s, o), iunres || sub_delims_abnf(c) || c == ':' || c == '@',
                  "ipchar", c, e.p);
            if (e.p == profile::rfc3987) {
                // profile-independent rules, once
                check(matches(g::leiri_ucschar, s, o), in(leiri_ucschar_abnf, c), "leiri-ucschar", c, e.p);
                check(matches(g::unreserved, s, o), unreserved_abnf(c), "unreserved", c, e.p);
                check(matches(g::sub_delims, s, o), sub_delims_abnf(c), "sub-delims", c, e.p);
                check(matches(g::gen_delims, s, o), gen_delims_abnf(c), "gen-delims", c, e.p);
                check(matches(g::reserved, s, o), gen_delims_abnf(c) || sub_delims_abnf(c), "reserved", c, e.p);
            }
        }
    }
    BOOST_TEST(mismatches == 0u);
}

BOOST_AUTO_TEST_CASE(no_character_rule_accepts_ill_formed_utf8)
{
    // RFC 3629 §3-4: overlong forms, surrogates, past U+10FFFF, stray and truncated bytes.
    char const* const ill_formed[] = {
        "\xC0\xAF", "\xC1\xBF", "\xE0\x80\xAF", "\xE0\x9F\xBF", "\xF0\x80\x80\xAF",
        "\xF0\x8F\xBF\xBF", "\xED\xA0\x80", "\xED\xBF\xBF", "\xF4\x90\x80\x80",
        "\xF5\x80\x80\x80", "\xFF", "\xFE", "\x80", "\xBF", "\xE4\xB8", "\xF0\x9F\x98",
        "\xC3", "\xE4\x41\x41"};
    for (auto const p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri}) {
        auto const o = with_profile(p);
        for (char const* s : ill_formed) {
            BOOST_IRI_BAD_WITH(g::ucschar, s, o);
            BOOST_IRI_BAD_WITH(g::iprivate, s, o);
            BOOST_IRI_BAD_WITH(g::leiri_ucschar, s, o);
            BOOST_IRI_BAD_WITH(g::iunreserved, s, o);
            BOOST_IRI_BAD_WITH(g::ipchar, s, o);
            BOOST_IRI_BAD_WITH(g::iquery, s, o);
        }
        // every surrogate, encoded as if it were a code point (CESU-8)
        for (char32_t c = 0xD800; c <= 0xDFFF; ++c)
            BOOST_TEST(!matches(g::leiri_ucschar, utf8(c), o));
    }
}

BOOST_AUTO_TEST_CASE(iprivate_only_in_iquery)
{
    // RFC 3987 §2.2: "private UCS characters can occur only in query parts"
    std::string const priv = utf8(0xE000);
    BOOST_IRI_OK(g::iquery, "a" + priv);
    BOOST_IRI_BAD(g::ifragment, "a" + priv);
    BOOST_IRI_BAD(g::isegment, "a" + priv);
    BOOST_IRI_BAD(g::ireg_name, "a" + priv);
    BOOST_IRI_BAD(g::iuserinfo, "a" + priv);
    // the tag range is iprivate only in 3987bis
    std::string const tag = utf8(0xE0001);
    BOOST_IRI_BAD(g::iquery, tag);
    BOOST_IRI_OK_WITH(g::iquery, tag, with_profile(profile::rfc3987bis));
}
