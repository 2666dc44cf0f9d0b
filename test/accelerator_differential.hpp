//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_ACCELERATOR_DIFFERENTIAL_HPP
#define BOOST_IRI_TEST_ACCELERATOR_DIFFERENTIAL_HPP

// The accelerator of IRI-reference against the X3 rule it stands for
// (grammar/detail/accelerator.hpp): what test/accelerator.cpp, fuzz/accelerator.cpp and
// `bench_loop FILE verify` run on their inputs. And the diagnosis of an error, which skips
// runs of characters (grammar/detail/runs.hpp), against the full trace.

#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/detail/accelerator.hpp>
#include <boost/iri/grammar/iri_def.hpp>
#include <boost/spirit/home/x3/core/parse.hpp>
#include <boost/spirit/home/x3/directive/with.hpp>
#include <optional>
#include <string_view>
#include <vector>

namespace accelerator_differential {

namespace iris = boost::iris;
namespace x3 = boost::spirit::x3;

/// The X3 rule of `start` over the whole of `s`, into `out`.
inline bool by_rule(iris::start_rule start, std::string_view s, iris::parse_options const& options,
                    iris::grammar::iri_components& out)
{
    char const* first = s.data();
    char const* const last = first + s.size();
    auto const whole = [&](auto const& rule) {
        return x3::parse(first, last, x3::with<iris::grammar::options_tag>(options)[rule >> x3::eoi], out);
    };
    switch (start) {
    case iris::start_rule::IRI:           return whole(iris::grammar::IRI);
    case iris::start_rule::absolute_IRI:  return whole(iris::grammar::absolute_IRI);
    case iris::start_rule::irelative_ref: return whole(iris::grammar::irelative_ref);
    default:                              return whole(iris::grammar::IRI_reference);
    }
}

/// The same component: both absent, or both the same bytes of the input.
inline bool same(std::string_view a, std::string_view b) noexcept
{
    return a.data() == b.data() && a.size() == b.size();
}

/// What the comparison found.
enum class outcome
{
    declined, ///< the accelerator left the input to the rule
    agreed,   ///< both accepted it, with the same components
    differ    ///< the accelerator accepted what the rule does not, or other components
};

/// Whether the diagnosis of `s` from `start` (the error that parse gives for it, or nothing
/// when the rule reads it) is the full trace's: the same byte, rule, expected rules, component.
inline bool same_diagnosis(iris::start_rule start, std::string_view s, iris::parse_options const& options)
{
    auto const both = [&](auto const& rule) {
        auto const with_options = x3::with<iris::grammar::options_tag>(options)[rule];
        iris::grammar::iri_components ignored;
        return iris::grammar::detail::diagnose(with_options, s, ignored, true) ==
               iris::grammar::detail::diagnose(with_options, s, ignored, false);
    };
    iris::grammar::iri_components out;
    if (by_rule(start, s, options, out))
        return true;
    switch (start) {
    case iris::start_rule::IRI:           return both(iris::grammar::IRI);
    case iris::start_rule::absolute_IRI:  return both(iris::grammar::absolute_IRI);
    case iris::start_rule::irelative_ref: return both(iris::grammar::irelative_ref);
    default:                              return both(iris::grammar::IRI_reference);
    }
}

/// The same components: every one the same bytes, or absent in both; the same host type.
inline bool same(iris::grammar::iri_components const& a, iris::grammar::iri_components const& b) noexcept
{
    return same(a.scheme, b.scheme) && same(a.userinfo, b.userinfo) && same(a.host, b.host) &&
           a.host_type == b.host_type && same(a.port, b.port) && same(a.path, b.path) && same(a.query, b.query) &&
           same(a.fragment, b.fragment);
}

using accelerator = std::optional<iris::grammar::iri_components> (*)(iris::start_rule, std::string_view,
                                                                    iris::parse_options const&) noexcept;

/// Every build of the accelerator this processor can run: the one of a build for SSE2 (or
/// for no SIMD), and the one for SSSE3 where it is chosen at run time.
inline std::vector<accelerator> const& accelerators()
{
    namespace d = iris::grammar::detail;
    static std::vector<accelerator> const all = [] {
#if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
        std::vector<accelerator> r{&d::accelerate_with<d::sse2_blocks>};
        if (iris::detail::has_ssse3())
            r.push_back(&d::accelerate_ssse3);
        return r;
#else
        return std::vector<accelerator>{&d::accelerate_with<d::default_blocks>};
#endif
    }();
    return all;
}

/// The accelerator (each of its builds) against the rule on `s`.
inline outcome compare(iris::start_rule start, std::string_view s, iris::parse_options const& options)
{
    std::optional<bool> accepted;
    iris::grammar::iri_components fast;
    for (accelerator a : accelerators()) {
        std::optional<iris::grammar::iri_components> const c = a(start, s, options);
        if (accepted && (*accepted != c.has_value() || (c && !same(*c, fast))))
            return outcome::differ; // its builds disagree
        accepted = c.has_value();
        if (c)
            fast = *c;
    }
    if (!*accepted)
        return outcome::declined;
    iris::grammar::iri_components rule;
    if (!by_rule(start, s, options, rule))
        return outcome::differ;
    return same(fast, rule) ? outcome::agreed : outcome::differ;
}

} // namespace accelerator_differential

#endif
