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
#include <boost/iri/iri.hpp>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

/// How `resolve` treats its inputs.
struct resolve_options
{
    /// RFC 3986 §5.2.2: a strict parser (the default) takes a reference with a scheme as
    /// absolute; a non-strict one ignores the scheme when it is the base's, so "http:g"
    /// against "http://a/b" is "http://a/g" (backward compatibility with RFC 1630).
    bool strict = true;

    /// The grammar of both inputs of the text form (profile, RFC 6874 zone identifiers);
    /// parsed inputs keep their own.
    parse_options parse{};
};

/// RFC 3986 §5.2.4: the path without "." and ".." segments. Linear in the path's length.
BOOST_IRI_DECL std::string remove_dot_segments(std::string_view path);

/// Resolves `reference` against `base` (RFC 3986 §5.2.2-5.2.4, recomposed by §5.3) into
/// `dest`, whose buffer is reused: once it has room, this allocates nothing. Either input may
/// be `dest` itself. The base must be an IRI (it has a scheme); its fragment is ignored
/// (§5.1). The result is an IRI of the base's grammar (`base.options()`). Errors:
/// `base_not_absolute`, `unrepresentable_result` (no authority and a path starting with
/// "//", as for ".//a" against "x:/b"; the library does not invent a "/." prefix here; its
/// `operand` is 2, the result, and its offset where the result's path starts), and the
/// parse error of a result with characters the base's profile does not allow (`operand` 2,
/// its offset into the result), and `result_too_long` where the result would pass the longest
/// text (`operand` 2).
BOOST_IRI_DECL result<void> resolve(iri_view_base const& base, iri_view_base const& reference, iri& dest,
                                          resolve_options const& options = {});

/// The same, as a new value.
BOOST_IRI_DECL result<iri> resolve(iri_view_base const& base, iri_view_base const& reference,
                                         resolve_options const& options = {});

/// The same for texts, parsed under `options.parse`; errors also the parse errors of either
/// input (`failure::operand` 1 for the reference).
BOOST_IRI_DECL result<iri> resolve(std::string_view base, std::string_view reference,
                                         resolve_options const& options = {});

/// What `relativize` may give besides relative-path, absolute-path, query-only and
/// fragment-only references.
struct relativize_options
{
    /// A network-path reference ("//host/path") when the authority differs.
    bool network_path = true;

    /// ".." segments, to go up from the base's directory.
    bool parent_segments = true;

    /// The grammar of both inputs of the text form (profile, RFC 6874 zone identifiers).
    parse_options parse{};
};

/// The shortest reference `r` with `resolve(base, r) == target` (exactly, as text), of the
/// allowed forms; the target itself when nothing shorter does. Both must be IRIs; the base's
/// fragment is ignored. Errors: `base_not_absolute`, `target_not_absolute`,
/// `no_relative_reference` (e.g. a target with ".." segments, which resolution removes;
/// `operand` 2, the reference it would have made).
BOOST_IRI_DECL result<iri> relativize(iri_view_base const& base, iri_view_base const& target,
                                            relativize_options const& options = {});

/// The same for texts, parsed under `options.parse` (the base first, then the target); errors
/// also the parse errors of either (the target's with `failure::operand` 1).
BOOST_IRI_DECL result<iri> relativize(std::string_view base, std::string_view target,
                                            relativize_options const& options = {});

} // iris
} // boost

#endif
