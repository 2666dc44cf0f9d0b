//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "commands.hpp"
#include <iostream>

int main(int argc, char** argv)
{
    // The tool is a line filter: read and write in large blocks, and never flush the output
    // before reading a line (std::cin is tied to std::cout).
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    return iri_tool::run(std::vector<std::string>(argv + 1, argv + argc), std::cin, std::cout,
                         std::cerr);
}
