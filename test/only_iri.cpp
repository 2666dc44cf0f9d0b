//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// What boost_iri does on its own (issue 17): this program links Boost::iri and nothing of
// boost_iri_unicode, ICU or Boost.Locale (test/CMakeLists.txt, test/Jamfile), and uses
// parsing, the value, resolution, relativization, the rungs of the comparison ladder and the
// percent-encoding mappings.

#define BOOST_TEST_MODULE only_iri
#include <boost/iri.hpp>
#include <boost/test/unit_test.hpp>
#include <string>
#include <unordered_set>

using namespace boost::iris;

BOOST_AUTO_TEST_CASE(everything_but_unicode_data)
{
    iri_view const base = parse_iri("HTTP://例え.テスト:80/a/./b/../c?q=値").value();
    iri x = base;
    x.set_path("/パス a");
    BOOST_TEST(x.encoded_path() == "/パス%20a");

    iri const r = resolve(base, parse_iri_reference("../d#f").value()).value();
    BOOST_TEST(r == "HTTP://例え.テスト:80/d#f");
    BOOST_TEST(relativize(base, r).value() == "/d#f");

    BOOST_TEST(normalize(base, options_for(comparison_level::scheme)).value() == "http://例え.テスト/a/c?q=値");
    BOOST_TEST(equivalent("http://a/%7e", "HTTP://A/~").value());
    BOOST_TEST(equivalence_key(base).value() == "http://例え.テスト:80/a/c?q=値");
    std::unordered_set<std::string, equivalence_hash<>, equivalent_to<>> seen;
    seen.insert("http://a/%7e");
    BOOST_TEST(seen.count("HTTP://A/~") == 1u);

    BOOST_TEST(to_uri(base).value() ==
               "HTTP://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88:80/a/./b/../c?q=%E5%80%A4");
    BOOST_TEST(to_iri("http://a/%E5%80%A4").value() == "http://a/値");
    BOOST_TEST(leiri_to_iri("http://a/x y").value() == "http://a/x%20y");
}
