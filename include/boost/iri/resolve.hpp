//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_RESOLVE_HPP
#define BOOST_IRI_RESOLVE_HPP

// Reference resolution (RFC 3986 §5.2, applied to IRIs as RFC 3987 §1.3 and 3987bis §5.5
// say) and its inverse. Non-ASCII characters are treated like unreserved ones.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/parse.hpp>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

struct resolve_options
{
    /// RFC 3986 §5.2.2: a strict parser (the default) takes a reference with a scheme as
    /// absolute; a non-strict one ignores the scheme when it is the base's, so "http:g"
    /// against "http://a/b" is "http://a/g" (backward compatibility with RFC 1630).
    bool strict = true;

    /// The grammar of both inputs of the text form (profile, RFC 6874 zone identifiers).
    parse_options parse{};
};

/// RFC 3986 §5.2.4: the path without "." and ".." segments. Linear in the path's length.
BOOST_IRI_DECL std::string remove_dot_segments(std::string_view path);

namespace detail {
/// remove_dot_segments over [begin, end) in place; returns the new end.
BOOST_IRI_DECL char* remove_dot_segments_in_place(char* begin, char* end) noexcept;
} // detail

/// Resolves `reference` against `base` (RFC 3986 §5.2.2-5.2.4, recomposed by §5.3). The base
/// must be an IRI (it has a scheme); its fragment is ignored (§5.1). Errors: the parse
/// errors of either input, `base_not_absolute`, `unrepresentable_result` (no authority and a
/// path starting with "//", as for "x:" and ".//a"; the library does not invent a "/."
/// prefix here).
BOOST_IRI_DECL parse_result<std::string> resolve(std::string_view base, std::string_view reference,
                                                 resolve_options const& options = {});

/// The same on parsed views, writing into the caller's buffer: allocates nothing. The
/// result views `buffer`. A buffer of `resolved_size_bound(base, reference)` bytes is always
/// enough; a smaller one may give `buffer_too_small`.
/// The same for parsed IRIs, which are not parsed again.
BOOST_IRI_DECL parse_result<std::string> resolve(iri_view const& base, iri_view const& reference,
                                                 resolve_options const& options = {});

BOOST_IRI_DECL parse_result<std::string_view> resolve(iri_view const& base, iri_view const& reference,
                                                      char* buffer, std::size_t size,
                                                      resolve_options const& options = {}) noexcept;

/// The length of both references as text, plus one: always enough room to resolve them.
BOOST_IRI_DECL std::size_t resolved_size_bound(iri_view const& base,
                                               iri_view const& reference) noexcept;

/// What `relativize` may give besides relative-path, absolute-path, query-only and
/// fragment-only references.
struct relativize_options
{
    /// A network-path reference ("//host/path") when the authority differs.
    bool network_path = true;

    /// ".." segments, to go up from the base's directory.
    bool parent_segments = true;

    /// The grammar of both inputs (profile, RFC 6874 zone identifiers).
    parse_options parse{};
};

/// The shortest reference `r` with `resolve(base, r) == target` (exactly, as text), of the
/// allowed forms; the target itself when nothing shorter does. Both must be IRIs; the base's
/// fragment is ignored. Errors: the parse errors (of the base, which is parsed first, then of
/// the target), `base_not_absolute`, `target_not_absolute`, `no_relative_reference` (e.g. a target with ".." segments, which resolution removes).
BOOST_IRI_DECL parse_result<std::string> relativize(std::string_view base, std::string_view target,
                                                    relativize_options const& options = {});

/// The same for parsed IRIs, which are not parsed again (views put together by hand, whose
/// components are not in one buffer, are written out and parsed).
BOOST_IRI_DECL parse_result<std::string> relativize(iri_view const& base, iri_view const& target,
                                                    relativize_options const& options = {});

} // iris
} // boost

#endif
