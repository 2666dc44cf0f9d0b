//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI -> URI (RFC 3987 §3.1, 3987bis §3.3-3.6), URI -> IRI (RFC 3987 §3.2, 3987bis §4),
// LEIRI -> IRI (3987bis §6.2-6.3) and pre-processing (IRI processing draft §4): what needs
// no Unicode data. IDNA hosts and query charsets (src/unicode/mapping.cpp) join in through
// detail::mapping_steps.

#define BOOST_IRI_SOURCE

#include <boost/iri/mapping.hpp>
#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include "mapping_core.hpp"
#include "percent.hpp"
#include "utf8_text.hpp"
#include <algorithm>
#include <cstdint>
#include <cstring>

namespace boost {
namespace iris {

namespace {

using detail::append_decoded;
using detail::append_pct;
using detail::hex_case;
using detail::hex_digits;
using detail::hex_value;
using detail::is_appropriate;
using detail::percent_rules;

// The bytes >= 0x80, eight at a time.
std::size_t count_non_ascii(std::string_view s) noexcept
{
    std::size_t n = 0;
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, s.data() + i, 8);
        word = (word >> 7) & 0x0101010101010101ull;      // 1 in each byte that was >= 0x80
        n += static_cast<std::size_t>((word * 0x0101010101010101ull) >> 56); // their sum
    }
    for (; i < s.size(); ++i)
        n += static_cast<unsigned char>(s[i]) >> 7;
    return n;
}

// RFC 3987 §3.1 step 2: every octet of a non-ASCII character becomes %HH. The output's
// size is known first; runs of ASCII are copied whole.
void append_encoded_non_ascii(std::string& out, std::string_view s)
{
    if (detail::is_ascii(s)) {
        out.append(s.data(), s.size());
        return;
    }
    std::size_t const non_ascii = count_non_ascii(s);
    std::size_t const at = out.size();
    out.resize(at + s.size() + 2 * non_ascii);
    char* w = out.data() + at;
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char const* ascii_end = p;
        while (ascii_end != end && static_cast<unsigned char>(*ascii_end) < 0x80)
            ++ascii_end;
        std::memcpy(w, p, static_cast<std::size_t>(ascii_end - p));
        w += ascii_end - p;
        for (p = ascii_end; p != end && static_cast<unsigned char>(*p) >= 0x80; ++p) {
            unsigned char const octet = static_cast<unsigned char>(*p);
            *w++ = '%';
            *w++ = hex_digits[octet >> 4];
            *w++ = hex_digits[octet & 15];
        }
    }
}

// RFC 3987 §3.1: the printable US-ASCII characters that URIs do not allow.
bool is_unsafe_ascii(char c) noexcept
{
    switch (c) {
    case ' ': case '<': case '>': case '"': case '{': case '}': case '|': case '\\':
    case '^': case '`':
        return true;
    default:
        return false;
    }
}

// 3987bis §6.3, its ASCII part: space, the unsafe printable ones, the C0 controls and DEL.
bool is_leiri_only_ascii(char c) noexcept
{
    unsigned char const u = static_cast<unsigned char>(c);
    return u <= 0x1F || u == 0x7F || is_unsafe_ascii(c);
}

// The ASCII characters that `to_uri` encodes before anything else: the unsafe printable
// ones when asked (RFC 3987 §3.1), and under the leiri profile all the ASCII characters of
// 3987bis §6.3, as a LEIRI becomes a URI (§6.2): space, the unsafe ones, the C0 controls and
// DEL. (The non-ASCII characters of §6.3 are encoded like every other non-ASCII one.)
struct ascii_to_encode
{
    bool unsafe = false;
    bool leiri = false;

    /// For an input of grammar `p`.
    ascii_to_encode(to_uri_options const& o, profile p) noexcept
        : unsafe(o.encode_unsafe_ascii), leiri(p == profile::leiri)
    {
    }

    bool any() const noexcept { return unsafe || leiri; }

    bool operator()(char c) const noexcept
    {
        return (leiri && is_leiri_only_ascii(c)) || (unsafe && is_unsafe_ascii(c));
    }
};

// 3987bis §3.5: "a document charset other than one which is UCS-based".
bool is_ucs_based(std::string_view charset)
{
    if (charset.empty())
        return true;
    std::string key;
    for (char c : charset)
        if (c != '-' && c != '_')
            key += detail::ascii_lower(c);
    for (std::string_view ucs : {"", "utf8", "utf16", "utf16le", "utf16be", "utf32", "utf32le",
                                 "utf32be", "ucs2", "ucs4", "iso10646ucs2", "iso10646ucs4"})
        if (key == ucs)
            return true;
    return false;
}

std::size_t offset_in(std::string_view whole, std::string_view part) noexcept
{
    return static_cast<std::size_t>(part.data() - whole.data());
}

parse_error moved(parse_error e, std::size_t by)
{
    e.offset += by;
    return e;
}

// ---- IRI -> URI ---------------------------------------------------------------------------

bool is_http(std::string_view scheme)
{
    return detail::ascii_iequals(scheme, "http") || detail::ascii_iequals(scheme, "https");
}

// The offset in the original input of `offset` in the text where each ASCII character
// that `encoded` says had become three.
std::size_t offset_before_encoding(std::string_view original, std::size_t offset, ascii_to_encode encoded)
{
    std::size_t written = 0;
    for (std::size_t i = 0; i < original.size(); ++i) {
        std::size_t const width = encoded(original[i]) ? 3 : 1;
        if (written + width > offset)
            return i;
        written += width;
    }
    return original.size();
}

// ---- URI -> IRI ---------------------------------------------------------------------------


// ---- LEIRI -> IRI -------------------------------------------------------------------------

// 3987bis §6.3, with private use and tags allowed in the query (they are iprivate there).
bool leiri_only(char32_t c, bool in_query) noexcept
{
    if (c < 0x80)
        return is_leiri_only_ascii(static_cast<char>(c));
    if (c <= 0x9F)
        return true; // C1 controls
    if (c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E))
        return true; // bidi formatting characters
    if (c >= 0xFFF0 && c <= 0xFFFD)
        return true; // specials
    if (detail::is_noncharacter(c))
        return true; // noncharacters
    if (detail::is_iprivate(c, profile::rfc3987bis))
        return !in_query; // private use and tags
    return false;
}


// RFC 3987 §3.1 of `x`, parsed from `text` (whose offsets its errors count).
parse_result<void> mapped_to_uri(std::string_view text, iri_view const& x, std::string& out,
                                 detail::mapping_steps const& steps)
{
    bool const idna_host = steps.host_to_uri && x.host_type() == host_type::reg_name;
    bool const charset_query = steps.query_to_uri && x.has_query() && is_http(x.scheme()) &&
                               !is_ucs_based(steps.query_charset);

    out.clear();
    if (!idna_host && !charset_query) {
        // every component maps alike (§3.3): one pass
        append_encoded_non_ascii(out, text);
        return {};
    }
    out.reserve(text.size() + text.size() / 2);
    // 3987bis §3.6: map the components, reassemble with the original delimiters
    char const* const begin = text.data();
    char const* cursor = begin;
    auto const copy_to = [&](char const* p) {
        append_encoded_non_ascii(out, std::string_view(cursor, static_cast<std::size_t>(p - cursor)));
    };
    if (idna_host) {
        std::string_view const host = x.encoded_host();
        copy_to(host.data());
        if (auto r = steps.host_to_uri(out, host); !r)
            return moved(r.error(), offset_in(text, host));
        cursor = host.data() + host.size();
    }
    if (charset_query) {
        std::string_view const query = x.encoded_query();
        copy_to(query.data());
        if (auto r = steps.query_to_uri(out, query, steps.query_charset); !r)
            return moved(r.error(), offset_in(text, query));
        cursor = query.data() + query.size();
    }
    copy_to(begin + text.size());
    return {};
}

} // namespace

parse_result<void> detail::to_uri(std::string_view iri, std::string& out, to_uri_options const& options,
                                  mapping_steps const& steps)
{
    // RFC 3987 §3.1, 3987bis §6.2: the ASCII that URIs do not allow, encoded first
    ascii_to_encode const encoded(options, options.parse.profile);
    std::string with_safe_ascii;
    std::string_view text = iri;
    if (encoded.any() && std::any_of(iri.begin(), iri.end(), encoded)) {
        for (char c : iri) {
            if (encoded(c))
                append_pct(with_safe_ascii, static_cast<unsigned char>(c));
            else
                with_safe_ascii += c;
        }
        text = with_safe_ascii;
    }
    // an error's offset in the input, where ASCII was encoded first
    auto const located = [&](parse_error e) {
        if (text.data() != iri.data())
            e.offset = offset_before_encoding(iri, e.offset, encoded);
        return e;
    };
    auto const parsed = parse_iri_reference(text, options.parse);
    if (!parsed)
        return located(parsed.error());
    if (auto r = mapped_to_uri(text, *parsed, out, steps); !r)
        return located(r.error());
    return {};
}

parse_result<std::string> detail::to_uri(iri_view_base const& iri, to_uri_options const& options,
                                         mapping_steps const& steps)
{
    std::string out;
    ascii_to_encode const encoded(options, iri.options().profile); // its own grammar's
    std::string_view const text = iri.buffer();
    if (encoded.any() && std::any_of(text.begin(), text.end(), encoded)) {
        // ASCII to encode first (a LEIRI's): its text, encoded and parsed again
        to_uri_options same = options;
        same.parse = iri.options();
        if (auto r = to_uri(text, out, same, steps); !r)
            return r.error();
        return out;
    }
    if (auto r = mapped_to_uri(text, iri, out, steps); !r)
        return r.error();
    return out;
}

parse_result<void> to_uri(std::string_view iri, std::string& out, to_uri_options const& options)
{
    return detail::to_uri(iri, out, options, detail::mapping_steps());
}

parse_result<std::string> to_uri(iri_view_base const& iri, to_uri_options const& options)
{
    return detail::to_uri(iri, options, detail::mapping_steps());
}

parse_result<std::string> to_uri(std::string_view iri, to_uri_options const& options)
{
    std::string out;
    if (auto r = to_uri(iri, out, options); !r)
        return r.error();
    return out;
}

namespace {

// RFC 3987 §3.2 of `x`, parsed from `uri`.
parse_result<void> mapped_to_iri(std::string_view uri, iri_view_base const& x, std::string& out,
                                 detail::mapping_steps const& steps)
{
    bool const a = x.has_authority();
    bool const unicode_host = x.host_type() == host_type::reg_name && steps.host_to_iri;
    // Decoding never makes a component longer, so the input's size is enough; but
    // ToUnicode (step 6) may.
    std::string host;
    if (unicode_host)
        steps.host_to_iri(host, x.encoded_host());
    out.resize(uri.size() + host.size());
    char* w = out.data();
    char const* cursor = uri.data();
    auto const copy_to = [&](char const* p) {
        if (p != cursor) // an empty input's view may be null, which memcpy must not get
            std::memcpy(w, cursor, static_cast<std::size_t>(p - cursor));
        w += p - cursor;
        cursor = p;
    };
    // the delimiters and the components that are not decoded are copied as they are
    auto const decode = [&](std::string_view component, bool in_query) {
        copy_to(component.data());
        w = detail::decode_into(w, component, in_query, detail::uri_to_iri);
        cursor = component.data() + component.size();
    };
    if (a) {
        if (x.has_userinfo())
            decode(x.encoded_userinfo(), false);
        std::string_view const h = x.encoded_host();
        if (unicode_host) {
            copy_to(h.data());
            std::memcpy(w, host.data(), host.size());
            w += host.size();
            cursor = h.data() + h.size();
        }
        else if (x.host_type() == host_type::reg_name)
            decode(h, false);
    }
    decode(x.encoded_path(), false);
    if (x.has_query())
        decode(x.encoded_query(), true);
    if (x.has_fragment())
        decode(x.encoded_fragment(), false);
    copy_to(uri.data() + uri.size());
    out.resize(static_cast<std::size_t>(w - out.data()));
    return {};
}

} // namespace

parse_result<void> detail::to_iri(std::string_view uri, std::string& out, to_iri_options const& options,
                                  mapping_steps const& steps)
{
    auto const parsed = parse_iri_reference(uri, options.parse);
    if (!parsed)
        return parsed.error();
    return mapped_to_iri(uri, *parsed, out, steps);
}

parse_result<std::string> detail::to_iri(iri_view_base const& uri, mapping_steps const& steps)
{
    std::string out;
    if (auto r = mapped_to_iri(uri.buffer(), uri, out, steps); !r)
        return r.error();
    return out;
}

parse_result<void> to_iri(std::string_view uri, std::string& out, to_iri_options const& options)
{
    return detail::to_iri(uri, out, options, detail::mapping_steps());
}

parse_result<std::string> to_iri(iri_view_base const& uri, to_iri_options const&)
{
    return detail::to_iri(uri, detail::mapping_steps());
}

parse_result<std::string> to_iri(std::string_view uri, to_iri_options const& options)
{
    std::string out;
    if (auto r = to_iri(uri, out, options); !r)
        return r.error();
    return out;
}

parse_result<std::string> leiri_to_iri(std::string_view leiri)
{
    parse_options leiri_grammar;
    leiri_grammar.profile = profile::leiri;
    auto const parsed = parse_iri_reference(leiri, leiri_grammar);
    if (!parsed)
        return parsed.error();
    char const* const query_begin = parsed->has_query() ? parsed->encoded_query().data() : nullptr;
    char const* const query_end = parsed->has_query() ? query_begin + parsed->encoded_query().size() : nullptr;

    std::string out;
    out.reserve(leiri.size());
    char const* p = leiri.data();
    char const* const end = p + leiri.size();
    while (p != end) {
        char const* q = p;
        char32_t const c = detail::decode_utf8(q, end);
        bool const in_query = p >= query_begin && p < query_end;
        if (leiri_only(c, in_query))
            for (char const* b = p; b != q; ++b)
                append_pct(out, static_cast<unsigned char>(*b));
        else
            out.append(p, q);
        p = q;
    }
    return out;
}

std::vector<std::string> preprocess(std::string_view s, space_handling spaces)
{
    // step 1: ASCII whitespace at both ends
    auto const is_ascii_whitespace = [](char c) {
        return c == ' ' || c == '\r' || c == '\n' || c == '\t';
    };
    while (!s.empty() && is_ascii_whitespace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_ascii_whitespace(s.back()))
        s.remove_suffix(1);

    // step 2: the spaces inside
    std::vector<std::string> out;
    switch (spaces) {
    case space_handling::split:
        for (std::size_t i = 0; i < s.size();) {
            std::size_t const next = std::min(s.find(' ', i), s.size());
            if (next > i)
                out.emplace_back(s.substr(i, next - i));
            i = next + 1;
        }
        break;
    case space_handling::remove: {
        std::string one;
        for (char c : s)
            if (!is_ascii_whitespace(c))
                one += c;
        out.push_back(std::move(one));
        break;
    }
    case space_handling::encode: {
        std::string one;
        for (char c : s) {
            if (c == ' ')
                one += "%20";
            else
                one += c;
        }
        out.push_back(std::move(one));
        break;
    }
    }
    return out;
}

} // iris
} // boost
