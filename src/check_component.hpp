//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_CHECK_COMPONENT_HPP
#define BOOST_IRI_SRC_CHECK_COMPONENT_HPP

// One component checked on its own, by the rule that reads it in an IRI reference: what the
// setters of `iri` check before they change the text (src/value.cpp).

#include <boost/iri/error.hpp>
#include <boost/iri/iri_view_base.hpp>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

/// Whether the whole of `s` is the component `c` under `options` (RFC 3987 §2.2): `scheme`,
/// `iuserinfo`, `ihost`, `port`, `ipath` (any path; where it stands may need a prefix, which
/// the setter adds), `iquery` or `ifragment`. Gives the host's type for `ihost` (`none` for
/// the others), or the parse error, its offset counted from the start of `s`. Linear in `s`.
result<host_type> check_component(component c, std::string_view s, parse_options const& options) noexcept;

} // detail
} // iris
} // boost

#endif
