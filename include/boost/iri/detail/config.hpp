//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_CONFIG_HPP
#define BOOST_IRI_DETAIL_CONFIG_HPP

#include <boost/config.hpp>

// BOOST_IRI_DECL marks what the compiled library exports.
// Define BOOST_IRI_DYN_LINK (or BOOST_ALL_DYN_LINK) when linking the shared library;
// the library's own sources define BOOST_IRI_SOURCE.
#if defined(BOOST_IRI_DYN_LINK) || defined(BOOST_ALL_DYN_LINK)
# if defined(BOOST_IRI_SOURCE)
#  define BOOST_IRI_DECL BOOST_SYMBOL_EXPORT
# else
#  define BOOST_IRI_DECL BOOST_SYMBOL_IMPORT
# endif
#else
# define BOOST_IRI_DECL
#endif

#if __cplusplus < 201703L && (!defined(_MSVC_LANG) || _MSVC_LANG < 201703L)
# error "Boost.IRI requires C++17"
#endif

#endif
