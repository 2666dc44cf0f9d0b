//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_NORMALIZE_HPP
#define BOOST_IRI_NORMALIZE_HPP

// Normalization and comparison: the comparison ladder of RFC 3987 §5.3 (after RFC 3986 §6).
// Its rungs of case, percent-encoding, path segments and schemes are in boost_iri; the steps
// that need Unicode data, NFC and IDNA hosts (`unicode_normalize_options`), in
// boost_iri_unicode.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/exactly.hpp>
#include <boost/iri/iri.hpp>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace boost {
namespace iris {

/// The rungs of the comparison ladder (RFC 3987 §5.3); protocol-based comparison (§5.3.4)
/// is not the library's.
enum class comparison_level : unsigned char
{
    simple, ///< §5.3.1: the same characters
    syntax, ///< §5.3.2: case, percent-encoding and path segments normalized
    scheme  ///< §5.3.3: and the scheme's rules (default port, empty path)
};

/// What scheme-based normalization knows of a scheme (RFC 3987 §5.3.3).
struct scheme_rule
{
    std::string_view scheme;       ///< in lower case
    std::string_view default_port; ///< a port that means the same as none; empty: none
    bool empty_path_is_root;       ///< with an authority, an empty path means "/"
    /// More normalization of the path, for schemes like mailto (its domains are
    /// case-insensitive); may be null.
    void (*path_rule)(std::string& path);
};

/// The schemes scheme-based normalization knows without being told: http (80), https
/// (443), ws (80), wss (443), ftp (21), and mailto (ASCII domains in lower case).
BOOST_IRI_DECL std::vector<scheme_rule> const& builtin_scheme_rules();

/// Which normalizations to apply. Each is idempotent, none changes the scheme (but its
/// case), whether there is an authority, or drops the delimiter of an empty component.
struct normalize_options
{
    /// §5.3.2.1: scheme and US-ASCII-only hosts in lower case; hex digits in upper case.
    bool case_normalization = true;

    /// §5.3.2.3: \%HH of unreserved characters decoded, and of valid UTF-8 of `ucschar`
    /// (`iprivate` only in the query; never bidi formatting characters); never reserved
    /// characters. Under the profile `uri`, only unreserved ASCII (RFC 3986 §6.2.2.2).
    bool percent_normalization = true;

    /// §5.3.2.4: remove_dot_segments on the path of IRIs and of absolute-path references. A
    /// path with no authority that would start with "//" keeps a "/." in front.
    bool path_normalization = true;

    /// §5.3.3: an empty port and a scheme's default port removed, an empty path with an
    /// authority becomes "/" where the scheme says so, and the scheme's own path rule.
    bool scheme_based = false;

    /// The grammar of a text input: profile `uri` for URIs (see percent_normalization), RFC 6874
    /// zone identifiers. A parsed input keeps its own.
    parse_options parse{};

    /// Schemes for scheme-based normalization beside the built-in ones (which they override).
    std::vector<scheme_rule> schemes;
};

/// The options of a rung of the ladder.
BOOST_IRI_DECL normalize_options options_for(comparison_level level);

/// The normal form of an IRI reference (RFC 3987 §5.3.2-5.3.3), written into `dest`, which
/// keeps its buffer: once it has room, normalizing many IRIs into it allocates nothing (inputs
/// under 64 KiB). `x` may be `dest` itself. The result has the grammar of `x` (`x.options()`;
/// `options.parse` is for the text form). Errors: `result_too_long` where the normal form
/// would pass the longest text (`failure::operand` 2; a path rule of `options.schemes`, NFC
/// and IDNA can make a text longer), and those of the Unicode rungs.
BOOST_IRI_DECL result<void> normalize(iri_view_base const& x, iri& dest,
                                                    normalize_options const& options = {});

/// The same, as a new value.
BOOST_IRI_DECL result<iri> normalize(iri_view_base const& x, normalize_options const& options = {});

/// The same for a text, parsed under `options.parse`; errors also the parse errors.
BOOST_IRI_DECL result<iri> normalize(std::string_view text, normalize_options const& options = {});

/// The key under which an IRI is indexed: its normal form under `options` (the syntax rung by
/// default; another rung is `options_for(level)`), so that equal keys are equivalent IRIs. A
/// text is parsed under `options.parse`. Errors: those of `normalize`. A recipe, one entry per
/// resource whatever the form of its host: doc/recipes.adoc.
///@{
BOOST_IRI_DECL result<std::string> equivalence_key(iri_view_base const& x, normalize_options const& options = {});
BOOST_IRI_DECL result<std::string> equivalence_key(std::string_view text, normalize_options const& options = {});
///@}

/// True when `a` and `b` are equivalent under the given normalizations: their normal forms
/// are equal. The default, `{}`, is the syntax rung (RFC 3987 §5.3.2); another rung is
/// `options_for(level)`. Errors: those of `normalize`, of `b` with `failure::operand` 1.
BOOST_IRI_DECL result<bool> equivalent(iri_view_base const& a, iri_view_base const& b,
                                             normalize_options const& options = {});

/// The same for texts, parsed under `options.parse`.
BOOST_IRI_DECL result<bool> equivalent(std::string_view a, std::string_view b,
                                             normalize_options const& options = {});

/// The steps of the ladder that need Unicode data (boost_iri_unicode), beside its other rungs.
struct unicode_normalize_options : normalize_options
{
    /// §5.3.2.2: each component to NFC. Never applied unless asked: the RFC assumes IRIs
    /// are normalized already. NFC runs between the delimiters and \%HH triplets, so that it
    /// never joins a combining mark to them, and the ASCII it makes of other characters
    /// (U+037E to ";", U+1FEF to the backquote) is percent-encoded: the result keeps its
    /// delimiters and stays an IRI (doc/deviations.adoc). A component with more than 30
    /// combining characters in a row fails with `not_stream_safe` (UAX #15 §13, `is_nfc`).
    bool nfc = false;

    /// §5.3.3: a host that is an IDN (non-ASCII, or with "xn--" labels) through UTS #46
    /// ToUnicode, so that IDN hosts compare in one form; under the profile `uri` through
    /// ToASCII, as a URI's host stays ASCII. A host that UTS #46 rejects stays.
    bool idna_host = false;
};

/// `normalize`, `equivalent` and `equivalence_key` with NFC and IDNA hosts when asked
/// (boost_iri_unicode); with `nfc`, also `not_stream_safe`. NFC and IDNA allocate where a
/// component needs them. `Options` is `unicode_normalize_options`: `f(x, {})` is the overload
/// above, `f(x)`.
///@{
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<void> normalize(iri_view_base const& x, iri& dest, Options const& options);
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<iri> normalize(iri_view_base const& x, Options const& options);
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<iri> normalize(std::string_view text, Options const& options);
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<bool> equivalent(iri_view_base const& a, iri_view_base const& b, Options const& options);
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<bool> equivalent(std::string_view a, std::string_view b, Options const& options);
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<std::string> equivalence_key(iri_view_base const& x, Options const& options);
template <class Options, detail::exactly<Options, unicode_normalize_options> = 0>
result<std::string> equivalence_key(std::string_view text, Options const& options);
///@}

namespace detail {
BOOST_IRI_DECL std::size_t equivalence_hash(std::string_view text, normalize_options const& options);
BOOST_IRI_UNICODE_DECL std::size_t equivalence_hash(std::string_view text, unicode_normalize_options const& options);
} // detail

/// Equality of IRI texts by their equivalence keys, for unordered containers: `Options` is
/// `normalize_options` or, with NFC and IDNA hosts (boost_iri_unicode),
/// `unicode_normalize_options`. Text that is not an IRI reference, or whose key fails,
/// compares by its characters. Header-only, it calls boost_iri (and boost_iri_unicode for
/// `unicode_normalize_options`).
///
///     std::unordered_set<std::string, equivalence_hash<>, equivalent_to<>> seen(
///         16, {options_for(comparison_level::scheme)}, {options_for(comparison_level::scheme)});
template <class Options = normalize_options>
struct equivalent_to
{
    Options options; ///< the normalizations compared under
    /// Whether the keys of `a` and `b` are equal.
    bool operator()(std::string_view a, std::string_view b) const
    {
        auto const ka = equivalence_key(a, options);
        auto const kb = equivalence_key(b, options);
        if (ka && kb)
            return *ka == *kb;
        return !ka && !kb && a == b;
    }
};

/// The hash that agrees with `equivalent_to` of the same options: of the equivalence key,
/// made in a buffer each thread reuses (no allocation once it has grown, but for NFC and IDNA).
/// Header-only, it calls boost_iri (and boost_iri_unicode for `unicode_normalize_options`).
template <class Options = normalize_options>
struct equivalence_hash
{
    Options options; ///< the normalizations hashed under
    /// The hash of the key of `iri` (of its text when it has none).
    std::size_t operator()(std::string_view iri) const { return detail::equivalence_hash(iri, options); }
};

// ---- the overloads of boost_iri_unicode ----

namespace detail {
BOOST_IRI_UNICODE_DECL result<void> normalize(iri_view_base const& x, iri& dest, unicode_normalize_options const& options);
BOOST_IRI_UNICODE_DECL result<iri> normalize(iri_view_base const& x, unicode_normalize_options const& options);
BOOST_IRI_UNICODE_DECL result<iri> normalize(std::string_view text, unicode_normalize_options const& options);
BOOST_IRI_UNICODE_DECL result<bool> equivalent(iri_view_base const& a, iri_view_base const& b,
                                                     unicode_normalize_options const& options);
BOOST_IRI_UNICODE_DECL result<bool> equivalent(std::string_view a, std::string_view b,
                                                     unicode_normalize_options const& options);
BOOST_IRI_UNICODE_DECL result<std::string> equivalence_key(iri_view_base const& x,
                                                           unicode_normalize_options const& options);
BOOST_IRI_UNICODE_DECL result<std::string> equivalence_key(std::string_view text,
                                                           unicode_normalize_options const& options);
} // detail

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<void> normalize(iri_view_base const& x, iri& dest, Options const& options)
{
    return detail::normalize(x, dest, options);
}

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<iri> normalize(iri_view_base const& x, Options const& options)
{
    return detail::normalize(x, options);
}

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<iri> normalize(std::string_view text, Options const& options)
{
    return detail::normalize(text, options);
}

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<bool> equivalent(iri_view_base const& a, iri_view_base const& b, Options const& options)
{
    return detail::equivalent(a, b, options);
}

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<bool> equivalent(std::string_view a, std::string_view b, Options const& options)
{
    return detail::equivalent(a, b, options);
}

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<std::string> equivalence_key(iri_view_base const& x, Options const& options)
{
    return detail::equivalence_key(x, options);
}

template <class Options, detail::exactly<Options, unicode_normalize_options>>
result<std::string> equivalence_key(std::string_view text, Options const& options)
{
    return detail::equivalence_key(text, options);
}

} // iris
} // boost

#endif
