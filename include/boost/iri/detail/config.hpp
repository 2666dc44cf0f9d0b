//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_CONFIG_HPP
#define BOOST_IRI_DETAIL_CONFIG_HPP

#include <boost/config.hpp>
#include <boost/version.hpp>

// Boost 1.81 or later (README, "Platforms"): the grammar builds on Spirit X3 and Boost.System
// (boost::system::result) as 1.81 has them.
#if BOOST_VERSION < 108100
# error "Boost.IRI needs Boost 1.81 or later (README.md, \"Platforms\", says what each part needs)"
#endif

// What each compiled library exports: BOOST_IRI_DECL (boost_iri: the grammar's parse
// functions, resolution, the value, the errors), BOOST_IRI_UNICODE_DECL (boost_iri_unicode:
// the Unicode layer, IDNA, the mappings, normalization, diagnostics), BOOST_IRI_URL_DECL
// (boost_iri_url: Boost.URL interop). Define BOOST_<LIB>_DYN_LINK (or BOOST_ALL_DYN_LINK)
// when linking a shared library; its own sources define BOOST_<LIB>_SOURCE, so that a
// library exports its symbols and imports those of the libraries under it.
#if defined(BOOST_IRI_DYN_LINK) || defined(BOOST_ALL_DYN_LINK)
# if defined(BOOST_IRI_SOURCE)
#  define BOOST_IRI_DECL BOOST_SYMBOL_EXPORT
# else
#  define BOOST_IRI_DECL BOOST_SYMBOL_IMPORT
# endif
#else
# define BOOST_IRI_DECL
#endif

#if defined(BOOST_IRI_UNICODE_DYN_LINK) || defined(BOOST_ALL_DYN_LINK)
# if defined(BOOST_IRI_UNICODE_SOURCE)
#  define BOOST_IRI_UNICODE_DECL BOOST_SYMBOL_EXPORT
# else
#  define BOOST_IRI_UNICODE_DECL BOOST_SYMBOL_IMPORT
# endif
#else
# define BOOST_IRI_UNICODE_DECL
#endif

#if defined(BOOST_IRI_URL_DYN_LINK) || defined(BOOST_ALL_DYN_LINK)
# if defined(BOOST_IRI_URL_SOURCE)
#  define BOOST_IRI_URL_DECL BOOST_SYMBOL_EXPORT
# else
#  define BOOST_IRI_URL_DECL BOOST_SYMBOL_IMPORT
# endif
#else
# define BOOST_IRI_URL_DECL
#endif

// The SSE2 scanners (grammar/detail/runs.hpp, src/utf8_text.hpp) on x86 with SSE2 (GCC and
// Clang: __SSE2__; MSVC: x64, or x86 with /arch:SSE2 and up), unless BOOST_IRI_NO_SIMD asks
// for the portable code alone, the code a build for another processor runs (CMake:
// -DBOOST_IRI_NO_SIMD=ON, which the library and its users then share).
#if !defined(BOOST_IRI_NO_SIMD) && \
    (defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2))
# define BOOST_IRI_SSE2 1
#endif

// SSSE3 (PSHUFB: a byte's class from two table lookups) for the accelerator of IRI-reference
// (grammar/detail/accelerator.hpp): always where the build targets it (-mssse3, -march=...;
// MSVC: /arch:AVX and up), else chosen at run time where GCC and Clang can compile one
// function for it (BOOST_IRI_SSSE3_AT_RUN_TIME).
#if defined(BOOST_IRI_SSE2) && (defined(__SSSE3__) || defined(__AVX__))
# define BOOST_IRI_SSSE3 1
#elif defined(BOOST_IRI_SSE2) && defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
# define BOOST_IRI_SSSE3 1
# define BOOST_IRI_SSSE3_AT_RUN_TIME 1
#endif

#if __cplusplus < 201703L && (!defined(_MSVC_LANG) || _MSVC_LANG < 201703L)
# error "Boost.IRI requires C++17"
#endif

#endif
