//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_IRI_ADAPTED_HPP
#define BOOST_IRI_IRI_ADAPTED_HPP

// The syntax tree as Boost.Fusion sequences, so that the X3 rules fill it through their
// attributes. Adapted once, for both forms. `basic_host` is not adapted: `ihost` fills
// it in a semantic action, because its kind depends on which alternative matched.

#include <boost/iri/iri.hpp>
#include <boost/fusion/include/adapt_struct.hpp>

BOOST_FUSION_ADAPT_TPL_STRUCT(
    (String),
    (boost::iris::basic_authority)(String),
    (boost::optional<String>, userinfo)
    (boost::iris::basic_host<String>, host)
    (boost::optional<String>, port))

BOOST_FUSION_ADAPT_TPL_STRUCT(
    (String),
    (boost::iris::basic_hier_part)(String),
    (boost::optional<boost::iris::basic_authority<String>>, authority)
    (String, path))

BOOST_FUSION_ADAPT_TPL_STRUCT(
    (String),
    (boost::iris::basic_iri)(String),
    (boost::optional<String>, scheme)
    (boost::iris::basic_hier_part<String>, hier_part)
    (boost::optional<String>, query)
    (boost::optional<String>, fragment))

#endif
