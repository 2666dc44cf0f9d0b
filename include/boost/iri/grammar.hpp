//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_HPP
#define BOOST_IRI_GRAMMAR_HPP

// Every rule of the grammar, defined, for users who compose them into their own
// Spirit X3 grammars (see example/urn, example/mailto, example/tag). This pulls in Spirit X3; the umbrella
// header <boost/iri.hpp> does not.
//
// The rules read the parse options from the X3 context:
//     x3::with<boost::iris::grammar::options_tag>(boost::iris::parse_options{...})[rule]
// Without them they follow the defaults (RFC 3987, no zone identifiers).

#include <boost/iri/grammar/core_def.hpp>
#include <boost/iri/grammar/characters_def.hpp>
#include <boost/iri/grammar/ip_def.hpp>
#include <boost/iri/grammar/authority_def.hpp>
#include <boost/iri/grammar/path_def.hpp>
#include <boost/iri/grammar/iri_def.hpp>
#include <boost/iri/grammar/template_def.hpp>

namespace boost {
namespace iris {
namespace grammar {

/// Calls `f(rule)` for every rule of the grammar, from IRI-reference down to the core rules,
/// then the template rules of RFC 6570 (the order of `productions`): for tools that treat
/// all rules alike, by their ABNF name `rule.name`.
template <class F>
void for_each_rule(F&& f)
{
    f(IRI_reference), f(IRI), f(absolute_IRI), f(irelative_ref), f(ihier_part), f(irelative_part),
        f(scheme), f(iquery), f(ifragment);
    f(iauthority), f(iuserinfo), f(ihost), f(ireg_name), f(port);
    f(IP_literal), f(IPvFuture), f(IPv6address), f(IPv6addrz), f(ZoneID), f(h16), f(ls32),
        f(IPv4address), f(dec_octet);
    f(ipath), f(ipath_abempty), f(ipath_absolute), f(ipath_noscheme), f(ipath_rootless),
        f(ipath_empty), f(isegment), f(isegment_nz), f(isegment_nz_nc);
    f(ucschar), f(iprivate), f(leiri_ucschar), f(iunreserved), f(ipchar);
    f(ALPHA), f(DIGIT), f(HEXDIG), f(unreserved), f(reserved), f(gen_delims), f(sub_delims),
        f(pct_encoded), f(pct_form), f(path_sep);
    f(URI_Template), f(literals), f(expression), f(operator_), f(op_level2), f(op_level3), f(op_reserve),
        f(variable_list), f(varspec), f(varname), f(varchar), f(modifier_level4), f(prefix), f(max_length),
        f(explode);
}

} // grammar
} // iris
} // boost

#endif
