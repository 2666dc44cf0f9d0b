//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_TEST_DATA_HPP
#define BOOST_IRI_TEST_TEST_DATA_HPP

// Reading the files of test/data (see SOURCE.md there).

#include "source_rows.hpp"
#include <boost/json.hpp>
#include <boost/test/results_collector.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>

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

/// How many rows `file` holds, as the table "How many rows each file holds" of
/// test/data/SOURCE.md says.
inline std::size_t expected_rows(std::string const& file)
{
    static std::map<std::string, std::size_t> const table = [] {
        std::istringstream in(read_file("SOURCE.md"));
        return row_table(in);
    }();
    auto const it = table.find(file);
    BOOST_TEST_REQUIRE((it != table.end()), file << " has no row count in test/data/SOURCE.md");
    return it->second;
}

/// Where the test ran `ran` rows of `file`: when the environment names a folder in
/// BOOST_IRI_TEST_RESULTS (CTest sets it), appends to `<program>.tsv` there the file, the
/// program, the test case, the rows and the failed assertions of the test case so far; the
/// conformance page is made of these lines (doc/results/generate).
inline void record_rows(std::string const& file, std::size_t ran)
{
    char const* const dir = std::getenv("BOOST_IRI_TEST_RESULTS");
    if (dir == nullptr || *dir == '\0')
        return;
    auto const& suite = boost::unit_test::framework::master_test_suite();
    std::string program = suite.argc > 0 ? suite.argv[0] : "test";
    program = program.substr(program.find_last_of('/') + 1);
    auto const& test_case = boost::unit_test::framework::current_test_case();
    auto const failed = boost::unit_test::results_collector.results(test_case.p_id).p_assertions_failed.get();
    std::ofstream out(std::string(dir) + "/" + program + ".tsv", std::ios::app);
    out << file << '\t' << program << '\t' << test_case.p_name.get() << '\t' << ran << '\t' << failed << '\n';
}

/// Checks that a test ran as many rows of `file` as SOURCE.md lists.
inline void expect_rows(std::string const& file, std::size_t ran)
{
    std::size_t const expected = expected_rows(file);
    BOOST_TEST(ran == expected, file << ": ran " << ran << " rows, SOURCE.md lists " << expected);
    record_rows(file, ran);
}

/// Counts the rows a test runs from one data file, and checks when it goes (at the end of the
/// loop or test) that they are as many as SOURCE.md says: a truncated or emptied file fails.
class row_count
{
public:
    explicit row_count(std::string file) : file_(std::move(file)) {}
    row_count(row_count const&) = delete;
    row_count& operator=(row_count const&) = delete;
    ~row_count() { expect_rows(file_, ran_); }

    void operator++() noexcept { ++ran_; }
    std::size_t ran() const noexcept { return ran_; }

private:
    std::string file_;
    std::size_t ran_ = 0;
};

/// The rows of a JSON data file (an array), to loop over; each row reached counts (see
/// `row_count`): `for (auto const& r : test::rows("oxiri/resolve.json"))`.
class rows
{
public:
    explicit rows(std::string const& file) : rows_(load_json(file)), count_(file) {}

    class iterator
    {
    public:
        iterator(boost::json::array::const_iterator i, row_count* c) : i_(i), c_(c) {}
        boost::json::value const& operator*() const
        {
            ++*c_;
            return *i_;
        }
        iterator& operator++()
        {
            ++i_;
            return *this;
        }
        bool operator!=(iterator const& o) const { return i_ != o.i_; }

    private:
        boost::json::array::const_iterator i_;
        row_count* c_;
    };

    iterator begin() { return {rows_.begin(), &count_}; }
    iterator end() { return {rows_.end(), &count_}; }
    std::size_t size() const noexcept { return rows_.size(); }

private:
    boost::json::array rows_;
    row_count count_;
};

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
