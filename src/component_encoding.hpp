//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_COMPONENT_ENCODING_HPP
#define BOOST_IRI_SRC_COMPONENT_ENCODING_HPP

// Text put into a component (RFC 3987 §3.1: what the component does not allow, as the %HH of
// its UTF-8 octets): the decoded setters of the value and the fields of `format`.

#include <boost/iri/profile.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include "percent.hpp"
#include <string>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

// The ASCII a component allows as itself (RFC 3987 §2.2), beside the unreserved characters.
enum class allowed : unsigned char
{
    userinfo, ///< sub-delims ":"
    user,     ///< sub-delims: a userinfo before its ":" (RFC 3986 §3.2.1)
    reg_name, ///< sub-delims
    path,     ///< sub-delims ":" "@" "/"
    segment,  ///< sub-delims ":" "@"
    query,    ///< sub-delims ":" "@" "/" "?", and iprivate
    fragment, ///< sub-delims ":" "@" "/" "?"
    param,    ///< sub-delims ":" "@" "/" "?" but "&" "=" "+", and iprivate
    first_segment, ///< sub-delims "@": a first segment without a scheme (RFC 3986 §3.3 segment-nz-nc)
    zone_id   ///< nothing more, and only ASCII (RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded ))
};

inline bool allows_ascii(allowed a, char c) noexcept
{
    if (is_unreserved(static_cast<unsigned char>(c)))
        return true;
    bool const sub_delim = c == '!' || c == '$' || c == '&' || c == '\'' || c == '(' || c == ')' || c == '*' ||
                           c == '+' || c == ',' || c == ';' || c == '=';
    switch (a) {
    case allowed::userinfo: return sub_delim || c == ':';
    case allowed::user:
    case allowed::reg_name: return sub_delim;
    case allowed::path:     return sub_delim || c == ':' || c == '@' || c == '/';
    case allowed::segment:  return sub_delim || c == ':' || c == '@';
    case allowed::first_segment: return sub_delim || c == '@';
    case allowed::query:
    case allowed::fragment: return sub_delim || c == ':' || c == '@' || c == '/' || c == '?';
    case allowed::param:
        return (sub_delim && c != '&' && c != '=' && c != '+') || c == ':' || c == '@' || c == '/' || c == '?';
    case allowed::zone_id: return false;
    }
    return false;
}

// Appends `decoded` as the component writes it: the characters it allows as themselves (the
// profile's `ucschar`, `iprivate` in the query; never a bidi formatting character, §4.1),
// the others and bytes that are not UTF-8 as %HH.
inline void append_encoded(std::string& out, std::string_view decoded, allowed a, profile p)
{
    bool const query = a == allowed::query || a == allowed::param;
    char const* s = decoded.data();
    char const* const end = s + decoded.size();
    while (s != end) {
        if (static_cast<unsigned char>(*s) < 0x80) {
            if (allows_ascii(a, *s))
                out += *s;
            else
                append_pct(out, static_cast<unsigned char>(*s));
            ++s;
            continue;
        }
        char const* q = s;
        char32_t const c = decode_utf8(q, end);
        if (c == bad_code_point)
            q = s + 1;
        bool const as_is = a != allowed::zone_id && c != bad_code_point && !is_bidi_formatting(c) &&
                           (is_ucschar(c, p) || (query && is_iprivate_in(c, p)));
        for (; s != q; ++s)
            if (as_is)
                out += *s;
            else
                append_pct(out, static_cast<unsigned char>(*s));
    }
}

} // detail
} // iris
} // boost

#endif
