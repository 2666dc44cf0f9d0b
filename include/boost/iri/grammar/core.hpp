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

// RFC 5234 Appendix B.1. Plain character parsers, not rules: they are the alphabet.
// ALPHA  = %x41-5A / %x61-7A
auto const ALPHA = x3::char_('A', 'Z') | x3::char_('a', 'z');
// DIGIT  = %x30-39
auto const DIGIT = x3::char_('0', '9');
// HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"   (quoted strings are case-insensitive)
auto const HEXDIG = DIGIT | x3::char_('A', 'F') | x3::char_('a', 'f');

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

} // grammar
} // iris
} // boost

#endif
