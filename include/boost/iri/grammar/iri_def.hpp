//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_IRI_DEF_HPP
#define BOOST_IRI_GRAMMAR_IRI_DEF_HPP

#include <boost/iri/grammar/authority_def.hpp>
#include <boost/iri/grammar/detail/runs.hpp>
#include <boost/iri/grammar/iri.hpp>
#include <boost/iri/grammar/path_def.hpp>

namespace boost {
namespace iris {
namespace grammar {

namespace detail {
// The members that an alternative does not have, so that every alternative fills the
// whole syntax tree.
auto const no_authority = x3::attr(boost::optional<authority_view>());
auto const no_component = x3::attr(boost::optional<std::string_view>());
} // detail

// RFC 3987 §2.2
// IRI-reference = IRI / irelative-ref
// PEG: IRI is tried only when scheme ":" is ahead; otherwise a relative reference such
// as "a/b:c" would be taken apart as far as IRI gets. The look ahead leaves no node and
// does not count where errors are located (grammar/detail/primitives.hpp).
auto const IRI_reference_def = (detail::followed_by[scheme >> ':'] >> IRI) | irelative_ref;

// RFC 3987 §2.2
// IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
auto const IRI_def = scheme >> ':' >> ihier_part >> -detail::component['?' >> iquery] >> -detail::component['#' >> ifragment];

// RFC 3987 §2.2
// absolute-IRI = scheme ":" ihier-part [ "?" iquery ]
auto const absolute_IRI_def =
    scheme >> ':' >> ihier_part >> -detail::component['?' >> iquery] >> detail::no_component;

// RFC 3987 §2.2
// irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
auto const irelative_ref_def =
    detail::no_component >> irelative_part >> -detail::component['?' >> iquery] >> -detail::component['#' >> ifragment];

// RFC 3987 §2.2
// ihier-part = "//" iauthority ipath-abempty
//            / ipath-absolute
//            / ipath-rootless
//            / ipath-empty
auto const ihier_part_def =
      ("//" >> iauthority >> ipath_abempty)
    | (detail::no_authority >> (ipath_absolute | ipath_rootless | ipath_empty));

// RFC 3987 §2.2
// irelative-part = "//" iauthority ipath-abempty
//                / ipath-absolute
//                / ipath-noscheme
//                / ipath-empty
auto const irelative_part_def =
      ("//" >> iauthority >> ipath_abempty)
    | (detail::no_authority >> (ipath_absolute | ipath_noscheme | ipath_empty));

// RFC 3986 §3.1
// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
auto const scheme_def =
    detail::text[detail::accelerated(ALPHA >> *(ALPHA | DIGIT | '+' | '-' | '.'), detail::scheme_run{})];

// RFC 3987 §2.2
// iquery = *( ipchar / iprivate / "/" / "?" )
auto const iquery_def =
    detail::text[detail::accelerated(*(ipchar | iprivate | '/' | '?'), detail::query_run{})];

// RFC 3987 §2.2
// ifragment = *( ipchar / "/" / "?" )
auto const ifragment_def =
    detail::text[detail::accelerated(*(ipchar | '/' | '?'), detail::fragment_run{})];

BOOST_IRI_DEFINE(IRI_reference, IRI, absolute_IRI, irelative_ref, ihier_part, irelative_part,
                 scheme, iquery, ifragment)

} // grammar
} // iris
} // boost

#endif
