//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_MAPPING_HPP
#define BOOST_IRI_MAPPING_HPP

// Between IRIs and URIs: RFC 3987 §3.1-3.2, draft-ietf-iri-3987bis §3.3-3.6, §4 and §6,
// and the pre-processing of the IRI processing draft §4. In boost_iri, but IDNA hosts and
// query charsets (`unicode_to_uri_options`, `unicode_to_iri_options`), which are in
// boost_iri_unicode.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/exactly.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/iri.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace boost {
namespace iris {

/// What `to_uri` does beyond RFC 3987 §3.1's mapping.
struct to_uri_options
{
    /// Percent-encode the printable US-ASCII characters that URIs do not allow, space
    /// `<` `>` `"` `{` `}` `|` `\` `^` and the backquote (RFC 3987 §3.1 step 2); without this
    /// they are an error, as for any character the IRI grammar does not allow.
    bool encode_unsafe_ascii = false;

    /// The grammar the input must match (`rfc3987bis` also takes tags in the query). Under
    /// `leiri` the ASCII characters of 3987bis §6.3 that URIs do not allow (space, the
    /// unsafe ones above, the C0 controls and DEL) are percent-encoded too, as a LEIRI
    /// becomes a URI (§6.2).
    parse_options parse{};
};

/// How `to_uri` maps an `ireg-name` (3987bis §3.4).
enum class host_mapping : unsigned char
{
    percent, ///< percent-encode its UTF-8, like every other component (§3.4.1, the default)
    idna     ///< UTS #46 ToASCII, after decoding percent-encoded UTF-8 (§3.4.2)
};

/// The steps of `to_uri` that need Unicode data (boost_iri_unicode): IDNA for a host that DNS
/// resolves (a recipe, a URI for an HTTP request: doc/recipes.adoc).
struct unicode_to_uri_options : to_uri_options
{
    /// How the `ireg-name` is mapped. A host that is ASCII already is never changed.
    host_mapping host = host_mapping::percent;

    /// The character set of the document the IRI comes from. For the query of `http` and
    /// `https` IRIs a charset that is not UCS-based is used instead of UTF-8 before
    /// percent-encoding (3987bis §3.5). Empty means UTF-8.
    std::string_view query_charset{};
};

/// Maps an IRI reference to a URI reference (RFC 3987 §3.1 step 2, 3987bis §3.3-3.6): the
/// UTF-8 octets of every character that a URI does not allow become \%HH, hex in upper
/// case; everything else, existing \%HH included, stays. The identity on URIs, and
/// idempotent. The result is an `iri` of the profile `uri`. Errors: the parse errors of the
/// input; `result_too_long` where the URI would pass the longest text (up to three times the
/// input; about the result, `failure::operand` 2); with `unicode_to_uri_options`
/// (boost_iri_unicode) also `idna_failure`, `unmappable_character`, `unknown_charset` with
/// the offset in the input.
///@{
BOOST_IRI_DECL result<iri> to_uri(std::string_view iri, to_uri_options const& options = {});
template <class Options, detail::exactly<Options, unicode_to_uri_options> = 0>
result<iri> to_uri(std::string_view iri, Options const& options);
///@}

/// The same for a parsed IRI (an `iri_view` or an `iri`), which is not parsed again (but a
/// LEIRI with ASCII to encode first, whose encoded text is parsed under its own grammar).
///@{
BOOST_IRI_DECL result<iri> to_uri(iri_view_base const& x, to_uri_options const& options = {});
template <class Options, detail::exactly<Options, unicode_to_uri_options> = 0>
result<iri> to_uri(iri_view_base const& x, Options const& options);
///@}

/// The same, written into `dest`, which keeps its buffer: once it has room, mapping many IRIs
/// into it allocates nothing (inputs under 64 KiB); `x` may be `dest`. On an error `dest` is
/// unchanged.
///@{
BOOST_IRI_DECL result<void> to_uri(iri_view_base const& x, iri& dest, to_uri_options const& options = {});
template <class Options, detail::exactly<Options, unicode_to_uri_options> = 0>
result<void> to_uri(iri_view_base const& x, iri& dest, Options const& options);
///@}

/// How `to_iri` reads its input.
struct to_iri_options
{
    /// The grammar of the input (e.g. RFC 6874 zone identifiers); the profile stays what
    /// it is, since a URI is an IRI of every profile.
    parse_options parse{};
};

/// How `to_iri` treats the host (3987bis §4 step 6).
enum class host_display : unsigned char
{
    keep,   ///< leave "xn--" labels as they are (the default)
    unicode ///< turn each "xn--" label into Unicode with UTS #46 ToUnicode when that succeeds,
            ///< in a host of at most `max_domain_length` bytes
};

/// The step of `to_iri` that needs Unicode data (boost_iri_unicode).
struct unicode_to_iri_options : to_iri_options
{
    host_display host = host_display::keep; ///< what to do with "xn--" labels of the host
};

/// Maps a URI reference to an IRI reference (RFC 3987 §3.2, 3987bis §4 steps 1-6):
/// decodes \%HH where the octets are strictly valid UTF-8 of a character that is
/// appropriate there, and keeps encoded: "\%25", reserved and other ASCII characters
/// (but the unreserved ones), octets that are not UTF-8, and characters that are not
/// `ucschar` (`iprivate` outside the query), or are bidi formatting characters
/// (U+200E, U+200F, U+202A-202E, U+061C, U+2066-2069). Octets that stay encoded after
/// decoding come out in upper case. Input that is already an IRI passes through. The result
/// is an `iri` of the input's profile (`rfc3987` for an input parsed as a URI). Errors: those
/// of parsing the input, `invalid_utf8`, `invalid_character`, `invalid_percent_encoding`,
/// `invalid_port`, `invalid_ip_literal`, `input_too_long`, and `result_too_long` where a
/// host turned into Unicode makes the IRI pass the longest text (about the result,
/// `failure::operand` 2).
///@{
BOOST_IRI_DECL result<iri> to_iri(std::string_view uri, to_iri_options const& options = {});
template <class Options, detail::exactly<Options, unicode_to_iri_options> = 0>
result<iri> to_iri(std::string_view uri, Options const& options);
///@}

/// The same for a parsed URI (an `iri_view` or an `iri`), which is not parsed again.
///@{
BOOST_IRI_DECL result<iri> to_iri(iri_view_base const& uri, to_iri_options const& options = {});
template <class Options, detail::exactly<Options, unicode_to_iri_options> = 0>
result<iri> to_iri(iri_view_base const& uri, Options const& options);
///@}

/// The same, written into `dest` (as `to_uri` does); `x` may be `dest`.
///@{
BOOST_IRI_DECL result<void> to_iri(iri_view_base const& x, iri& dest, to_iri_options const& options = {});
template <class Options, detail::exactly<Options, unicode_to_iri_options> = 0>
result<void> to_iri(iri_view_base const& x, iri& dest, Options const& options);
///@}

/// Maps a Legacy Extended IRI to an IRI (3987bis §6.2): percent-encodes the characters of
/// §6.3: space, `<` `>` `"`, `\` `^` the backquote `{` `|` `}`, the C0 and C1 controls and
/// DEL, the bidi formatting characters (U+200E, U+200F, U+202A-202E, and U+061C, U+2066-2069,
/// which Unicode added since for the same use), the specials U+FFF0-FFFD, the noncharacters, and private
/// use characters and tags outside the query. The result is an IRI of profile rfc3987bis.
/// Errors: those of parsing the result, `invalid_utf8`, `invalid_character`,
/// `invalid_percent_encoding`, `invalid_port`, `invalid_ip_literal`, and `input_too_long`.
BOOST_IRI_DECL result<std::string> leiri_to_iri(std::string_view leiri);

/// What pre-processing does with spaces inside the string (processing draft §4 step 2).
enum class space_handling : unsigned char
{
    split,  ///< several references: split on runs of U+0020
    remove, ///< one reference: remove runs of ASCII whitespace
    encode  ///< one reference: each U+0020 becomes "\%20"
};

/// Pre-processing of an arbitrary string (IRI processing draft §4 steps 1-2): trims the
/// ASCII whitespace (U+0020, U+000D, U+000A, U+0009) at both ends, then handles inner
/// spaces as asked. Gives one string, or several with `split` (none for blank input).
BOOST_IRI_DECL std::vector<std::string> preprocess(std::string_view s, space_handling spaces);

// ---- the overloads of boost_iri_unicode ----

namespace detail {
BOOST_IRI_UNICODE_DECL result<iri> to_uri(std::string_view iri, unicode_to_uri_options const& options);
BOOST_IRI_UNICODE_DECL result<iri> to_uri(iri_view_base const& x, unicode_to_uri_options const& options);
BOOST_IRI_UNICODE_DECL result<void> to_uri(iri_view_base const& x, iri& dest, unicode_to_uri_options const& options);
BOOST_IRI_UNICODE_DECL result<iri> to_iri(std::string_view uri, unicode_to_iri_options const& options);
BOOST_IRI_UNICODE_DECL result<iri> to_iri(iri_view_base const& uri, unicode_to_iri_options const& options);
BOOST_IRI_UNICODE_DECL result<void> to_iri(iri_view_base const& x, iri& dest, unicode_to_iri_options const& options);
} // detail

template <class Options, detail::exactly<Options, unicode_to_uri_options>>
result<iri> to_uri(std::string_view iri, Options const& options)
{
    return detail::to_uri(iri, options);
}

template <class Options, detail::exactly<Options, unicode_to_uri_options>>
result<iri> to_uri(iri_view_base const& x, Options const& options)
{
    return detail::to_uri(x, options);
}

template <class Options, detail::exactly<Options, unicode_to_uri_options>>
result<void> to_uri(iri_view_base const& x, iri& dest, Options const& options)
{
    return detail::to_uri(x, dest, options);
}

template <class Options, detail::exactly<Options, unicode_to_iri_options>>
result<iri> to_iri(std::string_view uri, Options const& options)
{
    return detail::to_iri(uri, options);
}

template <class Options, detail::exactly<Options, unicode_to_iri_options>>
result<iri> to_iri(iri_view_base const& uri, Options const& options)
{
    return detail::to_iri(uri, options);
}

template <class Options, detail::exactly<Options, unicode_to_iri_options>>
result<void> to_iri(iri_view_base const& x, iri& dest, Options const& options)
{
    return detail::to_iri(x, dest, options);
}

} // iris
} // boost

#endif
