//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_ERROR_AT_HPP
#define BOOST_IRI_SRC_ERROR_AT_HPP

// The builders of the errors that are not the grammar's (which `grammar::detail::failure_at`
// makes), for the library's sources only.

#include <boost/iri/error.hpp>
#include <cstddef>

namespace boost {
namespace iris {
namespace detail {

/// The error `code` at `offset`, with the code point found there if there is one.
inline failure error_at(error code, std::size_t offset, char32_t found = failure::no_code_point) noexcept
{
    failure e;
    e.code = make_error_code(code);
    e.offset = offset;
    e.found = found;
    return e;
}

/// The error, as one in the second input of an operation.
inline failure in_second(failure e) noexcept
{
    e.operand = 1;
    return e;
}

/// The error, as one about the result an operation made of its inputs.
inline failure in_result(failure e) noexcept
{
    e.operand = 2;
    return e;
}

} // detail
} // iris
} // boost

#endif
