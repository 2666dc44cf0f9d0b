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
//   - zone_ids_allowed: succeeds when the caller opted in to RFC 6874;
//   - fills[p], into<&iri_components::M>[p], same[r], the host directives, no_authority: how
//     the rules of an IRI reference write their components into one `iri_components`.
// The parse options travel in the X3 context under `options_tag`; rules used without
// them behave as the default options (profile rfc3987, no zone identifiers).

#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/grammar/detail/trace.hpp>
#include <boost/iri/grammar/components.hpp>
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

/// The X3 context key of where the whole input starts, which the library's own parses give
/// (src/parse.cpp) so that a run may read the last bytes of the input as the end of sixteen.
struct input_begin_tag;

/// Where the input starts, from the context; else `fallback` (the parse did not say).
template <class Context>
char const* input_begin_of(Context const& ctx, char const* fallback) noexcept
{
    using found = std::decay_t<decltype(x3::get<input_begin_tag>(ctx))>;
    if constexpr (std::is_same<found, x3::unused_type>::value)
        return fallback;
    else
        return x3::get<input_begin_tag>(ctx);
}

// How a derivation stays exact. A rule that fails leaves no node (rule_scope); so do the
// parts of a rule that fail while the rule goes on: each place where the grammar backtracks
// over rules that matched says so with one of these directives. They cost nothing outside
// a traced parse.

/// Forgets the nodes recorded since it was made, unless the parse it guards matched.
template <class Iterator>
struct rollback
{
    explicit rollback(Iterator const&) noexcept {}
    void finish(bool) noexcept {}
};

template <>
struct rollback<traced_iterator>
{
    explicit rollback(traced_iterator const& i) noexcept
        : trace_(i.trace()), recorded_(trace_.nodes.size())
    {
    }
    void finish(bool matched) noexcept
    {
        if (!matched)
            trace_.nodes.resize(recorded_);
    }
    parse_trace& trace_;
    std::size_t recorded_;
};

/// p.parse(...), whose nodes are forgotten when it fails: the one place where the grammar's
/// directives back out of a part that failed.
template <class Parser, class Iterator, class Context, class RContext, class Attribute>
bool parse_or_roll_back(Parser const& p, Iterator& first, Iterator const& last, Context const& ctx,
                        RContext& rctx, Attribute& attr)
{
    rollback<Iterator> guard(first);
    bool const matched = p.parse(first, last, ctx, rctx, attr);
    guard.finish(matched);
    return matched;
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
    static bool contains(char32_t c, profile p) noexcept
    {
        return p != profile::uri && iris::detail::is_ucschar(c);
    }
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
        if (!parse_or_roll_back(this->subject, i, last, ctx, rctx, x3::unused))
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
        rollback<Iterator> guard(first);
        bool const matched = parse_into_one(this->subject, i, last, ctx, rctx, attr);
        guard.finish(matched);
        if (!matched)
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

// ---- filling iri_components ----
//
// A rule whose attribute is `iri_components` has `fills[...]` as its definition: the record
// travels in the X3 context under `components_tag`, and inside it `into<&M>[p]` writes p's
// text into member M, `ip_literal_host[p]` and the like the host and its type, and `same[r]`
// hands the record to a rule r of the same attribute, which writes into it in place.

/// The X3 context key of the `iri_components` being filled.
struct components_tag;

template <class Context>
iri_components& components_of(Context const& ctx) noexcept
{
    return x3::get<components_tag>(ctx);
}

/// The context below the record a rule around is filling, if that is the context's innermost
/// entry: a rule inside another's fills[] puts its own record there instead of above it. The
/// outer record is out of reach there anyway (x3::get finds the innermost), and a context of
/// another type at each depth would make the compiler instantiate every rule below again for
/// each depth the grammar reaches it at.
template <class Context>
Context const& below_record(Context const& ctx) noexcept
{
    return ctx;
}
template <class Next>
Next const& below_record(x3::context<components_tag, iri_components, Next> const& ctx) noexcept
{
    return ctx.next;
}
inline x3::unused_type below_record(x3::context<components_tag, iri_components, x3::unused_type> const&) noexcept
{
    return {};
}

/// fills[p]: p writes into the rule's own `iri_components`. With `Reset` (std::true_type),
/// the record starts empty (the start rules: a failed alternative leaves nothing behind).
template <class Subject, class Reset>
struct fills_directive : x3::unary_parser<Subject, fills_directive<Subject, Reset>>
{
    using base_type = x3::unary_parser<Subject, fills_directive<Subject, Reset>>;
    using attribute_type = iri_components;
    static bool const has_attribute = true;
    static bool const handles_container = false;

    constexpr fills_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               iri_components& attr) const
    {
        if constexpr (Reset::value)
            attr = iri_components();
        auto const inner = x3::make_context<components_tag>(attr, below_record(ctx));
        return this->subject.parse(first, last, inner, rctx, x3::unused);
    }
};

/// fills_anew[p] for the start rules, fills[p] for the rules inside them.
constexpr directive_gen<fills_directive, std::true_type> fills_anew{};
constexpr directive_gen<fills_directive, std::false_type> fills{};

/// into<&iri_components::M>[p]: p as a `component[]`, its text written into M on success.
/// `Member` is a std::integral_constant of the member pointer.
template <class Subject, class Member>
struct into_directive : x3::unary_parser<Subject, into_directive<Subject, Member>>
{
    using base_type = x3::unary_parser<Subject, into_directive<Subject, Member>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr into_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute&) const
    {
        std::string_view text;
        if (!component_directive<Subject>(this->subject).parse(first, last, ctx, rctx, text))
            return false;
        components_of(ctx).*Member::value = text;
        return true;
    }
};

template <std::string_view iri_components::*Member>
constexpr directive_gen<into_directive, std::integral_constant<std::string_view iri_components::*, Member>> into{};

/// same[r]: the rule r, whose attribute is `iri_components`, fills the record being filled.
template <class Subject>
struct same_directive : x3::unary_parser<Subject, same_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, same_directive<Subject>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr same_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute&) const
    {
        return this->subject.parse(first, last, ctx, rctx, components_of(ctx));
    }
};

constexpr directive_gen<same_directive> same{};

/// no_authority: the alternatives of ihier-part and irelative-part without "//" iauthority.
struct no_authority_parser : x3::parser<no_authority_parser>
{
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator&, Iterator const&, Context const& ctx, RContext&, Attribute&) const
    {
        iri_components& c = components_of(ctx);
        c.userinfo = c.host = c.port = {};
        c.host_type = iris::host_type::none;
        return true;
    }
};

constexpr no_authority_parser no_authority{};

/// host<KindOf>[p]: p's text is the host; `KindOf` tells its `host_type` from it.
template <class Subject, class KindOf>
struct host_directive : x3::unary_parser<Subject, host_directive<Subject, KindOf>>
{
    using base_type = x3::unary_parser<Subject, host_directive<Subject, KindOf>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr host_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute&) const
    {
        Iterator i = first;
        if (!parse_or_roll_back(this->subject, i, last, ctx, rctx, x3::unused))
            return false;
        iri_components& c = components_of(ctx);
        c.host = text_between(first, i);
        c.host_type = KindOf{}(c.host);
        first = i;
        return true;
    }
};

template <host_type Kind>
struct fixed_kind
{
    host_type operator()(std::string_view) const noexcept { return Kind; }
};

/// An IP-literal holds an IPvFuture exactly when it starts with "[v" or "[V".
struct ip_literal_kind
{
    host_type operator()(std::string_view text) const noexcept
    {
        return text.size() > 1 && (text[1] == 'v' || text[1] == 'V') ? host_type::ipvfuture
                                                                      : host_type::ipv6;
    }
};

constexpr directive_gen<host_directive, ip_literal_kind> ip_literal_host{};
constexpr directive_gen<host_directive, fixed_kind<host_type::ipv4>> ipv4_host{};
constexpr directive_gen<host_directive, fixed_kind<host_type::reg_name>> reg_name_host{};

/// attempt[p]: p; when it fails after some rules inside it matched (one repetition of
/// `h16 ":"` that meets "::"), they are no part of the derivation.
template <class Subject>
struct attempt_directive : x3::unary_parser<Subject, attempt_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, attempt_directive<Subject>>;
    static bool const is_pass_through_unary = true;

    constexpr attempt_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        return parse_or_roll_back(this->subject, first, last, ctx, rctx, attr);
    }
};

constexpr directive_gen<attempt_directive> attempt{};

/// choice[a | b | c]: the ordered choice of its alternatives, each one an attempt[].
template <class Subject>
struct choice_directive : x3::unary_parser<Subject, choice_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, choice_directive<Subject>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr choice_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute&) const
    {
        return first_of(this->subject, first, last, ctx, rctx);
    }

private:
    template <class P>
    struct is_alternative : std::false_type
    {
    };
    template <class L, class R>
    struct is_alternative<x3::alternative<L, R>> : std::true_type
    {
    };

    template <class Parser, class Iterator, class Context, class RContext>
    static bool first_of(Parser const& p, Iterator& first, Iterator const& last,
                         Context const& ctx, RContext& rctx)
    {
        if constexpr (is_alternative<Parser>::value)
            return first_of(p.left, first, last, ctx, rctx) ||
                   first_of(p.right, first, last, ctx, rctx);
        else
            return parse_or_roll_back(p, first, last, ctx, rctx, x3::unused);
    }
};

constexpr directive_gen<choice_directive> choice{};

/// tentative[p]: an attempt[p] that looks ahead speculatively: in a traced parse, the bytes
/// it looks at do not move the error position, so that "http://a:8x/" is reported at the "x"
/// of the port, not where an iuserinfo "a:8x" would have needed its "@".
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
        if constexpr (std::is_same<Iterator, traced_iterator>::value)
            ++first.trace().tentative;
        bool const matched = parse_or_roll_back(this->subject, first, last, ctx, rctx, attr);
        if constexpr (std::is_same<Iterator, traced_iterator>::value)
            --first.trace().tentative;
        return matched;
    }
};

constexpr directive_gen<tentative_directive> tentative{};

/// followed_by[p]: succeeds, consuming nothing, when p matches here (PEG's `&p`). What p
/// matched is no part of the derivation, and its look ahead is tentative.
template <class Subject>
struct followed_by_directive : x3::unary_parser<Subject, followed_by_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, followed_by_directive<Subject>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr followed_by_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute&) const
    {
        Iterator i = first;
        rollback<Iterator> guard(first);
        bool const matched = tentative_directive<Subject>(this->subject).parse(i, last, ctx, rctx, x3::unused);
        guard.finish(false);
        return matched;
    }
};

constexpr directive_gen<followed_by_directive> followed_by{};

/// in_profile<Which>[p]: p under the profiles `Which` names, else no match.
template <class Subject, class Which>
struct in_profile_directive : x3::unary_parser<Subject, in_profile_directive<Subject, Which>>
{
    using base_type = x3::unary_parser<Subject, in_profile_directive<Subject, Which>>;
    static bool const is_pass_through_unary = true;

    constexpr in_profile_directive(Subject const& subject) : base_type(subject) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        return Which{}(options_of(ctx).profile) && this->subject.parse(first, last, ctx, rctx, attr);
    }
};

/// The profiles whose grammar is that of 3987bis §2.2 (LEIRIs are defined on it, §6.1).
struct follows_3987bis
{
    constexpr bool operator()(profile p) const noexcept
    {
        return p == profile::rfc3987bis || p == profile::leiri;
    }
};

struct is_leiri
{
    constexpr bool operator()(profile p) const noexcept { return p == profile::leiri; }
};

constexpr directive_gen<in_profile_directive, follows_3987bis> in_3987bis{};
constexpr directive_gen<in_profile_directive, is_leiri> in_leiri{};

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
