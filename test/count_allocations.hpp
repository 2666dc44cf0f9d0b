//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_COUNT_ALLOCATIONS_HPP
#define BOOST_IRI_TEST_COUNT_ALLOCATIONS_HPP

// Counts every heap allocation of the test program that includes it, and the bytes in use
// (in one file only: it replaces the global operator new), for the tests of what must
// allocate nothing and of what a thread may keep.
//
// The replaced operators are malloc and free, and a block's size is the C library's (no
// header before the block): on Windows each module has its own operator new, so a block that
// boost_iri.dll made with its own may come back here to be freed, and the reverse. There,
// only the program's own allocations are counted.

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>
#if defined(__APPLE__)
#include <malloc/malloc.h>
#else
#include <malloc.h>
#endif

// The replaced operators below are malloc and free; once GCC inlines them it takes the free
// of a pointer from operator new for a mismatch. It is not one here.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

namespace test {
inline std::atomic<std::size_t> allocations{0};
inline std::atomic<std::size_t> bytes_in_use{0};
/// The size the C library gave the block at `p` (at least what was asked for).
inline std::size_t block_size(void* p) noexcept
{
#if defined(_WIN32)
    return _msize(p);
#elif defined(__APPLE__)
    return malloc_size(p);
#else
    return malloc_usable_size(p);
#endif
}
} // test

void* operator new(std::size_t n)
{
    ++test::allocations;
    if (void* p = std::malloc(n == 0 ? 1 : n)) {
        test::bytes_in_use += test::block_size(p);
        return p;
    }
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept
{
    if (!p)
        return;
    test::bytes_in_use -= test::block_size(p);
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
// Every other form too: a sanitizer's runtime defines each form, whose blocks would otherwise
// go uncounted (std::stable_sort's buffer is `new(nothrow)`).
void* operator new[](std::size_t n) { return operator new(n); }
void* operator new(std::size_t n, std::nothrow_t const&) noexcept
{
    try {
        return operator new(n);
    }
    catch (std::bad_alloc const&) {
        return nullptr;
    }
}
void* operator new[](std::size_t n, std::nothrow_t const& t) noexcept { return operator new(n, t); }
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { operator delete(p); }
void operator delete(void* p, std::nothrow_t const&) noexcept { operator delete(p); }
void operator delete[](void* p, std::nothrow_t const&) noexcept { operator delete(p); }

#endif
