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
BOOST_IRI_DECL failure failure_at(parse_trace const& trace, std::string_view s);

/// Whether an error's `expected` names `rule` by the rule around it (see parse_trace).
BOOST_IRI_DECL bool named_by_outer(std::string_view rule, bool started) noexcept;

/// Why `parser` does not read all of `s`, once a traced pass has found `farthest`, the
/// farthest byte it looked at: a second pass collects there the rules that could have gone on
/// (collecting at every farthest byte on the way would cost far more). `attribute` takes
/// what the parser fills. `skip_runs` (see parse_trace) only for tests that compare without.
template <class Parser, class Attribute = x3::unused_type const>
failure diagnose_at(Parser const& parser, std::string_view s, char const* farthest,
                        Attribute& attribute = x3::unused, bool skip_runs = true)
{
    parse_trace t;
    t.begin = s.data();
    t.end = s.data() + s.size();
    t.skip_runs = skip_runs;
    t.named_by_outer = &named_by_outer;
    t.expect_only_at = farthest;
    x3::parse(traced_iterator(t.begin, &t), traced_iterator(t.end, &t), parser >> x3::eoi, attribute);
    return failure_at(t, s);
}

/// Why `parser` does not read all of `s`: a first traced pass finds the farthest byte, then
/// `diagnose_at`.
template <class Parser, class Attribute = x3::unused_type const>
failure diagnose(Parser const& parser, std::string_view s, Attribute& attribute = x3::unused,
                     bool skip_runs = true)
{
    parse_trace where;
    where.begin = s.data();
    where.end = s.data() + s.size();
    where.skip_runs = skip_runs;
    where.record_chain = false;
    x3::parse(traced_iterator(where.begin, &where), traced_iterator(where.end, &where), parser >> x3::eoi, attribute);
    return diagnose_at(parser, s, where.farthest, attribute, skip_runs);
}

} // detail

/// How `rule` derives all of `s`: every rule that matched, with the bytes it matched
/// (see `derivation`). Time and memory are linear in `s`; `input_too_long` past the longest text.
/// `options` defaults to `{}` (its declaration in <boost/iri/parse.hpp>).
template <class Rule>
result<derivation> derive(Rule const& rule, std::string_view s, parse_options const& options)
{
    if (s.size() > iris::detail::max_input_size)
        return iris::detail::input_too_long();
    detail::parse_trace t;
    t.begin = s.data();
    t.end = s.data() + s.size();
    t.record_nodes = true;
    t.record_chain = false; // a failure is described by diagnose_at
    t.nodes.reserve(3 * s.size() + 64); // up to three nodes a byte: ipchar, iunreserved, ALPHA
    detail::traced_iterator first(t.begin, &t);
    detail::traced_iterator const last(t.end, &t);
    if (!x3::parse(first, last, x3::with<options_tag>(options)[rule >> x3::eoi])) // its farthest byte is known
        return detail::diagnose_at(x3::with<options_tag>(options)[rule], s, t.farthest);
    // Every rule that failed, and every part of a rule that failed, took its nodes back
    // (grammar/detail/primitives.hpp): what is left is the derivation.
    return derivation(std::move(t.nodes), std::move(t.rule_names));
}

} // grammar
} // iris
} // boost

#endif
