//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_DETAIL_PRIMITIVES_HPP
#define BOOST_IRI_GRAMMAR_DETAIL_PRIMITIVES_HPP

// The few X3 parsers the grammar needs beyond X3's own:
//   - code_point<Set>: one code point, decoded strictly from UTF-8, in a set of §2.2;
//   - text[p]: p's matched text as a std::string_view (written only on success);
//   - zone_ids_allowed: succeeds when the caller opted in to RFC 6874.
// The parse options travel in the X3 context under `options_tag`; rules used without
// them behave as the default options (profile rfc3987, no zone identifiers).

#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/grammar/detail/trace.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/profile.hpp>
#include <boost/spirit/home/x3.hpp>
#include <string_view>
#include <type_traits>

// A std::string_view is a component's text, not a container to append to.
namespace boost { namespace spirit { namespace x3 { namespace traits { namespace detail {
template <>
struct is_container_impl<std::string_view, void> : mpl::false_ {};
}}}}}

namespace boost {
namespace iris {
namespace grammar {

namespace x3 = boost::spirit::x3;

/// The X3 context key of the `parse_options`: `x3::with<options_tag>(options)[rule]`.
struct options_tag;

namespace detail {

template <class Context>
parse_options options_of(Context const& ctx) noexcept
{
    using found = std::decay_t<decltype(x3::get<options_tag>(ctx))>;
    if constexpr (std::is_same<found, x3::unused_type>::value)
        return parse_options{};
    else
        return x3::get<options_tag>(ctx);
}

/// One code point in `Set`, which provides `static bool contains(char32_t, profile)`.
/// Ill-formed UTF-8 never matches.
template <class Set>
struct code_point : x3::parser<code_point<Set>>
{
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
               Attribute&) const
    {
        if (first == last)
            return false;
        // Decode from the bytes themselves: a traced parse looks at the first byte only,
        // so that a code point the set rejects is located at its start.
        char const* p = pointer_of(first);
        (void)*first;
        char32_t const c = iris::detail::decode_utf8(p, pointer_of(last));
        if (c == iris::detail::bad_code_point || !Set::contains(c, options_of(ctx).profile))
            return false;
        advance_to(first, p);
        return true;
    }
};

struct ucschar_set
{
    static bool contains(char32_t c, profile p) noexcept { return iris::detail::is_ucschar(c, p); }
};

struct iprivate_set
{
    static bool contains(char32_t c, profile p) noexcept
    {
        return iris::detail::is_iprivate_in(c, p);
    }
};

struct leiri_ucschar_set
{
    static bool contains(char32_t c, profile) noexcept
    {
        return iris::detail::is_leiri_ucschar(c);
    }
};

/// `gen[p]` makes the directive `Directive<P, Args...>` around the parser p.
template <template <class...> class Directive, class... Args>
struct directive_gen
{
    template <class Subject>
    constexpr Directive<typename x3::extension::as_parser<Subject>::value_type, Args...>
    operator[](Subject const& subject) const
    {
        return {x3::as_parser(subject)};
    }
};

inline void assign_text(std::string_view& out, char const* first, char const* last) noexcept
{
    out = std::string_view(first, static_cast<std::size_t>(last - first));
}

inline void assign_text(x3::unused_type const&, char const*, char const*) noexcept {}

/// text[p]: matches p and yields the bytes it matched, as a view into the input.
template <class Subject>
struct text_directive : x3::unary_parser<Subject, text_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, text_directive<Subject>>;
    using attribute_type = std::string_view;
    static bool const has_attribute = true;

    constexpr text_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        Iterator i = first;
        if (!this->subject.parse(i, last, ctx, rctx, x3::unused))
            return false;
        assign_text(attr, pointer_of(first), pointer_of(i));
        first = i;
        return true;
    }
};

constexpr directive_gen<text_directive> text{};

/// Yields the matched text and the kind of host that `KindOf` tells from it.
template <class Subject, class KindOf>
struct host_directive : x3::unary_parser<Subject, host_directive<Subject, KindOf>>
{
    using base_type = x3::unary_parser<Subject, host_directive<Subject, KindOf>>;
    using attribute_type = host_view;
    static bool const has_attribute = true;

    constexpr host_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        Iterator i = first;
        if (!this->subject.parse(i, last, ctx, rctx, x3::unused))
            return false;
        host_view host;
        assign_text(host.text, pointer_of(first), pointer_of(i));
        host.kind = KindOf{}(host.text);
        x3::traits::move_to(host, attr);
        first = i;
        return true;
    }
};

template <host_kind Kind>
struct fixed_kind
{
    host_kind operator()(std::string_view) const noexcept { return Kind; }
};

/// An IP-literal holds an IPvFuture exactly when it starts with "[v" or "[V".
struct ip_literal_kind
{
    host_kind operator()(std::string_view text) const noexcept
    {
        return text.size() > 1 && (text[1] == 'v' || text[1] == 'V') ? host_kind::ipvfuture
                                                                      : host_kind::ipv6;
    }
};

constexpr directive_gen<host_directive, ip_literal_kind> ip_literal_host{};
constexpr directive_gen<host_directive, fixed_kind<host_kind::ipv4>> ipv4_host{};
constexpr directive_gen<host_directive, fixed_kind<host_kind::reg_name>> reg_name_host{};

/// tentative[p]: p looks ahead speculatively. In a traced parse, the bytes it looks at
/// do not move the error position, so that "http://a:8x/" is reported at the "x" of the
/// port, not where an iuserinfo "a:8x" would have needed its "@"; and when p fails, the
/// rules that matched inside it leave no node in the derivation (no `iuserinfo` in
/// "http://[::1]/", whose "@" never came).
template <class Subject>
struct tentative_directive : x3::unary_parser<Subject, tentative_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, tentative_directive<Subject>>;
    static bool const is_pass_through_unary = true;

    constexpr tentative_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        if constexpr (std::is_same<Iterator, traced_iterator>::value) {
            parse_trace& t = first.trace();
            std::size_t const recorded = t.nodes.size();
            ++t.tentative;
            bool const matched = this->subject.parse(first, last, ctx, rctx, attr);
            --t.tentative;
            if (!matched) // what matched inside is no part of the derivation
                t.nodes.resize(recorded);
            return matched;
        }
        else
            return this->subject.parse(first, last, ctx, rctx, attr);
    }
};

constexpr directive_gen<tentative_directive> tentative{};

/// Matches the empty string when the options accept RFC 6874 zone identifiers.
struct zone_ids_allowed_parser : x3::parser<zone_ids_allowed_parser>
{
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator&, Iterator const&, Context const& ctx, RContext&, Attribute&) const
    {
        return options_of(ctx).zone_id;
    }
};

constexpr zone_ids_allowed_parser zone_ids_allowed{};

} // detail
} // grammar
} // iris
} // boost

#endif
