//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_JSONLD_HPP
#define BOOST_IRI_EXAMPLE_JSONLD_HPP

// The node identifiers ("@id") of a JSON-LD document as absolute IRIs: what JSON-LD 1.1's
// IRI expansion (JSON-LD 1.1 Processing Algorithms §5.2) does to a document-relative "@id".
//
// - A relative reference is resolved against the base IRI (RFC 3986 §5.2, on IRIs): the
//   document's IRI, or the "@base" of the active context, itself resolved against the base
//   before it (JSON-LD 1.1 §4.1.3); "@base": null leaves relative references as they are.
// - A compact IRI "prefix:suffix" whose prefix is a term of the context is the term's IRI
//   followed by the suffix (§4.4), unless the suffix starts with "//".
// - A blank node identifier ("_:b0") stays as it is.
// Contexts are the embedded ones (an object, or an array of objects), scoped to the node
// object that holds them; remote contexts are not fetched. A prefix that is not an absolute
// IRI, and a compact IRI that does not expand to an IRI, are errors. Time is linear in the
// document (times the log of the terms in scope).

#include <boost/iri/parse.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/json.hpp>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace jsonld {

namespace json = boost::json;
namespace iris = boost::iris;

/// One "@id": where it is (a JSON Pointer, RFC 6901), as written, and its IRI or the error.
struct identifier
{
    std::string pointer;
    std::string written;
    iris::result<std::string> iri;
};

namespace detail {

/// What the contexts in scope say, as far as identifiers go: one context for the whole walk,
/// changed on the way into a node with "@context" and changed back on the way out, so that a
/// node costs the terms it defines, not the terms it inherits (linear in the document).
class active_context
{
public:
    std::optional<std::string> const& base() const noexcept { return base_; }

    /// The IRI of a term that can be a prefix, if any.
    std::string const* prefix(std::string_view term) const
    {
        auto const i = prefixes_.find(std::string(term));
        return i == prefixes_.end() ? nullptr : &i->second;
    }

    /// How far the changes go: `undo(mark())` takes back what came after.
    std::size_t mark() const noexcept { return log_.size(); }

    void set_base(std::optional<std::string> b)
    {
        log_.push_back({std::nullopt, std::move(base_), true});
        base_ = std::move(b);
    }

    void set_prefix(std::string const& term, std::string iri)
    {
        auto const i = prefixes_.find(term);
        log_.push_back({term, i == prefixes_.end() ? std::nullopt : std::optional<std::string>(i->second), false});
        prefixes_[term] = std::move(iri);
    }

    void undo(std::size_t mark)
    {
        for (; log_.size() > mark; log_.pop_back()) {
            change& c = log_.back();
            if (c.is_base)
                base_ = std::move(c.before);
            else if (c.before)
                prefixes_[*c.term] = std::move(*c.before);
            else
                prefixes_.erase(*c.term);
        }
    }

private:
    struct change
    {
        std::optional<std::string> term;   ///< the prefix changed, or none for the base
        std::optional<std::string> before; ///< what it was (none: undefined)
        bool is_base;
    };
    std::optional<std::string> base_;            ///< none: "@base": null
    std::map<std::string, std::string> prefixes_; ///< term -> IRI, for compact IRIs
    std::vector<change> log_;
};

/// JSON-LD 1.1 §4.2: a term can be a prefix when its IRI ends with a gen-delim character.
inline bool usable_as_prefix(std::string_view iri)
{
    return !iri.empty() && std::string_view(":/?#[]@").find(iri.back()) != std::string_view::npos;
}

/// A relative IRI reference resolved against the active base; unchanged without a base.
inline iris::result<std::string> against_base(active_context const& c, std::string_view ref)
{
    if (!c.base()) {
        auto const parsed = iris::parse_iri_reference(ref);
        if (!parsed)
            return parsed.error();
        return std::string(ref);
    }
    auto const resolved = iris::resolve(*c.base(), ref);
    if (!resolved)
        return resolved.error();
    return std::string(resolved->buffer());
}

/// RFC 6901: "~" and "/" in a member name.
inline std::string pointer_token(std::string_view name)
{
    std::string out;
    for (char c : name)
        out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
    return out;
}

/// Applies the local context `local` (an object; others are ignored) to `c`. A prefix must be
/// an absolute IRI (JSON-LD 1.1 §4.2); one that is not is reported, and not defined.
inline void apply(active_context& c, json::value const& local, std::vector<identifier>& out,
                  std::string const& pointer)
{
    json::object const* o = local.if_object();
    if (!o)
        return;
    if (auto const* base = o->if_contains("@base")) {
        if (base->is_null())
            c.set_base(std::nullopt);
        else if (auto const* s = base->if_string()) {
            auto r = against_base(c, std::string_view(*s));
            if (r)
                c.set_base(std::move(*r));
            else
                out.push_back({pointer + "/@base", std::string(*s), r.error()});
        }
    }
    for (auto const& [term, definition] : *o) {
        json::string const* iri = definition.if_string();
        if (auto const* d = definition.if_object())
            if (auto const* id = d->if_contains("@id"))
                iri = id->if_string();
        if (!iri || term.empty() || term[0] == '@' || !usable_as_prefix(std::string_view(*iri)))
            continue;
        if (auto const checked = iris::parse_iri(std::string_view(*iri)); !checked)
            out.push_back({pointer + "/" + pointer_token(term), std::string(*iri), checked.error()});
        else
            c.set_prefix(std::string(term), std::string(*iri));
    }
}

/// A compact IRI expanded, a relative reference resolved, a blank node as it is. What a
/// prefix expands to is checked: the result is an IRI, or the error (offset in the result).
inline iris::result<std::string> expand(active_context const& c, std::string_view id)
{
    if (id.substr(0, 2) == "_:")
        return std::string(id); // a blank node identifier
    std::size_t const colon = id.find(':');
    if (colon != std::string_view::npos && id.substr(colon + 1, 2) != "//")
        if (std::string const* prefix = c.prefix(id.substr(0, colon))) {
            std::string expanded = *prefix + std::string(id.substr(colon + 1));
            if (auto const checked = iris::parse_iri(expanded); !checked)
                return checked.error();
            return expanded;
        }
    return against_base(c, id);
}

// The context is changed on the way into a node object with its own "@context" and changed
// back on the way out.
inline void walk(json::value const& v, active_context& c, std::string const& pointer,
                 std::vector<identifier>& out)
{
    if (auto const* a = v.if_array()) {
        for (std::size_t i = 0; i < a->size(); ++i)
            walk((*a)[i], c, pointer + "/" + std::to_string(i), out);
        return;
    }
    json::object const* o = v.if_object();
    if (!o)
        return;
    std::size_t const mark = c.mark();
    if (auto const* local = o->if_contains("@context")) {
        std::string const at = pointer + "/@context";
        if (auto const* list = local->if_array())
            for (std::size_t i = 0; i < list->size(); ++i)
                apply(c, (*list)[i], out, at + "/" + std::to_string(i));
        else
            apply(c, *local, out, at);
    }
    for (auto const& [key, member] : *o) {
        std::string const at = pointer + "/" + pointer_token(key);
        if (key == "@context")
            continue;
        if (key == "@id" && member.is_string()) {
            std::string_view const id(member.get_string());
            out.push_back({at, std::string(id), expand(c, id)});
            continue;
        }
        walk(member, c, at, out);
    }
    c.undo(mark);
}

} // namespace detail

// A field of a result line: a TAB, a line break or another control in a document's text
// would forge fields or lines, so they are written escaped (\t, \n, \r, \xHH; "\\" for "\").
inline std::string escaped(std::string_view s)
{
    std::string out;
    for (char c : s) {
        unsigned char const u = static_cast<unsigned char>(c);
        if (c == '\\') out += "\\\\";
        else if (c == '\t') out += "\\t";
        else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (u < 0x20 || u == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", u);
            out += buf;
        }
        else
            out += c;
    }
    return out;
}

/// Every "@id" of `document`, in document order, expanded against `document_iri` (the IRI
/// the document was read from; empty when there is none).
inline std::vector<identifier> identifiers(json::value const& document, std::string_view document_iri)
{
    detail::active_context c;
    if (!document_iri.empty())
        c.set_base(std::string(document_iri));
    std::vector<identifier> out;
    detail::walk(document, c, "", out);
    return out;
}

} // jsonld

#endif
