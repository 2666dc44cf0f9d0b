//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The checks of <boost/iri/check.hpp>: what RFC 3987 and 3987bis ask beyond the grammar,
// and the display form built from what they find.

#define BOOST_IRI_UNICODE_SOURCE

#include <boost/iri/check.hpp>
#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/detail/sse2.hpp>
#include <boost/iri/idna.hpp>
#include <boost/iri/unicode.hpp>
#include "icu_failure.hpp"
#include "icu_instances.hpp"
#include "../percent.hpp"
#include "labels.hpp"
#include "stream_safe.hpp"
#include "../utf8_text.hpp"
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <utility>

namespace boost {
namespace iris {

namespace {

// ---- names ------------------------------------------------------------------------------

struct code_info
{
    std::string_view name;
    severity level;
    std::string_view spec;
};

// In the order of `diagnostic`.
constexpr code_info codes[diagnostic_count] = {
    {"syntax_error", severity::error, "RFC 3987 §2.2"},
    {"bidi_formatting_character", severity::error, "RFC 3987 §4.1"},
    {"bidi_mixed_directions", severity::warning, "RFC 3987 §4.2"},
    {"bidi_rtl_not_at_ends", severity::warning, "RFC 3987 §4.2"},
    {"not_nfc", severity::warning, "RFC 3987 §5.3.2.2"},
    {"not_stream_safe", severity::warning, "RFC 3987 §5.3.2.2, UAX #15 §13"},
    {"compatibility_character", severity::warning, "3987bis §5.1 b, §7.5"},
    {"delimiter_lookalike", severity::warning, "3987bis §5.1 b"},
    {"invisible_character", severity::warning, "3987bis §5.1 b, §9"},
    {"combining_mark_at_start", severity::warning, "3987bis §5.1 c"},
    {"join_control_out_of_context", severity::warning, "3987bis §5.1 d, RFC 5892 Appendix A"},
    {"private_use_character", severity::warning, "3987bis §6.3"},
    {"tag_character", severity::warning, "3987bis §6.3"},
    {"noncharacter", severity::warning, "3987bis §6.3"},
    {"special_character", severity::warning, "3987bis §6.3"},
    {"leiri_only_character", severity::warning, "3987bis §6.3"},
    {"idna_error", severity::warning, "3987bis §3.4.2, RFC 3987 §5.3.3"},
    {"dns_length", severity::warning, "RFC 1034 §3.1, RFC 5890 §2.3.2.1"},
    {"mixed_script_label", severity::warning, "3987bis §7.5, UTS #39 §5.2"},
    {"whole_script_confusable", severity::warning, "3987bis §7.5, UTS #39 §4"},
    {"latin_lookalike_label", severity::warning, "3987bis §7.5, UTS #39 §4"},
    {"unassigned_code_point", severity::warning, "RFC 3987 §3.1 step 2"},
    {"lowercase_percent_encoding", severity::note, "RFC 3987 §5.3.2.1"},
    {"encoded_unreserved", severity::note, "RFC 3987 §5.3.2.3"},
    {"encoded_non_utf8", severity::note, "RFC 3987 §3.2"},
    {"too_many_findings", severity::error, "doc/reliability.adoc (limits)"},
};

constexpr std::string_view severity_names[] = {"off", "note", "warning", "error"};

// The section a syntax error breaks.
std::string_view spec_of(failure const& e) noexcept
{
    switch (static_cast<error>(e.code.value())) {
    case error::invalid_utf8:             return "RFC 3629 §4";
    case error::invalid_percent_encoding: return "RFC 3986 §2.1";
    case error::invalid_scheme:           return "RFC 3986 §3.1";
    case error::invalid_port:             return "RFC 3986 §3.2.3";
    case error::invalid_ip_literal:       return "RFC 3986 §3.2.2";
    default:                              return "RFC 3987 §2.2";
    }
}

// "U+202E RIGHT-TO-LEFT OVERRIDE"; code points without a name as "U+E000".
std::string name_of(char32_t c)
{
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
    std::string out = buffer;
    UErrorCode status = U_ZERO_ERROR;
    int32_t const n = u_charName(static_cast<UChar32>(c), U_UNICODE_CHAR_NAME, buffer, sizeof buffer, &status);
    if (U_SUCCESS(status) && n > 0) {
        out += ' ';
        out.append(buffer, static_cast<std::size_t>(n));
    }
    return out;
}

// ---- where the components are ------------------------------------------------------------

/// A component of the text: [begin, end), or absent.
struct span
{
    std::size_t begin = 0, end = 0;
    bool present = false;
};

struct located
{
    std::array<span, 8> parts; // by `component`
    bool reg_name = true;

    span& operator[](component c) noexcept { return parts[static_cast<std::size_t>(c)]; }
    span const& operator[](component c) const noexcept { return parts[static_cast<std::size_t>(c)]; }

    /// The component the byte at `offset` is in; at the end of one, that one.
    component at(std::size_t offset) const noexcept
    {
        for (std::size_t i = 1; i < 8; ++i)
            if (parts[i].present && offset >= parts[i].begin && offset < parts[i].end)
                return static_cast<component>(i);
        for (std::size_t i = 8; i-- > 1;)
            if (parts[i].present && offset == parts[i].end)
                return static_cast<component>(i);
        return component::none;
    }
};

// The component a rule of the grammar is part of (RFC 3987 §2.2), or none for the rules that
// several components use.
// The components of a parsed IRI reference.
located locate(iri_view_base const& v) noexcept
{
    located l;
    auto const put = [&](component c, bool present, std::string_view part) {
        if (!present) // an absent component has no place in the text
            return;
        std::size_t const b = static_cast<std::size_t>(part.data() - v.data());
        l[c] = {b, b + part.size(), true};
    };
    put(component::scheme, v.has_scheme(), v.scheme());
    put(component::userinfo, v.has_userinfo(), v.encoded_userinfo());
    put(component::host, v.has_authority(), v.encoded_host());
    put(component::port, v.has_port(), v.port());
    put(component::path, true, v.encoded_path());
    put(component::query, v.has_query(), v.encoded_query());
    put(component::fragment, v.has_fragment(), v.encoded_fragment());
    l.reg_name = v.host_type() == host_type::none || v.host_type() == host_type::reg_name;
    return l;
}

// The components of any text, by the regular expression of RFC 3986 Appendix B, with the
// authority split at its last "@" and at the ":" after the host.
located locate_appendix_b(std::string_view s) noexcept
{
    located l;
    std::size_t const stop = std::min(s.find_first_of("/?#"), s.size());
    std::size_t const colon = s.find(':');
    std::size_t i = 0;
    if (colon != std::string_view::npos && colon != 0 && colon < stop) {
        l[component::scheme] = {0, colon, true};
        i = colon + 1;
    }
    if (s.substr(i, 2) == "//") {
        std::size_t const b = i + 2;
        std::size_t const e = std::min(s.find_first_of("/?#", b), s.size());
        std::size_t host = b;
        std::size_t const at = s.substr(b, e - b).rfind('@');
        if (at != std::string_view::npos) {
            l[component::userinfo] = {b, b + at, true};
            host = b + at + 1;
        }
        std::size_t host_end = e;
        std::string_view const hostport = s.substr(host, e - host);
        std::size_t const bracket = hostport.rfind(']');
        std::size_t const port = hostport.rfind(':');
        if (port != std::string_view::npos && (bracket == std::string_view::npos || port > bracket)) {
            host_end = host + port;
            l[component::port] = {host_end + 1, e, true};
        }
        l[component::host] = {host, host_end, true};
        l.reg_name = hostport.empty() || hostport.front() != '[';
        i = e;
    }
    std::size_t const path_end = std::min(s.find_first_of("?#", i), s.size());
    l[component::path] = {i, path_end, true};
    i = path_end;
    if (i < s.size() && s[i] == '?') {
        std::size_t const e = std::min(s.find('#', i), s.size());
        l[component::query] = {i + 1, e, true};
        i = e;
    }
    if (i < s.size())
        l[component::fragment] = {i + 1, s.size(), true};
    return l;
}

// ---- character properties ----------------------------------------------------------------


bool is_rtl(UCharDirection d) noexcept
{
    return d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC;
}

bool is_mark(char32_t c) noexcept
{
    return (U_GET_GC_MASK(static_cast<UChar32>(c)) & U_GC_M_MASK) != 0;
}

// The ASCII that no check looks at: all but "%" and a LEIRI's characters.
constexpr std::array<bool, 256> plain_ascii = [] {
    std::array<bool, 256> t{};
    for (unsigned c = 0; c < 0x80; ++c)
        t[c] = c != '%' && !detail::is_leiri_only_ascii(static_cast<unsigned char>(c));
    return t;
}();

// The ASCII above the space that a check looks at, for the sixteen-byte scan.
constexpr char looked_at_ascii[] = {'\x7F', '%', '<', '>', '"', '{', '}', '|', '\\', '^', '`'};
static_assert(
    [] {
        for (unsigned c = 0x21; c < 0x80; ++c) {
            bool listed = false;
            for (char const l : looked_at_ascii)
                listed = listed || static_cast<unsigned char>(l) == c;
            if (listed == plain_ascii[c])
                return false;
        }
        return true;
    }(),
    "looked_at_ascii is the ASCII above the space that plain_ascii leaves out");

// Space, the delimiters of RFC 3986 §2.2, "%", and the "delims" and "unwise" of RFC 2396
// §2.4.3 that 3987bis §5.1 b names.
constexpr char delimiters[] = " :/?#[]@!$&'()*+,;=%.<>\"{}|\\^`";

// Calls `f` with each code point of `set` below `end`, in order (the set's strings aside).
template <class F>
void for_each_code_point(USet const* set, UChar32 end, UErrorCode& status, F f)
{
    for (int32_t i = 0, n = uset_getItemCount(set); i < n && U_SUCCESS(status); ++i) {
        UChar32 first = 0, last = 0;
        if (uset_getItem(set, i, &first, &last, nullptr, 0, &status) != 0)
            continue; // a string
        for (UChar32 c = first; c <= std::min(last, end - 1) && U_SUCCESS(status); ++c)
            f(c);
    }
}

// The shared ICU services: the spoof checker of UTS #39 and the set of non-ASCII
// punctuation, symbols and spaces that look like a delimiter (its skeleton or its NFKC is
// one). Made once; ICU's checker and frozen sets are safe to use from many threads.
struct icu_services
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)> spoof{nullptr, uspoof_close};
    std::unique_ptr<USet, void (*)(USet*)> lookalikes{nullptr, uset_close};
    std::unique_ptr<USet, void (*)(USet*)> attention{nullptr, uset_close};
    std::array<std::uint64_t, 0x10000 / 64> attention_bits{}; ///< `attention` below U+10000
    icu::Normalizer2 const* nfc = nullptr;
    icu::Normalizer2 const* nfkc = nullptr;

    icu_services()
    {
        detail::icu_instances const& shared = detail::shared_icu(); // before any other ICU call
        status = shared.status;
        nfc = shared.nfc;
        nfkc = shared.nfkc;
        if (U_FAILURE(status))
            return;
        spoof.reset(uspoof_open(&status));
        if (U_FAILURE(status))
            return;
        uspoof_setChecks(spoof.get(), USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS, &status);
        uspoof_setRestrictionLevel(spoof.get(), USPOOF_MODERATELY_RESTRICTIVE);
        lookalikes.reset(uset_openEmpty());
        std::unique_ptr<USet, void (*)(USet*)> candidates{
            uset_openPattern(u"[[\\p{P}\\p{S}\\p{Z}]-[\\u0000-\\u007F]]", -1, &status), uset_close};
        if (U_FAILURE(status))
            return;
        for_each_code_point(candidates.get(), 0x110000, status, [&](UChar32 c) {
            if (looks_like_delimiter(c))
                uset_add(lookalikes.get(), c);
        });
        uset_freeze(lookalikes.get());
        // every character that one of the checks after the cheap range tests may report, or
        // that may make text not NFC: the others take one lookup
        attention.reset(uset_openPattern(u"[[:NFKC_Quick_Check=No:][:NFC_Quick_Check=No:][:NFC_Quick_Check=Maybe:]"
                                         u"[:^Canonical_Combining_Class=0:]"
                                         u"[[:Default_Ignorable_Code_Point:]-[:Variation_Selector:]]]",
                                         -1, &status));
        if (U_FAILURE(status))
            return;
        uset_addAll(attention.get(), lookalikes.get());
        uset_freeze(attention.get());
        for_each_code_point(attention.get(), 0x10000, status, [&](UChar32 c) {
            attention_bits[static_cast<std::size_t>(c) / 64] |= std::uint64_t(1) << (c % 64);
        });
    }

    /// Whether `c` is in `attention`: a bit where it is in the BMP (most text), else ICU's
    /// lookup, which costs about ten times as much.
    bool needs_attention(char32_t c) const noexcept
    {
        if (c < 0x10000)
            return (attention_bits[c / 64] >> (c % 64)) & 1;
        return uset_contains(attention.get(), static_cast<UChar32>(c));
    }

    bool looks_like_delimiter(UChar32 c)
    {
        icu::UnicodeString const s(c);
        UErrorCode st = U_ZERO_ERROR;
        icu::UnicodeString const k = nfkc->normalize(s, st);
        UChar skeleton[8];
        int32_t const n = uspoof_getSkeleton(spoof.get(), 0, s.getBuffer(), s.length(), skeleton, 8, &st);
        auto const delimiter = [](UChar u) {
            return u < 0x80 && std::char_traits<char>::find(delimiters, sizeof delimiters - 1, static_cast<char>(u));
        };
        return U_SUCCESS(st) && ((n == 1 && delimiter(skeleton[0])) || (k.length() == 1 && delimiter(k[0])));
    }
};

icu_services const* services(UErrorCode& status)
{
    static icu_services const once;
    status = once.status;
    return U_SUCCESS(once.status) ? &once : nullptr;
}

// ---- the checks --------------------------------------------------------------------------

// UTS #39 §4: the skeleton of a label (empty if ICU fails).
std::string skeleton_of(icu_services const* icu, std::string_view label)
{
    std::string out(label.size() * 4 + 16, '\0');
    UErrorCode st = U_ZERO_ERROR;
    int32_t const k = uspoof_getSkeletonUTF8(icu->spoof.get(), 0, label.data(), static_cast<int32_t>(label.size()),
                                             out.data(), static_cast<int32_t>(out.size()), &st);
    out.resize(U_SUCCESS(st) ? static_cast<std::size_t>(k) : 0);
    return out;
}

// The scripts of the characters of `text` other than Common and Inherited, in order.
std::vector<UScriptCode> scripts_of(std::string_view text)
{
    std::vector<UScriptCode> seen;
    char const* p = text.data();
    char const* const end = p + text.size();
    while (p != end) {
        char32_t const x = detail::decode_utf8(p, end);
        if (x == detail::bad_code_point)
            break;
        UErrorCode st = U_ZERO_ERROR;
        UScriptCode const sc = uscript_getScript(static_cast<UChar32>(x), &st);
        if (sc > USCRIPT_INHERITED && std::find(seen.begin(), seen.end(), sc) == seen.end())
            seen.push_back(sc);
    }
    return seen;
}

bool latin_only(std::string_view text)
{
    auto const scripts = scripts_of(text);
    return scripts.empty() || (scripts.size() == 1 && scripts[0] == USCRIPT_LATIN);
}

// A finding before its severity and message are known.
struct raw_finding
{
    diagnostic code;
    component part;
    std::size_t offset, length;
    char32_t c = 0;         ///< the character it is about
    char32_t other = 0;     ///< a second one (bidi_mixed_directions), or 1 for "at the end"
    std::size_t count = 1;  ///< the characters of a run of one kind
    std::size_t order = 0;  ///< where it was found among the others (finish)
};

// What the checks found: the findings, and the errors of the two codes that have one (each
// is found at most once).
struct found
{
    std::vector<raw_finding> findings;
    failure syntax, idna;

    failure const& error_of(diagnostic d) const noexcept
    {
        static failure const none{};
        return d == diagnostic::syntax_error ? syntax : d == diagnostic::idna_error ? idna : none;
    }
};

class checker
{
public:
    checker(std::string_view text, check_options const& o) : text_(text), o_(o) {}

    /// Runs every check that is on. False when ICU failed (`service_failure()`).
    bool run(result<iri_view> const& parsed)
    {
        if (!parsed) {
            failure const& e = parsed.error();
            l_ = locate_appendix_b(text_);
            std::size_t const n = e.offset < text_.size() ? 1 : 0;
            found_.syntax = e;
            add(diagnostic::syntax_error, e.component != component::none ? e.component : l_.at(e.offset), e.offset, n);
            valid_utf8_ = detail::find_invalid_utf8(text_).sequence == text_.size();
        }
        else
            l_ = locate(*parsed);
        for (component c : {component::userinfo, component::host, component::path, component::query,
                            component::fragment})
            if (l_[c].present && (c != component::host || l_.reg_name))
                component_checks(c, l_[c]);
        if (may_be_not_nfc_ && valid_utf8_ && !stopped_)
            nfc_check();
        return U_SUCCESS(status_);
    }

    failure service_failure() const { return detail::icu_failure(status_); }
    located const& components() const noexcept { return l_; }
    struct found& found() noexcept { return found_; }

private:
    bool on(diagnostic d) const noexcept { return o_.severity_of(d) != severity::off; }

    void add(diagnostic d, component part, std::size_t offset, std::size_t length, char32_t c = 0,
             char32_t other = 0)
    {
        std::vector<raw_finding>& list = found_.findings;
        if (!on(d) || stopped_)
            return;
        // a neighbour of the same kind: one finding (counted for the message)
        if (!list.empty()) {
            raw_finding& last = list.back();
            if (last.code == d && last.part == part && last.offset + last.length == offset &&
                d != diagnostic::syntax_error) {
                last.length += length;
                ++last.count;
                return;
            }
        }
        if (list.size() == o_.max_findings) {
            // the rest is not checked, which the last finding says
            stopped_ = true;
            if (on(diagnostic::too_many_findings))
                list.push_back(raw_finding{diagnostic::too_many_findings, part, offset, 0, 0, 0, o_.max_findings});
            return;
        }
        list.push_back(raw_finding{d, part, offset, length, c, other});
    }

    icu_services const* icu()
    {
        if (!icu_ && U_SUCCESS(status_))
            icu_ = services(status_);
        return icu_;
    }

#if defined(BOOST_IRI_SSE2)
    // The bytes of `v` that a check looks at: 0x80 and more, C0 and space (all below 0x21 as
    // signed bytes), and `looked_at_ascii`.
    template <std::size_t... I>
    static __m128i looked_at(__m128i v, std::index_sequence<I...>) noexcept
    {
        __m128i looked = _mm_cmplt_epi8(v, _mm_set1_epi8(0x21));
        ((looked = _mm_or_si128(looked, _mm_cmpeq_epi8(v, _mm_set1_epi8(looked_at_ascii[I])))), ...);
        return looked;
    }
#endif

    // The first byte of [i, end) that a check looks at (not `plain_ascii`): sixteen bytes at
    // a time where SSE2 is there, and the last fewer than sixteen as the end of the sixteen
    // before `end` when the text holds them.
    std::size_t skip_plain(std::size_t i, std::size_t end) const noexcept
    {
#if defined(BOOST_IRI_SSE2)
        auto const looked_in = [this](std::size_t at) { // a bit for each byte looked at
            __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(text_.data() + at));
            return static_cast<unsigned>(
                _mm_movemask_epi8(looked_at(v, std::make_index_sequence<sizeof looked_at_ascii>())));
        };
        for (; end - i >= 16; i += 16)
            if (unsigned const found = looked_in(i))
                return i + detail::first_set_bit(found);
        if (i != end && end >= 16) {
            unsigned const found = looked_in(end - 16) >> (i - (end - 16));
            return found != 0 ? i + detail::first_set_bit(found) : end;
        }
#endif
        while (i < end && plain_ascii[static_cast<unsigned char>(text_[i])])
            ++i;
        return i;
    }

    void component_checks(component part, span s)
    {
        bool const leiri = o_.parse.profile == profile::leiri;
        bool non_ascii = false;
        for (std::size_t i = s.begin; i < s.end && !stopped_;) {
            if (plain_ascii[static_cast<unsigned char>(text_[i])]) {
                i = skip_plain(i + 1, s.end);
                attention_run_ = 0;
                continue;
            }
            unsigned char const u = static_cast<unsigned char>(text_[i]);
            if (u == '%') {
                i += percent_check(part, i, s.end);
                continue;
            }
            if (u < 0x80) {
                if (leiri && detail::is_leiri_only_ascii(u))
                    add(diagnostic::leiri_only_character, part, i, 1, u);
                ++i;
                continue;
            }
            char const* p = text_.data() + i;
            char32_t const c = detail::decode_utf8(p, text_.data() + s.end);
            if (c == detail::bad_code_point) { // the syntax error says so
                ++i;
                continue;
            }
            std::size_t const n = static_cast<std::size_t>(p - text_.data()) - i;
            non_ascii = true;
            if (icu() == nullptr)
                return;
            character_check(part, c, i, n, s);
            i += n;
        }
        if (non_ascii)
            for_each_subcomponent(part, s, [&](std::size_t b, std::size_t e) { subcomponent_checks(part, b, e); });
        maybe_rtl_ = false;
        // an ASCII host is an IDN when it has a label "xn--…"
        if (part == component::host && (non_ascii || has_ace_label(s)) && icu() != nullptr)
            host_checks(s);
    }

    // Whether a label of the host starts "xn--" (any case): its "--" is the label's third and
    // fourth byte, so only where the host has "--" is a label's start looked at.
    bool has_ace_label(span s) const noexcept
    {
        std::string_view const host = text_.substr(s.begin, s.end - s.begin);
        for (std::size_t k = host.find("--", 2); k != std::string_view::npos; k = host.find("--", k + 1)) {
            std::size_t const label = k - 2;
            if ((label == 0 || host[label - 1] == '.') && detail::is_ace_label(host.substr(label)))
                return true;
        }
        return false;
    }

    // One %HH or a UTF-8 sequence of them; returns the bytes read.
    std::size_t percent_check(component part, std::size_t i, std::size_t end)
    {
        char const* const p = text_.data() + i;
        if (detail::octet_or_none(p, text_.data() + end) < 0)
            return 1; // the syntax error says so
        detail::pct_sequence const seq = detail::read_pct_sequence(p, text_.data() + end);
        std::size_t const n = 3 * std::max<std::size_t>(seq.triplets, 1);
        for (std::size_t k = 0; k < n; ++k)
            if (p[k] >= 'a' && p[k] <= 'f') {
                add(diagnostic::lowercase_percent_encoding, part, i, n, seq.bytes[0]);
                break;
            }
        if (seq.triplets == 0)
            add(diagnostic::encoded_non_utf8, part, i, 3, seq.bytes[0]);
        else if (seq.triplets == 1 ? detail::is_unreserved(seq.bytes[0])
                                   : o_.parse.profile != profile::uri &&
                                         detail::is_appropriate(seq.c, part == component::query))
            add(diagnostic::encoded_unreserved, part, i, n, seq.c);
        return n;
    }

    void character_check(component part, char32_t c, std::size_t at, std::size_t n, span s)
    {
        // the code points of the range tests: C1, ALM, U+200C-206F, U+E000 and above
        if (c < 0xA0 || c == 0x061C || (c >= 0x200C && c <= 0x206F) || c >= 0xE000) {
            if (detail::is_bidi_formatting(c)) {
                add(diagnostic::bidi_formatting_character, part, at, n, c);
                return;
            }
            if (c == 0x200C || c == 0x200D) {
                if (!joiner_in_context(c, at, n, s))
                    add(diagnostic::join_control_out_of_context, part, at, n, c);
                return;
            }
            diagnostic const d = c >= 0xE0000 && c <= 0xE0FFF ? diagnostic::tag_character
                                 : detail::is_iprivate(c, profile::rfc3987) ? diagnostic::private_use_character
                                 : detail::is_noncharacter(c)  ? diagnostic::noncharacter
                                 : c >= 0xFFF0 && c <= 0xFFFD  ? diagnostic::special_character
                                 : c <= 0x9F                   ? diagnostic::leiri_only_character // C1, LEIRIs only
                                                               : diagnostic::syntax_error;
            if (d != diagnostic::syntax_error) {
                add(d, part, at, n, c);
                return;
            }
        }
        maybe_rtl_ = maybe_rtl_ || c == 0x200F || (c >= 0x590 && c <= 0x8FF) || (c >= 0xFB1D && c <= 0xFEFF) ||
                     c >= 0x10800;
        if (part == component::host && u_charType(static_cast<UChar32>(c)) == U_UNASSIGNED)
            add(diagnostic::unassigned_code_point, part, at, n, c);
        if (!icu_->needs_attention(c)) {
            attention_run_ = 0;
            return;
        }
        may_be_not_nfc_ = true;
        // every character whose decomposition starts with a non-starter is in the set (true
        // of Unicode 15), and a decomposition has at most 4 non-starters: a text can be
        // outside the Stream-Safe Text Format only if 8 of them are in a row
        long_attention_run_ = long_attention_run_ || ++attention_run_ >= (detail::max_non_starters + 4) / 4;
        if (uset_contains(icu_->lookalikes.get(), static_cast<UChar32>(c)))
            add(diagnostic::delimiter_lookalike, part, at, n, c);
        else if (u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_DEFAULT_IGNORABLE_CODE_POINT) &&
                 !u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_VARIATION_SELECTOR))
            add(diagnostic::invisible_character, part, at, n, c);
        else if (u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_NFKC_QUICK_CHECK) == UNORM_NO &&
                 u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_NFC_QUICK_CHECK) != UNORM_NO)
            add(diagnostic::compatibility_character, part, at, n, c);
    }

    // RFC 5892 Appendix A.1 (ZWNJ) and A.2 (ZWJ): after a virama; ZWNJ also between joining
    // letters: (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D}).
    bool joiner_in_context(char32_t c, std::size_t at, std::size_t n, span s) const
    {
        auto const joining = [](UChar32 x) { return u_getIntPropertyValue(x, UCHAR_JOINING_TYPE); };
        auto const* const bytes = reinterpret_cast<uint8_t const*>(text_.data());
        int32_t before = static_cast<int32_t>(at);
        UChar32 x = 0;
        if (before > static_cast<int32_t>(s.begin)) {
            U8_PREV_OR_FFFD(bytes, static_cast<int32_t>(s.begin), before, x);
            if (u_getCombiningClass(x) == 9) // virama
                return true;
        }
        else
            return false;
        if (c == 0x200D)
            return false;
        while (joining(x) == U_JT_TRANSPARENT && before > static_cast<int32_t>(s.begin))
            U8_PREV_OR_FFFD(bytes, static_cast<int32_t>(s.begin), before, x);
        if (joining(x) != U_JT_LEFT_JOINING && joining(x) != U_JT_DUAL_JOINING)
            return false;
        int32_t after = static_cast<int32_t>(at + n);
        int32_t const end = static_cast<int32_t>(s.end);
        do {
            if (after >= end)
                return false;
            U8_NEXT_OR_FFFD(bytes, after, end, x);
        } while (joining(x) == U_JT_TRANSPARENT);
        return joining(x) == U_JT_RIGHT_JOINING || joining(x) == U_JT_DUAL_JOINING;
    }

    // The components of the bidi rules (RFC 3987 §4.2): labels, segments and their parts
    // between dots, the query's names and values, as `component_options` says.
    template <class F>
    void for_each_subcomponent(component part, span s, F f) const
    {
        bool const extensions = o_.components.path_extensions;
        bool const parameters = o_.components.query_parameters;
        auto const separates = [&](char c) {
            switch (part) {
            case component::host:  return c == '.';
            case component::path:  return c == '/' || (extensions && c == '.');
            case component::query: return parameters && (c == '&' || c == ';' || c == '=');
            default:                return false;
            }
        };
        std::size_t b = s.begin;
        for (std::size_t i = s.begin; i <= s.end; ++i)
            if (i == s.end || separates(text_[i])) {
                if (i > b)
                    f(b, i);
                b = i + 1;
            }
    }

    void subcomponent_checks(component part, std::size_t b, std::size_t e)
    {
        char const* p = text_.data() + b;
        char const* const end = text_.data() + e;
        char32_t first = 0, last = 0, first_rtl = 0, first_ltr = 0;
        UCharDirection first_dir = U_OTHER_NEUTRAL, last_dir = U_OTHER_NEUTRAL;
        while (p != end) {
            char32_t c = detail::decode_utf8(p, end);
            if (c == detail::bad_code_point) {
                ++p;
                continue;
            }
            if (first == 0 && c >= 0x300 && is_mark(c))
                add(diagnostic::combining_mark_at_start, part, b, static_cast<std::size_t>(p - text_.data()) - b, c);
            if (!maybe_rtl_) // the component has no rtl character (U+0590-08FF, U+200F,
                return;      // U+FB1D-FEFF, U+10800 and above have them all)
            UCharDirection const d = u_charDirection(static_cast<UChar32>(c));
            if (first == 0) {
                first = c;
                first_dir = d;
            }
            if (d != U_DIR_NON_SPACING_MARK || last == 0) { // a mark goes with the character before
                last = c;
                last_dir = d;
            }
            if (is_rtl(d) && first_rtl == 0)
                first_rtl = c;
            if (d == U_LEFT_TO_RIGHT && first_ltr == 0)
                first_ltr = c;
        }
        if (first_rtl == 0)
            return;
        if (first_ltr != 0)
            add(diagnostic::bidi_mixed_directions, part, b, e - b, first_rtl, first_ltr);
        else if (!is_rtl(first_dir))
            add(diagnostic::bidi_rtl_not_at_ends, part, b, e - b, first, 0);
        else if (!is_rtl(last_dir))
            add(diagnostic::bidi_rtl_not_at_ends, part, b, e - b, last, 1);
    }

    // An internationalized host name: UTS #46 over the whole name, the spoof checks of
    // UTS #39 on each label (in Unicode: "xn--" labels decoded).
    void host_checks(span s)
    {
        std::string_view const host = text_.substr(s.begin, s.end - s.begin);
        if (detail::find_invalid_utf8(host).sequence != host.size())
            return; // the syntax error says so
        if (on(diagnostic::idna_error) || on(diagnostic::dns_length)) {
            auto const r = idna_to_ascii(host);
            constexpr std::uint32_t too_long = UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
            if (!r && r.error().code == error::unicode_service_failure)
                status_ = static_cast<UErrorCode>(r.error().detail);
            else if (r)
                dns_length_checks(*r, s);
            else if (r.error().code == error::idna_failure && (r.error().detail & ~too_long) == 0) {
                // a label past what ICU's Punycode takes: too long for DNS all the more
                std::size_t const b = s.begin + r.error().offset;
                add(diagnostic::dns_length, component::host, b, std::min(host.find('.', r.error().offset), host.size()) - r.error().offset);
            }
            else if (!r) {
                // the label that fails; the rest of the host when it is empty, as where only
                // the name as a whole fails (the bidi rule across labels, RFC 5893 §2) and
                // the error points at the first label
                failure e = r.error();
                std::size_t label_end = std::min(host.find('.', e.offset), host.size());
                if (label_end == e.offset)
                    label_end = host.size();
                e.offset += s.begin;
                found_.idna = e;
                add(diagnostic::idna_error, component::host, e.offset, s.begin + label_end - e.offset);
            }
        }
        if (!on(diagnostic::mixed_script_label) && !on(diagnostic::whole_script_confusable) &&
            !on(diagnostic::latin_lookalike_label))
            return;
        for_each_subcomponent(component::host, s, [&](std::size_t b, std::size_t e) {
            std::string_view label = text_.substr(b, e - b);
            result<std::string> decoded;
            if (detail::is_ace_label(label)) {
                decoded = idna_to_unicode(label);
                if (!decoded)
                    return;
                label = *decoded;
            }
            if (!detail::is_ascii(label))
                spoof_check(label, b, e - b);
        });
    }

    // RFC 1034 §3.1 (RFC 5890 §2.3.2.1 for A-labels): a label of at most 63 octets and a
    // name of at most 253 (without its trailing dot), counted in the ASCII form `ascii`
    // that ToASCII made of the host at `s`. Its labels are the host's, one for one.
    void dns_length_checks(std::string_view ascii, span s)
    {
        std::string_view const name = ascii.size() > 0 && ascii.back() == '.' ? ascii.substr(0, ascii.size() - 1) : ascii;
        if (name.size() > 253) {
            add(diagnostic::dns_length, component::host, s.begin, s.end - s.begin, static_cast<char32_t>(name.size()), 1);
            return;
        }
        std::size_t from = 0; // of the label in `ascii`
        detail::find_label(text_.substr(s.begin, s.end - s.begin), [&](std::size_t b, std::size_t e) {
            std::size_t const to = std::min(ascii.find('.', from), ascii.size());
            if (to - from > 63)
                add(diagnostic::dns_length, component::host, s.begin + b, e - b, static_cast<char32_t>(to - from));
            from = to + 1;
            return false; // every label
        });
    }

    void spoof_check(std::string_view label, std::size_t at, std::size_t n)
    {
        UErrorCode st = U_ZERO_ERROR;
        int32_t const bits =
            uspoof_checkUTF8(icu_->spoof.get(), label.data(), static_cast<int32_t>(label.size()), nullptr, &st);
        if (U_FAILURE(st))
            return;
        if (bits & (USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS)) {
            add(diagnostic::mixed_script_label, component::host, at, n);
            return;
        }
        // UTS #39 §4: a label whose skeleton is that of an ASCII label: in another script, a
        // whole-script confusable ("ѕсоре"); in Latin, a look-alike of the ASCII label
        // ("ɡoogle", "paypaǀ", "gıthub"). Letters with diacritics keep a mark in their
        // skeleton ("résumé"), so they are not look-alikes.
        std::string const skeleton = skeleton_of(icu_, label);
        if (skeleton.empty() || !detail::is_ascii(skeleton) || skeleton == label)
            return;
        add(latin_only(label) ? diagnostic::latin_lookalike_label : diagnostic::whole_script_confusable,
            component::host, at, n);
    }

    // RFC 3987 §5.3.2.2: each stretch of text, from one normalization boundary to the next,
    // that NFC changes. Only text after what ICU's quick check passes is normalized.
    void nfc_check()
    {
        if (!on(diagnostic::not_nfc) && !on(diagnostic::not_stream_safe))
            return;
        // ICU takes time quadratic in a run of combining characters: text that is not
        // stream-safe is reported as such, and not checked for NFC
        std::size_t const at = long_attention_run_ ? detail::find_unsafe_run(text_, *icu_->nfc) : std::string_view::npos;
        if (at != std::string_view::npos) {
            char const* p = text_.data() + at;
            char32_t const c = detail::decode_utf8(p, text_.data() + text_.size());
            add(diagnostic::not_stream_safe, l_.at(at), at, static_cast<std::size_t>(p - text_.data()) - at, c);
            return;
        }
        if (!on(diagnostic::not_nfc))
            return;
        UErrorCode st = U_ZERO_ERROR;
        icu::Normalizer2 const& nfc = *icu_->nfc;
        icu::StringPiece const piece(text_.data(), static_cast<int32_t>(text_.size()));
        if (nfc.isNormalizedUTF8(piece, st) || U_FAILURE(st))
            return;
        icu::UnicodeString const s = icu::UnicodeString::fromUTF8(piece);
        int32_t from = nfc.spanQuickCheckYes(s, st);
        while (from > 0 && !nfc.hasBoundaryBefore(s.char32At(from)))
            from = s.moveIndex32(from, -1);
        std::size_t offset = 0; // the UTF-8 offset of `from`
        for (int32_t i = 0; i < from; i = s.moveIndex32(i, 1))
            offset += U8_LENGTH(s.char32At(i));
        while (from < s.length() && U_SUCCESS(st)) {
            int32_t to = s.moveIndex32(from, 1);
            std::size_t length = U8_LENGTH(s.char32At(from));
            for (; to < s.length() && !nfc.hasBoundaryBefore(s.char32At(to)); to = s.moveIndex32(to, 1))
                length += U8_LENGTH(s.char32At(to));
            icu::UnicodeString const segment = s.tempSubStringBetween(from, to);
            if (nfc.normalize(segment, st) != segment)
                add(diagnostic::not_nfc, l_.at(offset), offset, length, static_cast<char32_t>(s.char32At(from)));
            from = to;
            offset += length;
        }
    }

    std::string_view text_;
    check_options const& o_;
    located l_;
    struct found found_;
    icu_services const* icu_ = nullptr;
    UErrorCode status_ = U_ZERO_ERROR;
    bool valid_utf8_ = true;
    bool maybe_rtl_ = false;      ///< the component has a character that may be rtl
    bool may_be_not_nfc_ = false; ///< the text has a character that NFC may change
    bool stopped_ = false;        ///< at max_findings
    std::size_t attention_run_ = 0;   ///< characters in the attention set in a row
    bool long_attention_run_ = false; ///< 8 of them in a row somewhere
};

// ---- messages ----------------------------------------------------------------------------

// Text of the IRI in a message, in quotes. A message is read by people, on terminals and
// pages: a control character (C0, DEL, C1), a bidi formatting character (RFC 3987 §4.1) or a
// byte that is not UTF-8 is written as the %HH of its bytes, as the IRI would encode it, so
// that quoting a component cannot reorder or hide the message around it.
std::string quoted(std::string_view s)
{
    std::string r = "\"";
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char const* q = p;
        char32_t const c = detail::decode_utf8(q, end);
        if (c == detail::bad_code_point)
            q = p + 1;
        bool const hidden = c == detail::bad_code_point || c < 0x20 || (c >= 0x7F && c <= 0x9F) ||
                            detail::is_bidi_formatting(c);
        for (; p != q; ++p)
            if (hidden)
                detail::append_pct(r, static_cast<unsigned char>(*p));
            else
                r += *p;
    }
    return r + '"';
}

std::string message_of(raw_finding const& f, failure const& error, std::string_view text, std::size_t count)
{
    std::string_view const here = text.substr(f.offset, f.length);
    std::string const c = name_of(f.c);
    std::string m;
    switch (f.code) {
    case diagnostic::syntax_error:
    case diagnostic::idna_error:
        return error.message();
    case diagnostic::bidi_formatting_character:
        m = c + " is a bidi formatting character: it reorders how the IRI is shown, and an IRI must not contain it";
        break;
    case diagnostic::bidi_mixed_directions:
        return "the component " + quoted(here) + " has right-to-left (" + c + ") and left-to-right (" +
               name_of(f.other) + ") characters";
    case diagnostic::bidi_rtl_not_at_ends:
        return "the component " + quoted(here) + " has right-to-left characters but " +
               (f.other ? "ends" : "starts") + " with " + c;
    case diagnostic::not_nfc: {
        std::string nfc;
        if (auto const n = to_nfc(here))
            nfc = *n;
        return quoted(here) + " is not in Normalization Form C (from " + c + "); NFC makes it " + quoted(nfc);
    }
    case diagnostic::not_stream_safe:
        return c + " is the 31st combining character in a row: the text is not in the Stream-Safe Text "
                   "Format (UAX #15 §13), and is not checked for NFC";
    case diagnostic::compatibility_character: {
        std::string nfkc;
        UErrorCode st = U_ZERO_ERROR;
        if (icu_services const* icu = services(st))
            icu->nfkc->normalize(icu::UnicodeString(static_cast<UChar32>(f.c)), st).toUTF8String(nfkc);
        m = c + " is a compatibility character; NFKC makes it " + quoted(nfkc);
        break;
    }
    case diagnostic::delimiter_lookalike: {
        UErrorCode st = U_ZERO_ERROR;
        icu_services const* icu = services(st);
        std::string looks = icu ? skeleton_of(icu, here.substr(0, U8_LENGTH(f.c))) : std::string();
        if (icu && (looks.size() != 1 || !std::char_traits<char>::find(delimiters, sizeof delimiters - 1, looks[0])))
            icu->nfkc->normalize(icu::UnicodeString(static_cast<UChar32>(f.c)), st).toUTF8String(looks = {});
        m = c + " looks like " + quoted(looks) + " but is not that delimiter";
        break;
    }
    case diagnostic::invisible_character:
        m = c + " is invisible";
        break;
    case diagnostic::combining_mark_at_start:
        return "the component starts with " + c + ", which shows as part of the delimiter before it";
    case diagnostic::join_control_out_of_context:
        m = c + " is outside the contexts RFC 5892 Appendix A allows it in";
        break;
    case diagnostic::private_use_character:
        m = c + " is a private use code point: shown and read only by private agreement";
        break;
    case diagnostic::tag_character:
        m = c + " is a tag character: language tags do not belong in identifiers";
        break;
    case diagnostic::noncharacter:
        m = c + " is a noncharacter, not for interchange";
        break;
    case diagnostic::special_character:
        m = c + " is a special, of no use in an IRI";
        break;
    case diagnostic::leiri_only_character:
        m = c + " is allowed in a LEIRI, not in an IRI: percent-encode it";
        break;
    case diagnostic::mixed_script_label:
    case diagnostic::whole_script_confusable:
    case diagnostic::latin_lookalike_label: {
        // an A-label is described by its U-label
        std::string label(here), shown = quoted(here);
        if (detail::is_ace_label(here))
            if (auto const u = idna_to_unicode(here)) {
                label = *u;
                shown += " (" + quoted(label) + ")";
            }
        std::string scripts;
        for (UScriptCode sc : scripts_of(label))
            scripts += (scripts.empty() ? "" : ", ") + std::string(uscript_getName(sc));
        if (f.code == diagnostic::mixed_script_label)
            return "the label " + shown + " mixes scripts (" + scripts + ")";
        UErrorCode st = U_ZERO_ERROR;
        icu_services const* const icu = services(st);
        std::string const skeleton = icu ? skeleton_of(icu, label) : std::string();
        if (f.code == diagnostic::latin_lookalike_label)
            return "the label " + shown + " is not ASCII but looks like the ASCII label " + quoted(skeleton);
        return "the label " + shown + " in " + scripts + " looks like the ASCII label " + quoted(skeleton);
    }
    case diagnostic::unassigned_code_point:
        m = c + " is unassigned in Unicode " U_UNICODE_VERSION ": hosts must not use it";
        break;
    case diagnostic::dns_length:
        if (f.other == 1)
            return "the host is " + std::to_string(static_cast<unsigned long>(f.c)) + " octets in its ASCII form: a DNS name has at most 253";
        if (f.c == 0)
            return "the label " + quoted(here) + " is too long for Punycode, and so for DNS, whose labels have at most 63 octets";
        return "the label " + quoted(here) + " is " + std::to_string(static_cast<unsigned long>(f.c)) +
               " octets in its ASCII form: a DNS label has at most 63";
    case diagnostic::lowercase_percent_encoding:
        m = quoted(here) + " has lower-case hex digits; upper case is the normal form";
        return m;
    case diagnostic::encoded_unreserved:
        return quoted(here) + " encodes a character that needs no encoding (" + c + ")";
    case diagnostic::encoded_non_utf8:
        return quoted(here) + " is not part of UTF-8: it stays encoded in the IRI of this URI";
    case diagnostic::too_many_findings:
        return "more than " + std::to_string(count) + " findings: the input is not checked from here on";
    }
    if (count > 1)
        m += " (and " + std::to_string(count - 1) + " more after it)";
    return m;
}

// In the order of the input, the more severe first, else in the order found; neighbours of
// one kind merged. (std::sort with the order found, not std::stable_sort, whose buffer is
// std::get_temporary_buffer: deprecated in C++17, and an error of libstdc++ 12's own header
// under Clang 19 in C++23 with warnings as errors.)
std::vector<finding> finish(struct found& found, std::string_view text, check_options const& o)
{
    std::vector<raw_finding>& raw = found.findings;
    for (std::size_t i = 0; i < raw.size(); ++i)
        raw[i].order = i;
    std::sort(raw.begin(), raw.end(), [&](raw_finding const& a, raw_finding const& b) {
        if (a.offset != b.offset)
            return a.offset < b.offset;
        if (o.severity_of(a.code) != o.severity_of(b.code))
            return o.severity_of(a.code) > o.severity_of(b.code);
        return a.order < b.order;
    });
    std::vector<finding> out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size();) {
        raw_finding f = raw[i];
        for (++i; i < raw.size() && raw[i].code == f.code && raw[i].part == f.part &&
                  raw[i].offset == f.offset + f.length && f.code != diagnostic::syntax_error;
             ++i)
        {
            f.length += raw[i].length;
            f.count += raw[i].count;
        }
        finding x;
        x.code = f.code;
        x.severity = o.severity_of(f.code);
        x.component = f.part;
        x.offset = f.offset;
        x.length = f.length;
        x.error = found.error_of(f.code);
        x.spec = f.code == diagnostic::syntax_error ? spec_of(x.error) : spec_of(f.code);
        x.message = message_of(f, x.error, text, f.count);
        out.push_back(std::move(x));
    }
    return out;
}

result<iri_view> parse_as(std::string_view s, start_rule start, parse_options const& o) noexcept
{
    switch (start) {
    case start_rule::IRI:           return parse_iri(s, o);
    case start_rule::absolute_IRI:  return parse_absolute_iri(s, o);
    case start_rule::irelative_ref: return parse_irelative_ref(s, o);
    default:                        return parse_iri_reference(s, o);
    }
}

} // namespace

std::string_view to_string(diagnostic code) noexcept
{
    return codes[static_cast<std::size_t>(code)].name;
}

std::string_view to_string(severity level) noexcept
{
    return severity_names[static_cast<std::size_t>(level)];
}

bool from_string(std::string_view name, diagnostic& code) noexcept
{
    for (std::size_t i = 0; i < diagnostic_count; ++i)
        if (codes[i].name == name) {
            code = static_cast<diagnostic>(i);
            return true;
        }
    return false;
}

bool from_string(std::string_view name, severity& level) noexcept
{
    for (std::size_t i = 0; i < 4; ++i)
        if (severity_names[i] == name) {
            level = static_cast<severity>(i);
            return true;
        }
    return false;
}

severity default_severity(diagnostic code) noexcept
{
    return codes[static_cast<std::size_t>(code)].level;
}

std::string_view spec_of(diagnostic code) noexcept
{
    return codes[static_cast<std::size_t>(code)].spec;
}

result<std::vector<finding>> check(std::string_view iri, check_options const& options)
{
    checker c(iri, options);
    if (!c.run(parse_as(iri, options.start, options.parse)))
        return c.service_failure();
    return finish(c.found(), iri, options);
}

result<std::vector<finding>> check(iri_view_base const& iri, check_options const& given)
{
    check_options options = given;
    options.parse = iri.options(); // the grammar it was parsed under
    checker c(iri.buffer(), options);
    if (!c.run(result<iri_view>(iri_view(iri))))
        return c.service_failure();
    return finish(c.found(), iri.buffer(), options);
}

bool has_error(std::vector<finding> const& findings) noexcept
{
    return std::any_of(findings.begin(), findings.end(),
                       [](finding const& f) { return f.severity == severity::error; });
}

namespace {

// One pass of the display form: the characters of the findings of `o` (which are on) as
// %HH of their UTF-8 (RFC 3987 §3.1); ASCII only where a LEIRI has what an IRI has not.
result<std::string> encode_findings(std::string_view iri, result<iri_view> const& parsed,
                                          check_options const& o)
{
    checker c(iri, o);
    if (!c.run(parsed))
        return c.service_failure();
    std::vector<bool> encode(iri.size(), false);
    for (raw_finding const& f : c.found().findings)
        std::fill(encode.begin() + static_cast<std::ptrdiff_t>(f.offset),
                  encode.begin() + static_cast<std::ptrdiff_t>(f.offset + f.length), true);
    std::string shown;
    shown.reserve(iri.size());
    for (std::size_t i = 0; i < iri.size();) {
        char const* p = iri.data() + i;
        char32_t const ch = detail::decode_utf8(p, iri.data() + iri.size());
        std::size_t const n = static_cast<std::size_t>(p - iri.data()) - i;
        if (encode[i] && (ch >= 0x80 || detail::is_leiri_only_ascii(static_cast<unsigned char>(ch))))
            for (std::size_t k = 0; k < n; ++k)
                detail::append_pct(shown, static_cast<unsigned char>(iri[i + k]));
        else
            shown.append(iri.data() + i, n);
        i += n;
    }
    return shown;
}

bool has_rtl(std::string_view text)
{
    char const* p = text.data();
    char const* const end = p + text.size();
    while (p != end) {
        char32_t const c = detail::decode_utf8(p, end);
        if (c == detail::bad_code_point)
            ++p;
        else if (c >= 0x80 && is_rtl(u_charDirection(static_cast<UChar32>(c))))
            return true;
    }
    return false;
}

} // namespace

result<std::string> to_display(std::string_view iri, display_options const& options)
{
    auto const parsed = parse_iri_reference(iri, options.parse);
    if (!parsed)
        return parsed.error();
    return to_display(*parsed, options);
}

result<std::string> to_display(iri_view_base const& x, display_options const& options)
{
    std::string_view const iri = x.buffer();
    result<iri_view> const parsed = iri_view(x);
    // first the characters that are unsafe to show, ...
    check_options unsafe;
    unsafe.parse = x.options(); // the grammar it was parsed under
    unsafe.components = options.components;
    unsafe.max_findings = static_cast<std::size_t>(-1); // all of them are encoded
    for (diagnostic d : {diagnostic::syntax_error, diagnostic::not_nfc, diagnostic::compatibility_character,
                         diagnostic::idna_error, diagnostic::dns_length, diagnostic::unassigned_code_point,
                         diagnostic::lowercase_percent_encoding, diagnostic::encoded_unreserved,
                         diagnostic::encoded_non_utf8})
        unsafe.set(d, severity::off);
    auto const first = encode_findings(iri, parsed, unsafe);
    if (!first)
        return first;
    // ... then each component that breaks §4.2, which encoding inside an rtl component can
    // make (hex digits are ltr): encoded whole, it has no rtl character left. The first
    // pass gives an IRI (a LEIRI's characters are encoded).
    check_options bidi;
    bidi.components = options.components;
    bidi.max_findings = static_cast<std::size_t>(-1);
    for (std::size_t i = 0; i < diagnostic_count; ++i)
        bidi.severities[i] = severity::off;
    bidi.set(diagnostic::bidi_mixed_directions, severity::warning);
    bidi.set(diagnostic::bidi_rtl_not_at_ends, severity::warning);
    auto shown = encode_findings(*first, parse_iri_reference(*first), bidi);
    if (!shown || !has_rtl(*shown) || options.wrapper == bidi_wrapper::none)
        return shown;
    bool const isolate = options.wrapper == bidi_wrapper::isolate;
    return (isolate ? "\u2066" : "\u202A") + *shown + (isolate ? "\u2069" : "\u202C");
}

} // iris
} // boost
