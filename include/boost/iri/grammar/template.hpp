//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_TEMPLATE_HPP
#define BOOST_IRI_GRAMMAR_TEMPLATE_HPP

// URI Templates (RFC 6570 §2), which RFC 6570 §1.1 makes IRI templates too: their literals
// take `ucschar` and `iprivate`, the rules of RFC 3987 §2.2.

#include <boost/iri/grammar/core.hpp>
#include <boost/iri/detail/template_parts.hpp>

namespace boost {
namespace iris {
namespace grammar {

using URI_Template_type = x3::rule<class URI_Template_class>;
using literals_type = x3::rule<class literals_class>;
using expression_type = x3::rule<class expression_class>;
using operator_type = x3::rule<class operator_class>;
using op_level2_type = x3::rule<class op_level2_class>;
using op_level3_type = x3::rule<class op_level3_class>;
using op_reserve_type = x3::rule<class op_reserve_class>;
using variable_list_type = x3::rule<class variable_list_class>;
using varspec_type = x3::rule<class varspec_class>;
using varname_type = x3::rule<class varname_class>;
using varchar_type = x3::rule<class varchar_class>;
using modifier_level4_type = x3::rule<class modifier_level4_class>;
using prefix_type = x3::rule<class prefix_class>;
using max_length_type = x3::rule<class max_length_class>;
using explode_type = x3::rule<class explode_class>;

URI_Template_type const URI_Template = "URI-Template";
literals_type const literals = "literals";
expression_type const expression = "expression";
operator_type const operator_ = "operator"; // "operator" is a C++ keyword
op_level2_type const op_level2 = "op-level2";
op_level3_type const op_level3 = "op-level3";
op_reserve_type const op_reserve = "op-reserve";
variable_list_type const variable_list = "variable-list";
varspec_type const varspec = "varspec";
varname_type const varname = "varname";
varchar_type const varchar = "varchar";
modifier_level4_type const modifier_level4 = "modifier-level4";
prefix_type const prefix = "prefix";
max_length_type const max_length = "max-length";
explode_type const explode = "explode";

/// The X3 context key of a `detail::template_builder`, through which the rules fill a
/// template's parts as they match: `x3::with<template_parts_tag>(builder)[URI_Template]`.
/// Without it they only recognize.
struct template_parts_tag;

namespace detail {

struct template_builder
{
    char const* text;                     ///< where the template starts
    iris::detail::template_parts& parts;  ///< what the rules found
};

} // detail
} // grammar
} // iris
} // boost

#endif
