//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_IRI_SOURCE

#include <boost/iri/parse.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/detail/accelerator.hpp>
#include <boost/iri/grammar/template_def.hpp>
#include <boost/spirit/home/x3/core/parse.hpp>
#include <boost/spirit/home/x3/directive/with.hpp>
#include "check_component.hpp"
#include "syntax_steps.hpp"
#include "view_access.hpp"
#include <cstdint>
#include <optional>

namespace boost {
namespace iris {

namespace {

namespace x3 = boost::spirit::x3;
using grammar::detail::parse_trace;

// Runs `rule` over the whole of [first, last), into `out`.
template <class Rule>
bool run(Rule const& rule, char const* first, char const* last, parse_options const& options,
         grammar::iri_components& out)
{
    char const* const begin = first;
    return x3::parse(first, last,
                     x3::with<grammar::options_tag>(options)[
                         x3::with<grammar::detail::input_begin_tag>(begin)[rule >> x3::eoi]],
                     out);
}

// `rule`, the rule of `start`, over `s`: its accelerator first, the rule where it declines.
template <class Rule>
result<iri_view> parse_with(Rule const& rule, start_rule start, std::string_view s,
                            parse_options const& options) noexcept
{
    if (s.size() > detail::max_input_size)
        return detail::input_too_long();
    using iris::detail::view_access;
    if (std::optional<grammar::iri_components> const fast = grammar::detail::accelerate(start, s, options))
        return view_access::view_of(s, *fast, options);
    grammar::iri_components out;
    if (run(rule, s.data(), s.data() + s.size(), options, out))
        return view_access::view_of(s, out, options);

    // The slow path: why not (grammar/derive.hpp)
    grammar::iri_components ignored;
    return grammar::detail::diagnose(x3::with<grammar::options_tag>(options)[rule], s, ignored);
}

// Whether `rule` reads the whole of `s`, into `out`; else why not. The rule runs in the context
// it has inside `run` (a record being filled, above the input's start and the options), so that
// the compiler instantiates it, and every rule below it, once for both.
template <class Rule, class Attribute>
result<void> check_whole(Rule const& rule, std::string_view s, parse_options const& options, Attribute& out)
{
    char const* const first = s.data();
    char const* const last = first + s.size();
    char const* p = first;
    grammar::iri_components record;
    if (x3::parse(p, last,
                  x3::with<grammar::options_tag>(options)[x3::with<grammar::detail::input_begin_tag>(first)[
                      x3::with<grammar::detail::components_tag>(record)[rule]]],
                  out) &&
        p == last)
        return {};
    return grammar::detail::diagnose(x3::with<grammar::options_tag>(options)[rule], s);
}

} // namespace

result<host_type> detail::check_component(component c, std::string_view s,
                                                 parse_options const& options) noexcept
{
    if (s.size() > detail::max_input_size)
        return detail::input_too_long();
    std::string_view text;
    result<void> r;
    switch (c) {
    case component::host: {
        grammar::iri_components host;
        r = check_whole(grammar::ihost, s, options, host);
        if (!r)
            return r.error();
        return host.host_type;
    }
    case component::scheme:    r = check_whole(grammar::scheme, s, options, text); break;
    case component::userinfo: r = check_whole(grammar::iuserinfo, s, options, text); break;
    case component::port:      r = check_whole(grammar::port, s, options, text); break;
    case component::path:     r = check_whole(grammar::ipath, s, options, text); break;
    case component::query:    r = check_whole(grammar::iquery, s, options, text); break;
    case component::fragment: r = check_whole(grammar::ifragment, s, options, text); break;
    default:                   break;
    }
    if (!r)
        return r.error();
    return host_type::none;
}

namespace {

// The component whose rules include `rule` (RFC 3987 §2.2), or none.
component component_of_rule(std::string_view rule) noexcept
{
    if (rule == "scheme")
        return component::scheme;
    if (rule == "iuserinfo")
        return component::userinfo;
    if (rule == "port")
        return component::port;
    for (std::string_view host : {"ihost", "ireg-name", "IP-literal", "IPv6address", "IPv6addrz", "ZoneID",
                                  "IPvFuture", "h16", "ls32", "IPv4address", "dec-octet"})
        if (rule == host)
            return component::host;
    if (rule.substr(0, 5) == "ipath" || rule.substr(0, 8) == "isegment")
        return component::path;
    if (rule == "iquery")
        return component::query;
    if (rule == "ifragment")
        return component::fragment;
    return component::none;
}

} // namespace

failure grammar::detail::failure_at(parse_trace const& t, std::string_view s)
{
    failure e;
    e.offset = t.farthest ? static_cast<std::size_t>(t.farthest - t.begin) : 0;
    // Name the innermost rule above the character classes that was reading there, that is,
    // that had started before: "isegment" says more than "unreserved" about a space in a path,
    // and a rule that only tried the byte (IP-literal on "<") did not start.
    auto const started = [&](unsigned i) { return t.chain_begin[i] < t.farthest; };
    for (unsigned i = 0; i < t.chain_size && e.rule().empty(); ++i)
        if (!is_character_rule(t.chain[i]) && started(i))
            e.set_rule(t.chain[i]);
    for (unsigned i = 0; i < t.chain_size && e.rule().empty(); ++i)
        if (!is_character_rule(t.chain[i]))
            e.set_rule(t.chain[i]);
    // The component: the innermost rule of one.
    for (unsigned i = 0; i < t.chain_size && e.component == component::none; ++i)
        e.component = component_of_rule(t.chain[i]);
    // The rules that could have gone on there.
    e.set_expected(t.expected, t.expected_size);

    // Ill-formed UTF-8 that the parse reached is what stopped it (RFC 3629).
    iris::detail::utf8_error const bad = iris::detail::find_invalid_utf8(s);
    if (bad.sequence < s.size() && bad.sequence <= e.offset) {
        e.code = error::invalid_utf8;
        e.offset = bad.byte;
        e.set_expected(nullptr, 0);
        e.set_rule(nullptr); // the innermost rule there, started or not: the bytes are the error
        for (unsigned i = 0; i < t.chain_size && e.rule().empty(); ++i)
            if (!is_character_rule(t.chain[i]))
                e.set_rule(t.chain[i]);
        return e;
    }
    if (e.offset < s.size()) {
        char const* p = t.begin + e.offset;
        e.found = iris::detail::decode_utf8(p, t.end);
    }
    // The innermost rule that has an error of its own decides the code, if it had started
    // or nothing else could have gone on (a scheme that starts with a digit).
    bool const alone = t.expected_size == 1;
    struct rule_error
    {
        char const* rule;
        error code;
    };
    static rule_error const own_errors[] = {
        {grammar::pct_encoded.name, error::invalid_percent_encoding},
        {grammar::IP_literal.name, error::invalid_ip_literal},
        {grammar::port.name, error::invalid_port},
        {grammar::scheme.name, error::invalid_scheme}};
    for (unsigned i = 0; i < t.chain_size; ++i)
        for (rule_error const& r : own_errors)
            if (std::string_view(t.chain[i]) == r.rule && (started(i) || (alone && t.expected[0] == r.rule))) {
                e.code = r.code;
                return e;
            }
    e.code = e.offset == s.size() ? error::unexpected_end : error::invalid_character;
    return e;
}

bool grammar::detail::named_by_outer(std::string_view rule, bool started) noexcept
{
    if (is_character_rule(rule))
        return true;
    if (started)
        return false;
    for (char const* part : {grammar::pct_encoded.name, grammar::dec_octet.name, grammar::h16.name, grammar::ls32.name})
        if (rule == part)
            return true;
    return false;
}

bool detail::is_ipv4address(std::string_view s) noexcept
{
    return grammar::detail::is_ipv4_host(s);
}

bool is_character_rule(std::string_view rule) noexcept
{
    // string views made at compile time: a derivation asks this of each of its nodes
    static constexpr std::string_view character_rules[] = {
        "ALPHA", "DIGIT", "HEXDIG", "unreserved", "reserved", "gen-delims", "sub-delims", "iunreserved",
        "ucschar", "iprivate", "leiri-ucschar", "ipchar", "varchar", "op-level2", "op-level3", "op-reserve"};
    for (std::string_view c : character_rules)
        if (rule == c)
            return true;
    return false;
}

result<iri_view> parse_iri_reference(std::string_view s, parse_options const& options) noexcept
{
    return parse_with(grammar::IRI_reference, start_rule::IRI_reference, s, options);
}

result<iri_view> parse_iri(std::string_view s, parse_options const& options) noexcept
{
    return parse_with(grammar::IRI, start_rule::IRI, s, options);
}

result<iri_view> parse_absolute_iri(std::string_view s, parse_options const& options) noexcept
{
    return parse_with(grammar::absolute_IRI, start_rule::absolute_IRI, s, options);
}

result<iri_view> parse_irelative_ref(std::string_view s, parse_options const& options) noexcept
{
    return parse_with(grammar::irelative_ref, start_rule::irelative_ref, s, options);
}

result<derivation> derive(std::string_view s, start_rule start, parse_options const& options)
{
    switch (start) {
    case start_rule::IRI:           return grammar::derive(grammar::IRI, s, options);
    case start_rule::absolute_IRI:  return grammar::derive(grammar::absolute_IRI, s, options);
    case start_rule::irelative_ref: return grammar::derive(grammar::irelative_ref, s, options);
    case start_rule::URI_Template:  return grammar::derive(grammar::URI_Template, s, options);
    default:                        return grammar::derive(grammar::IRI_reference, s, options);
    }
}

} // iris
} // boost
