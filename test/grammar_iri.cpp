//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The rules above the characters, group by group: RFC 3986 §2 (core), §3.1 (scheme),
// §3.2 (authority), §3.3 (paths), RFC 3987 §2.2 (query, fragment, references).

#define BOOST_TEST_MODULE grammar_iri
#include "rule_test.hpp"

namespace g = boost::iris::grammar;

BOOST_AUTO_TEST_CASE(core)
{
    BOOST_IRI_OK(g::pct_encoded, "%41");
    BOOST_IRI_OK(g::pct_encoded, "%aF");
    BOOST_IRI_BAD(g::pct_encoded, "%4");
    BOOST_IRI_BAD(g::pct_encoded, "%G1");
    BOOST_IRI_BAD(g::pct_encoded, "%%41");
    BOOST_IRI_BAD(g::pct_encoded, "41");
}

BOOST_AUTO_TEST_CASE(scheme)
{
    for (char const* s : {"a", "http", "A+b-c.d9", "z39.50r", "HTTP"})
        BOOST_IRI_OK(g::scheme, s);
    for (char const* s : {"", "1a", "+a", "a_b", "a b", "a:", "\xC3\xA9"})
        BOOST_IRI_BAD(g::scheme, s);
}

BOOST_AUTO_TEST_CASE(authority)
{
    BOOST_IRI_OK(g::port, "");
    BOOST_IRI_OK(g::port, "080");
    BOOST_IRI_BAD(g::port, "8a");
    BOOST_IRI_OK(g::iuserinfo, "user:pa%20ss!$&'()*+,;=");
    BOOST_IRI_BAD(g::iuserinfo, "a@b");
    BOOST_IRI_OK(g::ireg_name, "");
    BOOST_IRI_OK(g::ireg_name, "xn--r8jz45g.xn--zckzah");
    BOOST_IRI_OK(g::ireg_name, "\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86");
    BOOST_IRI_OK(g::ireg_name, "%E4%BE%8B");
    BOOST_IRI_BAD(g::ireg_name, "a:b");
    BOOST_IRI_BAD(g::ireg_name, "a/b");
    BOOST_IRI_OK(g::iauthority, "u@h:1");
    BOOST_IRI_OK(g::iauthority, "u:p@[::1]:");
    BOOST_IRI_OK(g::iauthority, "");
    BOOST_IRI_OK(g::iauthority, "@");
    BOOST_IRI_BAD(g::iauthority, "a@b@c");
    BOOST_IRI_BAD(g::iauthority, "[::1");
    BOOST_IRI_BAD(g::iauthority, "h:1:2");
}

BOOST_AUTO_TEST_CASE(paths)
{
    BOOST_IRI_OK(g::ipath_abempty, "");
    BOOST_IRI_OK(g::ipath_abempty, "//a//b/");
    BOOST_IRI_BAD(g::ipath_abempty, "a");

    BOOST_IRI_OK(g::ipath_absolute, "/");
    BOOST_IRI_OK(g::ipath_absolute, "/a//b");
    BOOST_IRI_BAD(g::ipath_absolute, "//a");
    BOOST_IRI_BAD(g::ipath_absolute, "");

    BOOST_IRI_OK(g::ipath_noscheme, "a/b:c");
    BOOST_IRI_BAD(g::ipath_noscheme, "a:b");
    BOOST_IRI_BAD(g::ipath_noscheme, "/a");

    BOOST_IRI_OK(g::ipath_rootless, "a:b/c");
    BOOST_IRI_BAD(g::ipath_rootless, "/a");
    BOOST_IRI_BAD(g::ipath_rootless, "");

    BOOST_IRI_OK(g::ipath_empty, "");
    BOOST_IRI_BAD(g::ipath_empty, "a");

    // ipath is the union of the five
    for (char const* s : {"", "/", "//a", "/a/b", "a:b", "a/b", "a//"})
        BOOST_IRI_OK(g::ipath, s);
    for (char const* s : {"a?b", "#", "a b", "%"})
        BOOST_IRI_BAD(g::ipath, s);

    BOOST_IRI_OK(g::isegment, "");
    BOOST_IRI_OK(g::isegment, "a:@!$%20\xC3\xA9");
    BOOST_IRI_BAD(g::isegment, "a/b");
    BOOST_IRI_BAD(g::isegment_nz, "");
    BOOST_IRI_OK(g::isegment_nz_nc, "a@b");
    BOOST_IRI_BAD(g::isegment_nz_nc, "a:b");
}

BOOST_AUTO_TEST_CASE(query_and_fragment)
{
    BOOST_IRI_OK(g::iquery, "");
    BOOST_IRI_OK(g::iquery, "a=b&c=/?:@");
    BOOST_IRI_BAD(g::iquery, "a#b");
    BOOST_IRI_BAD(g::iquery, "[");
    BOOST_IRI_OK(g::ifragment, "a/?:@");
    BOOST_IRI_BAD(g::ifragment, "a#");
}

BOOST_AUTO_TEST_CASE(references)
{
    BOOST_IRI_OK(g::IRI, "a:");
    BOOST_IRI_OK(g::IRI, "a:b?c#d");
    BOOST_IRI_OK(g::IRI, "http://a");
    BOOST_IRI_BAD(g::IRI, "//a");
    BOOST_IRI_BAD(g::IRI, "a");

    BOOST_IRI_OK(g::absolute_IRI, "a:b?c");
    BOOST_IRI_BAD(g::absolute_IRI, "a:b#c");

    BOOST_IRI_OK(g::irelative_ref, "");
    BOOST_IRI_OK(g::irelative_ref, "//a/b?c#d");
    BOOST_IRI_OK(g::irelative_ref, "./a:b");
    BOOST_IRI_BAD(g::irelative_ref, "a:b");

    BOOST_IRI_OK(g::irelative_part, "//a");
    BOOST_IRI_OK(g::ihier_part, "//a/b");
    BOOST_IRI_OK(g::ihier_part, "a:b");
    BOOST_IRI_BAD(g::irelative_part, "a:b");

    for (char const* s : {"", "a", "a:", "//", "?", "#", "a:b:c", "http://[::1]/a?b#c"})
        BOOST_IRI_OK(g::IRI_reference, s);
    for (char const* s : {"a b", ":a", "#a#", "http://a/%", "[::1]", "a/[b]"})
        BOOST_IRI_BAD(g::IRI_reference, s);
}
