//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_PROFILE_HPP
#define BOOST_IRI_PROFILE_HPP

#include <boost/iri/detail/config.hpp>
#include <string_view>

namespace boost {
namespace iris {

/// Which specification's character repertoire the grammar accepts.
enum class profile : unsigned char
{
    rfc3987,    ///< RFC 3987 §2.2 (the default)
    rfc3987bis, ///< draft-ietf-iri-3987bis §2.2: `iprivate` also has the tags U+E0000-E0FFF
    leiri,      ///< 3987bis §6.1 Legacy Extended IRIs: `leiri-ucschar` replaces `ucschar`
    uri         ///< RFC 3986: ASCII only
};

/// What the parse functions accept.
struct parse_options
{
    /// The character repertoire.
    iris::profile profile = iris::profile::rfc3987;

    /// Accept RFC 6874 zone identifiers in IPv6 literals (`[fe80::1%25eth0]`).
    bool zone_id = false;

    /// The same grammar.
    ///@{
    friend constexpr bool operator==(parse_options const& a, parse_options const& b) noexcept
    {
        return a.profile == b.profile && a.zone_id == b.zone_id;
    }
    friend constexpr bool operator!=(parse_options const& a, parse_options const& b) noexcept
    {
        return !(a == b);
    }
    ///@}
};

/// The profile's name as the `iri` tool spells it ("rfc3987", "rfc3987bis", "leiri", "uri").
constexpr std::string_view to_string(profile p) noexcept
{
    switch (p) {
    case profile::rfc3987bis: return "rfc3987bis";
    case profile::leiri:      return "leiri";
    case profile::uri:        return "uri";
    default:                  return "rfc3987";
    }
}

} // iris
} // boost

#endif
