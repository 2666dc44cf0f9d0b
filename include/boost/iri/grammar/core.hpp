//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_CORE_HPP
#define BOOST_IRI_GRAMMAR_CORE_HPP

// The character rules that RFC 3987 takes unchanged from RFC 3986 §2, and the
// RFC 5234 core rules under them.

#include <boost/iri/grammar/detail/primitives.hpp>

namespace boost {
namespace iris {
namespace grammar {

// RFC 5234 Appendix B.1: the core rules the URI and IRI grammars use; their attribute is
// the character.
using ALPHA_type = x3::rule<class ALPHA_class, char>;
using DIGIT_type = x3::rule<class DIGIT_class, char>;
using HEXDIG_type = x3::rule<class HEXDIG_class, char>;

ALPHA_type const ALPHA = "ALPHA";
DIGIT_type const DIGIT = "DIGIT";
HEXDIG_type const HEXDIG = "HEXDIG";

using unreserved_type = x3::rule<class unreserved_class>;
using reserved_type = x3::rule<class reserved_class>;
using gen_delims_type = x3::rule<class gen_delims_class>;
using sub_delims_type = x3::rule<class sub_delims_class>;
using pct_encoded_type = x3::rule<class pct_encoded_class>;

unreserved_type const unreserved = "unreserved";
reserved_type const reserved = "reserved";
gen_delims_type const gen_delims = "gen-delims";
sub_delims_type const sub_delims = "sub-delims";
pct_encoded_type const pct_encoded = "pct-encoded";

// 3987bis §2.2 names two terminals of RFC 3986: pct-form and path-sep.
using pct_form_type = x3::rule<class pct_form_class>;
using path_sep_type = x3::rule<class path_sep_class>;

pct_form_type const pct_form = "pct-form";
path_sep_type const path_sep = "path-sep";

} // grammar
} // iris
} // boost

#endif
