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
#include <map>
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

/// The rows of known_deviations.json for one test program: where the library's answer
/// differs from a data file's, with the reason. A listed row must still deviate, and must
/// be reached by the test, so that the list cannot go stale.
class deviations
{
public:
    explicit deviations(std::string const& test)
    {
        for (auto const& r : load_json("known_deviations.json")) {
            auto const& o = r.as_object();
            if (str(o.at("test")) == test)
                rows_[{str(o.at("file")), str(o.at("input"))}] = false;
        }
    }

    /// Checks one expectation of `file` for `input`.
    void expect(std::string const& file, std::string const& input, bool agrees, std::string const& what)
    {
        auto const it = rows_.find({file, input});
        if (it != rows_.end()) {
            it->second = true;
            BOOST_TEST(!agrees, file << ": \"" << input << "\" is listed as a deviation but now agrees");
            return;
        }
        BOOST_TEST(agrees, file << ": " << what);
    }

    /// Every listed row was reached.
    void check_all_reached() const
    {
        std::size_t unreached = 0;
        for (auto const& [key, reached] : rows_)
            if (!reached && ++unreached)
                BOOST_TEST_MESSAGE(key.first << ": \"" << key.second << "\" is listed but no test reached it");
        BOOST_TEST(unreached == 0u);
    }

private:
    std::map<std::pair<std::string, std::string>, bool> rows_;
};

} // test

#endif
