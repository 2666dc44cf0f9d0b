//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_TEMPLATE_PARTS_HPP
#define BOOST_IRI_DETAIL_TEMPLATE_PARTS_HPP

#include <cstdint>
#include <string>
#include <vector>

namespace boost {
namespace iris {
namespace detail {

/// What a template is made of, as the rules of RFC 6570 §2 found it (grammar/template_def.hpp):
/// literals and expressions, each expression's operator and varspecs, as byte offsets into
/// the template's text.
struct template_parts
{
    struct varspec
    {
        std::uint32_t name_begin = 0, name_end = 0; ///< the varname
        std::uint16_t max_length = 0;               ///< the prefix modifier; 0: none
        bool explode = false;                       ///< the explode modifier
        std::uint64_t key = 0;                      ///< `short_name_key` of the varname (`iri_template` sets it)
    };
    struct part
    {
        std::uint32_t begin = 0, end = 0; ///< the literals, or the expression with its braces
        char op = 0;                      ///< the operator; 0: a simple string expansion
        bool expression = false;
        std::uint32_t first_varspec = 0, varspecs = 0; ///< in `varspecs`
        bool as_is = false; ///< literals that expand as they are written (`iri_template` sets it)
    };
    /// Where an expansion's components are, when the template alone tells (`iri_template`
    /// finds it): a leading literal that starts with a scheme, "//" or a path, and nothing that
    /// could put a delimiter where the grammar would read another one (doc/templates.adoc,
    /// "Laid out as it is written").
    struct layout_plan
    {
        bool known = false;           ///< else every expansion is parsed to find its layout
        bool authority = false;       ///< the leading literal has "//" after the scheme
        std::uint32_t scheme_end = 0; ///< past the scheme's ":"; 0: no scheme
    };
    std::vector<part> parts;
    std::vector<varspec> varspecs;
    layout_plan layout;
    std::uint64_t most_literals = 0; ///< the most bytes the literals expand to (`iri_template` sets it)
    /// The template's text and sixteen bytes more, so that a literal or a name is copied
    /// sixteen bytes at a time (`iri_template` sets it).
    std::string padded_text;
};

} // detail
} // iris
} // boost

#endif
