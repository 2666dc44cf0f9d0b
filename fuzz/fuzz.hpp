//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_FUZZ_FUZZ_HPP
#define BOOST_IRI_FUZZ_FUZZ_HPP

// What the libFuzzer targets share: the input split into option bits and text, and a
// check that stops the run with the reason (libFuzzer keeps the input as a crash file).

#include <boost/iri.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fuzz {

namespace iris = boost::iris;

/// The input: its first byte chooses options, the rest is the text.
struct input
{
    std::uint8_t bits = 0;
    std::string_view text;

    input(std::uint8_t const* data, std::size_t size) noexcept
    {
        if (size > 0) {
            bits = data[0];
            text = std::string_view(reinterpret_cast<char const*>(data) + 1, size - 1);
        }
    }

    bool bit(unsigned i) const noexcept { return (bits >> i) & 1u; }

    /// The profile from bits 0-1, RFC 6874 zones from bit 2.
    iris::parse_options parse_options() const noexcept
    {
        static constexpr iris::profile profiles[] = {iris::profile::rfc3987, iris::profile::rfc3987bis,
                                                     iris::profile::leiri, iris::profile::uri};
        iris::parse_options o;
        o.profile = profiles[bits & 3u];
        o.zone_id = bit(2);
        return o;
    }

    /// The text cut in two at its first newline (for operations on pairs).
    std::pair<std::string_view, std::string_view> halves() const noexcept
    {
        std::size_t const nl = text.find('\n');
        if (nl == std::string_view::npos)
            return {text, {}};
        return {text.substr(0, nl), text.substr(nl + 1)};
    }
};

/// Stops the run when `ok` is false, saying what did not hold.
inline void require(bool ok, char const* what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz: %s\n", what);
        std::abort();
    }
}

/// An error must be typed and lie inside (or at the end of) the input.
template <class Result>
void require_well_formed(Result const& r, std::size_t input_size, char const* what)
{
    if (!r)
        require(r.error().code.value() != 0 && r.error().offset <= input_size && !r.error().message().empty(),
                what);
}

/// `x` reads as a parse of its own text under its own grammar does: every component and the
/// host type (what the operations that lay out their result without parsing it must keep).
inline bool reads_as_parsed(iris::iri_view_base const& x)
{
    auto const p = iris::parse_iri_reference(x.buffer(), x.options());
    return p && p->host_type() == x.host_type() && p->has_scheme() == x.has_scheme() &&
           p->scheme() == x.scheme() && p->has_userinfo() == x.has_userinfo() &&
           p->encoded_userinfo() == x.encoded_userinfo() && p->encoded_host() == x.encoded_host() &&
           p->has_port() == x.has_port() && p->port() == x.port() && p->encoded_path() == x.encoded_path() &&
           p->has_query() == x.has_query() && p->encoded_query() == x.encoded_query() &&
           p->has_fragment() == x.has_fragment() && p->encoded_fragment() == x.encoded_fragment();
}

} // fuzz

#endif
