//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_RULE_TEST_HPP
#define BOOST_IRI_TEST_RULE_TEST_HPP

// ok/bad helpers: does a grammar rule match the whole of a string?

#include <boost/iri/grammar.hpp>
#include <boost/test/unit_test.hpp>
#include <string>
#include <string_view>

namespace test {

namespace x3 = boost::spirit::x3;
using boost::iris::parse_options;
using boost::iris::profile;

/// True when `rule` matches all of `s`.
template <class Rule>
bool matches(Rule const& rule, std::string_view s, parse_options const& options = {})
{
    char const* first = s.data();
    char const* const last = first + s.size();
    return x3::parse(first, last,
                     x3::with<boost::iris::grammar::options_tag>(options)[rule >> x3::eoi]);
}

inline parse_options with_profile(profile p)
{
    parse_options o;
    o.profile = p;
    return o;
}

/// The UTF-8 encoding of a code point (surrogates encoded as CESU-8, for negative tests).
inline std::string utf8(char32_t c)
{
    std::string s;
    boost::iris::detail::append_utf8(s, c);
    return s;
}

/// Every byte of `bytes` as %HH (upper-case hex), whatever it is.
inline std::string percent_encoded(std::string_view bytes)
{
    static char const hex[] = "0123456789ABCDEF";
    std::string s;
    for (char b : bytes) {
        unsigned const o = static_cast<unsigned char>(b);
        s += {'%', hex[o >> 4], hex[o & 15]};
    }
    return s;
}

} // test

#define BOOST_IRI_OK(rule, s) BOOST_TEST(::test::matches(rule, s), #rule " must match \"" << (s) << "\"")
#define BOOST_IRI_BAD(rule, s) BOOST_TEST(!::test::matches(rule, s), #rule " must not match \"" << (s) << "\"")
#define BOOST_IRI_OK_WITH(rule, s, o) BOOST_TEST(::test::matches(rule, s, o), #rule " must match \"" << (s) << "\"")
#define BOOST_IRI_BAD_WITH(rule, s, o) BOOST_TEST(!::test::matches(rule, s, o), #rule " must not match \"" << (s) << "\"")

#endif
