//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// tag IRI... : prints the parts of each tag IRI (RFC 4151), or says it is not one.

#include "tag.hpp"
#include <iostream>

int main(int argc, char** argv)
{
    int status = 0;
    for (int i = 1; i < argc; ++i) {
        auto const t = tag_iri::parse(argv[i]);
        std::cout << argv[i] << '\n';
        if (!t) {
            std::cout << "  not a tag IRI\n";
            status = 1;
            continue;
        }
        std::cout << "  authority  " << t->authority << "\n  date       " << t->date
                  << "\n  specific   " << t->specific << '\n';
        if (t->fragment)
            std::cout << "  fragment   " << *t->fragment << '\n';
    }
    return status;
}
