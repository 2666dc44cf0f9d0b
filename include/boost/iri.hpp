//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_HPP
#define BOOST_IRI_HPP

// Boost.IRI: Internationalized Resource Identifiers (RFC 3987).
// Every type and function that needs no Spirit X3 (the grammar is <boost/iri/grammar.hpp>,
// opt-in) and no Boost.URL (<boost/iri/url.hpp>, library boost_iri_url). The functions of
// mapping, normalize (NFC, IDNA rungs), check, idna and unicode are in boost_iri_unicode.

#include <boost/iri/check.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/format.hpp>
#include <boost/iri/idna.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/iri_view.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/profile.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/iri/template.hpp>
#include <boost/iri/unicode.hpp>
#include <boost/iri/version.hpp>

#endif
