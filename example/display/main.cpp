//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// display < iris.txt > links.html : a page with one safe link a line (display.hpp says how).

#include "display.hpp"
#include <iostream>

int main()
{
    std::cout << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Links</title></head><body><ul>\n";
    for (std::string line; std::getline(std::cin, line);)
        std::cout << display::list_item(line) << '\n';
    std::cout << "</ul></body></html>\n";
    return 0;
}
