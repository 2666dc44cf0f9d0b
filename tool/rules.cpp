//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "rules.hpp"
#include <boost/iri/grammar.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/productions.hpp>

namespace iri_tool {

std::optional<boost::iris::result<boost::iris::derivation>>
derive_from_rule(std::string_view rule, std::string_view input, boost::iris::parse_options const& options,
                 std::size_t max_length)
{
    namespace grammar = boost::iris::grammar;
    std::optional<boost::iris::result<boost::iris::derivation>> r;
    grammar::for_each_rule([&](auto const& x3_rule) {
        if (r || x3_rule.name != rule)
            return;
        if (input.size() > max_length) {
            boost::iris::failure e;
            e.code = boost::iris::error::input_too_long;
            e.offset = max_length;
            r = e;
        }
        else
            r = grammar::derive(x3_rule, input, options);
    });
    return r;
}

bool is_rule(std::string_view rule) noexcept
{
    for (boost::iris::grammar::production const& p : boost::iris::grammar::productions)
        if (p.name == rule)
            return true;
    return false;
}

} // iri_tool
