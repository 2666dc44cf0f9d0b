//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_VERSION_HPP
#define BOOST_IRI_VERSION_HPP

/// The version of Boost.IRI as MAJOR * 100000 + MINOR * 100 + PATCH (as BOOST_VERSION counts);
/// CMakeLists.txt reads its project version from here.
#define BOOST_IRI_VERSION 100

/// The version of Boost.IRI as "MAJOR.MINOR.PATCH".
#define BOOST_IRI_VERSION_STRING "0.1.0"

#endif
