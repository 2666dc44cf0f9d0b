//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_PATH_HPP
#define BOOST_IRI_GRAMMAR_PATH_HPP

// Paths: RFC 3987 §2.2, RFC 3986 §3.3.

#include <boost/iri/grammar/core.hpp>

namespace boost {
namespace iris {
namespace grammar {

using ipath_type = x3::rule<class ipath_class, std::string_view>;
using ipath_abempty_type = x3::rule<class ipath_abempty_class, std::string_view>;
using ipath_absolute_type = x3::rule<class ipath_absolute_class, std::string_view>;
using ipath_noscheme_type = x3::rule<class ipath_noscheme_class, std::string_view>;
using ipath_rootless_type = x3::rule<class ipath_rootless_class, std::string_view>;
using ipath_empty_type = x3::rule<class ipath_empty_class, std::string_view>;
using isegment_type = x3::rule<class isegment_class>;
using isegment_nz_type = x3::rule<class isegment_nz_class>;
using isegment_nz_nc_type = x3::rule<class isegment_nz_nc_class>;

ipath_type const ipath = "ipath";
ipath_abempty_type const ipath_abempty = "ipath-abempty";
ipath_absolute_type const ipath_absolute = "ipath-absolute";
ipath_noscheme_type const ipath_noscheme = "ipath-noscheme";
ipath_rootless_type const ipath_rootless = "ipath-rootless";
ipath_empty_type const ipath_empty = "ipath-empty";
isegment_type const isegment = "isegment";
isegment_nz_type const isegment_nz = "isegment-nz";
isegment_nz_nc_type const isegment_nz_nc = "isegment-nz-nc";

} // grammar
} // iris
} // boost

#endif
