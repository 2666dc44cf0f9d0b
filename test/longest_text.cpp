//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The longest text a value holds, 4 GiB - 1 bytes (its offsets are 32 bits; 512 MiB - 1 where
// size_t has 32 bits), and what each operation does at it (doc/reliability.adoc, "Limits"): a
// setter throws std::length_error or gives input_too_long; an operation whose result is longer
// than its input gives result_too_long about the result (operand 2), at its first byte past
// the limit, in the component there, and makes whole the longest result that fits; a
// destination keeps its value. Where size_t has 32 bits, also a result longer than a
// std::string holds. Up to 10 GB of memory and about a minute (3 GB where size_t has 32 bits,
// as in CI's i386 stage), only where they are available (it says so otherwise).

#define BOOST_TEST_MODULE longest_text
#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include "expect_error.hpp"
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace boost::iris;

namespace {

constexpr std::size_t longest = detail::max_input_size;

// /proc/meminfo's MemAvailable, in bytes; 0 where it cannot be read.
std::uint64_t available_memory()
{
    std::ifstream meminfo("/proc/meminfo");
    std::string word;
    while (meminfo >> word)
        if (word == "MemAvailable:") {
            std::uint64_t kb = 0;
            meminfo >> kb;
            return kb * 1024;
        }
    return 0;
}

// Where the machine has the memory (say so where it has not).
bool runs_here()
{
    static bool const enough = [] {
        std::uint64_t const needed = std::uint64_t(sizeof(std::size_t) > 4 ? 11 : 3) << 30;
        std::uint64_t const memory = available_memory();
        if (memory < needed) {
            BOOST_TEST_MESSAGE("not run: " << memory / (1 << 20) << " MB of memory available, "
                                           << needed / (1 << 20) << " MB needed");
            std::cerr << "longest_text: not run, " << memory / (1 << 20) << " MB of memory available, "
                      << needed / (1 << 20) << " MB needed\n";
            return false;
        }
#if defined(__GLIBC__)
        // Each text of 4 GiB would be a fresh mapping of its own, its pages faulted in one by
        // one and given back when it is freed: 136 of this test's 191 s were the kernel's.
        // The heap instead (no mappings, never trimmed: -1 is the largest threshold) takes
        // the pages once and hands them on: 62 to 85 s in all, 9.8 GB at most instead of 8.4.
        if (sizeof(std::size_t) > 4) {
            mallopt(M_MMAP_MAX, 0);
            mallopt(M_TRIM_THRESHOLD, -1);
        }
#endif
        return true;
    }();
    return enough;
}

// `head`, then `unit` as many times as `size` bytes hold (doubling: a 4 GB text in a second).
std::string big_text(std::string_view head, std::string_view unit, std::size_t size)
{
    std::string s;
    s.reserve(size);
    s = head;
    std::size_t const units_at = s.size();
    s += unit;
    while (s.size() + (s.size() - units_at) <= size)
        s.append(s, units_at, std::string::npos);
    while (s.size() + unit.size() <= size)
        s += unit;
    return s;
}

template <class T>
void expect_too_long(result<T> const& r, component in)
{
    test::expect_error(r, error::result_too_long, longest);
    BOOST_TEST(r.error().operand == 2);
    BOOST_TEST(r.error().component == in, to_string(r.error().component));
}

} // namespace

// Every result the library writes before it measures it (a resolution: both inputs and a
// "/") fits a std::string, so that it is result_too_long, never std::length_error.
BOOST_AUTO_TEST_CASE(a_string_holds_twice_the_longest_text)
{
    BOOST_TEST(longest <= UINT32_MAX);
    BOOST_TEST(2 * longest + 1 <= std::string().max_size());
}

// Issue 27, item 10: a setter that cannot fail but for the size throws std::length_error past
// the longest text, as std::string does past its max_size, and leaves the value as it was;
// the setters that return errors give input_too_long.
BOOST_AUTO_TEST_CASE(setters)
{
    if (runs_here()) {
        std::string big = "http://h/";
        big.resize(longest - 2, 'a');
        iri x = parse_iri_reference(big).value();
        big = std::string();
        BOOST_TEST(x.size() == longest - 2);
        BOOST_CHECK_THROW(x.set_query("abc"), std::length_error);
        BOOST_CHECK_THROW(x.params().append("a", "b"), std::length_error);
        BOOST_CHECK_THROW(x.set_fragment("\u00E9"), std::length_error);
        BOOST_TEST(!x.has_query());
        BOOST_TEST(!x.has_fragment());
        BOOST_TEST(x.size() == longest - 2);
        BOOST_TEST((x.set_encoded(component::query, "abc").error().code == error::input_too_long));
    }
}

BOOST_AUTO_TEST_CASE(to_uri_result)
{
    if (runs_here()) {
        // "http://é/a", k "a" and n "é": "http://%C3%A9/a", k "a" and n "%C3%A9", 15 + k + 6n
        // bytes (with IDNA "http://xn--9ca/a", one more); with k = (longest - 15) % 6,
        // n = (longest - 15) / 6 is the last that fits
        std::size_t const k = (longest - 15) % 6;
        std::size_t const n = (longest - 15) / 6;
        BOOST_TEST_REQUIRE(15 + k + 6 * n == longest);
        std::string const text = big_text("http://é/a" + std::string(k, 'a'), "é", 11 + k + 2 * (n + 1));
        iri_view const past = parse_iri_reference(text).value();
        {
            iri dest;
            iri_view const at_limit = parse_iri_reference(past.buffer().substr(0, 11 + k + 2 * n)).value();
            BOOST_TEST_REQUIRE(to_uri(at_limit, dest).has_value());
            BOOST_TEST(dest.size() == longest);
            BOOST_TEST(dest.encoded_host() == "%C3%A9");
            BOOST_TEST(dest.buffer().substr(longest - 8) == "A9%C3%A9");
        }
        expect_too_long(to_uri(past), component::path);
        iri dest = parse_iri_reference("http://h/").value();
        expect_too_long(to_uri(past, dest), component::path);
        BOOST_TEST(dest.buffer() == "http://h/");
        // with IDNA each part is mapped on its own
        unicode_to_uri_options idna;
        idna.host = host_mapping::idna;
        expect_too_long(to_uri(past, dest, idna), component::path);
        BOOST_TEST(dest.buffer() == "http://h/");
    }
}

BOOST_AUTO_TEST_CASE(leiri_to_uri_result)
{
    if (runs_here()) {
        // a LEIRI's spaces are encoded before the parse: "http://h/", k "a" and n spaces make
        // 9 + k + 3n bytes, one past the longest text
        std::size_t const k = (longest - 9) % 3;
        std::size_t const n = (longest - 9) / 3 + 1;
        BOOST_TEST_REQUIRE(9 + k + 3 * n == longest + 3);
        to_uri_options leiri;
        leiri.parse.profile = profile::leiri;
        expect_too_long(to_uri(big_text("http://h/" + std::string(k, 'a'), " ", 9 + k + n), leiri),
                        component::none);
    }
}

BOOST_AUTO_TEST_CASE(to_iri_result)
{
    if (runs_here()) {
        // a host of 60 "例" in Punycode (66 bytes) is 180 bytes in Unicode: 114 more
        std::string const head = "http://xn--fsq" + std::string(59, 'a') + "/";
        unicode_to_iri_options unicode;
        unicode.host = host_display::unicode;
        BOOST_TEST(to_iri(head, unicode).value().encoded_host().size() == 180);
        std::string text = big_text(head, "a", longest);
        BOOST_TEST_REQUIRE(text.size() == longest);
        iri dest = parse_iri_reference("http://h/").value();
        expect_too_long(to_iri(parse_iri_reference(text).value(), dest, unicode), component::path);
        BOOST_TEST(dest.buffer() == "http://h/");
        // 57 "%41" in the path decode to "A": 114 fewer bytes, and the IRI is the longest text
        for (std::size_t i = 0; i < 57; ++i)
            text.replace(head.size() + 3 * i, 3, "%41");
        BOOST_TEST_REQUIRE(to_iri(parse_iri_reference(text).value(), dest, unicode).has_value());
        BOOST_TEST(dest.size() == longest);
        BOOST_TEST(dest.encoded_path().substr(0, 59) == "/" + std::string(57, 'A') + "a");
    }
}

BOOST_AUTO_TEST_CASE(resolve_result)
{
    if (runs_here()) {
        // "http://h/d/" with n "b" merged into its directory: 11 + n bytes, one past the longest
        iri_view const base = parse_iri_reference("http://h/d/").value();
        std::string reference(longest - 10, 'b');
        iri dest = parse_iri_reference("http://h/").value();
        expect_too_long(resolve(base, parse_iri_reference(reference).value(), dest), component::path);
        BOOST_TEST(dest.buffer() == "http://h/");
        // the same with the segment removed by "/..": base and reference are as long, but the
        // result is the base's directory (RFC 3986 §5.2.4)
        reference.replace(reference.size() - 3, 3, "/..");
        BOOST_TEST_REQUIRE(resolve(base, parse_iri_reference(reference).value(), dest).has_value());
        BOOST_TEST(dest.buffer() == "http://h/d/");
    }
}

BOOST_AUTO_TEST_CASE(normalize_result)
{
    if (runs_here()) {
        // scheme-based normalization writes an empty http path as "/" (RFC 3986 §6.2.3): one
        // byte more than an IRI as long as the longest text
        normalize_options const scheme = options_for(comparison_level::scheme);
        iri x;
        {
            std::string const text = big_text("http://h?", "q", longest);
            iri_view const v = parse_iri_reference(text).value();
            iri dest = parse_iri_reference("http://h/").value();
            expect_too_long(normalize(v, dest, scheme), component::query);
            BOOST_TEST(dest.buffer() == "http://h/");
            x = iri(v);
        }
        BOOST_CHECK_THROW(x.normalize(scheme), std::length_error);
        BOOST_TEST(x.size() == longest);
        BOOST_TEST(x.encoded_path().empty());
    }
}

BOOST_AUTO_TEST_CASE(format_result)
{
    if (runs_here()) {
        // "http://h:" and a port of n digits: one byte past the longest text, at the field
        test::expect_error(format("http://h:{}", std::string(longest - 8, '1')), error::result_too_long, 9);
    }
}

// Where size_t has 32 bits, to_uri with IDNA (part by part) makes up to three times the
// longest text, more than a std::string may hold (1 GiB - 1 bytes in libstdc++ under C++17, as
// CI's i386 stage builds this test): result_too_long where it passes the limit, never
// std::length_error. Where a string holds any result, to_uri_result covers it.
BOOST_AUTO_TEST_CASE(to_uri_result_past_a_string)
{
    if (3 * (longest - 11) > std::string().max_size() && runs_here()) {
        std::string const text = big_text("http://é/a", "é", longest);
        unicode_to_uri_options idna;
        idna.host = host_mapping::idna;
        expect_too_long(to_uri(text, idna), component::path);
    }
}

// A caller's path rule may make a path of any length: 4 GiB - 1 bytes, or as long as a
// std::string holds where that is less (where size_t has 32 bits; then normalize's output
// cannot hold the result: under C++17 there, as CI's i386 stage builds this test).
BOOST_AUTO_TEST_CASE(normalize_path_rule_result)
{
    if (runs_here()) {
        std::vector<scheme_rule> const rules = {{"x", "", false, [](std::string& path) {
                                                      path.resize(std::min(std::string().max_size(), std::size_t(UINT32_MAX)), 'p');
                                                  }}};
        normalize_options o = options_for(comparison_level::scheme);
        o.schemes = rules;
        iri dest = parse_iri_reference("http://h/").value();
        expect_too_long(normalize(parse_iri_reference("x://h/").value(), dest, o), component::path);
        BOOST_TEST(dest.buffer() == "http://h/");
    }
}
