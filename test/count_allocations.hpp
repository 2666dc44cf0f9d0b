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

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

// The replaced operators below are malloc and free; once GCC inlines them it takes the free
// of a pointer from operator new for a mismatch. It is not one here.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

namespace test {
inline std::atomic<std::size_t> allocations{0};
inline std::atomic<std::size_t> bytes_in_use{0};
/// Before each block: its size, in a header that keeps the block aligned as malloc's.
inline constexpr std::size_t block_header = alignof(std::max_align_t);
} // test

void* operator new(std::size_t n)
{
    ++test::allocations;
    if (void* p = std::malloc(n + test::block_header)) {
        *static_cast<std::size_t*>(p) = n;
        test::bytes_in_use += n;
        return static_cast<char*>(p) + test::block_header;
    }
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept
{
    if (!p)
        return;
    char* const block = static_cast<char*>(p) - test::block_header;
    test::bytes_in_use -= *reinterpret_cast<std::size_t*>(block);
    std::free(block);
}
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
// Every other form too: a sanitizer's runtime defines each form, and would otherwise give a
// block without the header to the delete above (std::stable_sort's buffer is `new(nothrow)`).
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
