//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DOC_SAMPLE_HPP
#define BOOST_IRI_DOC_SAMPLE_HPP

// What the samples of the documentation share: each runs as a test (doc/CMakeLists.txt) and
// says what it shows with expect(), which ends the program when it does not hold.

#include <cstdlib>
#include <iostream>

inline void expect(bool holds, char const* what)
{
    if (!holds) {
        std::cerr << "sample: does not hold: " << what << '\n';
        std::exit(1);
    }
}
#define EXPECT(e) expect((e), #e)

#endif
