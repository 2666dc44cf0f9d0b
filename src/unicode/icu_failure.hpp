//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_UNICODE_ICU_FAILURE_HPP
#define BOOST_IRI_SRC_UNICODE_ICU_FAILURE_HPP

#include <boost/iri/parse.hpp>
#include <unicode/utypes.h>
#include <cstdint>
#include <new>

namespace boost {
namespace iris {
namespace detail {

/// ICU's own failure (not the input's) as an error, `unicode_service_failure` with ICU's
/// UErrorCode in `detail`; memory, as everywhere, is std::bad_alloc.
inline failure icu_failure(UErrorCode status)
{
    if (status == U_MEMORY_ALLOCATION_ERROR)
        throw std::bad_alloc();
    failure e;
    e.code = error::unicode_service_failure;
    e.detail = static_cast<std::uint32_t>(status);
    return e;
}

} // detail
} // iris
} // boost

#endif
