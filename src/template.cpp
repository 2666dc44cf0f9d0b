//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI templates: parsing by the rules of RFC 6570 §2 (grammar/template_def.hpp), expansion
// by the algorithm of its Appendix A, with IRI output (§1.1) beside its URI output.

#define BOOST_IRI_SOURCE

#include <boost/iri/template.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/template_def.hpp>
#include <boost/iri/parse.hpp>
#include <boost/spirit/home/x3/directive/with.hpp>
#include "view_access.hpp"
#include <algorithm>

namespace boost {
namespace iris {

// ---- the variables ---------------------------------------------------------------------

template_variables& template_variables::set(std::string_view name, std::string text)
{
    return set_value(name, value(std::move(text)));
}

template_variables& template_variables::set(std::string_view name, list members)
{
    return set_value(name, value(std::move(members)));
}

template_variables& template_variables::set(std::string_view name, pairs members)
{
    return set_value(name, value(std::move(members)));
}

template_variables& template_variables::set_value(std::string_view name, value v)
{
    auto const at = values_.find(name);
    if (at != values_.end())
        at->second = std::move(v);
    else
        values_.emplace(std::string(name), std::move(v));
    return *this;
}

template_variables::value const* template_variables::find(std::string_view name) const noexcept
{
    auto const at = values_.find(name);
    return at == values_.end() ? nullptr : &at->second;
}

// ---- parsing -----------------------------------------------------------------------------

parse_result<iri_template> parse_template(std::string_view text)
{
    namespace x3 = boost::spirit::x3;
    if (text.size() > detail::max_input_size)
        return detail::input_too_long();
    iri_template t;
    grammar::detail::template_builder builder{text.data(), t.parts_};
    char const* first = text.data();
    if (!x3::parse(first, text.data() + text.size(),
                   x3::with<grammar::template_parts_tag>(builder)[grammar::URI_Template >> x3::eoi]))
        return grammar::detail::diagnose(grammar::URI_Template, text);
    // RFC 6570 §2.2: op-reserve is for future extensions; no expansion is defined for it
    for (detail::template_parts::part const& p : t.parts_.parts)
        if (p.expression && p.op != 0 && std::char_traits<char>::find("=,!@|", 5, p.op)) {
            parse_error e;
            e.code = error::reserved_operator;
            e.offset = p.begin + 1;
            e.rule = grammar::op_reserve.name;
            e.found = static_cast<unsigned char>(p.op);
            return e;
        }
    t.text_.assign(text);
    return t;
}

std::size_t iri_template::expressions() const noexcept
{
    return static_cast<std::size_t>(std::count_if(parts_.parts.begin(), parts_.parts.end(),
                                                  [](detail::template_parts::part const& p) { return p.expression; }));
}

std::vector<iri_template::varspec> iri_template::varspecs() const
{
    std::vector<varspec> r;
    r.reserve(parts_.varspecs.size());
    for (detail::template_parts::varspec const& v : parts_.varspecs)
        r.push_back({std::string_view(text_).substr(v.name_begin, v.name_end - v.name_begin), v.name_begin,
                     v.max_length, v.explode});
    return r;
}

// ---- expansion ---------------------------------------------------------------------------

namespace {

// RFC 6570 Appendix A: how each operator expands.
struct operator_rules
{
    char const* first; ///< before the first defined variable
    char sep;          ///< between defined variables (and exploded members)
    bool named;        ///< name=value
    bool ifemp_equals; ///< "=" after the name of an empty value
    bool reserved;     ///< allow U+R (else U)
};

operator_rules rules_of(char op) noexcept
{
    switch (op) {
    case '+': return {"", ',', false, false, true};
    case '.': return {".", '.', false, false, false};
    case '/': return {"/", '/', false, false, false};
    case ';': return {";", ';', true, false, false};
    case '?': return {"?", '&', true, true, false};
    case '&': return {"&", '&', true, true, false};
    case '#': return {"#", ',', false, false, true};
    default:  return {"", ',', false, false, false};
    }
}

// RFC 3986 §2.3
bool is_unreserved(unsigned char c) noexcept
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
           c == '_' || c == '~';
}

// RFC 3986 §2.2
bool is_reserved(unsigned char c) noexcept
{
    return c != 0 && std::char_traits<char>::find(":/?#[]@!$&'()*+,;=", 18, static_cast<char>(c));
}

bool is_hex(char c) noexcept
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Writes an expansion, remembering which part of the template made each piece of it.
class writer
{
public:
    writer(std::string& out, expand_options const& o) : out_(out), o_(o), start_(out.size()) {}

    /// The piece from here on comes from the template at `offset`.
    void from(std::uint32_t offset) { origins_.push_back({out_.size() - start_, offset}); }

    /// Appends `s`, percent-encoding (as UTF-8) what the allow set leaves out: U, or U+R
    /// with `reserved` (RFC 6570 §1.5, Appendix A); under IRI output `ucschar` stays, and
    /// `iprivate` in the query (RFC 3987 §2.2). At most `max_chars` characters (0: all),
    /// a pct-encoded triplet kept as it is counting as one. False on ill-formed UTF-8.
    bool put(std::string_view s, bool reserved, std::size_t max_chars = 0)
    {
        char const* p = s.data();
        char const* const end = p + s.size();
        for (std::size_t n = 0; p != end && (max_chars == 0 || n < max_chars); ++n) {
            unsigned char const c = static_cast<unsigned char>(*p);
            if (c < 0x80) {
                if (reserved && c == '%' && end - p >= 3 && is_hex(p[1]) && is_hex(p[2])) {
                    out_.append(p, 3);
                    p += 3;
                }
                else if (is_unreserved(c) || (reserved && is_reserved(c)))
                    raw(*p++);
                else
                    encode(*p++);
                continue;
            }
            char const* const at = p;
            char32_t const cp = detail::decode_utf8(p, end);
            if (cp == detail::bad_code_point)
                return false;
            bool const keep = !o_.uri && (detail::is_ucschar(cp, o_.profile) ||
                                          (query_ && !fragment_ && detail::is_iprivate_in(cp, o_.profile)));
            if (keep)
                out_.append(at, p);
            else
                for (char const* b = at; b != p; ++b)
                    encode(*b);
        }
        return true;
    }

    /// Appends text the template's syntax allows as it is (a varname, an operator's string).
    void put_raw(std::string_view s)
    {
        for (char c : s)
            raw(c);
    }

    /// The expansion, checked against the grammar: an IRI reference of the profile (a URI
    /// reference for URI output), or the error at the template's part that made the byte
    /// where the grammar stopped.
    parse_result<iri_view> check() const
    {
        parse_options po;
        po.profile = o_.uri ? profile::uri : o_.profile;
        std::string_view const made = std::string_view(out_).substr(start_);
        parse_result<iri_view> r = parse_iri_reference(made, po);
        if (r)
            return r;
        parse_error e = r.error();
        if (e.code == error::input_too_long)
            return e;
        auto const origin = std::upper_bound(origins_.begin(), origins_.end(), e.offset,
                                             [](std::size_t at, std::pair<std::size_t, std::uint32_t> const& o) {
                                                 return at < o.first;
                                             });
        e.code = error::not_an_iri_reference;
        e.offset = origin == origins_.begin() ? 0 : std::prev(origin)->second;
        e.expected = {};
        return e;
    }

private:
    void raw(char c)
    {
        if (c == '#')
            fragment_ = true;
        else if (c == '?')
            query_ = true;
        out_ += c;
    }

    void encode(char c)
    {
        static constexpr char hex[] = "0123456789ABCDEF";
        unsigned char const u = static_cast<unsigned char>(c);
        out_ += '%';
        out_ += hex[u >> 4];
        out_ += hex[u & 15];
    }

    std::string& out_;
    expand_options const& o_;
    std::size_t start_;
    bool query_ = false, fragment_ = false;
    std::vector<std::pair<std::size_t, std::uint32_t>> origins_;
};

// Whether a value counts as defined (RFC 6570 §2.3): an empty list or array does not.
bool defined(template_variables::value const* v) noexcept
{
    if (!v)
        return false;
    if (auto const* l = std::get_if<template_variables::list>(v))
        return !l->empty();
    if (auto const* a = std::get_if<template_variables::pairs>(v))
        return !a->empty();
    return true;
}

parse_error at(error code, std::size_t offset) noexcept
{
    parse_error e;
    e.code = code;
    e.offset = offset;
    return e;
}

} // namespace

parse_result<iri_view> iri_template::expand_view(std::string& out, template_variables const& variables,
                                                 expand_options const& options) const
{
    std::size_t const size = out.size();
    auto const fail = [&](parse_error const& e) -> parse_result<iri_view> {
        out.resize(size);
        return e;
    };
    writer w(out, options);
    std::string_view const text = text_;
    for (detail::template_parts::part const& p : parts_.parts) {
        w.from(p.begin);
        if (!p.expression) { // RFC 6570 §3.1: literals, as U+R allows them
            w.put(text.substr(p.begin, p.end - p.begin), true);
            continue;
        }
        operator_rules const r = rules_of(p.op);
        bool first = true;
        for (std::uint32_t i = p.first_varspec; i < p.first_varspec + p.varspecs; ++i) {
            detail::template_parts::varspec const& spec = parts_.varspecs[i];
            std::string_view const name = text.substr(spec.name_begin, spec.name_end - spec.name_begin);
            template_variables::value const* v = variables.find(name);
            if (!defined(v))
                continue; // §3.2.1: undefined variables are skipped
            w.from(spec.name_begin);
            if (spec.max_length != 0 && !std::holds_alternative<std::string>(*v))
                return fail(at(error::prefix_of_composite, spec.name_begin));
            if (first)
                w.put_raw(r.first);
            else
                w.put_raw(std::string_view(&r.sep, 1));
            first = false;
            bool ok = true;
            auto const named = [&](std::string_view value_name, bool empty) {
                ok = ok && w.put(value_name, true); // "the same encoding process as for literals"
                if (!empty)
                    w.put_raw("=");
                else if (r.ifemp_equals)
                    w.put_raw("=");
            };
            if (auto const* s = std::get_if<std::string>(v)) {
                if (r.named)
                    named(name, s->empty());
                ok = ok && w.put(*s, r.reserved, spec.max_length);
            }
            else if (!spec.explode) {
                if (r.named)
                    named(name, false);
                bool between = false;
                auto const item = [&](std::string_view x) {
                    if (between)
                        w.put_raw(",");
                    between = true;
                    ok = ok && w.put(x, r.reserved);
                };
                if (auto const* l = std::get_if<template_variables::list>(v))
                    for (std::string const& m : *l)
                        item(m);
                else
                    for (auto const& [k, x] : std::get<template_variables::pairs>(*v)) {
                        item(k);
                        item(x);
                    }
            }
            else {
                bool between = false;
                auto const member = [&](std::string_view key, std::string_view x, bool pair) {
                    if (between)
                        w.put_raw(std::string_view(&r.sep, 1));
                    between = true;
                    if (r.named)
                        named(key, x.empty());
                    else if (pair) {
                        ok = ok && w.put(key, r.reserved);
                        w.put_raw("=");
                    }
                    ok = ok && w.put(x, r.reserved);
                };
                if (auto const* l = std::get_if<template_variables::list>(v))
                    for (std::string const& m : *l)
                        member(name, m, false);
                else
                    for (auto const& [k, x] : std::get<template_variables::pairs>(*v))
                        member(k, x, true);
            }
            if (!ok)
                return fail(at(error::invalid_utf8, spec.name_begin));
        }
    }
    parse_result<iri_view> checked = w.check();
    if (!checked)
        return fail(checked.error());
    return checked;
}

parse_result<void> iri_template::expand_to(std::string& out, template_variables const& variables,
                                           expand_options const& options) const
{
    if (auto r = expand_view(out, variables, options); !r)
        return r.error();
    return {};
}

parse_result<iri> iri_template::expand(template_variables const& variables, expand_options const& options) const
{
    std::string s;
    parse_result<iri_view> const made = expand_view(s, variables, options);
    if (!made)
        return made.error();
    iri result;
    detail::view_access::take(result, s, *made);
    return result;
}

} // iris
} // boost
