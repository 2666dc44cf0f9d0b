//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The accelerator of IRI-reference (grammar/detail/accelerator.hpp) gives what the X3 rule
// gives wherever it accepts, components included: on every string up to a length over
// alphabets that hold every delimiter and every class boundary the accelerator tests, in every
// profile and from every start rule it serves. And it does accelerate the shapes it says it
// covers: a test that only compared would pass for an accelerator that declines everything.
//
// The diagnosis of an error skips the runs of characters (grammar/detail/runs.hpp): it says
// what the full trace says, on short strings of the same alphabets and on the lines of the URL
// sample broken at every place.

#define BOOST_TEST_MODULE accelerator
#include "accelerator_differential.hpp"
#include "test_data.hpp"
#include <boost/test/unit_test.hpp>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

using boost::iris::parse_options;
using boost::iris::profile;
using boost::iris::start_rule;
using accelerator_differential::outcome;

namespace {

parse_options with(profile p)
{
    parse_options o;
    o.profile = p;
    return o;
}

struct tally
{
    std::size_t declined = 0, agreed = 0, differ = 0;
    std::size_t declined_valid = 0; ///< declined IRI references (the rule reads them)
};

// Calls `f` with every string of up to `length` pieces of `alphabet` after `prefix`, shortest
// first.
template <class F>
void for_every_string(std::string const& prefix, std::vector<std::string> const& alphabet, std::size_t length,
                      F f)
{
    std::vector<std::size_t> at; // the pieces of the current string
    for (;;) {
        std::string s = prefix;
        for (std::size_t i : at)
            s += alphabet[i];
        f(s);
        // the next string: count in base alphabet.size(), then one piece longer
        std::size_t i = 0;
        while (i < at.size() && ++at[i] == alphabet.size())
            at[i++] = 0;
        if (i == at.size()) {
            if (at.size() == length)
                return;
            at.push_back(0);
        }
    }
}

// Every string of up to `length` pieces of `alphabet` after `prefix`, from `start` under `options`.
tally every_string(std::string const& prefix, std::vector<std::string> const& alphabet, std::size_t length,
                   start_rule start, parse_options const& options)
{
    tally t;
    for_every_string(prefix, alphabet, length, [&](std::string const& s) {
        switch (accelerator_differential::compare(start, s, options)) {
        case outcome::declined: {
            ++t.declined;
            boost::iris::grammar::iri_components ignored;
            t.declined_valid += accelerator_differential::by_rule(start, s, options, ignored);
            break;
        }
        case outcome::agreed:   ++t.agreed; break;
        case outcome::differ:
            if (++t.differ <= 10)
                BOOST_ERROR("the accelerator and the rule differ on \"" << s << "\" (start " << int(start)
                                                                        << ", " << to_string(options.profile) << ")");
            break;
        }
    });
    return t;
}

// The delimiters of every component and the characters around them.
std::vector<std::string> const structure = {"a", "1", ":", "/", "?", "#", "@", "%", "."};

// Every class boundary: scheme characters, hex digits, a sub-delim, characters of no
// component, "[" of an IP literal, UTF-8 of ucschar, of iprivate (U+E000), of a tag
// (U+E0041: iprivate in 3987bis only), a noncharacter (U+FDD0) and bytes that are no UTF-8.
std::vector<std::string> const classes = {"a",  "F", "1", "+", "-", "=", ":", "/", "?", "#", "%", "[", " ",
                                          "\xC3\xA9", "\xEE\x80\x80", "\xF3\xA0\x81\x81", "\xEF\xB7\x90", "\xFF"};

// What an authority holds: IPv4 parts, ports, userinfo, percent-encodings, an IP literal.
std::vector<std::string> const authority = {"1", "25", "0", "5", ".", ":", "@", "a", "%41", "[", "/"};

// Dotted quads and what is almost one: dec-octets with and without a leading zero, over 255.
std::vector<std::string> const ipv4 = {"1", "25", "0", ".", ":", "6"};

} // namespace

BOOST_AUTO_TEST_CASE(every_short_string_of_the_delimiters)
{
    tally const t = every_string("", structure, 7, start_rule::IRI_reference, {});
    BOOST_TEST(t.differ == 0u);
    BOOST_TEST_MESSAGE("IRI-reference, delimiters: " << t.agreed << " accelerated, " << t.declined << " declined, "
                                                      << t.declined_valid << " of them valid");
    BOOST_TEST(t.declined_valid == 0u); // no IP literal here: it covers every IRI reference of these
    for (start_rule start : {start_rule::IRI, start_rule::absolute_IRI, start_rule::irelative_ref})
        BOOST_TEST(every_string("", structure, 6, start, {}).differ == 0u);
}

BOOST_AUTO_TEST_CASE(every_short_string_of_the_classes_in_every_profile)
{
    for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::uri}) {
        tally const t = every_string("", classes, 4, start_rule::IRI_reference, with(p));
        BOOST_TEST(t.differ == 0u);
        BOOST_TEST(t.agreed > 0u);
        // the same after a scheme and an authority, and in the query and the fragment
        for (char const* prefix : {"s://", "s://h/", "?", "#"})
            BOOST_TEST(every_string(prefix, classes, 3, start_rule::IRI_reference, with(p)).differ == 0u);
    }
    // leiri-ucschar has ASCII characters the tables do not know: all of it goes to the rule
    tally const leiri = every_string("", classes, 3, start_rule::IRI_reference, with(profile::leiri));
    BOOST_TEST(leiri.agreed == 0u);
    BOOST_TEST(leiri.differ == 0u);
}

// The same strings at the end of an input of eighteen bytes and more, whose last bytes a run
// reads as the end of the eighteen before the end: after ASCII, and after two- and three-byte
// characters, whose first bytes then come just before the strings.
BOOST_AUTO_TEST_CASE(every_short_string_at_the_end_of_a_long_input)
{
    std::string const e_acute = "\xC3\xA9", rei = "\xE4\xBE\x8B"; // U+00E9, U+4F8B
    std::vector<std::string> prefixes = {"s://h/aaaaaaaaaaaaaa", "s://h/?aaaaaaaaaaaaaa", "#aaaaaaaaaaaaaaaaaa",
                                         "s://aaaaaaaaaaaaaaaa"};
    for (std::string const& before : {e_acute, rei}) {
        std::string path = "s://h/", query = "?", host = "s://";
        for (int i = 0; i < 7; ++i) {
            path += before;
            query += before;
            host += before;
        }
        prefixes.insert(prefixes.end(), {path, query, host});
    }
    for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::uri})
        for (std::string const& prefix : prefixes) {
            BOOST_TEST_CONTEXT("after " << prefix) {
                BOOST_TEST(every_string(prefix, classes, 3, start_rule::IRI_reference, with(p)).differ == 0u);
            }
        }
}

BOOST_AUTO_TEST_CASE(every_short_authority)
{
    for (char const* prefix : {"s://", "//", "s://u@"}) {
        tally const t = every_string(prefix, authority, 5, start_rule::IRI_reference, {});
        BOOST_TEST(t.differ == 0u);
        BOOST_TEST(t.agreed > 0u);
        BOOST_TEST(every_string(prefix, ipv4, 8, start_rule::IRI_reference, {}).differ == 0u);
    }
}

// The shapes it covers (the header's comment): accelerated, and as the rule reads them.
BOOST_AUTO_TEST_CASE(accelerates_what_it_covers)
{
    for (char const* s : {"", "http://example.com/a/b?q=1&r=2#f", "https://www.example.org/", "//host",
                          "//user:pass@host:8080/p?q#f", "http://1.2.3.4:80/", "http://1.2.3.256/",
                          "http://%41b/%7Ec", "file:///etc/hosts", "mailto:a@b.example", "urn:isbn:0451450523",
                          "a/b:c", "./a:b", "/a", "?q=1", "#f", "http://:80", "s://@", "s:?#",
                          "http://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/"
                          "\xE3\x83\x91\xE3\x82\xB9?q=\xE5\x80\xA4#\xE7\xAB\xA0",
                          "s:/?\xEE\x80\x80", "s://h/0123456789abcdef0123456789abcdef/0123456789abcdef?x"}) {
        BOOST_TEST((accelerator_differential::compare(start_rule::IRI_reference, s, {}) == outcome::agreed), s);
    }
    BOOST_TEST((accelerator_differential::compare(start_rule::IRI, "s:a", {}) == outcome::agreed));
    BOOST_TEST((accelerator_differential::compare(start_rule::absolute_IRI, "s:a?q", {}) == outcome::agreed));
    BOOST_TEST((accelerator_differential::compare(start_rule::irelative_ref, "a?q#f", {}) == outcome::agreed));
}

// What it leaves to the rule: what it does not cover, and every input that is no IRI reference.
BOOST_AUTO_TEST_CASE(declines_the_rest)
{
    for (char const* s : {"http://[::1]/", "http://a b/", "a:b c", "1a:b", ":a", "http://a@b@c/", "http://a:b:c/",
                          "http://h:8x/", "s:a#b#c", "%4", "%zz", "\xFF", "s:\xEE\x80\x80", "a|b"})
        BOOST_TEST((accelerator_differential::compare(start_rule::IRI_reference, s, {}) == outcome::declined), s);
    BOOST_TEST((accelerator_differential::compare(start_rule::IRI, "a/b", {}) == outcome::declined));
    BOOST_TEST((accelerator_differential::compare(start_rule::absolute_IRI, "s:a#f", {}) == outcome::declined));
    BOOST_TEST((accelerator_differential::compare(start_rule::irelative_ref, "s:a", {}) == outcome::declined));
    BOOST_TEST((accelerator_differential::compare(start_rule::IRI_reference, "http://a/", with(profile::leiri)) ==
                outcome::declined));
}

namespace {

// How many strings of up to `length` pieces of `alphabet` after `prefix` are diagnosed
// otherwise than by the full trace (each says so); `failing` counts those that fail.
std::size_t diagnoses_differ(std::string const& prefix, std::vector<std::string> const& alphabet,
                             std::size_t length, start_rule start, parse_options const& options,
                             std::size_t& failing)
{
    std::size_t differ = 0;
    for_every_string(prefix, alphabet, length, [&](std::string const& s) {
        boost::iris::grammar::iri_components ignored;
        failing += !accelerator_differential::by_rule(start, s, options, ignored);
        if (!accelerator_differential::same_diagnosis(start, s, options) && ++differ <= 10)
            BOOST_ERROR("the diagnosis differs from the full trace on \"" << s << "\" (start " << int(start)
                                                                           << ", " << to_string(options.profile) << ")");
    });
    return differ;
}

} // namespace

BOOST_AUTO_TEST_CASE(diagnosis_says_what_the_full_trace_says_on_short_strings)
{
    std::size_t failing = 0;
    for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri})
        for (char const* prefix : {"", "s://", "s://u@", "s://h/", "a/", "?", "#"})
            BOOST_TEST(diagnoses_differ(prefix, classes, 3, start_rule::IRI_reference, with(p), failing) == 0u);
    for (start_rule start : {start_rule::IRI, start_rule::absolute_IRI, start_rule::irelative_ref})
        BOOST_TEST(diagnoses_differ("", structure, 4, start, {}, failing) == 0u);
    BOOST_TEST(diagnoses_differ("s://", authority, 4, start_rule::IRI_reference, {}, failing) == 0u);
    BOOST_TEST_MESSAGE(failing << " failing strings diagnosed");
    BOOST_TEST(failing > 100000u);
}

// Each line of the sample, broken by a character that no component allows, by a bad
// percent-encoding and by a byte that is no UTF-8, at every place.
BOOST_AUTO_TEST_CASE(diagnosis_says_what_the_full_trace_says_on_broken_urls)
{
    std::string const file = "differential/urls_ascii_sample.txt";
    std::istringstream in(test::read_file(file));
    test::row_count rows(file);
    std::size_t compared = 0, differ = 0;
    for (std::string line; std::getline(in, line);) {
        ++rows;
        if (rows.ran() % 8 != 0) // every eighth line: all of them take ten seconds, longer under sanitizers
            continue;
        for (std::size_t at = 0; at <= line.size(); ++at)
            for (char const* bad : {" ", "%z", "\xFF"}) {
                std::string const s = line.substr(0, at) + bad + line.substr(at);
                ++compared;
                if (!accelerator_differential::same_diagnosis(start_rule::IRI_reference, s, {}) && ++differ <= 10)
                    BOOST_ERROR("the diagnosis differs from the full trace on \"" << s << "\"");
            }
    }
    BOOST_TEST(differ == 0u);
    BOOST_TEST_MESSAGE(compared << " broken lines diagnosed");
    BOOST_TEST(compared > 10000u);
}
