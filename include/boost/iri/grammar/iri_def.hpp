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

// The rules from IRI-reference down to ihost fill one `iri_components` (grammar/components.hpp):
// into<&M>[p] writes a component, same[r] lets rule r write into the same record.

// RFC 3987 §2.2
// IRI-reference = IRI / irelative-ref
// PEG: IRI is tried only when scheme ":" is ahead; otherwise a relative reference such
// as "a/b:c" would be taken apart as far as IRI gets. The look ahead leaves no node and
// does not count where errors are located (grammar/detail/primitives.hpp).
// Accelerated: the parse functions first try grammar/detail/accelerator.hpp, which reads the
// common shape of this rule, IRI, absolute-IRI and irelative-ref into the same components and
// leaves the rest to the rule.
auto const IRI_reference_def =
    detail::fills_anew[(detail::followed_by[scheme >> ':'] >> detail::same[IRI]) | detail::same[irelative_ref]];

// RFC 3987 §2.2
// IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
auto const IRI_def = detail::fills_anew[
    detail::into<&iri_components::scheme>[scheme] >> ':' >> detail::same[ihier_part] >>
    -detail::into<&iri_components::query>['?' >> iquery] >> -detail::into<&iri_components::fragment>['#' >> ifragment]];

// RFC 3987 §2.2
// absolute-IRI = scheme ":" ihier-part [ "?" iquery ]
auto const absolute_IRI_def = detail::fills_anew[
    detail::into<&iri_components::scheme>[scheme] >> ':' >> detail::same[ihier_part] >>
    -detail::into<&iri_components::query>['?' >> iquery]];

// RFC 3987 §2.2
// irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
auto const irelative_ref_def = detail::fills_anew[
    detail::same[irelative_part] >> -detail::into<&iri_components::query>['?' >> iquery] >>
    -detail::into<&iri_components::fragment>['#' >> ifragment]];

// RFC 3987 §2.2
// ihier-part = "//" iauthority ipath-abempty
//            / ipath-absolute
//            / ipath-rootless
//            / ipath-empty
auto const ihier_part_def = detail::fills[
      ("//" >> detail::same[iauthority] >> detail::into<&iri_components::path>[ipath_abempty])
    | (detail::no_authority >> detail::into<&iri_components::path>[ipath_absolute | ipath_rootless | ipath_empty])];

// RFC 3987 §2.2
// irelative-part = "//" iauthority ipath-abempty
//                / ipath-absolute
//                / ipath-noscheme
//                / ipath-empty
auto const irelative_part_def = detail::fills[
      ("//" >> detail::same[iauthority] >> detail::into<&iri_components::path>[ipath_abempty])
    | (detail::no_authority >> detail::into<&iri_components::path>[ipath_absolute | ipath_noscheme | ipath_empty])];

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
