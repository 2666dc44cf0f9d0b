//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_ACCELERATOR_DIFFERENTIAL_HPP
#define BOOST_IRI_TEST_ACCELERATOR_DIFFERENTIAL_HPP

// The accelerator of IRI-reference against the X3 rule it stands for
// (grammar/detail/accelerator.hpp): what test/accelerator.cpp, fuzz/accelerator.cpp and
// `bench_loop FILE verify` run on their inputs.

#include <boost/iri/grammar/detail/accelerator.hpp>
#include <boost/iri/grammar/iri_def.hpp>
#include <boost/spirit/home/x3/core/parse.hpp>
#include <boost/spirit/home/x3/directive/with.hpp>
#include <string_view>

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

inline outcome compare(iris::start_rule start, std::string_view s, iris::parse_options const& options)
{
    iris::grammar::iri_components fast;
    if (!iris::grammar::detail::accelerate(start, s, options, fast))
        return outcome::declined;
    iris::grammar::iri_components rule;
    if (!by_rule(start, s, options, rule))
        return outcome::differ;
    bool const equal = same(fast.scheme, rule.scheme) && same(fast.userinfo, rule.userinfo) &&
                       same(fast.host, rule.host) && fast.host_type == rule.host_type &&
                       same(fast.port, rule.port) && same(fast.path, rule.path) &&
                       same(fast.query, rule.query) && same(fast.fragment, rule.fragment);
    return equal ? outcome::agreed : outcome::differ;
}

} // namespace accelerator_differential

#endif
