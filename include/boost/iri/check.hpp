//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_CHECK_HPP
#define BOOST_IRI_CHECK_HPP

// What the specifications ask of an IRI beyond its grammar, as findings with a code, a
// severity, a position and the section they come from (RFC 3987 §4, §5.3, §6; 3987bis §5.1,
// §6.3, §7.5, §9); and the form of an IRI that is safe to show (RFC 3987 §4.1, 3987bis
// §7.6). Part of the library boost_iri_unicode: ICU gives the bidi classes, normalization,
// UTS #46 and the spoof checker of UTS #39. Every code is described in doc/diagnostics.adoc.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/iri_view_base.hpp>
#include <array>
#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace boost {
namespace iris {

/// How much a finding matters. Ordered: `off` < `note` < `warning` < `error`.
enum class severity : unsigned char
{
    off,     ///< the check does not run (only as an override)
    note,    ///< advice: the IRI works, but compares or displays in a way one may not expect
    warning, ///< breaks a SHOULD of the specifications
    error    ///< breaks a MUST, or the grammar
};

/// The checks, each a stable code; `to_string` gives the snake_case name used in JSON.
enum class diagnostic : unsigned char
{
    syntax_error,                ///< not an IRI reference of the profile (RFC 3987 §2.2)
    bidi_formatting_character,   ///< LRM, RLM, LRE…RLO, PDF, ALM, LRI…PDI (RFC 3987 §4.1)
    bidi_mixed_directions,       ///< a component with both rtl and ltr characters (RFC 3987 §4.2)
    bidi_rtl_not_at_ends,        ///< an rtl component that starts or ends otherwise (RFC 3987 §4.2)
    not_nfc,                     ///< not in Normalization Form C (RFC 3987 §5.3.2.2)
    not_stream_safe,             ///< more than 30 combining characters in a row (UAX #15 §13)
    compatibility_character,     ///< not in NFKC: full-width, half-width, ligatures (3987bis §5.1 b)
    delimiter_lookalike,         ///< looks like a space, a delimiter or an unwise character (3987bis §5.1 b)
    invisible_character,         ///< default-ignorable, shows as nothing (3987bis §5.1 b, §9)
    combining_mark_at_start,     ///< a component that starts with a combining mark (3987bis §5.1 c)
    join_control_out_of_context, ///< ZWJ or ZWNJ outside RFC 5892 Appendix A (3987bis §5.1 d)
    private_use_character,       ///< U+E000-F8FF, planes 15 and 16 (3987bis §6.3)
    tag_character,               ///< U+E0000-E0FFF (3987bis §6.3)
    noncharacter,                ///< U+FDD0-FDEF, U+xFFFE-xFFFF (3987bis §6.3)
    special_character,           ///< U+FFF0-FFFD (3987bis §6.3)
    leiri_only_character,        ///< space, < > " { } | \ ^ `, controls: a LEIRI's, not an IRI's (3987bis §6.3)
    idna_error,                  ///< a host label that UTS #46 rejects (3987bis §3.4.2, RFC 3987 §5.3.3)
    dns_length,                  ///< an IDN host whose ASCII form has a label past 63 octets or is past 253 (RFC 1034 §3.1)
    mixed_script_label,          ///< a host label that mixes scripts (UTS #39 §5.2, 3987bis §7.5)
    whole_script_confusable,     ///< a host label that looks like one in Latin letters (UTS #39 §4)
    latin_lookalike_label,       ///< a host label in Latin (or Common) letters, not ASCII, that looks like an ASCII one (UTS #39 §4)
    unassigned_code_point,       ///< a host code point that Unicode 15 leaves unassigned (RFC 3987 §3.1)
    lowercase_percent_encoding,  ///< \%hh with lower-case hex digits (RFC 3987 §5.3.2.1)
    encoded_unreserved,          ///< \%HH of a character that could stand as itself (RFC 3987 §5.3.2.3)
    encoded_non_utf8,            ///< \%HH octets that are not UTF-8 (RFC 3987 §3.2 step 3)
    too_many_findings            ///< the checks stopped at `check_options::max_findings`
};

/// The number of codes in `diagnostic`.
inline constexpr std::size_t diagnostic_count = 26;


/// The snake_case names: "bidi_formatting_character", "warning".
///@{
BOOST_IRI_UNICODE_DECL std::string_view to_string(diagnostic code) noexcept;
BOOST_IRI_UNICODE_DECL std::string_view to_string(severity level) noexcept;
///@}

/// Writes the name `to_string` gives.
template <class Enum, class = std::enable_if_t<std::is_same<Enum, diagnostic>::value ||
                                               std::is_same<Enum, severity>::value ||
                                               std::is_same<Enum, component>::value>>
std::ostream& operator<<(std::ostream& os, Enum e)
{
    return os << to_string(e);
}

/// The code or severity that `to_string` spells `name`; false when there is none.
///@{
BOOST_IRI_UNICODE_DECL bool from_string(std::string_view name, diagnostic& code) noexcept;
BOOST_IRI_UNICODE_DECL bool from_string(std::string_view name, severity& level) noexcept;
///@}

/// The severity a check has unless overridden: `error` for the grammar, §4.1's MUST and
/// `too_many_findings`, `note` for the three about percent-encoding, `warning` for the others.
BOOST_IRI_UNICODE_DECL severity default_severity(diagnostic code) noexcept;

/// The section a code comes from, e.g. "RFC 3987 §4.1".
BOOST_IRI_UNICODE_DECL std::string_view spec_of(diagnostic code) noexcept;

/// Which parts of an IRI count as components for the bidi rules and for combining marks at
/// the start (RFC 3987 §4.2): always `iuserinfo`, each label of an `ireg-name`, each
/// `isegment`, `iquery` and `ifragment`; §4.2 allows smaller ones, chosen here.
struct component_options
{
    /// Each name and each value of a `name=value` query, between `&` and `;`.
    bool query_parameters = false;

    /// Each part of a path segment between dots ("the extensions in a resource name"), so
    /// that an rtl file name with a Latin extension ("…/שלום.html") is allowed.
    bool path_extensions = true;
};

/// What `check` does.
struct check_options
{
    /// The grammar: the profile (a LEIRI's characters are findings only under `leiri`),
    /// zone identifiers.
    parse_options parse{};

    /// The rule the input must match: an IRI reference by default.
    start_rule start = start_rule::IRI_reference;

    /// The components of the bidi rules.
    component_options components{};

    /// The most findings `check` gives (so that hostile input cannot make it use memory out
    /// of proportion): past it the checks stop, and the last finding is `too_many_findings`,
    /// an error unless overridden, since the rest of the input is not checked.
    std::size_t max_findings = 1000;

    /// The severity of each code, `severity::off` to skip its check.
    std::array<severity, diagnostic_count> severities = defaults();

    /// Overrides the severity of one code: `set(diagnostic::not_nfc, severity::error)`.
    check_options& set(diagnostic code, severity level) noexcept
    {
        severities[static_cast<std::size_t>(code)] = level;
        return *this;
    }

    /// The severity `check` gives `code`: the default, or what `set` made it.
    severity severity_of(diagnostic code) const noexcept
    {
        return severities[static_cast<std::size_t>(code)];
    }

private:
    static std::array<severity, diagnostic_count> const& defaults() noexcept
    {
        static std::array<severity, diagnostic_count> const a = [] {
            std::array<severity, diagnostic_count> d{};
            for (std::size_t i = 0; i < diagnostic_count; ++i)
                d[i] = default_severity(static_cast<diagnostic>(i));
            return d;
        }();
        return a;
    }
};

/// One finding of `check`.
struct finding
{
    diagnostic code = diagnostic::syntax_error;         ///< what was found
    iris::severity severity = iris::severity::error;    ///< how bad it is, after `check_options`
    iris::component component = iris::component::none; ///< where it is; `none` for the whole

    /// The bytes of the input it is about: [offset, offset + length).
    ///@{
    std::size_t offset = 0;
    std::size_t length = 0;
    ///@}

    /// The section, e.g. "RFC 3987 §4.2" (static text).
    std::string_view spec;

    /// A sentence for people, naming the characters, e.g.
    /// `U+202E RIGHT-TO-LEFT OVERRIDE reorders how the IRI is shown`. Text it quotes from the
    /// IRI has its control characters, bidi formatting characters and bytes that are not UTF-8
    /// as \%HH, so that the message cannot reorder or hide what is around it where it is shown.
    std::string message;

    /// For `syntax_error` the parser's error, for `idna_error` UTS #46's (ICU's UIDNA_ERROR_*
    /// bits in `detail`); empty otherwise.
    failure error{};
};

/// Every finding about `iri`, in the order of the input (at one offset, the more severe
/// first). Characters of the same kind next to each other are one finding. An input that
/// does not parse gives `syntax_error`, and the checks still run on the components that
/// RFC 3986 Appendix B finds in it. ASCII input makes no call into ICU. Time is linear in
/// the input. Fails only with `unicode_service_failure` when ICU cannot load its data. A
/// recipe, showing an untrusted IRI: doc/recipes.adoc.
BOOST_IRI_UNICODE_DECL result<std::vector<finding>> check(std::string_view iri,
                                                         check_options const& options = {});

/// The same for a parsed IRI (an `iri_view` or an `iri`), which is not parsed again: it is
/// checked under the grammar it was parsed with, and `options.start` and `options.parse`
/// are not used.
BOOST_IRI_UNICODE_DECL result<std::vector<finding>> check(iri_view_base const& iri, check_options const& options = {});

/// True when one of the findings is an error.
BOOST_IRI_UNICODE_DECL bool has_error(std::vector<finding> const& findings) noexcept;

/// How `to_display` marks the text as left-to-right.
enum class bidi_wrapper : unsigned char
{
    embedding, ///< U+202A LRE … U+202C PDF, as RFC 3987 §4.1 says
    isolate,   ///< U+2066 LRI … U+2069 PDI, which does not affect the text around it
    none       ///< no wrapper: the caller sets the direction (e.g. HTML's dir="ltr")
};

/// What `to_display` does.
struct display_options
{
    bidi_wrapper wrapper = bidi_wrapper::embedding; ///< how the text is marked left-to-right
    parse_options parse{};                          ///< the grammar of the input text
    component_options components{};                 ///< the parts the bidi rules take one by one (RFC 3987 §4.2)
};

/// RFC 3987 §4.1, 3987bis §7.6: a form of `iri` that is safe to show. Percent-encoded
/// (RFC 3987 §3.1): each component that breaks the bidi rules of §4.2, as a whole;
/// bidi formatting, invisible and control characters, private use, tags, noncharacters,
/// specials, look-alikes of delimiters, joiners out of context, a LEIRI's characters, and
/// the host labels that mix scripts or look like Latin ones. If the result has rtl
/// characters it is wrapped as left-to-right. Without the wrapper it parses, under the
/// profile `rfc3987` (or `uri`), to an IRI that identifies the same resource. Errors: those of
/// parsing `iri`, `invalid_utf8`, `invalid_character`, `invalid_percent_encoding`,
/// `invalid_port`, `invalid_ip_literal`, `input_too_long`; `unicode_service_failure` when ICU
/// cannot load its data.
BOOST_IRI_UNICODE_DECL result<std::string> to_display(std::string_view iri,
                                                    display_options const& options = {});

/// The same for a parsed IRI (an `iri_view` or an `iri`), which is not parsed again: it is
/// shown under the grammar it was parsed with, and `options.parse` is not used.
BOOST_IRI_UNICODE_DECL result<std::string> to_display(iri_view_base const& iri,
                                                    display_options const& options = {});

} // iris
} // boost

#endif
