//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE dedupe_example
#include "dedupe.hpp"
#include <boost/test/unit_test.hpp>

using boost::iris::comparison_level;

BOOST_AUTO_TEST_CASE(one_page_per_equivalence_class)
{
    std::vector<std::string> const crawl = {
        "http://example.com/~user/a",
        "HTTP://Example.COM:80/%7Euser/./a",    // case, default port, %7E, dot segment
        "http://example.com/%7euser/b/../a",
        "http://example.com/~user/a?q",         // another page: a query
        "http://\xE4\xBE\x8B\xE3\x81\x88.jp/",  // an IRI ...
        "http://%E4%BE%8B%E3%81%88.jp/",        // ... and its URI
        "http://a b/"};
    std::vector<std::string> rejected;
    auto const pages = dedupe::pages(crawl, comparison_level::scheme, rejected);
    BOOST_REQUIRE(pages.size() == 3u);
    BOOST_TEST(pages[0].first_seen == crawl[0]);
    BOOST_TEST(pages[0].count == 3u);
    BOOST_TEST(pages[1].count == 1u);
    BOOST_TEST(pages[2].count == 2u);
    BOOST_TEST(rejected == std::vector<std::string>{"http://a b/"}, boost::test_tools::per_element());

    // at the simple rung (code points only) the spellings stay apart
    rejected.clear();
    BOOST_TEST(dedupe::pages(crawl, comparison_level::simple, rejected).size() == 6u);
}
