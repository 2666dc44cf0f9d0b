//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_EXPECT_ERROR_HPP
#define BOOST_IRI_TEST_EXPECT_ERROR_HPP

#include <boost/iri/parse.hpp>
#include <boost/test/unit_test.hpp>

BOOST_TEST_DONT_PRINT_LOG_VALUE(boost::iris::error)
// C++20 deletes operator<< of char32_t: a code point (failure::found) is not printed
BOOST_TEST_DONT_PRINT_LOG_VALUE(char32_t)

namespace test {

/// `r` failed with `code` at `offset`.
template <class T>
void expect_error(boost::iris::result<T> const& r, boost::iris::error code, std::size_t offset)
{
    BOOST_REQUIRE(!r.has_value());
    BOOST_TEST(r.error().code == code, r.error().message());
    BOOST_TEST(r.error().offset == offset, r.error().message());
}

} // test

#endif
