//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_DETAIL_ACCELERATOR_HPP
#define BOOST_IRI_GRAMMAR_DETAIL_ACCELERATOR_HPP

// The accelerator of IRI-reference and of the start rules under it (IRI, absolute-IRI,
// irelative-ref): a hand-written parser of the common shape of an IRI reference, which the
// parse functions try before the X3 rule (doc/abnf.adoc, "The accelerator").
//
// It covers: a scheme; a "//" authority with an optional iuserinfo, a reg-name or IPv4 host
// and an optional port; the path, query and fragment; ASCII, "%" HEXDIG HEXDIG and UTF-8
// characters of the profile (rfc3987, rfc3987bis, uri). It declines, and the X3 rule decides,
// on everything else: an IP literal, the leiri profile, and every input that is not an IRI
// reference (so every error is the rule's, with its position and its production).
//
// Where it accepts, it gives what the rule gives, components included: test/accelerator.cpp
// compares the two on every string up to a length over an alphabet of every delimiter and
// class boundary, fuzz/accelerator.cpp on any bytes, and `bench_loop FILE verify` on every line
// of the benchmark's corpora.

#include <boost/iri/grammar/components.hpp>
#include <boost/iri/grammar/detail/runs.hpp>
#include <boost/iri/grammar/ip_def.hpp>
#include <boost/iri/parse.hpp>
#include <optional>
#include <string_view>

namespace boost {
namespace iris {
namespace grammar {
namespace detail {

/// The end of the DIGITs at `first`.
inline char const* scan_digits(char const* first, char const* last) noexcept
{
    while (first != last && in_class(static_cast<unsigned char>(*first), digit))
        ++first;
    return first;
}

using reg_name_set = run_set<unreserved_chars | sub_delim>;          // ireg-name
using userinfo_set = run_set<unreserved_chars | sub_delim | colon>;  // iuserinfo

/// Whether `host` is an IPv4address: the rule itself, which `ihost` tries first (RFC 3987
/// §2.2), run only where a host starts with a digit (most start with a letter).
inline bool is_ipv4_host(std::string_view host) noexcept
{
    if (host.empty() || !in_class(static_cast<unsigned char>(host.front()), digit))
        return false;
    char const* first = host.data();
    return x3::parse(first, host.data() + host.size(), IPv4address >> x3::eoi);
}

/// The accelerator, reading runs sixteen bytes at a time with `Blocks` (grammar/detail/runs.hpp):
/// see accelerate. Its components come back whole, each set once at the end, so that nothing
/// is cleared first: GCC's generic tuning clears the 120 bytes of an `iri_components` with
/// `rep stos`, which took about 6 of the 46 ns a parse of a line of the URL corpus took
/// (doc/performance.adoc).
template <class Blocks>
BOOST_FORCEINLINE std::optional<iri_components> accelerate_with(start_rule start, std::string_view s,
                                                                parse_options const& options) noexcept
{
    profile const p = options.profile;
    if (p == profile::leiri) // leiri-ucschar has ASCII characters the tables do not know
        return std::nullopt;
    char const* const first = s.data();
    char const* const last = first + s.size();
    std::string_view scheme, userinfo, host_text, port, path_text, query, fragment; // absent: null
    host_type host_kind = host_type::none;
    char const* i = first;

    // IRI-reference = IRI / irelative-ref: IRI when scheme ":" is ahead (grammar/iri_def.hpp)
    char const* const scheme_end = scan_scheme<Blocks>(first, last, first);
    if (scheme_end != first && scheme_end != last && *scheme_end == ':') {
        if (start == start_rule::irelative_ref)
            return std::nullopt;
        scheme = std::string_view(first, static_cast<std::size_t>(scheme_end - first));
        i = scheme_end + 1;
    }
    else if (start == start_rule::IRI || start == start_rule::absolute_IRI)
        return std::nullopt;

    if (last - i >= 2 && i[0] == '/' && i[1] == '/') {
        // "//" iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
        char const* const authority = i + 2;
        char const* host = authority;
        auto const end_of_authority = [&](char const* at) {
            return at == last || *at == '/' || *at == '?' || *at == '#';
        };
        char const* host_end = scan_run<reg_name_set, Blocks>(host, last, first, p);
        i = host_end;
        if (i != last && *i == ':')
            i = scan_digits(i + 1, last);
        if (!end_of_authority(i)) {
            // then what came before is iuserinfo, up to its "@"
            i = scan_run<userinfo_set, Blocks>(i, last, first, p);
            if (i == last || *i != '@')
                return std::nullopt;
            userinfo = std::string_view(authority, static_cast<std::size_t>(i - authority));
            host = i + 1;
            i = host_end = scan_run<reg_name_set, Blocks>(host, last, first, p);
            if (i != last && *i == ':')
                i = scan_digits(i + 1, last);
            if (!end_of_authority(i))
                return std::nullopt; // an IP literal, a second "@", a character of no component ...
        }
        host_text = std::string_view(host, static_cast<std::size_t>(host_end - host));
        host_kind = is_ipv4_host(host_text) ? host_type::ipv4 : host_type::reg_name;
        if (host_end != i)
            port = std::string_view(host_end + 1, static_cast<std::size_t>(i - host_end - 1));
    }
    else if (scheme.data() == nullptr) {
        // ipath-noscheme: the first segment has no ":"
        char const* const segment_end = scan_run<run_set<pchar_chars & ~colon>, Blocks>(i, last, first, p);
        if (segment_end != last && *segment_end == ':')
            return std::nullopt;
    }

    // the path (its kind follows from what came before), then [ "?" iquery ] [ "#" ifragment ]
    char const* const path = i;
    i = scan_run<run_set<pchar_chars | slash>, Blocks>(i, last, first, p);
    path_text = std::string_view(path, static_cast<std::size_t>(i - path));
    if (i != last && *i == '?') {
        char const* const from = i + 1;
        i = scan_run<run_set<pchar_chars | slash | question, true>, Blocks>(from, last, first, p);
        query = std::string_view(from, static_cast<std::size_t>(i - from));
    }
    if (i != last && *i == '#' && start != start_rule::absolute_IRI) {
        char const* const from = i + 1;
        i = scan_run<run_set<pchar_chars | slash | question>, Blocks>(from, last, first, p);
        fragment = std::string_view(from, static_cast<std::size_t>(i - from));
    }
    if (i != last)
        return std::nullopt;
    return iri_components{scheme, userinfo, host_text, host_kind, port, path_text, query, fragment};
}

#if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
/// The accelerator for processors with SSSE3, in a build that does not assume them: one
/// function compiled for SSSE3 with everything it calls inlined into it.
__attribute__((target("ssse3"), flatten)) inline std::optional<iri_components>
accelerate_ssse3(start_rule start, std::string_view s, parse_options const& options) noexcept
{
    return accelerate_with<ssse3_blocks>(start, s, options);
}
#endif

/// The components of `s` from `start` (not URI_Template); or none: the input is not of the
/// shape it covers, and the X3 rule decides.
BOOST_FORCEINLINE std::optional<iri_components> accelerate(start_rule start, std::string_view s,
                                                           parse_options const& options) noexcept
{
#if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
    if (iris::detail::has_ssse3())
        return accelerate_ssse3(start, s, options);
    return accelerate_with<sse2_blocks>(start, s, options);
#else
    return accelerate_with<default_blocks>(start, s, options);
#endif
}

} // detail
} // grammar
} // iris
} // boost

#endif
