//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The comparison ladder: RFC 3987 §5.3 (after RFC 3986 §6.2), its rungs that need no Unicode
// data; NFC and IDNA (src/unicode/normalize.cpp) join in through detail::unicode_steps.

#define BOOST_IRI_SOURCE

#include <boost/iri/normalize.hpp>
#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/assert.hpp>
#include <boost/container_hash/hash.hpp>
#include "error_at.hpp"
#include "normalize_core.hpp"
#include "utf8_text.hpp"
#include "parse_both.hpp"
#include "percent.hpp"
#include "syntax_steps.hpp"
#include "thread_buffer.hpp"
#include "view_access.hpp"
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <stdexcept>

namespace boost {
namespace iris {

namespace {

using detail::ascii_lower;

// ASCII letters to lower case, except inside %HH triplets (their hex stays upper case).
void lower_outside_triplets(char* p, char* end) noexcept
{
    while (p != end) {
        if (*p == '%') {
            p += std::min<std::ptrdiff_t>(3, end - p);
            continue;
        }
        *p = ascii_lower(*p);
        ++p;
    }
}

// mailto (RFC 6068 §2): the domain of each address is case-insensitive (its ASCII letters;
// %HH stay upper case).
void mailto_domains(std::string& path)
{
    bool in_domain = false;
    for (std::size_t i = 0; i < path.size(); ++i) {
        char const c = path[i];
        if (c == '@')
            in_domain = true;
        else if (c == ',')
            in_domain = false;
        else if (c == '%')
            i += 2;
        else if (in_domain)
            path[i] = ascii_lower(c);
    }
}

// A host with nothing but ASCII once decoded: no non-ASCII character, no %HH >= 0x80.
bool is_ascii_host(std::string_view host) noexcept
{
    if (!detail::is_ascii(host))
        return false;
    for (std::size_t i = host.find('%'); i != std::string_view::npos; i = host.find('%', i + 1))
        if (i + 2 < host.size() && detail::octet_at(host.data() + i) >= 0x80)
            return false;
    return true;
}

bool has_ace_label(std::string_view host) noexcept
{
    for (std::size_t at = 0; at + 4 <= host.size(); at = host.find('.', at) + 1) {
        if (ascii_lower(host[at]) == 'x' && ascii_lower(host[at + 1]) == 'n' && host[at + 2] == '-' && host[at + 3] == '-')
            return true;
        if (host.find('.', at) == std::string_view::npos)
            break;
    }
    return false;
}

scheme_rule const* find_rule(std::vector<scheme_rule> const& rules, std::string_view scheme) noexcept
{
    for (auto const& r : rules)
        if (r.scheme.size() == scheme.size() &&
            std::equal(scheme.begin(), scheme.end(), r.scheme.begin(),
                       [](char a, char b) { return ascii_lower(a) == b; }))
            return &r;
    return nullptr;
}

// The port means the scheme's default: the same number, leading zeros aside.
bool is_default_port(std::string_view port, std::string_view default_port) noexcept
{
    while (port.size() > 1 && port.front() == '0')
        port.remove_prefix(1);
    return !default_port.empty() && port == default_port;
}

// The normal form being written: a text sized once (not filled), and how much of it is
// written. Only NFC, IDNA and the few characters scheme rules add can outgrow the input.
class output
{
public:
    /// Writes into `text` (its capacity reused).
    output(detail::text_buffer& text, std::size_t capacity) : text_(text) { text_.resize_for_overwrite(capacity); }

    std::size_t size() const noexcept { return written_; }
    char* data() noexcept { return text_.data(); }
    std::string_view since(std::size_t at) const noexcept { return {text_.data() + at, written_ - at}; }

    void put(std::string_view s)
    {
        room(s.size());
        std::memcpy(text_.data() + written_, s.data(), s.size());
        written_ += s.size();
    }
    void put(char c) { put(std::string_view(&c, 1)); }

    /// `s` with its percent-encodings normalized (decoding never makes it longer).
    void put_decoded(std::string_view s, bool in_query, detail::percent_rules rules)
    {
        room(s.size());
        written_ = static_cast<std::size_t>(detail::decode_into(text_.data() + written_, s, in_query, rules) -
                                            text_.data());
    }

    /// Replaces what was written since `at`.
    void replace_since(std::size_t at, std::string_view s)
    {
        written_ = at;
        put(s);
    }
    void truncate(std::size_t size) noexcept { written_ = size; }
    void insert(std::size_t at, std::string_view s)
    {
        std::string tail(since(at));
        replace_since(at, s);
        put(tail);
    }

    /// Cuts the text to what was written.
    void finish() { text_.resize_for_overwrite(written_); }

private:
    void room(std::size_t n)
    {
        if (text_.size() < written_ + n) // (the buffer doubles as it grows)
            text_.resize_for_overwrite(written_ + n);
    }

    detail::text_buffer& text_;
    std::size_t written_ = 0;
};

// Whether `s` has an upper case ASCII letter, which case normalization would lower.
bool has_upper_ascii(std::string_view s) noexcept
{
    return std::any_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// Whether the ladder below leaves `x` as it is, told from what each rung looks for: no "%"
// (RFC 3986 §6.2.2.2 decodes and upper-cases only there), no upper case letter in the scheme
// or the host (§6.2.2.1), no dot segment (§6.2.2.3), no scheme rule and no empty port
// (§6.2.3), and NFC and IDNA with nothing to do (ASCII text; an ASCII host without "xn--"
// labels).
bool leaves_as_is(iri_view_base const& x, normalize_options const& o, detail::unicode_steps const& u,
                  scheme_rule const* rule) noexcept
{
    std::string_view const text = x.buffer();
    if (rule != nullptr || (o.scheme_based && x.has_port() && x.port().empty()) || detail::has_percent(text))
        return false;
    if (o.case_normalization && (has_upper_ascii(x.scheme()) || has_upper_ascii(x.encoded_host())))
        return false;
    if (u.nfc && !detail::is_ascii(text))
        return false;
    if (u.idna_host && x.host_type() == host_type::reg_name &&
        (!detail::is_ascii(x.encoded_host()) || has_ace_label(x.encoded_host())))
        return false;
    std::string_view const path = x.encoded_path();
    return !o.path_normalization || !(x.has_scheme() || (!path.empty() && path.front() == '/')) ||
           detail::first_dot_segment(text.data(), path.data(), path.data() + path.size()) == path.data() + path.size();
}

} // namespace

std::vector<scheme_rule> const& builtin_scheme_rules()
{
    static std::vector<scheme_rule> const rules = {
        {"http", "80", true, nullptr},  {"https", "443", true, nullptr},
        {"ws", "80", true, nullptr},    {"wss", "443", true, nullptr},
        {"ftp", "21", true, nullptr},   {"mailto", "", false, mailto_domains}};
    return rules;
}

normalize_options options_for(comparison_level level)
{
    normalize_options o;
    bool const syntax = level != comparison_level::simple;
    o.case_normalization = syntax;
    o.percent_normalization = syntax;
    o.path_normalization = syntax;
    o.scheme_based = level == comparison_level::scheme;
    return o;
}

// Every rung keeps each component within its delimiters and of its own rule, so the result
// is an IRI reference of x's grammar laid out as `layout` says (no second parse); a reg-name
// that decoding or IDNA turn into a dotted quad reads as an IPv4 host.
result<void> detail::normalized(iri_view_base const& x, normalize_options const& o, unicode_steps const& u,
                                      text_buffer& text, iri_layout& layout)
{
    std::string_view const iri = x.buffer();
    profile const profile = x.options().profile;

    detail::percent_rules const rules{o.percent_normalization,
                                      o.percent_normalization && profile != profile::uri,
                                      o.case_normalization ? detail::hex_case::upper : detail::hex_case::keep};
    // one component: percent-encoding, then NFC (only when asked)
    // (NFC fails on text that is not stream-safe, UAX #15 §13: reported at the component)
    failure nfc_failure;
    auto const component = [&](output& out, std::string_view s, bool in_query) {
        std::size_t const from = out.size();
        out.put_decoded(s, in_query, rules);
        if (u.nfc && !detail::is_ascii(out.since(from))) {
            std::string const decoded(out.since(from));
            std::string nfc;
            if (auto const r = u.nfc(decoded, nfc); !r && !nfc_failure.code) {
                nfc_failure = r.error();
                nfc_failure.offset = static_cast<std::size_t>(s.data() - iri.data());
            }
            out.replace_since(from, nfc);
        }
    };
    scheme_rule const* rule = nullptr;
    if (o.scheme_based && x.has_scheme()) {
        rule = find_rule(o.schemes, x.scheme());
        if (!rule)
            rule = find_rule(builtin_scheme_rules(), x.scheme());
    }

    if (leaves_as_is(x, o, u, rule)) {
        text.clear();
        text.append(iri); // not assign, which checks for a part of itself
        layout = view_access::layout(x);
        layout.data = text.data();
        return {};
    }
    layout = detail::iri_layout();
    layout.options = x.options();
    layout.host = x.host_type();
    // in the layout once the whole is seen to fit; a part not begun starts past the limit
    std::size_t start[detail::part_end];
    std::fill(std::begin(start), std::end(start), SIZE_MAX);
    start[detail::part_scheme] = 0;
    auto const starts = [&](detail::part p, std::size_t at) { start[p] = at; };

    output out(text, iri.size() + 3); // "/." or "/" may be added
    // Where size_t has 32 bits, a NFC form or a path rule's path may pass what a std::string
    // holds (twice the longest text) before it is measured: std::length_error says so there.
    try {
        if (x.has_scheme()) {
            out.put(x.scheme());
            if (o.case_normalization)
                std::transform(out.data(), out.data() + out.size(), out.data(), ascii_lower);
            out.put(':');
        }
        starts(detail::part_authority, out.size());
        bool const a = x.has_authority();
        if (a) {
            out.put("//");
            if (x.has_userinfo()) {
                component(out, x.encoded_userinfo(), false);
                out.put('@');
            }
            std::size_t const host_at = out.size();
            starts(detail::part_host, host_at);
            if (x.host_type() == host_type::reg_name) {
                component(out, x.encoded_host(), false);
                std::string_view const host = out.since(host_at);
                if (u.idna_host && (!is_ascii_host(host) || has_ace_label(host))) {
                    std::string one_form;
                    if (u.idna_host(host, profile, one_form))
                        out.replace_since(host_at, one_form);
                }
            }
            else
                out.put(x.encoded_host());
            // §5.3.2.1: only a US-ASCII host is case-insensitive; an IP literal is ASCII
            if (o.case_normalization && is_ascii_host(out.since(host_at))) {
                std::size_t const zone = x.host_type() == host_type::ipv6 ? out.since(host_at).find("%25")
                                                                        : std::string_view::npos;
                char* const host = out.data() + host_at;
                lower_outside_triplets(host, zone == std::string_view::npos ? out.data() + out.size() : host + zone);
            }
            if (layout.host == host_type::reg_name && detail::is_ipv4address(out.since(host_at)))
                layout.host = host_type::ipv4; // RFC 3986 §3.2.2: IPv4address takes precedence
            starts(detail::part_port, out.size());
            bool const drop_port = x.has_port() && o.scheme_based &&
                                   (x.port().empty() || (rule && is_default_port(x.port(), rule->default_port)));
            if (x.has_port() && !drop_port) {
                out.put(':');
                out.put(x.port());
            }
        }
        else {
            starts(detail::part_host, out.size());
            starts(detail::part_port, out.size());
        }
        std::size_t const path_at = out.size();
        starts(detail::part_path, path_at);
        component(out, x.encoded_path(), false);
        if (o.path_normalization && (x.has_scheme() || (out.size() > path_at && out.data()[path_at] == '/'))) {
            char* const begin = out.data() + path_at;
            out.truncate(static_cast<std::size_t>(
                detail::remove_dot_segments_in_place(out.data(), begin, out.data() + out.size()) - out.data()));
            // without an authority, "//" would read as one: keep a "/." in front (idempotent)
            if (!a && out.since(path_at).substr(0, 2) == "//")
                out.insert(path_at, "/.");
        }
        if (rule) {
            if (a && out.size() == path_at && rule->empty_path_is_root)
                out.put('/');
            if (rule->path_rule) {
                std::string path(out.since(path_at));
                rule->path_rule(path);
                out.replace_since(path_at, path);
            }
        }
        starts(detail::part_query, out.size());
        if (x.has_query()) {
            out.put('?');
            component(out, x.encoded_query(), true);
        }
        starts(detail::part_fragment, out.size());
        if (x.has_fragment()) {
            out.put('#');
            component(out, x.encoded_fragment(), false);
        }
    }
    catch (std::length_error const&) {
        return detail::result_too_long(start);
    }
    if (nfc_failure.code)
        return nfc_failure;
    if (out.size() > detail::max_input_size)
        return detail::result_too_long(start);
    out.finish();
    detail::set_starts(layout, start);
    layout.size = static_cast<std::uint32_t>(text.size());
    layout.data = text.data();
    return {};
}

namespace {

// The buffer a thread normalizes into, apart from the input, so that it may be `dest`.
detail::thread_buffer<detail::text_buffer> normalize_buffer()
{
    thread_local detail::text_buffer text;
    return detail::thread_buffer(text);
}

// The normal form of `x` in `text`.
result<iri_view> normal_form(iri_view_base const& x, normalize_options const& o, detail::unicode_steps const& u,
                                   detail::text_buffer& text)
{
    detail::iri_layout layout;
    if (auto r = detail::normalized(x, o, u, text, layout); !r)
        return r.error();
    return detail::view_access::view(layout);
}

} // namespace

result<void> detail::normalize(iri_view_base const& x, normalize_options const& o, unicode_steps const& u,
                                     iri& dest)
{
    // Without NFC nothing fails but a result past the longest text: straight into dest's
    // buffer, unless x views it, for a text whose normal form fits. That takes at most 3 bytes
    // more ("/." or "/") and what IDNA makes of a host of at most max_domain_length bytes
    // (megabytes at most), but a path rule of the caller's may make a path of any length.
    bool const fits = x.size() <= detail::max_input_size / 2 && (!o.scheme_based || o.schemes.empty());
    if (!u.nfc && fits && !view_access::views(x, dest)) {
        [[maybe_unused]] auto const done =
            normalized(x, o, u, view_access::text(dest), view_access::layout_to_write(dest));
        BOOST_ASSERT(done);
        return {};
    }
    auto const buffer = normalize_buffer();
    auto const r = normal_form(x, o, u, *buffer);
    if (!r)
        return r.error();
    view_access::adopt(dest, *r);
    return {};
}

result<iri> detail::normalize(iri_view_base const& x, normalize_options const& o, unicode_steps const& u)
{
    auto const buffer = normalize_buffer();
    auto const r = normal_form(x, o, u, *buffer);
    if (!r)
        return r.error();
    return iri(*r); // a buffer of its own size
}

result<bool> detail::equivalent(iri_view_base const& a, iri_view_base const& b, normalize_options const& o,
                                   unicode_steps const& u)
{
    text_buffer na, nb;
    iri_layout layout;
    if (auto r = normalized(a, o, u, na, layout); !r)
        return r.error();
    if (auto r = normalized(b, o, u, nb, layout); !r)
        return in_second(r.error());
    return na.view() == nb.view();
}

result<void> normalize(iri_view_base const& x, iri& dest, normalize_options const& o)
{
    return detail::normalize(x, o, detail::unicode_steps(), dest);
}

result<iri> normalize(iri_view_base const& x, normalize_options const& o)
{
    return detail::normalize(x, o, detail::unicode_steps());
}

iri& iri::normalize(normalize_options const& o)
{
    // without NFC, nothing of the ladder fails but a normal form past the longest text
    auto const r = iris::normalize(*this, *this, o);
    BOOST_ASSERT(r || r.error().code == error::result_too_long);
    detail::length_checked(r);
    return *this;
}

iri& iri::normalize()
{
    return normalize(options_for(comparison_level::syntax));
}

result<iri> normalize(std::string_view text, normalize_options const& o)
{
    auto const parsed = parse_iri_reference(text, o.parse);
    if (!parsed)
        return parsed.error();
    return normalize(*parsed, o);
}

result<std::string> detail::equivalence_key(iri_view_base const& x, normalize_options const& o,
                                            unicode_steps const& u)
{
    detail::text_buffer key;
    detail::iri_layout layout;
    if (auto r = detail::normalized(x, o, u, key, layout); !r)
        return r.error();
    if (key.capacity() > 2 * key.size() + 32) // the work grew it to the input's size
        key.shrink_to_fit();
    return std::move(key).release();
}

result<std::string> detail::equivalence_key(std::string_view text, normalize_options const& o, unicode_steps const& u)
{
    auto const parsed = parse_iri_reference(text, o.parse);
    if (!parsed)
        return parsed.error();
    return equivalence_key(*parsed, o, u);
}

// The hash of the equivalence key, normalized into a buffer each thread reuses: no
// allocation once it has grown (but for NFC and IDNA); text that is no IRI reference, or
// whose normal form fails, hashes as it is.
std::size_t detail::equivalence_hash(std::string_view text, normalize_options const& o, unicode_steps const& u)
{
    auto const parsed = parse_iri_reference(text, o.parse);
    if (!parsed)
        return boost::hash_value(text);
    thread_local detail::text_buffer key;
    detail::thread_buffer const buffer(key);
    detail::iri_layout layout;
    if (!detail::normalized(*parsed, o, u, *buffer, layout))
        return boost::hash_value(text);
    return boost::hash_value(buffer->view());
}

result<std::string> equivalence_key(iri_view_base const& x, normalize_options const& options)
{
    return detail::equivalence_key(x, options, detail::unicode_steps());
}

result<std::string> equivalence_key(std::string_view text, normalize_options const& options)
{
    return detail::equivalence_key(text, options, detail::unicode_steps());
}

std::size_t detail::equivalence_hash(std::string_view text, normalize_options const& options)
{
    return detail::equivalence_hash(text, options, detail::unicode_steps());
}

result<bool> equivalent(iri_view_base const& a, iri_view_base const& b, normalize_options const& options)
{
    return detail::equivalent(a, b, options, detail::unicode_steps());
}

result<bool> equivalent(std::string_view a, std::string_view b, normalize_options const& options)
{
    auto const both = detail::parse_both(a, b, options.parse);
    if (!both)
        return both.error();
    return equivalent(both->first, both->second, options);
}

} // iris
} // boost
