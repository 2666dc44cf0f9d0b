//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// dedupe [simple|syntax|scheme] < crawl.txt : one line per page (how many references name
// it, then the first one seen), then the lines that are not IRI references.

#include "dedupe.hpp"
#include <iostream>

int main(int argc, char** argv)
{
    namespace iris = boost::iris;
    std::string const rung = argc > 1 ? argv[1] : "scheme";
    iris::comparison_level const level = rung == "simple"   ? iris::comparison_level::simple
                                         : rung == "syntax" ? iris::comparison_level::syntax
                                                            : iris::comparison_level::scheme;
    std::vector<std::string> lines;
    for (std::string line; std::getline(std::cin, line);)
        lines.push_back(line);
    std::vector<std::string> rejected;
    for (dedupe::page const& p : dedupe::pages(lines, level, rejected))
        std::cout << p.count << '\t' << p.first_seen << '\n';
    for (std::string const& r : rejected)
        std::cout << "not an IRI reference\t" << r << '\n';
    return rejected.empty() ? 0 : 1;
}
