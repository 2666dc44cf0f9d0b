//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE legacy_example
#include "legacy.hpp"
#include <boost/test/unit_test.hpp>

namespace iris = boost::iris;

BOOST_AUTO_TEST_CASE(from_legacy_charsets)
{
    // "café" in ISO-8859-1: é is the byte E9, U+00E9, UTF-8 C3 A9
    BOOST_TEST(*legacy::to_uri("http://example.com/caf\xE9", "ISO-8859-1") == "http://example.com/caf%C3%A9");
    // "例え" in Shift_JIS (97 E1 82 A6), U+4F8B U+3048
    BOOST_TEST(*legacy::to_uri("http://example.jp/\x97\xE1\x82\xA6", "Shift_JIS") ==
               "http://example.jp/%E4%BE%8B%E3%81%88");
    // step 1b normalizes to NFC: windows-1258 writes "ố" as o (6F) with a combining acute (EC)
    // over ô (F4): "\xF4\xEC" is U+00F4 U+0301, whose NFC is U+1ED1 (UTF-8 E1 BB 91)
    BOOST_TEST(*legacy::to_uri("http://example.vn/\xF4\xEC", "windows-1258") == "http://example.vn/%E1%BB%91");
}

BOOST_AUTO_TEST_CASE(errors_at_the_byte)
{
    // 0x81 0x20 is no Shift_JIS character: the error is at byte 18, where it starts
    auto const bad = legacy::to_uri("http://example.jp/\x81\x20", "Shift_JIS");
    BOOST_REQUIRE(!bad);
    BOOST_TEST(bad.error().offset == 18u);
    // a space is no IRI character: the IRI's own error
    auto const space = legacy::to_uri("http://example.com/a b", "ISO-8859-1");
    BOOST_REQUIRE(!space);
    BOOST_TEST((space.error().code == iris::error::invalid_character));
    BOOST_TEST(!legacy::to_uri("x", "no-such-charset"));
}
