//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// urn URN... : prints the parts of each URN (RFC 8141), or says it is not one.

#include "urn.hpp"
#include <iostream>

int main(int argc, char** argv)
{
    int status = 0;
    for (int i = 1; i < argc; ++i) {
        auto const u = urn::parse(argv[i]);
        std::cout << argv[i] << '\n';
        if (!u) {
            std::cout << "  not a URN\n";
            status = 1;
            continue;
        }
        std::cout << "  NID          " << u->nid << "\n  NSS          " << u->nss << '\n';
        if (u->r_component)
            std::cout << "  r-component  " << *u->r_component << '\n';
        if (u->q_component)
            std::cout << "  q-component  " << *u->q_component << '\n';
        if (u->f_component)
            std::cout << "  f-component  " << *u->f_component << '\n';
    }
    return status;
}
