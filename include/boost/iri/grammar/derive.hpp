//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_DERIVE_HPP
#define BOOST_IRI_GRAMMAR_DERIVE_HPP

// The derivation of a string from any rule of the grammar, as `iris::derive` gives it for
// the start rules: `grammar::derive(grammar::ipath, "a/b:c")`.

#include <boost/iri/grammar.hpp>
#include <boost/iri/parse.hpp>
#include <cstdint>

namespace boost {
namespace iris {
namespace grammar {

namespace detail {

/// The error that a failed traced parse of `s` describes: where the input stopped making
/// sense, which rule was looking there, and the code of the innermost rule that has one.
BOOST_IRI_DECL parse_error failure(parse_trace const& trace, std::string_view s);

/// Whether an error's `expected` names `rule` by the rule around it (see parse_trace).
BOOST_IRI_DECL bool named_by_outer(std::string_view rule, bool started) noexcept;

} // detail

/// How `rule` derives all of `s`: every rule that matched, with the bytes it matched
/// (see `derivation`). Time and memory are linear in `s`; `input_too_long` past 4 GiB.
template <class Rule>
parse_result<derivation> derive(Rule const& rule, std::string_view s, parse_options const& options = {})
{
    if (s.size() > iris::detail::max_input_size)
        return iris::detail::input_too_long();
    detail::parse_trace t;
    t.begin = s.data();
    t.end = s.data() + s.size();
    t.record_nodes = true;
    t.named_by_outer = &detail::named_by_outer;
    t.nodes.reserve(3 * s.size() + 64); // up to three nodes a byte: ipchar, iunreserved, ALPHA
    detail::traced_iterator first(t.begin, &t);
    detail::traced_iterator const last(t.end, &t);
    if (!x3::parse(first, last, x3::with<options_tag>(options)[rule >> x3::eoi]))
        return detail::failure(t, s);
    // Every rule that failed, and every part of a rule that failed, took its nodes back
    // (grammar/detail/primitives.hpp): what is left is the derivation.
    return derivation(std::move(t.nodes), std::move(t.rule_names));
}

} // grammar
} // iris
} // boost

#endif
