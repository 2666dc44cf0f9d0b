//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_HPP
#define BOOST_IRI_HPP

// Boost.IRI: Internationalized Resource Identifiers (RFC 3987).
// The types and functions; no Spirit X3 (that is <boost/iri/grammar.hpp>, opt-in).

#include <boost/iri/error.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/profile.hpp>

#endif
