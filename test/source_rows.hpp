//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_SOURCE_ROWS_HPP
#define BOOST_IRI_TEST_SOURCE_ROWS_HPP

// The table "How many rows each file holds" of test/data/SOURCE.md, read by the tests
// (test_data.hpp) and the fuzz replays (fuzz/replay.cpp): each of its rows reads
// "| `FILE` | ROWS | ... |".

#include <cstddef>
#include <istream>
#include <map>
#include <sstream>
#include <string>

namespace test {

inline std::map<std::string, std::size_t> row_table(std::istream& source_md)
{
    std::map<std::string, std::size_t> t;
    for (std::string line; std::getline(source_md, line);) {
        if (line.rfind("| `", 0) != 0)
            continue;
        std::size_t const name_end = line.find('`', 3);
        if (name_end == std::string::npos)
            continue;
        std::size_t const rows_at = line.find("| ", name_end);
        std::size_t rows = 0;
        if (rows_at != std::string::npos && std::istringstream(line.substr(rows_at + 2)) >> rows)
            t[line.substr(3, name_end - 3)] = rows;
    }
    return t;
}

} // test

#endif
