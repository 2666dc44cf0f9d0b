//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_CORE_DEF_HPP
#define BOOST_IRI_GRAMMAR_CORE_DEF_HPP

#include <boost/iri/grammar/core.hpp>

namespace boost {
namespace iris {
namespace grammar {

// RFC 5234 Appendix B.1
// ALPHA  = %x41-5A / %x61-7A   ; A-Z / a-z
auto const ALPHA_def = x3::char_('A', 'Z') | x3::char_('a', 'z');

// RFC 5234 Appendix B.1
// DIGIT  = %x30-39             ; 0-9
auto const DIGIT_def = x3::char_('0', '9');

// RFC 5234 Appendix B.1
// HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
// Quoted strings are case-insensitive (RFC 5234 §2.3): "a" to "f" match too.
auto const HEXDIG_def = DIGIT | x3::char_('A', 'F') | x3::char_('a', 'f');

// RFC 3986 §2.3
// unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
auto const unreserved_def = ALPHA | DIGIT | x3::lit('-') | '.' | '_' | '~';

// RFC 3986 §2.2
// reserved    = gen-delims / sub-delims
auto const reserved_def = gen_delims | sub_delims;

// RFC 3986 §2.2
// gen-delims  = ":" / "/" / "?" / "#" / "[" / "]" / "@"
auto const gen_delims_def = x3::lit(':') | '/' | '?' | '#' | '[' | ']' | '@';

// RFC 3986 §2.2
// sub-delims  = "!" / "$" / "&" / "'" / "(" / ")"
//             / "*" / "+" / "," / ";" / "="
auto const sub_delims_def =
    x3::lit('!') | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | ';' | '=';

// RFC 3986 §2.1
// pct-encoded = "%" HEXDIG HEXDIG
auto const pct_encoded_def = '%' >> HEXDIG >> HEXDIG;

// 3987bis §2.2
// pct-form = pct-encoded
auto const pct_form_def = pct_encoded;

// 3987bis §2.2
// path-sep = "/"
auto const path_sep_def = x3::lit('/');

namespace detail {
// Where RFC 3987 writes pct-encoded and "/", 3987bis writes pct-form and path-sep; the
// profiles that follow 3987bis (rfc3987bis, leiri) derive those.
auto const pct = in_3987bis[pct_form] | pct_encoded;
auto const path_slash = in_3987bis[path_sep] | '/';
} // detail

BOOST_IRI_DEFINE(ALPHA, DIGIT, HEXDIG, unreserved, reserved, gen_delims, sub_delims, pct_encoded,
                 pct_form, path_sep)

} // grammar
} // iris
} // boost

#endif
