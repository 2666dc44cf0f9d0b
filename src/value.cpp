//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The IRI as a value (<boost/iri/iri.hpp>) and the accessors of iri_view_base that are not
// inline. A setter checks the new component alone, by its rule (src/check_component.hpp),
// gives the path the prefix RFC 3986 §3.3 and §4.2 require where it stands, and replaces
// only the parts it changes; the value changes only when the component is valid.

#define BOOST_IRI_SOURCE

#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include "check_component.hpp"
#include "component_encoding.hpp"
#include "error_at.hpp"
#include "percent.hpp"
#include "thread_buffer.hpp"
#include "view_access.hpp"
#include <boost/throw_exception.hpp>
#include <charconv>
#include <stdexcept>

namespace boost {
namespace iris {

using detail::allowed;
using detail::append_encoded;

namespace {

// The buffers the changes are made in, one set a thread (src/thread_buffer.hpp): once they
// have grown, changing a value allocates nothing beyond the value's own text.
detail::thread_buffer<std::string> new_text()
{
    thread_local std::string text;
    return detail::thread_buffer(text);
}

detail::thread_buffer<std::string> new_piece()
{
    thread_local std::string piece;
    return detail::thread_buffer(piece);
}

} // namespace

// New text for the adjacent parts `first`, `first + 1`, ... of a value (detail::part): each
// `put` appends the next part, which may view the value's own text.
struct iri::edit
{
    explicit edit(detail::part from) noexcept : first(from), next(from) {}

    template <class... Texts>
    edit& put(Texts const&... texts)
    {
        (text.append(std::string_view(texts)), ...);
        ends[next - first] = text.size();
        next = static_cast<detail::part>(next + 1);
        return *this;
    }

    detail::part first;
    detail::part next;               ///< one past the last part put
    std::size_t ends[detail::part_end]; ///< where each part ends in `text`
    detail::thread_buffer<std::string> const buffer = new_text();
    std::string& text = *buffer;
};

// Replaces the parts the edit put, moves the parts after them, and keeps every offset: the
// work is the size of the new parts and of the move, the rest of the text is not looked at.
result<void> iri::apply(edit const& e)
{
    std::size_t const from = l_.begin_of(e.first);
    std::size_t const to = l_.end_of(static_cast<detail::part>(e.next - 1));
    if (s_.size() - (to - from) + e.text.size() > detail::max_input_size)
        return detail::input_too_long();
    s_.replace(from, to - from, e.text);
    std::size_t const moved = from + e.text.size();
    for (int p = e.first + 1; p < e.next; ++p)
        l_.start[p] = static_cast<std::uint32_t>(from + e.ends[p - 1 - e.first]);
    for (int p = e.next; p < detail::part_end; ++p)
        l_.start[p] = static_cast<std::uint32_t>(l_.start[p] - to + moved);
    l_.size = static_cast<std::uint32_t>(s_.size());
    rebase();
    return {};
}

namespace {

// What a path needs in front so that it reads back as the path where it stands: RFC 3986
// §3.3 (after an authority it starts with "/"; without one it does not start with "//") and
// §4.2 (in a relative reference its first segment has no ":").
std::string_view path_prefix(std::string_view path, bool authority, bool scheme) noexcept
{
    if (authority)
        return !path.empty() && path.front() != '/' ? "/" : "";
    if (path.substr(0, 2) == "//")
        return "/.";
    if (!scheme && path.substr(0, path.find('/')).find(':') != std::string_view::npos)
        return "./";
    return "";
}

} // namespace

iri::iri(iri_view_base const& x) : iri_view_base(x), s_(x.buffer())
{
    rebase();
}

iri::iri(std::string_view text, parse_options const& options) : iri(parse_iri_reference(text, options).value())
{
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
    parse_options const options = l_.options;
    s_.clear();
    l_ = detail::iri_layout();
    l_.options = options;
    rebase();
}

// ---- accessors ----

std::optional<std::uint16_t> iri_view_base::port_number() const noexcept
{
    std::string_view const p = port();
    unsigned value = 0;
    auto const r = std::from_chars(p.data(), p.data() + p.size(), value);
    if (p.empty() || r.ec != std::errc() || r.ptr != p.data() + p.size() || value > 65535)
        return std::nullopt;
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

void detail::length_checked(result<void> const& r)
{
    if (!r)
        boost::throw_exception(std::length_error("boost::iris::iri: the text would be longer than the longest text an iri holds"));
}

namespace {

// A checked setter's error, thrown: std::length_error past the longest text (as above), else
// failure_exception with the error.
void throw_error_of(result<void> const& r)
{
    if (!r && r.error().code == error::input_too_long)
        detail::length_checked(r);
    r.value();
}

// `decoded` encoded for a part, then set as written by `put` (one of iri's put_*): the
// encoding keeps only what the part takes.
iri& set_decoded(iri& x, std::string_view decoded, allowed a, result<void> (iri::*put)(std::string_view))
{
    auto const e_buffer = new_piece();
    std::string& e = *e_buffer;
    append_encoded(e, decoded, a, x.options().profile);
    detail::length_checked((x.*put)(e));
    return x;
}

} // namespace

iri& iri::set_userinfo(std::string_view decoded)
{
    return set_decoded(*this, decoded, allowed::userinfo, &iri::put_userinfo);
}

iri& iri::set_host(std::string_view decoded)
{
    // "[" starts an IP literal and nothing else (RFC 3986 §3.2.2): one that is not valid is
    // an error, never a reg-name of "%5B" and the rest
    if (!decoded.empty() && decoded.front() == '[') {
        std::size_t const zone = decoded.find('%');
        result<void> r;
        if (zone == std::string_view::npos || !options().zone_id || decoded.back() != ']')
            r = put_host(decoded); // without zone_id, a "%" there is an error
        else {
            // RFC 6874 §2: an IPv6 address with a zone identifier as `host()` gives it back,
            // "%" where the text has "%25" and the zone decoded (one character at least)
            auto const e_buffer = new_piece();
            std::string& e = *e_buffer;
            e.assign(decoded.substr(0, zone)).append("%25");
            append_encoded(e, decoded.substr(zone + 1, decoded.size() - zone - 2), allowed::zone_id, options().profile);
            e += ']';
            r = put_host(e);
            if (!r && r.error().offset > zone) { // an offset into `decoded`: the zone's
                failure at_zone = r.error();
                at_zone.offset = zone;
                at_zone.found = '%';
                r = at_zone;
            }
        }
        throw_error_of(r);
        return *this;
    }
    // a dotted quad as written; anything else a reg-name
    if (!decoded.empty() && decoded.find_first_not_of("0123456789.") == std::string_view::npos)
        if (put_host(decoded))
            return *this;
    return set_decoded(*this, decoded, allowed::reg_name, &iri::put_host);
}

iri& iri::set_path(std::string_view decoded)
{
    return set_decoded(*this, decoded, allowed::path, &iri::put_path);
}

iri& iri::set_query(std::string_view decoded)
{
    return set_decoded(*this, decoded, allowed::query, &iri::put_query);
}

iri& iri::set_fragment(std::string_view decoded)
{
    return set_decoded(*this, decoded, allowed::fragment, &iri::put_fragment);
}

iri& iri::set_port_number(std::uint16_t port)
{
    char digits[8];
    auto const r = std::to_chars(digits, digits + sizeof digits, port);
    detail::length_checked(put_port(std::string_view(digits, static_cast<std::size_t>(r.ptr - digits))));
    return *this;
}

iri& iri::set_user(std::string_view decoded)
{
    return set_decoded(*this, decoded, allowed::user, &iri::put_user);
}

iri& iri::set_password(std::string_view decoded)
{
    return set_decoded(*this, decoded, allowed::userinfo, &iri::put_password);
}

namespace {

// RFC 3986 §3.2.2: the four octets of `a` as a dotted quad, in decimal.
void append_ipv4(std::string& out, std::uint8_t const* a)
{
    for (int i = 0; i < 4; ++i) {
        char digits[3];
        out.append(digits, std::to_chars(digits, digits + 3, a[i]).ptr);
        if (i != 3)
            out += '.';
    }
}

// RFC 5952 §4: lower-case hexadecimal without leading zeros, the longest run of two or more
// zero groups (the first of equal ones) as "::"; §5: an IPv4-mapped address ends in its
// dotted quad.
void append_ipv6(std::string& out, ipv6_address const& a)
{
    auto const group = [&](int i) { return static_cast<unsigned>(a[2 * i] << 8 | a[2 * i + 1]); };
    auto const hex = [&](unsigned v) {
        char digits[4];
        auto const r = std::to_chars(digits, digits + 4, v, 16);
        out.append(digits, r.ptr);
    };
    bool const mapped = std::all_of(a.begin(), a.begin() + 10, [](std::uint8_t b) { return b == 0; }) &&
                        a[10] == 0xFF && a[11] == 0xFF;
    int const groups = mapped ? 6 : 8;
    int run_at = -1, run = 1; // runs of one group are not shortened
    for (int i = 0; i < groups;) {
        int j = i;
        while (j < groups && group(j) == 0)
            ++j;
        if (j - i > run) {
            run_at = i;
            run = j - i;
        }
        i = j == i ? i + 1 : j;
    }
    for (int i = 0; i < groups; ++i) {
        if (i == run_at) {
            out += "::";
            i += run - 1;
            continue;
        }
        if (i != 0 && i != run_at + run)
            out += ':';
        hex(group(i));
    }
    if (mapped) {
        if (run_at + run != groups)
            out += ':';
        append_ipv4(out, a.data() + 12);
    }
}

} // namespace

iri& iri::set_host_ipv4(ipv4_address const& address)
{
    auto const e_buffer = new_piece();
    append_ipv4(*e_buffer, address.data());
    detail::length_checked(put_host(*e_buffer));
    return *this;
}

iri& iri::set_host_ipv6(ipv6_address const& address)
{
    auto const e_buffer = new_piece();
    std::string& e = *e_buffer;
    e = "[";
    append_ipv6(e, address);
    e += ']';
    detail::length_checked(put_host(e));
    return *this;
}

// ---- segments and parameters ----

namespace {

// How many elements of `range` come before `at`, an iterator of it (all of them when `at`
// is not one).
template <class Range, class Iterator>
std::size_t index_of(Range const& range, Iterator at) noexcept
{
    std::size_t n = 0;
    for (auto i = range.begin(); i != at && i != range.end(); ++i)
        ++n;
    return n;
}

// The iterator `k` elements into `range`, or its end when it has fewer.
template <class Range>
typename Range::iterator advanced(Range const& range, std::size_t k) noexcept
{
    auto i = range.begin();
    for (; k != 0 && i != range.end(); --k)
        ++i;
    return i;
}

// "name=value", each encoded as a parameter needs.
void append_param(std::string& query, std::string_view name, std::string_view value, profile p)
{
    append_encoded(query, name, allowed::param, p);
    query += '=';
    append_encoded(query, value, allowed::param, p);
}

// "name=value" or "name", as written.
std::string_view written(param_view const& p) noexcept
{
    char const* const end = p.has_value ? p.value.data() + p.value.size() : p.name.data() + p.name.size();
    return {p.name.data(), static_cast<std::size_t>(end - p.name.data())};
}

} // namespace

// The path of the segments before `first`, the new ones and those from `last` on. A first
// segment that could be read as a scheme has its ":" encoded (RFC 3986 §4.2), a segment kept
// as written too (same decoded text); a relative path that would start with "/" gets a "."
// segment (put_path gives "/." to an absolute one that would start with "//", §3.3).
iri::segments_ref::iterator iri::segments_ref::edit(iterator first, iterator last, std::string_view const* decoded,
                                                   std::size_t count)
{
    iri& x = *x_;
    std::size_t const from = index_of(*this, first);
    std::size_t const to = std::max(from, index_of(*this, last));
    std::size_t const before = size();
    std::size_t const after = before - (to - from) + count;
    bool const absolute = is_absolute() || (x.has_authority() && after != 0);
    bool const guard_colon = !absolute && !x.has_scheme();
    auto const path_buffer = new_piece();
    std::string& path = *path_buffer;
    if (absolute)
        path += '/';
    std::size_t n = 0;
    auto const put_new = [&] {
        for (std::size_t k = 0; k < count; ++k) {
            if (n++ != 0)
                path += '/';
            append_encoded(path, decoded[k], n == 1 && guard_colon ? allowed::first_segment : allowed::segment,
                           x.options().profile);
        }
    };
    std::size_t i = 0;
    for (std::string_view segment : x.encoded_segments()) {
        if (i == from)
            put_new();
        if (i < from || i >= to) {
            if (n++ != 0)
                path += '/';
            if (n == 1 && guard_colon)
                for (char c : segment)
                    c == ':' ? path.append("%3A") : path.append(1, c);
            else
                path += segment;
        }
        ++i;
    }
    if (from == before)
        put_new();
    if (!absolute && !path.empty() && path.front() == '/')
        path.insert(0, "./");
    detail::length_checked(x.put_path(path));
    *this = segments_ref(x);
    return advanced(*this, from + (size() > after ? 1 : 0)); // past a "." put in front
}

// The query of the parameters before `first`, the new ones and those from `last` on; an
// absent query stays absent when there is none.
iri::params_ref::iterator iri::params_ref::edit(iterator first, iterator last, value_type const* params,
                                               std::size_t count)
{
    iri& x = *x_;
    std::size_t const from = index_of(*this, first);
    std::size_t const to = std::max(from, index_of(*this, last));
    auto const query_buffer = new_piece();
    std::string& query = *query_buffer;
    std::size_t n = 0;
    auto const put_new = [&] {
        for (std::size_t k = 0; k < count; ++k) {
            if (n++ != 0)
                query += '&';
            append_param(query, params[k].first, params[k].second, x.options().profile);
        }
    };
    std::size_t i = 0;
    for (param_view p : x.encoded_params()) {
        if (i == from)
            put_new();
        if (i < from || i >= to) {
            if (n++ != 0)
                query += '&';
            query += written(p);
        }
        ++i;
    }
    if (from == i)
        put_new();
    if (x.has_query() || n != 0)
        detail::length_checked(x.put_query(query));
    *this = params_ref(x); // ("&" less one empty parameter may be the empty query)
    return advanced(*this, from);
}

iri::params_ref::iterator iri::params_ref::set(std::string_view name, std::string_view value)
{
    iri& x = *x_;
    auto const query_buffer = new_piece();
    std::string& query = *query_buffer;
    std::size_t i = 0, at = 0;
    bool done = false;
    for (param_view p : x.encoded_params()) {
        bool const named = p.decoded_name() == name;
        if (named && done)
            continue; // the others of that name go
        if (i++ != 0)
            query += '&';
        if (named) {
            append_param(query, name, value, x.options().profile);
            at = i - 1;
            done = true;
        }
        else
            query += written(p);
    }
    if (!done)
        return append(name, value);
    detail::length_checked(x.put_query(query));
    *this = params_ref(x);
    return advanced(*this, at);
}

std::size_t iri::params_ref::erase(std::string_view name)
{
    iri& x = *x_;
    auto const query_buffer = new_piece();
    std::string& query = *query_buffer;
    std::size_t kept = 0, erased = 0;
    for (param_view p : x.encoded_params()) {
        if (p.decoded_name() == name) {
            ++erased;
            continue;
        }
        if (kept++ != 0)
            query += '&';
        query += written(p);
    }
    if (erased != 0)
        detail::length_checked(x.put_query(query));
    *this = params_ref(x);
    return erased;
}

// Each setter checks the new component with its own rule (src/parse.cpp), then edits only
// the parts it changes; on an error nothing changes.

result<void> iri::put_scheme(std::string_view scheme)
{
    auto const checked = detail::check_component(component::scheme, scheme, options());
    if (!checked)
        return checked.error();
    return apply(edit(detail::part_scheme).put(scheme, ":"));
}

// Without an authority, the userinfo, host or port makes one: `e` has put the authority's
// three parts, and the path follows with the "/" it then needs (RFC 3986 §3.3).
result<void> iri::add_authority(edit& e, iris::host_type type)
{
    std::string_view const path = encoded_path();
    auto const done = apply(e.put(path_prefix(path, true, true), path));
    if (done)
        l_.host = type;
    return done;
}

result<void> iri::put_userinfo(std::string_view encoded)
{
    auto const checked = detail::check_component(component::userinfo, encoded, options());
    if (!checked)
        return checked.error();
    return put_checked_userinfo(encoded);
}

// The userinfo of the pieces (valid: each may view this value's text), with the authority
// it may need.
result<void> iri::put_checked_userinfo(std::string_view a, std::string_view b, std::string_view c)
{
    edit e(detail::part_authority);
    e.put("//", a, b, c, "@");
    if (has_authority())
        return apply(e);
    return add_authority(e.put("").put(""), host_type::reg_name);
}

result<void> iri::put_user(std::string_view encoded)
{
    auto const checked = detail::check_component(component::userinfo, encoded, options());
    if (!checked)
        return checked.error();
    std::size_t const colon = encoded.find(':');
    if (colon != std::string_view::npos) { // it would end the user
        failure e = detail::error_at(error::invalid_character, colon, ':');
        e.component = component::userinfo;
        return e;
    }
    return put_checked_userinfo(encoded, has_password() ? ":" : "", encoded_password());
}

result<void> iri::put_password(std::string_view encoded)
{
    auto const checked = detail::check_component(component::userinfo, encoded, options());
    if (!checked)
        return checked.error();
    return put_checked_userinfo(encoded_user(), ":", encoded);
}

result<void> iri::put_host(std::string_view encoded)
{
    auto const checked = detail::check_component(component::host, encoded, options());
    if (!checked)
        return checked.error();
    if (!has_authority())
        return add_authority(edit(detail::part_authority).put("//").put(encoded).put(""), *checked);
    auto const done = apply(edit(detail::part_host).put(encoded));
    if (done)
        l_.host = *checked;
    return done;
}

result<void> iri::put_port(std::string_view digits)
{
    auto const checked = detail::check_component(component::port, digits, options());
    if (!checked)
        return checked.error();
    if (has_authority())
        return apply(edit(detail::part_port).put(":", digits));
    return add_authority(edit(detail::part_authority).put("//").put("").put(":", digits), host_type::reg_name);
}

result<void> iri::put_path(std::string_view encoded)
{
    auto const checked = detail::check_component(component::path, encoded, options());
    if (!checked)
        return checked.error();
    return apply(edit(detail::part_path).put(path_prefix(encoded, has_authority(), has_scheme()), encoded));
}

result<void> iri::put_query(std::string_view encoded)
{
    auto const checked = detail::check_component(component::query, encoded, options());
    if (!checked)
        return checked.error();
    return apply(edit(detail::part_query).put("?", encoded));
}

result<void> iri::put_fragment(std::string_view encoded)
{
    auto const checked = detail::check_component(component::fragment, encoded, options());
    if (!checked)
        return checked.error();
    return apply(edit(detail::part_fragment).put("#", encoded));
}

// Removing cannot fail: the text gets shorter, also where a path gets the prefix it needs
// (two bytes, where at least two go: the scheme and its ":", or "//").

// The checked setters, one policy (Boost.URL's): the named ones throw, set_encoded gives the
// error.
result<void> iri::set_encoded(iris::component c, std::string_view text)
{
    switch (c) {
    case component::scheme:   return put_scheme(text);
    case component::userinfo: return put_userinfo(text);
    case component::host:     return put_host(text);
    case component::port:     return put_port(text);
    case component::path:     return put_path(text);
    case component::query:    return put_query(text);
    case component::fragment: return put_fragment(text);
    case component::none:     break;
    }
    // the whole reference, under the value's grammar
    auto const parsed = parse_iri_reference(text, options());
    if (!parsed)
        return parsed.error();
    *this = *parsed; // `text` may be this value's own
    return {};
}

iri& iri::set_scheme(std::string_view scheme)
{
    throw_error_of(put_scheme(scheme));
    return *this;
}

iri& iri::set_encoded_userinfo(std::string_view encoded)
{
    throw_error_of(put_userinfo(encoded));
    return *this;
}

iri& iri::set_encoded_host(std::string_view encoded)
{
    throw_error_of(put_host(encoded));
    return *this;
}

iri& iri::set_encoded_user(std::string_view encoded)
{
    throw_error_of(put_user(encoded));
    return *this;
}

iri& iri::set_encoded_password(std::string_view encoded)
{
    throw_error_of(put_password(encoded));
    return *this;
}

iri& iri::set_port(std::string_view digits)
{
    throw_error_of(put_port(digits));
    return *this;
}

iri& iri::set_encoded_path(std::string_view encoded)
{
    throw_error_of(put_path(encoded));
    return *this;
}

iri& iri::set_encoded_query(std::string_view encoded)
{
    throw_error_of(put_query(encoded));
    return *this;
}

iri& iri::set_encoded_fragment(std::string_view encoded)
{
    throw_error_of(put_fragment(encoded));
    return *this;
}

iri& iri::remove_scheme()
{
    std::string_view const path = encoded_path();
    std::string_view const prefix = path_prefix(path, has_authority(), false);
    if (prefix.empty())
        (void)apply(edit(detail::part_scheme).put(""));
    else // no authority: the parts between are empty
        (void)apply(edit(detail::part_scheme).put("").put("").put("").put("").put(prefix, path));
    return *this;
}

iri& iri::remove_authority()
{
    std::string_view const path = encoded_path();
    (void)apply(edit(detail::part_authority).put("").put("").put("").put(path_prefix(path, false, true), path));
    l_.host = host_type::none;
    return *this;
}

iri& iri::remove_userinfo()
{
    if (has_userinfo())
        (void)apply(edit(detail::part_authority).put("//"));
    return *this;
}

iri& iri::remove_password()
{
    if (has_password())
        (void)put_checked_userinfo(encoded_user());
    return *this;
}

iri& iri::remove_port()
{
    (void)apply(edit(detail::part_port).put(""));
    return *this;
}

iri& iri::remove_query()
{
    (void)apply(edit(detail::part_query).put(""));
    return *this;
}

iri& iri::remove_fragment()
{
    (void)apply(edit(detail::part_fragment).put(""));
    return *this;
}

} // iris
} // boost
