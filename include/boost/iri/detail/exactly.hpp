//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_EXACTLY_HPP
#define BOOST_IRI_DETAIL_EXACTLY_HPP

#include <type_traits>

namespace boost {
namespace iris {
namespace detail {

/// Enables an overload of boost_iri_unicode for its own options type only. Those types derive
/// from the options of boost_iri, so a braced `{}` would fit both overloads of an operation;
/// as a template parameter it deduces nothing, so `f(x, {})` is the overload of boost_iri,
/// the same as `f(x)`.
template <class Options, class Exact>
using exactly = std::enable_if_t<std::is_same_v<Options, Exact>, int>;

} // detail
} // iris
} // boost

#endif
