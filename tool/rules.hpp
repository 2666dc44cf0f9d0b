//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_RULES_HPP
#define BOOST_IRI_TOOL_RULES_HPP

// Derivations from any rule of the grammar, named as the ABNF names it (`iri explain --rule`,
// the JavaScript module's explain): `grammar::derive` over `grammar::for_each_rule`, compiled
// here once.

#include <boost/iri/parse.hpp>
#include <cstddef>
#include <optional>
#include <string_view>

namespace iri_tool {

/// How the rule named `rule` ("ipath-abempty") derives all of `input`, or `input_too_long` at
/// `max_length` for a longer input (a derivation takes up to 64 bytes of memory a byte: `iri
/// explain --max-length`); nothing when the grammar has no such rule.
std::optional<boost::iris::result<boost::iris::derivation>>
derive_from_rule(std::string_view rule, std::string_view input, boost::iris::parse_options const& options,
                 std::size_t max_length);

/// The longest input `iri explain` derives unless told otherwise (1 MiB).
constexpr std::size_t default_max_length = std::size_t(1) << 20;

/// Whether the grammar has a rule of that name.
bool is_rule(std::string_view rule) noexcept;

} // iri_tool

#endif
