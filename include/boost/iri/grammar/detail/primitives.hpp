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
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace boost {
namespace iris {
namespace grammar {

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
        static_assert(std::is_same<typename std::iterator_traits<Iterator>::value_type, char>::value,
                      "the grammar reads UTF-8 from iterators over char");
        if (first == last)
            return false;
        char32_t c;
        Iterator i = first;
        if constexpr (std::is_same<Iterator, traced_iterator>::value) {
            // A traced parse looks at the first byte only, so that a code point the set
            // rejects is located at its start.
            char const* p = i.base();
            (void)*i;
            c = iris::detail::decode_utf8(p, last.base());
            i = traced_iterator(p, &i.trace());
        }
        else
            c = iris::detail::decode_utf8(i, last);
        if (c == iris::detail::bad_code_point || !Set::contains(c, options_of(ctx).profile))
            return false;
        first = i;
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

/// True for the iterators whose bytes lie next to each other in memory, over which a
/// component's text can be a std::string_view into the input.
template <class Iterator>
struct is_contiguous_char_iterator
    : std::integral_constant<bool,
#if defined(__cpp_lib_concepts)
          std::contiguous_iterator<Iterator> ||
#endif
          std::is_same<Iterator, char const*>::value || std::is_same<Iterator, char*>::value ||
          std::is_same<Iterator, std::string::const_iterator>::value ||
          std::is_same<Iterator, std::string::iterator>::value ||
          std::is_same<Iterator, std::string_view::const_iterator>::value ||
          std::is_same<Iterator, std::vector<char>::const_iterator>::value ||
          std::is_same<Iterator, std::vector<char>::iterator>::value ||
          std::is_same<Iterator, traced_iterator>::value>
{
};

/// Where a contiguous iterator points, also at the end of the input.
template <class Iterator>
char const* address_of(Iterator const& i) noexcept
{
    if constexpr (std::is_pointer<Iterator>::value)
        return i;
    else if constexpr (std::is_same<Iterator, traced_iterator>::value)
        return i.base();
#if defined(__cpp_lib_to_address)
    else
        return std::to_address(i);
#else
    else
        return i.operator->();
#endif
}

/// The bytes [first, last) of the input, as a view.
template <class Iterator>
std::string_view text_between(Iterator const& first, Iterator const& last) noexcept
{
    static_assert(is_contiguous_char_iterator<Iterator>::value,
                  "a component's text is a std::string_view into the input: the iterator must "
                  "be contiguous (char const*, std::string::const_iterator, "
                  "std::string_view::const_iterator, ...)");
    char const* const p = address_of(first);
    return std::string_view(p, static_cast<std::size_t>(address_of(last) - p));
}

inline void assign_text(std::string_view& out, std::string_view text) noexcept { out = text; }

inline void assign_text(x3::unused_type const&, std::string_view) noexcept {}

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
        assign_text(attr, text_between(first, i));
        first = i;
        return true;
    }
};

constexpr directive_gen<text_directive> text{};

/// component[a >> b >> ...]: a sequence in which one parser has an attribute (`"?" iquery`),
/// whose attribute is that parser's. X3 would take the std::string_view of a component for a
/// container of characters and append each element's attribute to it; here the element's
/// own attribute is the sequence's.
template <class Subject>
struct component_directive : x3::unary_parser<Subject, component_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, component_directive<Subject>>;
    using attribute_type = typename x3::traits::attribute_of<Subject, x3::unused_type>::type;
    static bool const has_attribute = true;
    static bool const handles_container = false;

    constexpr component_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        Iterator i = first;
        if (!parse_into_one(this->subject, i, last, ctx, rctx, attr))
            return false;
        first = i;
        return true;
    }

private:
    template <class Parser, class Iterator, class Context, class RContext, class Attribute>
    static bool parse_into_one(Parser const& p, Iterator& first, Iterator const& last,
                               Context const& ctx, RContext& rctx, Attribute& attr)
    {
        if constexpr (is_sequence<Parser>::value) {
            if constexpr (x3::traits::has_attribute<typename Parser::left_type, Context>::value)
                return parse_into_one(p.left, first, last, ctx, rctx, attr) &&
                       p.right.parse(first, last, ctx, rctx, x3::unused);
            else
                return p.left.parse(first, last, ctx, rctx, x3::unused) &&
                       parse_into_one(p.right, first, last, ctx, rctx, attr);
        }
        else
            return p.parse(first, last, ctx, rctx, attr);
    }

    template <class P>
    struct is_sequence : std::false_type
    {
    };
    template <class L, class R>
    struct is_sequence<x3::sequence<L, R>> : std::true_type
    {
    };
};

constexpr directive_gen<component_directive> component{};

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
        host.text = text_between(first, i);
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
