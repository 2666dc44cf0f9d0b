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
#include <boost/iri/iri_view_base.hpp>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

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

/// For an edit of an `iri` that can fail only past the longest text: throws std::length_error
/// there, as std::string does past its max_size(), rather than drop the edit unsaid.
void length_checked(result<void> const& r);

/// `result_too_long` for a result of whole IRI references (a mapping, a resolution, a normal
/// form) whose parts, each with its delimiters, would start at `starts` (`part_scheme` at 0)
/// and end past `max_input_size`: about the result, at its first byte past the limit, in the
/// component that holds that byte (none in the "//" before an authority).
inline failure result_too_long(std::size_t const (&starts)[part_end]) noexcept
{
    static constexpr iris::component components[part_end] = {
        iris::component::scheme, iris::component::userinfo, iris::component::host, iris::component::port,
        iris::component::path,   iris::component::query,    iris::component::fragment};
    int p = part_end - 1;
    while (p > part_scheme && starts[p] > max_input_size)
        --p;
    failure e = in_result(error_at(error::result_too_long, max_input_size));
    bool const slashes = p == part_authority && starts[p] + 2 > max_input_size;
    e.component = slashes ? iris::component::none : components[p];
    return e;
}

/// `step(std::integral_constant<part, P>())` for each part P, in order: unrolled, each step
/// knowing its part at compile time (a loop over the parts costs five times as many
/// instructions at -O2, and its branches on the part the processor cannot predict).
template <class Step, std::size_t... P>
BOOST_FORCEINLINE void for_each_part(Step&& step, std::index_sequence<P...>)
{
    (step(std::integral_constant<part, static_cast<part>(P)>()), ...);
}
template <class Step>
BOOST_FORCEINLINE void for_each_part(Step&& step)
{
    for_each_part(step, std::make_index_sequence<part_end>());
}

/// Sets where each part of `layout` starts from `starts`, once the result they lay out is seen
/// to fit the longest text (see `result_too_long`).
inline void set_starts(iri_layout& layout, std::size_t const (&starts)[part_end]) noexcept
{
    for_each_part([&](auto p) { layout.start[p] = static_cast<std::uint32_t>(starts[p]); });
}

} // detail
} // iris
} // boost

#endif
