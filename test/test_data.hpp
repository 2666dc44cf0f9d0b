//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_TEST_DATA_HPP
#define BOOST_IRI_TEST_TEST_DATA_HPP

// Reading the files of test/data (see SOURCE.md there).

#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>
#include <fstream>
#include <sstream>
#include <string>

namespace test {

/// The data folder: the test's first argument (after "--"), else test/data from here.
inline std::string data_dir()
{
    auto const& suite = boost::unit_test::framework::master_test_suite();
    return suite.argc > 1 ? suite.argv[1] : "test/data";
}

inline std::string read_file(std::string const& file)
{
    std::ifstream in(data_dir() + "/" + file, std::ios::binary);
    BOOST_REQUIRE_MESSAGE(in, "cannot open " << file);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline boost::json::array load_json(std::string const& file)
{
    return boost::json::parse(read_file(file)).as_array();
}

inline std::string str(boost::json::value const& v) { return std::string(v.as_string()); }

} // test

#endif
