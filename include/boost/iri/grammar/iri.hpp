//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_IRI_HPP
#define BOOST_IRI_GRAMMAR_IRI_HPP

// The top of the grammar: RFC 3987 §2.2 (IRI references), RFC 3986 §3.1 (scheme).

#include <boost/iri/grammar/authority.hpp>
#include <boost/iri/grammar/path.hpp>

namespace boost {
namespace iris {
namespace grammar {

using IRI_reference_type = x3::rule<class IRI_reference_class, iri_components>;
using IRI_type = x3::rule<class IRI_class, iri_components>;
using absolute_IRI_type = x3::rule<class absolute_IRI_class, iri_components>;
using irelative_ref_type = x3::rule<class irelative_ref_class, iri_components>;
using ihier_part_type = x3::rule<class ihier_part_class, iri_components>;
using irelative_part_type = x3::rule<class irelative_part_class, iri_components>;
using scheme_type = x3::rule<class scheme_class, std::string_view>;
using iquery_type = x3::rule<class iquery_class, std::string_view>;
using ifragment_type = x3::rule<class ifragment_class, std::string_view>;

IRI_reference_type const IRI_reference = "IRI-reference";
IRI_type const IRI = "IRI";
absolute_IRI_type const absolute_IRI = "absolute-IRI";
irelative_ref_type const irelative_ref = "irelative-ref";
ihier_part_type const ihier_part = "ihier-part";
irelative_part_type const irelative_part = "irelative-part";
scheme_type const scheme = "scheme";
iquery_type const iquery = "iquery";
ifragment_type const ifragment = "ifragment";

} // grammar
} // iris
} // boost

#endif
