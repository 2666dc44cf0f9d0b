//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_TEMPLATE_DEF_HPP
#define BOOST_IRI_GRAMMAR_TEMPLATE_DEF_HPP

#include <boost/iri/grammar/template.hpp>
#include <boost/iri/grammar/characters_def.hpp>
#include <boost/iri/grammar/core_def.hpp>

namespace boost {
namespace iris {
namespace grammar {

namespace detail {

/// The builder of a template parse, or null when the caller gave none (a rule used in a
/// user's grammar only recognizes).
template <class Context>
template_builder* builder_of(Context const& ctx) noexcept
{
    using found = std::decay_t<decltype(x3::get<template_parts_tag>(ctx))>;
    if constexpr (std::is_same<found, x3::unused_type>::value)
        return nullptr;
    else
        return &static_cast<template_builder&>(x3::get<template_parts_tag>(ctx));
}

inline char const* address(char const* p) noexcept
{
    return p;
}

inline char const* address(traced_iterator const& p) noexcept
{
    return p.base();
}

/// The semantic actions that fill `template_parts`; each `Step` reads what its parser matched,
/// which `x3::raw` makes the attribute (X3's `_where` gives what follows the match).
template <class Step>
struct template_action
{
    template <class Context>
    void operator()(Context const& ctx) const
    {
        if (template_builder* b = builder_of(ctx)) {
            auto const& where = x3::_attr(ctx);
            Step{}(b->parts, b->text, static_cast<std::uint32_t>(address(where.begin()) - b->text),
                   static_cast<std::uint32_t>(address(where.end()) - b->text));
        }
    }
};

struct add_literal
{
    void operator()(iris::detail::template_parts& t, char const*, std::uint32_t b, std::uint32_t e) const
    {
        if (!t.parts.empty() && !t.parts.back().expression && t.parts.back().end == b)
            t.parts.back().end = e;
        else
            t.parts.push_back({b, e, 0, false, 0, 0});
    }
};

struct open_expression
{
    void operator()(iris::detail::template_parts& t, char const*, std::uint32_t b, std::uint32_t e) const
    {
        t.parts.push_back({b, e, 0, true, static_cast<std::uint32_t>(t.varspecs.size()), 0});
    }
};

struct set_operator
{
    void operator()(iris::detail::template_parts& t, char const* text, std::uint32_t b, std::uint32_t) const
    {
        t.parts.back().op = text[b];
    }
};

struct add_varspec
{
    void operator()(iris::detail::template_parts& t, char const*, std::uint32_t b, std::uint32_t e) const
    {
        t.varspecs.push_back({b, e, 0, false});
        ++t.parts.back().varspecs;
    }
};

struct set_max_length
{
    void operator()(iris::detail::template_parts& t, char const* text, std::uint32_t b, std::uint32_t e) const
    {
        std::uint16_t n = 0;
        for (std::uint32_t i = b; i < e; ++i)
            n = static_cast<std::uint16_t>(n * 10 + (text[i] - '0'));
        t.varspecs.back().max_length = n;
    }
};

struct set_explode
{
    void operator()(iris::detail::template_parts& t, char const*, std::uint32_t, std::uint32_t) const
    {
        t.varspecs.back().explode = true;
    }
};

struct close_expression
{
    void operator()(iris::detail::template_parts& t, char const*, std::uint32_t, std::uint32_t e) const
    {
        t.parts.back().end = e;
    }
};

} // detail

// RFC 6570 §2
// URI-Template = *( literals / expression )
auto const URI_Template_def = *(x3::raw[literals][detail::template_action<detail::add_literal>{}] | expression);

// RFC 6570 §2.1, as erratum 6937 corrects it
// literals = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
//          / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
//          / pct-encoded
//               ; any Unicode character except: CTL, SP,
//               ;  DQUOTE, "%" (aside from pct-encoded),
//               ;  "<", ">", "\", "^", "`", "{", "|", "}"
// The RFC's text leaves out "'" (%x27), a sub-delims that its own §3.2.1 example '{var}'
// uses; the verified erratum puts it back. ucschar and iprivate are RFC 3987's rules.
auto const literals_def = x3::char_("!#$&-;=?-[]_a-z~") | ucschar | iprivate | pct_encoded;

// RFC 6570 §2.2
// expression = "{" [ operator ] variable-list "}"
auto const expression_def = x3::raw[x3::lit('{')][detail::template_action<detail::open_expression>{}] >>
                            -x3::raw[operator_][detail::template_action<detail::set_operator>{}] >> variable_list >>
                            x3::raw[x3::lit('}')][detail::template_action<detail::close_expression>{}];

// RFC 6570 §2.2
// operator = op-level2 / op-level3 / op-reserve
auto const operator__def = op_level2 | op_level3 | op_reserve;

// RFC 6570 §2.2
// op-level2 = "+" / "#"
auto const op_level2_def = x3::char_("+#");

// RFC 6570 §2.2
// op-level3 = "." / "/" / ";" / "?" / "&"
auto const op_level3_def = x3::char_("./;?&");

// RFC 6570 §2.2
// op-reserve = "=" / "," / "!" / "@" / "|"
// Reserved for future extensions: the grammar reads them, and parse_template refuses them
// (error::reserved_operator), as no expansion is defined for them.
auto const op_reserve_def = x3::char_("=,!@|");

// RFC 6570 §2.3
// variable-list = varspec *( "," varspec )
auto const variable_list_def = varspec % ',';

// RFC 6570 §2.3
// varspec = varname [ modifier-level4 ]
auto const varspec_def = x3::raw[varname][detail::template_action<detail::add_varspec>{}] >> -modifier_level4;

// RFC 6570 §2.3
// varname = varchar *( ["."] varchar )
auto const varname_def = varchar >> *(-x3::lit('.') >> varchar);

// RFC 6570 §2.3
// varchar = ALPHA / DIGIT / "_" / pct-encoded
auto const varchar_def = ALPHA | DIGIT | x3::lit('_') | pct_encoded;

// RFC 6570 §2.4
// modifier-level4 = prefix / explode
auto const modifier_level4_def = prefix | explode;

// RFC 6570 §2.4.1
// prefix = ":" max-length
auto const prefix_def = ':' >> x3::raw[max_length][detail::template_action<detail::set_max_length>{}];

// RFC 6570 §2.4.1
// max-length = %x31-39 0*3DIGIT ; positive integer < 10000
auto const max_length_def = x3::char_('1', '9') >> x3::repeat(0, 3)[DIGIT];

// RFC 6570 §2.4.2
// explode = "*"
auto const explode_def = x3::raw[x3::lit('*')][detail::template_action<detail::set_explode>{}];

BOOST_IRI_DEFINE(URI_Template, literals, expression, operator_, op_level2, op_level3, op_reserve, variable_list,
                 varspec, varname, varchar, modifier_level4, prefix, max_length, explode)

} // grammar
} // iris
} // boost

#endif
