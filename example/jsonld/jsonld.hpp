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
// object that holds them; remote contexts are not fetched.

#include <boost/iri/parse.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/json.hpp>
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
    iris::parse_result<std::string> iri;
};

namespace detail {

/// What a context says, as far as identifiers go.
struct active_context
{
    std::optional<std::string> base;            ///< none: "@base": null
    std::map<std::string, std::string> prefixes; ///< term -> IRI, for compact IRIs
};

/// JSON-LD 1.1 §4.2: a term can be a prefix when its IRI ends with a gen-delim character.
inline bool usable_as_prefix(std::string_view iri)
{
    return !iri.empty() && std::string_view(":/?#[]@").find(iri.back()) != std::string_view::npos;
}

/// A relative IRI reference resolved against the active base; unchanged without a base.
inline iris::parse_result<std::string> against_base(active_context const& c, std::string_view ref)
{
    if (!c.base) {
        auto const parsed = iris::parse_iri_reference(ref);
        if (!parsed)
            return parsed.error();
        return std::string(ref);
    }
    auto const resolved = iris::resolve(*c.base, ref);
    if (!resolved)
        return resolved.error();
    return std::string(resolved->buffer());
}

/// The context after applying the local context `local` (an object; others are ignored).
inline active_context updated(active_context c, json::value const& local, std::vector<identifier>& out,
                              std::string const& pointer)
{
    json::object const* o = local.if_object();
    if (!o)
        return c;
    if (auto const* base = o->if_contains("@base")) {
        if (base->is_null())
            c.base.reset();
        else if (auto const* s = base->if_string()) {
            auto r = against_base(c, std::string_view(*s));
            if (r)
                c.base = *r;
            else
                out.push_back({pointer + "/@base", std::string(*s), r.error()});
        }
    }
    for (auto const& [term, definition] : *o) {
        json::string const* iri = definition.if_string();
        if (auto const* d = definition.if_object())
            if (auto const* id = d->if_contains("@id"))
                iri = id->if_string();
        if (iri && !term.empty() && term[0] != '@' && usable_as_prefix(std::string_view(*iri)))
            c.prefixes[std::string(term)] = std::string(*iri);
    }
    return c;
}

/// RFC 6901: "~" and "/" in a member name.
inline std::string pointer_token(std::string_view name)
{
    std::string out;
    for (char c : name)
        out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
    return out;
}

inline iris::parse_result<std::string> expand(active_context const& c, std::string_view id)
{
    if (id.substr(0, 2) == "_:")
        return std::string(id); // a blank node identifier
    std::size_t const colon = id.find(':');
    if (colon != std::string_view::npos && id.substr(colon + 1, 2) != "//") {
        auto const prefix = c.prefixes.find(std::string(id.substr(0, colon)));
        if (prefix != c.prefixes.end())
            return prefix->second + std::string(id.substr(colon + 1));
    }
    return against_base(c, id);
}

// The context is shared down the tree; only a node object with its own "@context" makes a
// scoped copy.
inline void walk(json::value const& v, active_context const& inherited, std::string const& pointer,
                 std::vector<identifier>& out)
{
    if (auto const* a = v.if_array()) {
        for (std::size_t i = 0; i < a->size(); ++i)
            walk((*a)[i], inherited, pointer + "/" + std::to_string(i), out);
        return;
    }
    json::object const* o = v.if_object();
    if (!o)
        return;
    active_context const* c = &inherited;
    std::optional<active_context> scoped;
    if (auto const* local = o->if_contains("@context")) {
        std::string const at = pointer + "/@context";
        scoped = inherited;
        if (auto const* list = local->if_array())
            for (std::size_t i = 0; i < list->size(); ++i)
                scoped = updated(std::move(*scoped), (*list)[i], out, at + "/" + std::to_string(i));
        else
            scoped = updated(std::move(*scoped), *local, out, at);
        c = &*scoped;
    }
    for (auto const& [key, member] : *o) {
        std::string const at = pointer + "/" + pointer_token(key);
        if (key == "@context")
            continue;
        if (key == "@id" && member.is_string()) {
            std::string_view const id(member.get_string());
            out.push_back({at, std::string(id), expand(*c, id)});
            continue;
        }
        walk(member, *c, at, out);
    }
}

} // namespace detail

/// Every "@id" of `document`, in document order, expanded against `document_iri` (the IRI
/// the document was read from; empty when there is none).
inline std::vector<identifier> identifiers(json::value const& document, std::string_view document_iri)
{
    detail::active_context c;
    if (!document_iri.empty())
        c.base = std::string(document_iri);
    std::vector<identifier> out;
    detail::walk(document, c, "", out);
    return out;
}

} // jsonld

#endif
