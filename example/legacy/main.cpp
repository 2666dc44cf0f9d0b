//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// legacy CHARSET < file : the URI of each line of a file written in CHARSET (RFC 3987 §3.1),
// or the error, with the byte where it is.

#include "legacy.hpp"
#include <iostream>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: legacy CHARSET < file\n";
        return 2;
    }
    int status = 0;
    for (std::string line; std::getline(std::cin, line);) {
        auto const uri = legacy::to_uri(line, argv[1]);
        if (uri)
            std::cout << *uri << '\n';
        else {
            std::cout << "error: " << uri.error().message() << '\n';
            status = 1;
        }
    }
    return status;
}
