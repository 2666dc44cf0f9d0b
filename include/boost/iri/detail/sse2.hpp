//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_SSE2_HPP
#define BOOST_IRI_DETAIL_SSE2_HPP

// What the scanners that read sixteen bytes at a time share (config.hpp says when
// BOOST_IRI_SSE2 is defined): SSE2, and the first byte that a block's bits name.

#include <boost/iri/detail/config.hpp>

#if defined(BOOST_IRI_SSE2)
#include <emmintrin.h>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

namespace boost {
namespace iris {
namespace detail {

/// The index of the lowest set bit of `mask`, which is not 0: the first byte of a block whose
/// bit `_mm_movemask_epi8` set.
BOOST_FORCEINLINE unsigned first_set_bit(unsigned mask) noexcept
{
#if defined(_MSC_VER) && !defined(__clang__)
    unsigned long i;
    _BitScanForward(&i, mask);
    return static_cast<unsigned>(i);
#else
    return static_cast<unsigned>(__builtin_ctz(mask));
#endif
}

} // detail
} // iris
} // boost

#endif

#endif
