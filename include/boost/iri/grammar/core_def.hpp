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

// RFC 3986 §2.1 (pct-form in 3987bis §2.2)
// pct-encoded = "%" HEXDIG HEXDIG
auto const pct_encoded_def = '%' >> HEXDIG >> HEXDIG;

BOOST_IRI_DEFINE(unreserved, reserved, gen_delims, sub_delims, pct_encoded)

} // grammar
} // iris
} // boost

#endif
