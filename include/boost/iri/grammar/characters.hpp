//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_CHARACTERS_HPP
#define BOOST_IRI_GRAMMAR_CHARACTERS_HPP

// The characters that make IRIs differ from URIs (RFC 3987 §2.2, 3987bis §2.2, §6.1).

#include <boost/iri/grammar/core.hpp>

namespace boost {
namespace iris {
namespace grammar {

using ucschar_type = x3::rule<class ucschar_class>;
using iprivate_type = x3::rule<class iprivate_class>;
using leiri_ucschar_type = x3::rule<class leiri_ucschar_class>;
using iunreserved_type = x3::rule<class iunreserved_class>;
using ipchar_type = x3::rule<class ipchar_class>;

ucschar_type const ucschar = "ucschar";
iprivate_type const iprivate = "iprivate";
leiri_ucschar_type const leiri_ucschar = "leiri-ucschar";
iunreserved_type const iunreserved = "iunreserved";
ipchar_type const ipchar = "ipchar";

} // grammar
} // iris
} // boost

#endif
