//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_PRODUCTIONS_HPP
#define BOOST_IRI_GRAMMAR_PRODUCTIONS_HPP

// The productions of the grammar as text: for each rule, the ABNF it quotes above its
// definition in the grammar's *_def.hpp files, where that ABNF is printed, and what the
// comment there says of how the rule reads it. For tools that teach the grammar (`iri
// explain --format=html`, the rule-by-rule chapter of the documentation). This header does
// not include Spirit X3. test/productions.cpp keeps it equal to the comments.

#include <string_view>

namespace boost {
namespace iris {
namespace grammar {

/// One ABNF production of the specifications the grammar implements, as printed there.
struct production
{
    std::string_view name;   ///< the ABNF name, as derivations name the rule: "ipath-abempty"
    std::string_view source; ///< where it is printed: "RFC 3987 §2.2"
    std::string_view abnf;   ///< the definition, line by line as printed there
    std::string_view notes;  ///< how the X3 rule reads it (PEG order, profiles); may be empty
};

/// Every production of the grammar, from IRI-reference down to the core rules.
inline constexpr production productions[] = {
    {"IRI-reference", "RFC 3987 §2.2",
         "IRI-reference = IRI / irelative-ref",
         "PEG: IRI is tried only when scheme \":\" is ahead; otherwise a relative reference such\n"
         "as \"a/b:c\" would be taken apart as far as IRI gets. The look ahead leaves no node and\n"
         "does not count where errors are located (grammar/detail/primitives.hpp).\n"
         "Accelerated: the parse functions first try grammar/detail/accelerator.hpp, which reads the\n"
         "common shape of this rule, IRI, absolute-IRI and irelative-ref into the same components and\n"
         "leaves the rest to the rule."},
    {"IRI", "RFC 3987 §2.2",
         "IRI = scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]",
         ""},
    {"absolute-IRI", "RFC 3987 §2.2",
         "absolute-IRI = scheme \":\" ihier-part [ \"?\" iquery ]",
         ""},
    {"irelative-ref", "RFC 3987 §2.2",
         "irelative-ref = irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]",
         ""},
    {"ihier-part", "RFC 3987 §2.2",
         "ihier-part = \"//\" iauthority ipath-abempty\n"
         "           / ipath-absolute\n"
         "           / ipath-rootless\n"
         "           / ipath-empty",
         ""},
    {"irelative-part", "RFC 3987 §2.2",
         "irelative-part = \"//\" iauthority ipath-abempty\n"
         "               / ipath-absolute\n"
         "               / ipath-noscheme\n"
         "               / ipath-empty",
         ""},
    {"scheme", "RFC 3986 §3.1",
         "scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )",
         ""},
    {"iquery", "RFC 3987 §2.2",
         "iquery = *( ipchar / iprivate / \"/\" / \"?\" )",
         ""},
    {"ifragment", "RFC 3987 §2.2",
         "ifragment = *( ipchar / \"/\" / \"?\" )",
         ""},
    {"iauthority", "RFC 3987 §2.2",
         "iauthority = [ iuserinfo \"@\" ] ihost [ \":\" port ]",
         "iuserinfo is only known to be one when the \"@\" follows; until then its look ahead\n"
         "is tentative and does not count where errors are located (see grammar/detail/trace.hpp).\n"
         "It is not even tried when no \"@\" comes before the end of the authority."},
    {"iuserinfo", "RFC 3987 §2.2",
         "iuserinfo = *( iunreserved / pct-encoded / sub-delims / \":\" )",
         "3987bis §2.2: pct-form for pct-encoded (detail::pct)."},
    {"ihost", "RFC 3987 §2.2",
         "ihost = IP-literal / IPv4address / ireg-name",
         "PEG: IPv4address wins only where ireg-name could not go on after it, else\n"
         "\"1.2.3.4.example\" would stop after \"1.2.3.4\"; \"255.255.255.255\" stays an IPv4address."},
    {"ireg-name", "RFC 3987 §2.2",
         "ireg-name = *( iunreserved / pct-encoded / sub-delims )",
         "(3987bis §2.2 leaves pct-form out of ireg-name; this library keeps RFC 3987's rule in\n"
         "every profile, see doc/deviations.adoc.)"},
    {"port", "RFC 3986 §3.2.3",
         "port = *DIGIT",
         ""},
    {"IP-literal", "RFC 3986 §3.2.2, as RFC 6874 §2 extends it",
         "IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture  ) \"]\"",
         "RFC 3986 has no IPv6addrz; it is tried only when the options accept zone identifiers.\n"
         "PEG: IPv6addrz extends IPv6address, so it is tried first."},
    {"IPvFuture", "RFC 3986 §3.2.2",
         "IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )",
         "\"v\" is a quoted string, so \"V\" matches too (RFC 5234 §2.3)."},
    {"IPv6address", "RFC 3986 §3.2.2",
         "IPv6address =                            6( h16 \":\" ) ls32\n"
         "            /                       \"::\" 5( h16 \":\" ) ls32\n"
         "            / [               h16 ] \"::\" 4( h16 \":\" ) ls32\n"
         "            / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32\n"
         "            / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32\n"
         "            / [ *3( h16 \":\" ) h16 ] \"::\"    h16 \":\"   ls32\n"
         "            / [ *4( h16 \":\" ) h16 ] \"::\"              ls32\n"
         "            / [ *5( h16 \":\" ) h16 ] \"::\"              h16\n"
         "            / [ *6( h16 \":\" ) h16 ] \"::\"",
         "PEG: a greedy *N( h16 \":\" ) would also eat the h16 that must stand before \"::\" (in\n"
         "\"1:2::\" it takes \"1:2:\" and leaves \":\"), and PEG never gives it back. So the repeated\n"
         "h16 \":\" only counts when its \":\" does not start \"::\" (detail::h16_colon_not_before_colon).\n"
         "Tested against inet_pton on generated strings (test/grammar_ip.cpp)."},
    {"IPv6addrz", "RFC 6874 §2",
         "IPv6addrz = IPv6address \"%25\" ZoneID",
         ""},
    {"ZoneID", "RFC 6874 §2",
         "ZoneID = 1*( unreserved / pct-encoded )",
         ""},
    {"h16", "RFC 3986 §3.2.2",
         "h16 = 1*4HEXDIG",
         ""},
    {"ls32", "RFC 3986 §3.2.2",
         "ls32 = ( h16 \":\" h16 ) / IPv4address",
         ""},
    {"IPv4address", "RFC 3986 §3.2.2",
         "IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet",
         ""},
    {"dec-octet", "RFC 3986 §3.2.2",
         "dec-octet = DIGIT                 ; 0-9\n"
         "          / %x31-39 DIGIT         ; 10-99\n"
         "          / \"1\" 2DIGIT            ; 100-199\n"
         "          / \"2\" %x30-34 DIGIT     ; 200-249\n"
         "          / \"25\" %x30-35          ; 250-255",
         "PEG: longest alternative first, else \"255\" would stop after \"2\"."},
    {"ipath", "RFC 3987 §2.2",
         "ipath = ipath-abempty   ; begins with \"/\" or is empty\n"
         "      / ipath-absolute  ; begins with \"/\" but not \"//\"\n"
         "      / ipath-noscheme  ; begins with a non-colon segment\n"
         "      / ipath-rootless  ; begins with a segment\n"
         "      / ipath-empty     ; zero characters",
         "PEG: ipath-abempty matches every input (it may be empty), so taken first it would hide\n"
         "the others, and the ABNF is ambiguous (\"/a\" is an ipath-abempty and an ipath-absolute).\n"
         "Each alternative here derives what its comment says: ipath-abempty the paths that begin\n"
         "with \"//\", ipath-noscheme a path whose first segment is followed by no \":\", ipath-empty\n"
         "the empty path. (The IRI rules never use ipath; it is here for grammars that do.)"},
    {"ipath-abempty", "RFC 3987 §2.2",
         "ipath-abempty = *( \"/\" isegment )",
         "3987bis §2.2: path-sep for \"/\" (detail::path_slash).\n"
         "Fast path (grammar/detail/runs.hpp): a \"/\" and then ipchar and \"/\" in any order."},
    {"ipath-absolute", "RFC 3987 §2.2",
         "ipath-absolute = \"/\" [ isegment-nz *( \"/\" isegment ) ]",
         ""},
    {"ipath-noscheme", "RFC 3987 §2.2",
         "ipath-noscheme = isegment-nz-nc *( \"/\" isegment )",
         ""},
    {"ipath-rootless", "RFC 3987 §2.2",
         "ipath-rootless = isegment-nz *( \"/\" isegment )",
         ""},
    {"ipath-empty", "RFC 3987 §2.2 (3987bis §2.2 writes \"\")",
         "ipath-empty = 0<ipchar>",
         ""},
    {"isegment", "RFC 3987 §2.2",
         "isegment = *ipchar",
         ""},
    {"isegment-nz", "RFC 3987 §2.2",
         "isegment-nz = 1*ipchar",
         ""},
    {"isegment-nz-nc", "RFC 3987 §2.2",
         "isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / \"@\" )\n"
         "               ; non-zero-length segment without any colon \":\"",
         ""},
    {"ucschar", "RFC 3987 §2.2",
         "ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF\n"
         "        / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD\n"
         "        / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD\n"
         "        / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD\n"
         "        / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD\n"
         "        / %xD0000-DFFFD / %xE1000-EFFFD",
         "One code point, decoded strictly from UTF-8 (the ranges are in detail/char_classes.hpp).\n"
         "Profile uri: no characters."},
    {"iprivate", "RFC 3987 §2.2",
         "iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD",
         "Profiles rfc3987bis and leiri (3987bis §2.2) add %xE0000-E0FFF. Profile uri: none."},
    {"leiri-ucschar", "3987bis §6.1",
         "leiri-ucschar = \" \" / \"<\" / \">\" / %x22 / \"{\" / \"}\" / \"|\" / \"\\\" / \"^\" / \"`\"\n"
         "              / %x0-1F / %x7F-D7FF / %xE000-FFFD / %x10000-10FFFF",
         "(3987bis writes '\"' for %x22, which RFC 5234 cannot quote.)"},
    {"iunreserved", "RFC 3987 §2.2",
         "iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar",
         "Profile leiri: 3987bis §6.1 replaces ucschar by leiri-ucschar."},
    {"ipchar", "RFC 3987 §2.2",
         "ipchar = iunreserved / pct-encoded / sub-delims / \":\" / \"@\"",
         "3987bis §2.2: pct-form for pct-encoded (detail::pct). iprivate is never here: RFC 3987\n"
         "allows it only in iquery."},
    {"ALPHA", "RFC 5234 Appendix B.1",
         "ALPHA  = %x41-5A / %x61-7A   ; A-Z / a-z",
         ""},
    {"DIGIT", "RFC 5234 Appendix B.1",
         "DIGIT  = %x30-39             ; 0-9",
         ""},
    {"HEXDIG", "RFC 5234 Appendix B.1",
         "HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"",
         "Quoted strings are case-insensitive (RFC 5234 §2.3): \"a\" to \"f\" match too."},
    {"unreserved", "RFC 3986 §2.3",
         "unreserved  = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"",
         ""},
    {"reserved", "RFC 3986 §2.2",
         "reserved    = gen-delims / sub-delims",
         ""},
    {"gen-delims", "RFC 3986 §2.2",
         "gen-delims  = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"",
         ""},
    {"sub-delims", "RFC 3986 §2.2",
         "sub-delims  = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\"\n"
         "            / \"*\" / \"+\" / \",\" / \";\" / \"=\"",
         ""},
    {"pct-encoded", "RFC 3986 §2.1",
         "pct-encoded = \"%\" HEXDIG HEXDIG",
         ""},
    {"pct-form", "3987bis §2.2",
         "pct-form = pct-encoded",
         ""},
    {"path-sep", "3987bis §2.2",
         "path-sep = \"/\"",
         ""},
    {"URI-Template", "RFC 6570 §2",
         "URI-Template = *( literals / expression )",
         ""},
    {"literals", "RFC 6570 §2.1, as erratum 6937 corrects it",
         "literals = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B\n"
         "         / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate\n"
         "         / pct-encoded\n"
         "              ; any Unicode character except: CTL, SP,\n"
         "              ;  DQUOTE, \"%\" (aside from pct-encoded),\n"
         "              ;  \"<\", \">\", \"\\\", \"^\", \"`\", \"{\", \"|\", \"}\"",
         "The RFC's text leaves out \"'\" (%x27), a sub-delims that its own §3.2.1 example '{var}'\n"
         "uses; the verified erratum puts it back. ucschar and iprivate are RFC 3987's rules."},
    {"expression", "RFC 6570 §2.2",
         "expression = \"{\" [ operator ] variable-list \"}\"",
         ""},
    {"operator", "RFC 6570 §2.2",
         "operator = op-level2 / op-level3 / op-reserve",
         ""},
    {"op-level2", "RFC 6570 §2.2",
         "op-level2 = \"+\" / \"#\"",
         ""},
    {"op-level3", "RFC 6570 §2.2",
         "op-level3 = \".\" / \"/\" / \";\" / \"?\" / \"&\"",
         ""},
    {"op-reserve", "RFC 6570 §2.2",
         "op-reserve = \"=\" / \",\" / \"!\" / \"@\" / \"|\"",
         "Reserved for future extensions: the grammar reads them, and parse_template refuses them\n"
         "(error::reserved_operator), as no expansion is defined for them."},
    {"variable-list", "RFC 6570 §2.3",
         "variable-list = varspec *( \",\" varspec )",
         ""},
    {"varspec", "RFC 6570 §2.3",
         "varspec = varname [ modifier-level4 ]",
         ""},
    {"varname", "RFC 6570 §2.3",
         "varname = varchar *( [\".\"] varchar )",
         ""},
    {"varchar", "RFC 6570 §2.3",
         "varchar = ALPHA / DIGIT / \"_\" / pct-encoded",
         ""},
    {"modifier-level4", "RFC 6570 §2.4",
         "modifier-level4 = prefix / explode",
         ""},
    {"prefix", "RFC 6570 §2.4.1",
         "prefix = \":\" max-length",
         ""},
    {"max-length", "RFC 6570 §2.4.1",
         "max-length = %x31-39 0*3DIGIT ; positive integer < 10000",
         ""},
    {"explode", "RFC 6570 §2.4.2",
         "explode = \"*\"",
         ""},
};

/// The production of a rule by its ABNF name, or nullptr.
constexpr production const* find_production(std::string_view name) noexcept
{
    for (production const& p : productions)
        if (p.name == name)
            return &p;
    return nullptr;
}

} // grammar
} // iris
} // boost

#endif
