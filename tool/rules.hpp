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
#include <optional>
#include <string_view>

namespace iri_tool {

/// How the rule named `rule` ("ipath-abempty") derives all of `input`; nothing when the
/// grammar has no such rule.
std::optional<boost::iris::result<boost::iris::derivation>>
derive_from_rule(std::string_view rule, std::string_view input, boost::iris::parse_options const& options);

/// Whether the grammar has a rule of that name.
bool is_rule(std::string_view rule) noexcept;

} // iri_tool

#endif
