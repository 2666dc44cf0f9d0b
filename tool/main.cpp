//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "tool.hpp"
#include <cstdlib>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv)
{
    // The tool is a line filter: read and write in large blocks, and never flush the output
    // before reading a line (std::cin is tied to std::cout).
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    iri_tool::terminal where;
    where.out = isatty(STDOUT_FILENO) == 1;
    where.err = isatty(STDERR_FILENO) == 1;
    char const* const no_color = std::getenv("NO_COLOR");
    where.no_color = no_color != nullptr && *no_color != '\0';
    return iri_tool::run(std::vector<std::string>(argv + 1, argv + argc), std::cin, std::cout, std::cerr,
                         where);
}
