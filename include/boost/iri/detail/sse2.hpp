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
#include <cstddef>

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

/// The index of the highest set bit of `mask`, which is not 0.
BOOST_FORCEINLINE unsigned last_set_bit(unsigned mask) noexcept
{
#if defined(_MSC_VER) && !defined(__clang__)
    unsigned long i;
    _BitScanReverse(&i, mask);
    return static_cast<unsigned>(i);
#else
    return 31u - static_cast<unsigned>(__builtin_clz(mask));
#endif
}

/// Whether `marked` (a block of sixteen bytes and its offset from `p` -> a block with the high
/// bit set in each byte it marks) marks a byte of the `n` >= 16 bytes at `p`. The first 96 go as
/// six blocks, each starting no later than the last whole block: no branch on the length, whose
/// outcome the processor cannot predict where lengths vary (as it cannot a loop's end). Only a
/// longer text loops. Every byte is in a block, some in two.
template <class Marked>
BOOST_FORCEINLINE bool any_marked(char const* p, std::size_t n, Marked marked) noexcept
{
    std::size_t const last = n - 16;
    auto const at = [&](std::size_t i) { return marked(_mm_loadu_si128(reinterpret_cast<__m128i const*>(p + i)), i); };
    auto const clamped = [&](std::size_t i) { return at(i < last ? i : last); };
    __m128i any = _mm_or_si128(_mm_or_si128(clamped(0), clamped(16)), _mm_or_si128(clamped(32), clamped(48)));
    any = _mm_or_si128(any, _mm_or_si128(_mm_or_si128(clamped(64), clamped(80)), at(last)));
    for (std::size_t i = 96; i < last; i += 16)
        any = _mm_or_si128(any, at(i));
    return _mm_movemask_epi8(any) != 0;
}

#if defined(BOOST_IRI_SSSE3)
/// A function that uses SSSE3: where the build does not assume it, compiled for it and
/// inlined into a caller compiled for it too (`target("ssse3")`, `flatten`), which runs only
/// where `has_ssse3()`.
# if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
#  define BOOST_IRI_SSSE3_FUNCTION inline __attribute__((target("ssse3")))
# else
#  define BOOST_IRI_SSSE3_FUNCTION BOOST_FORCEINLINE
# endif

/// Whether the processor has SSSE3: where the build does not assume it, what the start-up code
/// of the compiler's run time found (config.hpp, BOOST_IRI_SSSE3_AT_RUN_TIME).
BOOST_FORCEINLINE bool has_ssse3() noexcept
{
# if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
    return __builtin_cpu_supports("ssse3");
# else
    return true;
# endif
}
#endif

} // detail
} // iris
} // boost

#endif

#endif
