//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_AUTHORITY_HPP
#define BOOST_IRI_GRAMMAR_AUTHORITY_HPP

// The authority: RFC 3987 §2.2, RFC 3986 §3.2.

#include <boost/iri/grammar/core.hpp>
#include <boost/iri/grammar/components.hpp>

namespace boost {
namespace iris {
namespace grammar {

using iauthority_type = x3::rule<class iauthority_class, iri_components>;
using iuserinfo_type = x3::rule<class iuserinfo_class, std::string_view>;
using ihost_type = x3::rule<class ihost_class, iri_components>;
using ireg_name_type = x3::rule<class ireg_name_class>;
using port_type = x3::rule<class port_class, std::string_view>;

iauthority_type const iauthority = "iauthority";
iuserinfo_type const iuserinfo = "iuserinfo";
ihost_type const ihost = "ihost";
ireg_name_type const ireg_name = "ireg-name";
port_type const port = "port";

} // grammar
} // iris
} // boost

#endif
