//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// format: the fields of a format string, the component each stands in (from the delimiters
// of the format string itself, RFC 3986 §3), each argument encoded for it, the result
// checked against the grammar.

#define BOOST_IRI_SOURCE

#include <boost/iri/format.hpp>
#include <boost/iri/parse.hpp>
#include "component_encoding.hpp"
#include "error_at.hpp"
#include "made_text.hpp"
#include "percent.hpp"
#include "utf8_text.hpp"
#include "view_access.hpp"
#include <algorithm>
#include <utility>
#include <vector>

namespace boost {
namespace iris {

namespace {

// A piece of the format string: a literal character (its byte in `fmt`) or a field.
struct piece
{
    std::size_t offset;        ///< in the format string
    char c = 0;                ///< the literal character
    bool field = false;
    std::string_view argument; ///< a field's text
};

// Where a field stands: how its argument is written.
enum class place { scheme, userinfo, host, ip_literal, port, first_segment, path, query, fragment };


bool is_scheme_char(char c) noexcept
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '-' ||
           c == '.';
}

// The format string as pieces, each field with its argument; or why it is not one.
result<std::vector<piece>> pieces_of(std::string_view fmt, std::initializer_list<format_arg> args)
{
    std::vector<piece> r;
    r.reserve(fmt.size());
    std::size_t next = 0; // of {}
    for (std::size_t i = 0; i < fmt.size(); ++i) {
        char const c = fmt[i];
        if (c == '}') {
            if (i + 1 < fmt.size() && fmt[i + 1] == '}') {
                r.push_back({i++, '}', false, {}});
                continue;
            }
            return detail::error_at(error::invalid_format_string, i);
        }
        if (static_cast<unsigned char>(c) >= 0x80) {
            // a bidi formatting character of the format string is written %HH too (RFC 3987
            // §4.1: no IRI holds one), as in an argument
            char const* p = fmt.data() + i;
            char32_t const cp = detail::decode_utf8(p, fmt.data() + fmt.size()); // well-formed (format)
            std::size_t const n = static_cast<std::size_t>(p - (fmt.data() + i));
            if (detail::is_bidi_formatting(cp)) {
                for (std::size_t k = 0; k < n; ++k) {
                    unsigned char const octet = static_cast<unsigned char>(fmt[i + k]);
                    r.push_back({i, '%', false, {}});
                    r.push_back({i, detail::hex_digits[octet >> 4], false, {}});
                    r.push_back({i, detail::hex_digits[octet & 15], false, {}});
                }
                i += n - 1;
                continue;
            }
        }
        if (c != '{') {
            r.push_back({i, c, false, {}});
            continue;
        }
        if (i + 1 < fmt.size() && fmt[i + 1] == '{') {
            r.push_back({i++, '{', false, {}});
            continue;
        }
        std::size_t const close = fmt.find('}', i + 1);
        if (close == std::string_view::npos)
            return detail::error_at(error::invalid_format_string, i);
        std::string_view const id = fmt.substr(i + 1, close - i - 1);
        format_arg const* a = nullptr;
        if (id.empty()) {
            if (next < args.size())
                a = args.begin() + next;
            ++next;
        }
        else if (std::all_of(id.begin(), id.end(), [](char d) { return d >= '0' && d <= '9'; })) {
            std::size_t n = 0;
            for (char d : id)
                n = std::min<std::size_t>(n * 10 + static_cast<std::size_t>(d - '0'), args.size());
            if (n < args.size())
                a = args.begin() + n;
        }
        else {
            for (std::size_t k = 0; k < id.size(); ++k) {
                char const d = id[k];
                if (!(is_scheme_char(d) && d != '+' && d != '.') && d != '_')
                    return detail::error_at(error::invalid_format_string, i + 1 + k);
            }
            for (format_arg const& x : args)
                if (x.name() == id)
                    a = &x;
        }
        if (!a)
            return detail::error_at(error::missing_argument, i);
        r.push_back({i, 0, true, a->value()});
        i = close;
    }
    return r;
}

// The components of the format string: the place of each piece, whether there is an
// authority, and the piece where the path starts.
struct format_layout
{
    std::vector<place> places;
    bool authority = false;
    std::size_t path = 0;
};

// The place of each field (RFC 3986 §3): a scheme before a first ":" that only scheme
// characters and fields precede; an authority after "//", its userinfo before an "@", its
// port after a ":" outside brackets; the path, the query after "?", the fragment after "#".
format_layout layout_of(std::vector<piece> const& p)
{
    format_layout l;
    std::vector<place>& r = l.places;
    r.assign(p.size(), place::path);
    auto const literal = [&](std::size_t i, char c) { return i < p.size() && !p[i].field && p[i].c == c; };
    std::size_t i = 0;
    // scheme
    std::size_t k = 0;
    while (k < p.size() && (p[k].field || is_scheme_char(p[k].c)))
        ++k;
    bool const scheme = k > 0 && literal(k, ':');
    if (scheme) {
        std::fill(r.begin(), r.begin() + static_cast<std::ptrdiff_t>(k), place::scheme);
        i = k + 1;
    }
    // authority
    bool const authority = literal(i, '/') && literal(i + 1, '/');
    if (authority) {
        i += 2;
        std::size_t end = i;
        while (end < p.size() && !(literal(end, '/') || literal(end, '?') || literal(end, '#')))
            ++end;
        std::size_t host = i;
        for (std::size_t a = i; a < end; ++a)
            if (literal(a, '@')) {
                std::fill(r.begin() + static_cast<std::ptrdiff_t>(i), r.begin() + static_cast<std::ptrdiff_t>(a),
                          place::userinfo);
                host = a + 1;
                break;
            }
        place where = place::host;
        for (std::size_t a = host; a < end; ++a) {
            if (literal(a, '[') && where == place::host)
                where = place::ip_literal;
            else if (literal(a, ']') && where == place::ip_literal)
                where = place::host;
            else if (literal(a, ':') && where == place::host)
                where = place::port;
            r[a] = where;
        }
        i = end;
    }
    l.authority = authority;
    l.path = i;
    // path, query, fragment
    place where = scheme || authority ? place::path : place::first_segment;
    for (; i < p.size(); ++i) {
        if (literal(i, '#'))
            where = place::fragment;
        else if (literal(i, '?') && where != place::fragment)
            where = place::query;
        else if (literal(i, '/') && where == place::first_segment)
            where = place::path;
        r[i] = where;
    }
    return l;
}

// The component that a field of `where` stands in, and its text in `x`: absent when `x` has
// none (a data() of null).
std::pair<iris::component, std::string_view> component_of(place where, iri_view const& x) noexcept
{
    switch (where) {
    case place::scheme:     return {component::scheme, x.has_scheme() ? x.scheme() : std::string_view()};
    case place::userinfo:   return {component::userinfo, x.has_userinfo() ? x.encoded_userinfo() : std::string_view()};
    case place::host:
    case place::ip_literal: return {component::host, x.has_authority() ? x.encoded_host() : std::string_view()};
    case place::port:       return {component::port, x.has_port() ? x.port() : std::string_view()};
    case place::query:      return {component::query, x.has_query() ? x.encoded_query() : std::string_view()};
    case place::fragment:   return {component::fragment, x.has_fragment() ? x.encoded_fragment() : std::string_view()};
    default:                return {component::path, x.encoded_path()};
    }
}

// The error of an argument that its field's component cannot hold: at the field, with the
// component and the character found.
failure invalid_argument(std::size_t field, place where, char found)
{
    failure e = detail::error_at(error::invalid_format_argument, field,
                                     static_cast<unsigned char>(found) < 0x80 ? static_cast<char32_t>(found)
                                                                              : failure::no_code_point);
    e.component = component_of(where, iri_view()).first;
    return e;
}

// The first character of a scheme, port or IP-literal argument that the component cannot
// hold (RFC 3986 §3.1, §3.2.3, §3.2.2), which are written as given: a scheme is scheme
// characters, a port digits, and an IP literal has none of the delimiters that end it.
std::size_t foreign_character(place where, std::string_view argument) noexcept
{
    auto const foreign = [&](char c) {
        switch (where) {
        case place::port:   return !(c >= '0' && c <= '9');
        case place::scheme: return !is_scheme_char(c);
        default:            return c == '[' || c == ']' || c == '/' || c == '?' || c == '#' || c == '@';
        }
    };
    return static_cast<std::size_t>(std::find_if(argument.begin(), argument.end(), foreign) - argument.begin());
}

// The text `fmt` makes with `args`, in `out`, and its view.
result<iri_view> format_into(std::string& out, std::string_view fmt, std::initializer_list<format_arg> args)
{
    if (fmt.size() > detail::max_input_size)
        return detail::input_too_long();
    // well-formed UTF-8 (RFC 3629): bytes of a character split by a field would join around
    // an empty argument, into a character no check of the literals saw
    if (detail::find_invalid_utf8(fmt).sequence != fmt.size())
        return detail::utf8_error_of(fmt);
    auto const parts = pieces_of(fmt, args);
    if (!parts)
        return parts.error();
    format_layout const layout = layout_of(*parts);
    std::vector<std::size_t> made_at(parts->size() + 1); // where each piece starts in `out`
    bool past_first_segment = false;                      // a "/" of an argument ends it too
    for (std::size_t i = 0; i < parts->size(); ++i) {
        piece const& p = (*parts)[i];
        place const where = layout.places[i];
        made_at[i] = out.size();
        if (!p.field) {
            out += p.c;
            continue;
        }
        using detail::allowed;
        switch (where) {
        case place::scheme:
        case place::port:
        case place::ip_literal: // then the grammar decides
            if (std::size_t const k = foreign_character(where, p.argument); k < p.argument.size())
                return invalid_argument(p.offset, where, p.argument[k]);
            out += p.argument;
            break;
        case place::userinfo:      detail::append_encoded(out, p.argument, allowed::userinfo, profile::rfc3987); break;
        case place::host:          detail::append_encoded(out, p.argument, allowed::reg_name, profile::rfc3987); break;
        case place::first_segment:
            if (!past_first_segment) {
                std::size_t const slash = p.argument.find('/');
                detail::append_encoded(out, p.argument.substr(0, slash), allowed::first_segment, profile::rfc3987);
                if (slash != std::string_view::npos) {
                    past_first_segment = true;
                    detail::append_encoded(out, p.argument.substr(slash), allowed::path, profile::rfc3987);
                }
                break;
            }
            [[fallthrough]];
        case place::path:          detail::append_encoded(out, p.argument, allowed::path, profile::rfc3987); break;
        case place::query:         detail::append_encoded(out, p.argument, allowed::param, profile::rfc3987); break;
        case place::fragment:      detail::append_encoded(out, p.argument, allowed::fragment, profile::rfc3987); break;
        }
    }
    made_at.back() = out.size();
    // A path without an authority cannot start with "//" (RFC 3986 §3.3): as `iri::set_path`
    // does, "/." keeps an argument's "//" in the path instead of making it an authority.
    std::size_t const path_at = made_at[layout.path];
    if (!layout.authority && out.compare(path_at, 2, "//") == 0) {
        out.insert(path_at, "/.");
        for (std::size_t i = layout.path; i < made_at.size(); ++i)
            made_at[i] += 2;
    }
    detail::made_text pieces;
    for (std::size_t i = 0; i < parts->size(); ++i)
        pieces.add(made_at[i], (*parts)[i].offset);
    result<iri_view> const parsed = pieces.check(out, parse_options{});
    if (!parsed)
        return parsed.error();
    // Each argument is all inside the component of its field: none ends it and starts another
    // (a port "80@evil.com", an IP literal "::1]/x", a scheme "javascript:alert(1)//").
    for (std::size_t i = 0; i < parts->size(); ++i) {
        if (!(*parts)[i].field || made_at[i] == made_at[i + 1])
            continue;
        std::string_view const c = component_of(layout.places[i], *parsed).second;
        std::size_t const begin = c.data() ? static_cast<std::size_t>(c.data() - out.data()) : 0;
        if (c.data() == nullptr || made_at[i] < begin || made_at[i + 1] > begin + c.size()) {
            std::size_t const outside = c.data() == nullptr || made_at[i] < begin ? made_at[i] : begin + c.size();
            return invalid_argument((*parts)[i].offset, layout.places[i], out[outside]);
        }
    }
    return parsed;
}

} // namespace

result<iri> format(std::string_view fmt, std::initializer_list<format_arg> args)
{
    std::string out;
    result<iri_view> const made = format_into(out, fmt, args);
    if (!made)
        return made.error();
    iri result;
    detail::view_access::take(result, std::move(out), *made);
    return result;
}

result<void> format_to(iri& dest, std::string_view fmt, std::initializer_list<format_arg> args)
{
    std::string out;
    return detail::view_access::adopt(dest, format_into(out, fmt, args));
}

} // iris
} // boost
