//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_HPP
#define BOOST_IRI_GRAMMAR_HPP

// Every rule of the grammar, defined, for users who compose them into their own
// Spirit X3 grammars (see example/mailto). This pulls in Spirit X3; the umbrella
// header <boost/iri.hpp> does not.
//
// The rules read the parse options from the X3 context:
//     x3::with<boost::iris::grammar::options_tag>(boost::iris::parse_options{...})[rule]
// Without them they follow the defaults (RFC 3987, no zone identifiers).

#include <boost/iri/grammar/core_def.hpp>
#include <boost/iri/grammar/characters_def.hpp>
#include <boost/iri/grammar/ip_def.hpp>
#include <boost/iri/grammar/authority_def.hpp>
#include <boost/iri/grammar/path_def.hpp>
#include <boost/iri/grammar/iri_def.hpp>

#endif
