//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// mailto IRI... : prints the addresses and header fields of each mailto IRI (RFC 6068),
// percent-decoded, or says it is not one.

#include "mailto.hpp"
#include <boost/iri/iri.hpp>
#include <iostream>

int main(int argc, char** argv)
{
    namespace iris = boost::iris;
    int status = 0;
    for (int i = 1; i < argc; ++i) {
        auto const m = mailto::parse(argv[i]);
        std::cout << argv[i] << '\n';
        if (!m) {
            std::cout << "  not a mailto IRI\n";
            status = 1;
            continue;
        }
        for (mailto::address const& a : m->to)
            std::cout << "  to      " << iris::decoded_view(a.local_part).decode() << " at "
                      << iris::decoded_view(a.domain).decode() << '\n';
        for (mailto::header const& h : m->headers)
            std::cout << "  " << iris::decoded_view(h.name).decode() << ": "
                      << iris::decoded_view(h.value).decode() << '\n';
    }
    return status;
}
