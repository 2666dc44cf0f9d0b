//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_IRI_HPP
#define BOOST_IRI_IRI_HPP

#include <boost/iri/detail/config.hpp>
#include <boost/container_hash/hash.hpp>
#include <boost/optional.hpp>
#include <array>
#include <cstddef>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <tuple>

namespace boost {
namespace iris {

// The syntax tree of an IRI reference. It follows the nesting of the ABNF of
// RFC 3987 §2.2, because each rule of the grammar fills exactly one member:
//
//   IRI-reference = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]   (IRI)
//                 /            irelative-part [ "?" iquery ] [ "#" ifragment ]
//   ihier-part    = "//" iauthority ipath-abempty / ipath-absolute / ...
//   iauthority    = [ iuserinfo "@" ] ihost [ ":" port ]
//
// Every member holds the component's text exactly as written, without its delimiters.
// An optional member distinguishes absent from empty: `http://a/?` has an empty
// query, `http://a/` has none.
//
// `String` is `std::string_view` for the zero-copy view (`iri_view`) that the parse
// functions return, or `std::string` for the owning, regular `iri`.

/// Which alternative of `ihost` matched (RFC 3987 §2.2, RFC 3986 §3.2.2).
enum class host_kind : unsigned char
{
    reg_name,  ///< `ireg-name`, possibly empty
    ipv4,      ///< `IPv4address`
    ipv6,      ///< `IP-literal` holding an `IPv6address` (or an RFC 6874 `IPv6addrz`)
    ipvfuture  ///< `IP-literal` holding an `IPvFuture`
};

/// The `host_type` names of the `iri` tool: "reg-name", "ipv4", "ipv6", "ipvfuture".
constexpr std::string_view to_string(host_kind k) noexcept
{
    switch (k) {
    case host_kind::ipv4:      return "ipv4";
    case host_kind::ipv6:      return "ipv6";
    case host_kind::ipvfuture: return "ipvfuture";
    default:                   return "reg-name";
    }
}

/// `ihost`: its text (with the brackets of an `IP-literal`) and which alternative it is.
/// The components of an IRI reference (the names of RFC 3987 §2.2).
enum class component : unsigned char
{
    none, ///< not inside one component
    scheme,
    iuserinfo,
    ihost,
    port,
    ipath,
    iquery,
    ifragment
};

/// The component's name: "scheme", "iuserinfo", ..., "" for `none`.
constexpr std::string_view to_string(component c) noexcept
{
    switch (c) {
    case component::scheme:    return "scheme";
    case component::iuserinfo: return "iuserinfo";
    case component::ihost:     return "ihost";
    case component::port:      return "port";
    case component::ipath:     return "ipath";
    case component::iquery:    return "iquery";
    case component::ifragment: return "ifragment";
    default:                   return "";
    }
}

template <class String>
struct basic_host
{
    String text{};
    host_kind kind = host_kind::reg_name;
};

/// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]`
template <class String>
struct basic_authority
{
    boost::optional<String> userinfo;
    basic_host<String> host;
    boost::optional<String> port;
};

/// `ihier-part` or `irelative-part`: an optional authority and a path (never absent,
/// possibly empty).
template <class String>
struct basic_hier_part
{
    boost::optional<basic_authority<String>> authority;
    String path{};
};

/// An IRI reference: `IRI` when `scheme` is present, else `irelative-ref`.
template <class String>
struct basic_iri
{
    boost::optional<String> scheme;
    basic_hier_part<String> hier_part;
    boost::optional<String> query;
    boost::optional<String> fragment;

    basic_iri() = default;

    /// Converts between the forms, e.g. an owning `iri` from an `iri_view`.
    template <class Other, class = std::enable_if_t<!std::is_same<Other, String>::value>>
    explicit basic_iri(basic_iri<Other> const& other);

    // Accessors in the spirit of Boost.URL; the members above are the data.

    bool has_scheme() const noexcept { return scheme.has_value(); }
    bool has_authority() const noexcept { return hier_part.authority.has_value(); }
    bool has_query() const noexcept { return query.has_value(); }
    bool has_fragment() const noexcept { return fragment.has_value(); }

    /// The path; a path is never absent, but may be empty.
    std::string_view path() const noexcept
    {
        return {hier_part.path.data(), hier_part.path.size()};
    }

    /// The host text (an IP-literal with its brackets); empty without an authority.
    std::string_view host() const noexcept
    {
        if (!has_authority())
            return {};
        String const& h = hier_part.authority->host.text;
        return {h.data(), h.size()};
    }

    /// The host kind, or `reg_name` without an authority.
    host_kind host_type() const noexcept
    {
        return has_authority() ? hier_part.authority->host.kind : host_kind::reg_name;
    }

    /// The text the IRI reference was parsed from, rebuilt from its components
    /// (RFC 3986 §5.3 recomposition; for a parsed value it is exactly the input).
    std::string to_string() const;
};

using iri_view = basic_iri<std::string_view>;
using iri_parts = basic_iri<std::string>; ///< owned strings, no invariant (see `iri` in value.hpp)

using host_view = basic_host<std::string_view>;
using authority_view = basic_authority<std::string_view>;
using hier_part_view = basic_hier_part<std::string_view>;

namespace detail {

template <class To, class From>
To convert_component(From const& s)
{
    return To(s.data(), s.size());
}

template <class To, class From>
boost::optional<To> convert_component(boost::optional<From> const& s)
{
    if (!s)
        return boost::none;
    return To(s->data(), s->size());
}

template <class String>
auto as_tuple(basic_iri<String> const& x)
{
    auto const& a = x.hier_part.authority;
    return std::make_tuple(x.scheme, a.has_value(),
                           a ? a->userinfo : boost::optional<String>(),
                           a ? String(a->host.text) : String(), a ? a->port : boost::optional<String>(),
                           x.hier_part.path, x.query, x.fragment);
}

} // detail

namespace detail {

/// A component of a text: [begin, end), or absent.
struct component_span
{
    std::size_t begin = 0, end = 0;
    bool present = false;
};

/// Where each component of `v` lies in `text`, which its views point into; by `component`
/// (`none` is unused).
inline std::array<component_span, 8> spans_of(std::string_view text, iri_view const& v) noexcept
{
    std::array<component_span, 8> spans{};
    auto const put = [&](component c, boost::optional<std::string_view> const& part) {
        if (part) {
            std::size_t const b = static_cast<std::size_t>(part->data() - text.data());
            spans[static_cast<std::size_t>(c)] = {b, b + part->size(), true};
        }
    };
    put(component::scheme, v.scheme);
    if (auto const& a = v.hier_part.authority) {
        put(component::iuserinfo, a->userinfo);
        put(component::ihost, a->host.text);
        put(component::port, a->port);
    }
    put(component::ipath, v.hier_part.path);
    put(component::iquery, v.query);
    put(component::ifragment, v.fragment);
    return spans;
}

/// The text a view lies in, when its components follow one another in one buffer with room
/// for their delimiters between them, as the parse functions leave them; none for a view put
/// together otherwise. (The operations take such a view without parsing it again.)
inline boost::optional<std::string_view> text_of(iri_view const& x) noexcept
{
    char const* start = nullptr;
    char const* cursor = nullptr;
    std::size_t pending = 0; // delimiter bytes before the next piece
    bool adjacent = true;
    auto const next = [&](std::string_view piece) {
        if (!start)
            start = piece.data() - pending;
        else if (piece.data() != cursor + pending)
            adjacent = false;
        cursor = piece.data() + piece.size();
        pending = 0;
    };
    if (x.scheme) {
        next(*x.scheme);
        pending = 1; // ":"
    }
    if (auto const& a = x.hier_part.authority) {
        pending += 2; // "//"
        if (a->userinfo) {
            next(*a->userinfo);
            pending = 1; // "@"
        }
        next(a->host.text);
        if (a->port) {
            pending = 1; // ":"
            next(*a->port);
        }
    }
    if (x.hier_part.path.data() == nullptr)
        return boost::none;
    next(x.hier_part.path);
    if (x.query) {
        pending = 1; // "?"
        next(*x.query);
    }
    if (x.fragment) {
        pending = 1; // "#"
        next(*x.fragment);
    }
    if (!adjacent)
        return boost::none;
    return std::string_view(start, static_cast<std::size_t>(cursor - start));
}

} // detail

template <class String>
template <class Other, class>
basic_iri<String>::basic_iri(basic_iri<Other> const& other)
    : scheme(detail::convert_component<String>(other.scheme))
    , query(detail::convert_component<String>(other.query))
    , fragment(detail::convert_component<String>(other.fragment))
{
    hier_part.path = detail::convert_component<String>(other.hier_part.path);
    if (auto const& a = other.hier_part.authority) {
        basic_authority<String> b;
        b.userinfo = detail::convert_component<String>(a->userinfo);
        b.host.text = detail::convert_component<String>(a->host.text);
        b.host.kind = a->host.kind;
        b.port = detail::convert_component<String>(a->port);
        hier_part.authority = std::move(b);
    }
}

template <class String>
std::string basic_iri<String>::to_string() const
{
    std::string out;
    if (scheme) {
        out.append(scheme->data(), scheme->size());
        out += ':';
    }
    if (auto const& a = hier_part.authority) {
        out += "//";
        if (a->userinfo) {
            out.append(a->userinfo->data(), a->userinfo->size());
            out += '@';
        }
        out.append(a->host.text.data(), a->host.text.size());
        if (a->port) {
            out += ':';
            out.append(a->port->data(), a->port->size());
        }
    }
    out.append(hier_part.path.data(), hier_part.path.size());
    if (query) {
        out += '?';
        out.append(query->data(), query->size());
    }
    if (fragment) {
        out += '#';
        out.append(fragment->data(), fragment->size());
    }
    return out;
}

/// Writes the IRI reference as text.
template <class String>
std::ostream& operator<<(std::ostream& os, basic_iri<String> const& x)
{
    return os << x.to_string();
}

/// Component-wise equality: the first rung of the comparison ladder (RFC 3987 §5.3.1),
/// since equal components and equal delimiters make equal strings.
template <class A, class B>
bool operator==(basic_iri<A> const& a, basic_iri<B> const& b)
{
    return detail::as_tuple(iri_view(a)) == detail::as_tuple(iri_view(b));
}

template <class A, class B>
bool operator!=(basic_iri<A> const& a, basic_iri<B> const& b)
{
    return !(a == b);
}

/// A strict weak order (component-wise), for ordered containers.
template <class String>
bool operator<(basic_iri<String> const& a, basic_iri<String> const& b)
{
    return detail::as_tuple(a) < detail::as_tuple(b);
}

} // iris
} // boost

template <class String>
struct std::hash<boost::iris::basic_iri<String>>
{
    std::size_t operator()(boost::iris::basic_iri<String> const& x) const noexcept
    {
        // Component-wise, so that it agrees with operator== across the two forms.
        std::size_t h = 0;
        auto const mix = [&h](boost::optional<String> const& c) {
            boost::hash_combine(h, c.has_value());
            if (c)
                boost::hash_combine(h, std::string_view(c->data(), c->size()));
        };
        auto const& a = x.hier_part.authority;
        mix(x.scheme);
        boost::hash_combine(h, a.has_value());
        if (a) {
            mix(a->userinfo);
            boost::hash_combine(h, std::string_view(a->host.text.data(), a->host.text.size()));
            mix(a->port);
        }
        boost::hash_combine(h, std::string_view(x.hier_part.path.data(), x.hier_part.path.size()));
        mix(x.query);
        mix(x.fragment);
        return h;
    }
};

#endif
