//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The IRI as a value (<boost/iri/iri.hpp>) and the accessors of iri_view_base that are not
// inline: every change makes the new text from the components, fixes the path as RFC 3986
// §3.3 and §4.2 require, and parses it once; the value changes only when the text parses to
// exactly the components asked for.

#define BOOST_IRI_SOURCE

#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/optional.hpp>
#include "percent.hpp"
#include "view_access.hpp"
#include <charconv>

namespace boost {
namespace iris {

namespace {

// ---- encoding (RFC 3987 §3.1: the UTF-8 octets of a character, as %HH) ----

// The ASCII a component allows as itself (RFC 3987 §2.2), beside the unreserved characters.
enum class allowed : unsigned char
{
    userinfo, ///< sub-delims ":"
    reg_name, ///< sub-delims
    path,     ///< sub-delims ":" "@" "/"
    segment,  ///< sub-delims ":" "@"
    query,    ///< sub-delims ":" "@" "/" "?", and iprivate
    fragment, ///< sub-delims ":" "@" "/" "?"
    param     ///< sub-delims ":" "@" "/" "?" but "&" "=" "+", and iprivate
};

bool allows_ascii(allowed a, char c) noexcept
{
    if (detail::is_unreserved(static_cast<unsigned char>(c)))
        return true;
    bool const sub_delim = c == '!' || c == '$' || c == '&' || c == '\'' || c == '(' || c == ')' || c == '*' ||
                           c == '+' || c == ',' || c == ';' || c == '=';
    switch (a) {
    case allowed::userinfo: return sub_delim || c == ':';
    case allowed::reg_name: return sub_delim;
    case allowed::path:     return sub_delim || c == ':' || c == '@' || c == '/';
    case allowed::segment:  return sub_delim || c == ':' || c == '@';
    case allowed::query:
    case allowed::fragment: return sub_delim || c == ':' || c == '@' || c == '/' || c == '?';
    case allowed::param:
        return (sub_delim && c != '&' && c != '=' && c != '+') || c == ':' || c == '@' || c == '/' || c == '?';
    }
    return false;
}

// Appends `decoded` as the component writes it: the characters it allows as themselves (the
// profile's `ucschar`, `iprivate` in the query; never a bidi formatting character, §4.1),
// the others and bytes that are not UTF-8 as %HH.
void append_encoded(std::string& out, std::string_view decoded, allowed a, profile p)
{
    bool const query = a == allowed::query || a == allowed::param;
    char const* s = decoded.data();
    char const* const end = s + decoded.size();
    while (s != end) {
        if (static_cast<unsigned char>(*s) < 0x80) {
            if (allows_ascii(a, *s))
                out += *s;
            else
                detail::append_pct(out, static_cast<unsigned char>(*s));
            ++s;
            continue;
        }
        char const* q = s;
        char32_t const c = detail::decode_utf8(q, end);
        if (c == detail::bad_code_point)
            q = s + 1;
        bool const as_is = c != detail::bad_code_point && !detail::is_bidi_formatting(c) &&
                           (detail::is_ucschar(c, p) || (query && detail::is_iprivate_in(c, p)));
        for (; s != q; ++s)
            if (as_is)
                out += *s;
            else
                detail::append_pct(out, static_cast<unsigned char>(*s));
    }
}

// The buffers the changes are made in, one set a thread, which keep their capacity: once
// they have grown, changing a value allocates nothing beyond the value's own text.
std::string& new_text()
{
    thread_local std::string text;
    text.clear();
    return text;
}

std::string& new_piece()
{
    thread_local std::string piece;
    piece.clear();
    return piece;
}

} // namespace

// The components of a value being made; `changed` is the one a setter gives, whose errors
// count their offsets from its start.
struct iri::pieces
{
    boost::optional<std::string_view> scheme;
    bool authority = false;
    boost::optional<std::string_view> userinfo;
    std::string_view host;
    boost::optional<std::string_view> port;
    std::string_view path;
    boost::optional<std::string_view> query;
    boost::optional<std::string_view> fragment;
    component changed = component::none;
};

iri::pieces iri::current() const
{
    pieces p;
    if (has_scheme())
        p.scheme = scheme();
    p.authority = has_authority();
    if (has_userinfo())
        p.userinfo = encoded_userinfo();
    p.host = encoded_host();
    if (has_port())
        p.port = port();
    p.path = encoded_path();
    if (has_query())
        p.query = encoded_query();
    if (has_fragment())
        p.fragment = encoded_fragment();
    return p;
}

namespace {

std::size_t size_of(boost::optional<std::string_view> const& s) noexcept
{
    return s ? s->size() + 1 : 0;
}

// The component read back (`has`, `got`) is the one asked for.
bool same(bool has, std::string_view got, boost::optional<std::string_view> const& want) noexcept
{
    return has == want.has_value() && (!has || got == *want);
}

} // namespace

namespace {

// The characters that end a component where the grammar reads them (RFC 3986 §3).
std::string_view terminators(component c) noexcept
{
    switch (c) {
    case component::scheme:    return ":/?#";
    case component::iuserinfo: return "@/?#";
    case component::ihost:     return ":@/?#";
    case component::port:      return "/?#";
    case component::ipath:     return "?#";
    case component::iquery:    return "#";
    default:                   return "";
    }
}

} // namespace

std::string_view iri::changed_piece(pieces const& p) noexcept
{
    switch (p.changed) {
    case component::scheme:    return p.scheme.value_or("");
    case component::iuserinfo: return p.userinfo.value_or("");
    case component::ihost:     return p.host;
    case component::port:      return p.port.value_or("");
    case component::ipath:     return p.path;
    case component::iquery:    return p.query.value_or("");
    case component::ifragment: return p.fragment.value_or("");
    default:                   return {};
    }
}

// The new text, with the path fixed so that it reads back as a path: RFC 3986 §3.3 (after an
// authority it starts with "/"; without one it does not start with "//") and §4.2 (in a
// relative reference its first segment has no ":"). Nothing changes unless the text parses
// to exactly the components asked for.
parse_result<void> iri::assign(pieces const& p)
{
    std::string& text = new_text();
    text.reserve(size_of(p.scheme) + 2 + size_of(p.userinfo) + p.host.size() + size_of(p.port) + 2 +
                 p.path.size() + size_of(p.query) + size_of(p.fragment));
    std::size_t at[8] = {}; // where each piece starts, by `component`
    auto const put = [&](component c, std::string_view s) {
        at[static_cast<std::size_t>(c)] = text.size();
        text.append(s);
    };
    if (p.scheme) {
        put(component::scheme, *p.scheme);
        text += ':';
    }
    std::string_view fix;
    if (p.authority) {
        text.append("//");
        if (p.userinfo) {
            put(component::iuserinfo, *p.userinfo);
            text += '@';
        }
        put(component::ihost, p.host);
        if (p.port) {
            text += ':';
            put(component::port, *p.port);
        }
        if (!p.path.empty() && p.path.front() != '/')
            fix = "/";
    }
    else if (p.path.substr(0, 2) == "//")
        fix = "/.";
    else if (!p.scheme && p.path.substr(0, p.path.find('/')).find(':') != std::string_view::npos)
        fix = "./";
    text.append(fix);
    put(component::ipath, p.path);
    if (p.query) {
        text += '?';
        put(component::iquery, *p.query);
    }
    if (p.fragment) {
        text += '#';
        put(component::ifragment, *p.fragment);
    }

    std::size_t const changed_at = at[static_cast<std::size_t>(p.changed)];
    std::string_view const value = changed_piece(p);
    auto const parsed = parse_iri_reference(text, options());
    if (!parsed) {
        parse_error e = parsed.error();
        if (e.offset >= changed_at + value.size()) {
            // the grammar failed after it: a delimiter in it ended the component early
            std::size_t const end = value.find_first_of(terminators(p.changed));
            if (end != std::string_view::npos) {
                e.code = error::invalid_character;
                e.found = static_cast<unsigned char>(value[end]);
                e.offset = changed_at + end;
            }
        }
        e.offset = e.offset >= changed_at ? std::min(e.offset - changed_at, value.size()) : 0;
        return e;
    }
    iri_view const& v = *parsed;
    std::string_view const path = v.encoded_path();
    // each component is the one asked for: a "?" in a path, say, would start a query
    bool const as_asked = same(v.has_scheme(), v.scheme(), p.scheme) && v.has_authority() == p.authority &&
                          (!p.authority || (same(v.has_userinfo(), v.encoded_userinfo(), p.userinfo) &&
                                            v.encoded_host() == p.host && same(v.has_port(), v.port(), p.port))) &&
                          path.size() == fix.size() + p.path.size() && path.substr(fix.size()) == p.path &&
                          same(v.has_query(), v.encoded_query(), p.query) &&
                          same(v.has_fragment(), v.encoded_fragment(), p.fragment);
    if (!as_asked) {
        // where the changed piece stops being read as its component
        std::string_view const got = p.changed == component::ipath ? path.substr(std::min(fix.size(), path.size()))
                                     : p.changed == component::iquery    ? v.encoded_query()
                                     : p.changed == component::ifragment ? v.encoded_fragment()
                                     : p.changed == component::ihost     ? v.encoded_host()
                                     : p.changed == component::iuserinfo ? v.encoded_userinfo()
                                     : p.changed == component::port      ? v.port()
                                                                         : v.scheme();
        parse_error e;
        e.code = error::invalid_character;
        e.offset = got.size();
        std::size_t const bad = changed_at + got.size();
        e.found = bad < text.size() ? static_cast<unsigned char>(text[bad]) : parse_error::no_code_point;
        return e;
    }
    detail::view_access::adopt(*this, v);
    return {};
}

iri::iri(iri_view_base const& x) : iri_view_base(x), s_(x.buffer())
{
    rebase();
}

iri::iri(iri const& other) : iri(static_cast<iri_view_base const&>(other))
{
}

iri::iri(iri&& other) noexcept : iri_view_base(other), s_(std::move(other.s_))
{
    rebase();
    other.clear();
}

iri& iri::operator=(iri const& other)
{
    return *this = static_cast<iri_view_base const&>(other);
}

iri& iri::operator=(iri&& other) noexcept
{
    if (this != &other) {
        s_ = std::move(other.s_);
        l_ = other.l_;
        rebase();
        other.clear();
    }
    return *this;
}

iri& iri::operator=(iri_view_base const& x)
{
    detail::view_access::adopt(*this, x);
    return *this;
}

void iri::clear() noexcept
{
    s_.clear();
    l_ = detail::iri_layout();
    rebase();
}

// ---- accessors ----

std::uint16_t iri_view_base::port_number() const noexcept
{
    std::string_view const p = port();
    unsigned value = 0;
    auto const r = std::from_chars(p.data(), p.data() + p.size(), value);
    if (p.empty() || r.ec != std::errc() || r.ptr != p.data() + p.size() || value > 65535)
        return 0;
    return static_cast<std::uint16_t>(value);
}

namespace {

// RFC 3986 §3.2.2 dec-octet "." dec-octet "." dec-octet "." dec-octet (already valid).
bool read_ipv4(std::string_view s, std::uint8_t* out) noexcept
{
    for (int i = 0; i < 4; ++i) {
        unsigned v = 0;
        auto const r = std::from_chars(s.data(), s.data() + s.size(), v);
        if (r.ec != std::errc() || v > 255)
            return false;
        out[i] = static_cast<std::uint8_t>(v);
        s.remove_prefix(static_cast<std::size_t>(r.ptr - s.data()));
        if (i < 3) {
            if (s.empty() || s.front() != '.')
                return false;
            s.remove_prefix(1);
        }
    }
    return s.empty();
}

// RFC 4291 §2.2 (the text the grammar's IPv6address took): h16 groups, one "::", an IPv4
// tail.
bool read_ipv6(std::string_view s, std::uint8_t* out) noexcept
{
    std::uint8_t groups[16] = {};
    int n = 0, gap = -1;
    if (s.substr(0, 2) == "::") {
        gap = 0;
        s.remove_prefix(2);
    }
    while (!s.empty() && n < 16) {
        std::size_t const end = s.find(':');
        std::string_view const g = s.substr(0, end);
        if (g.find('.') != std::string_view::npos) { // the IPv4 tail: 32 bits
            if (n > 12 || !read_ipv4(g, groups + n))
                return false;
            n += 4;
            s = {};
            break;
        }
        unsigned v = 0;
        auto const r = std::from_chars(g.data(), g.data() + g.size(), v, 16);
        if (r.ec != std::errc() || r.ptr != g.data() + g.size() || v > 0xFFFF)
            return false;
        groups[n++] = static_cast<std::uint8_t>(v >> 8);
        groups[n++] = static_cast<std::uint8_t>(v & 0xFF);
        if (end == std::string_view::npos) {
            s = {};
            break;
        }
        s.remove_prefix(end + 1);
        if (!s.empty() && s.front() == ':') { // "::"
            if (gap >= 0)
                return false;
            gap = n;
            s.remove_prefix(1);
        }
    }
    if (!s.empty() || (gap < 0 && n != 16) || (gap >= 0 && n > 14))
        return false;
    std::size_t const tail = gap < 0 ? 0 : static_cast<std::size_t>(n - gap);
    std::fill(out, out + 16, std::uint8_t(0));
    std::copy(groups, groups + (gap < 0 ? n : gap), out);
    std::copy(groups + n - tail, groups + n, out + 16 - tail);
    return true;
}

} // namespace

bool iri_view_base::host_ipv4(ipv4_address& out) const noexcept
{
    return host_type() == iris::host_type::ipv4 && read_ipv4(encoded_host(), out.data());
}

bool iri_view_base::host_ipv6(ipv6_address& out) const noexcept
{
    if (host_type() != iris::host_type::ipv6)
        return false;
    std::string_view h = encoded_host(); // "[" IPv6address [ "%25" ZoneID ] "]"
    h = h.substr(1, h.size() - 2);
    return read_ipv6(h.substr(0, h.find('%')), out.data());
}

// ---- setters ----

namespace {

// `decoded` encoded for a component, then set as written: that cannot fail, the encoding
// keeps only what the component takes.
iri& set_decoded(iri& x, parse_result<void> (iri::*set_encoded)(std::string_view), std::string_view decoded,
                 allowed a)
{
    std::string& e = new_piece();
    append_encoded(e, decoded, a, x.options().profile);
    (void)(x.*set_encoded)(e);
    return x;
}

} // namespace

iri& iri::set_userinfo(std::string_view decoded)
{
    return set_decoded(*this, &iri::set_encoded_userinfo, decoded, allowed::userinfo);
}

iri& iri::set_host(std::string_view decoded)
{
    // an IP literal or an IPv4 address as written; anything else a reg-name
    if (!decoded.empty() && (decoded.front() == '[' || decoded.find_first_not_of("0123456789.") == std::string_view::npos))
        if (set_encoded_host(decoded))
            return *this;
    return set_decoded(*this, &iri::set_encoded_host, decoded, allowed::reg_name);
}

iri& iri::set_path(std::string_view decoded)
{
    return set_decoded(*this, &iri::set_encoded_path, decoded, allowed::path);
}

iri& iri::set_query(std::string_view decoded)
{
    return set_decoded(*this, &iri::set_encoded_query, decoded, allowed::query);
}

iri& iri::set_fragment(std::string_view decoded)
{
    return set_decoded(*this, &iri::set_encoded_fragment, decoded, allowed::fragment);
}

iri& iri::set_port_number(std::uint16_t port)
{
    char digits[8];
    auto const r = std::to_chars(digits, digits + sizeof digits, port);
    (void)set_port(std::string_view(digits, static_cast<std::size_t>(r.ptr - digits)));
    return *this;
}

iri& iri::segments_push_back(std::string_view decoded)
{
    std::string& path = new_piece();
    path.assign(encoded_path());
    if (!path.empty() || has_authority() || has_scheme())
        path += '/';
    append_encoded(path, decoded, allowed::segment, options().profile);
    (void)set_encoded_path(path);
    return *this;
}

iri& iri::params_append(std::string_view name, std::string_view value)
{
    std::string& query = new_piece();
    query.assign(encoded_query());
    if (!query.empty())
        query += '&';
    append_encoded(query, name, allowed::param, options().profile);
    query += '=';
    append_encoded(query, value, allowed::param, options().profile);
    (void)set_encoded_query(query);
    return *this;
}

namespace {

// "name=value" or "name", as written.
std::string_view written(param_view const& p) noexcept
{
    char const* const end = p.has_value ? p.value.data() + p.value.size() : p.name.data() + p.name.size();
    return {p.name.data(), static_cast<std::size_t>(end - p.name.data())};
}

} // namespace

iri& iri::params_set(std::string_view name, std::string_view value)
{
    std::string& query = new_piece();
    bool done = false;
    for (param_view p : encoded_params()) {
        bool const named = p.decoded_name() == name;
        if (named && done)
            continue; // the others of that name go
        if (!query.empty() || done)
            query += '&';
        if (named) {
            append_encoded(query, name, allowed::param, options().profile);
            query += '=';
            append_encoded(query, value, allowed::param, options().profile);
            done = true;
        }
        else
            query += written(p);
    }
    if (!done)
        return params_append(name, value);
    (void)set_encoded_query(query);
    return *this;
}

iri& iri::params_remove(std::string_view name)
{
    if (!has_query())
        return *this;
    std::string& query = new_piece();
    bool first = true;
    for (param_view p : encoded_params()) {
        if (p.decoded_name() == name)
            continue;
        if (!first)
            query += '&';
        query += written(p);
        first = false;
    }
    (void)set_encoded_query(query);
    return *this;
}

parse_result<void> iri::set_scheme(std::string_view scheme)
{
    // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    auto const alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    auto const other = [](char c) { return (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.'; };
    for (std::size_t i = 0; i <= scheme.size(); ++i) {
        bool const ok = i == scheme.size() ? i > 0 : alpha(scheme[i]) || (i > 0 && other(scheme[i]));
        if (!ok) {
            parse_error e;
            e.code = error::invalid_scheme;
            e.offset = i;
            e.rule = "scheme";
            e.found = i < scheme.size() ? static_cast<unsigned char>(scheme[i]) : parse_error::no_code_point;
            return e;
        }
    }
    return set_piece(component::scheme, scheme);
}

// One piece changed: `value` as written, checked by `assign`.
parse_result<void> iri::set_piece(component c, std::string_view value)
{
    pieces p = current();
    switch (c) {
    case component::scheme:    p.scheme = value; break;
    case component::iuserinfo: p.userinfo = value; break;
    case component::ihost:     p.host = value; break;
    case component::port:      p.port = value; break;
    case component::ipath:     p.path = value; break;
    case component::iquery:    p.query = value; break;
    default:                   p.fragment = value; break;
    }
    // a userinfo, host or port needs an authority
    p.authority = p.authority || c == component::iuserinfo || c == component::ihost || c == component::port;
    p.changed = c;
    return assign(p);
}

parse_result<void> iri::set_encoded_userinfo(std::string_view encoded)
{
    return set_piece(component::iuserinfo, encoded);
}

parse_result<void> iri::set_encoded_host(std::string_view encoded)
{
    return set_piece(component::ihost, encoded);
}

parse_result<void> iri::set_port(std::string_view digits)
{
    return set_piece(component::port, digits);
}

parse_result<void> iri::set_encoded_path(std::string_view encoded)
{
    return set_piece(component::ipath, encoded);
}

parse_result<void> iri::set_encoded_query(std::string_view encoded)
{
    return set_piece(component::iquery, encoded);
}

parse_result<void> iri::set_encoded_fragment(std::string_view encoded)
{
    return set_piece(component::ifragment, encoded);
}

// Removing cannot fail: the path is fixed as needed.
iri& iri::remove(void (*change)(pieces&))
{
    pieces p = current();
    change(p);
    (void)assign(p);
    return *this;
}

iri& iri::remove_scheme()
{
    return remove([](pieces& p) { p.scheme = boost::none; });
}

iri& iri::remove_authority()
{
    return remove([](pieces& p) {
        p.authority = false;
        p.userinfo = p.port = boost::none;
        p.host = {};
    });
}

iri& iri::remove_userinfo()
{
    return remove([](pieces& p) { p.userinfo = boost::none; });
}

iri& iri::remove_port()
{
    return remove([](pieces& p) { p.port = boost::none; });
}

iri& iri::remove_query()
{
    return remove([](pieces& p) { p.query = boost::none; });
}

iri& iri::remove_fragment()
{
    return remove([](pieces& p) { p.fragment = boost::none; });
}

} // iris
} // boost
