//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_IRI_VIEW_BASE_HPP
#define BOOST_IRI_IRI_VIEW_BASE_HPP

// What `iri_view` and `iri` have in common (after Boost.URL's `url_view_base`): the read-only
// accessors of an IRI reference, over its text and the offsets of its components. Neither
// can be made from pieces: a view comes from a parse function or from an `iri`, and an `iri`
// keeps its text valid through every change, so the text is always an IRI reference of the
// profile in `options()` (RFC 3987 §2.2) and every operation can rely on it.
//
// One vocabulary on both: `encoded_X()` is the component as written, `X()` the same text
// percent-decoded (RFC 3986 §2.1), `has_X()` whether an optional component is present
// (absent and empty differ: `http://a/?` has an empty query, `http://a/` none).

#include <boost/iri/detail/config.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/decoded_view.hpp>
#include <boost/iri/params_view.hpp>
#include <boost/iri/profile.hpp>
#include <boost/iri/segments_view.hpp>
#include <boost/container_hash/hash.hpp>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string_view>

namespace boost {
namespace iris {

/// Which alternative of `ihost` matched (RFC 3987 §2.2, RFC 3986 §3.2.2), or `none` when
/// there is no authority.
enum class host_type : unsigned char
{
    none,      ///< no authority
    reg_name,  ///< `ireg-name`, possibly empty
    ipv4,      ///< `IPv4address`
    ipv6,      ///< `IP-literal` holding an `IPv6address` (or an RFC 6874 `IPv6addrz`)
    ipvfuture  ///< `IP-literal` holding an `IPvFuture`
};

/// The `host_type` names of the `iri` tool: "none", "reg-name", "ipv4", "ipv6", "ipvfuture".
constexpr std::string_view to_string(host_type k) noexcept
{
    switch (k) {
    case host_type::reg_name:  return "reg-name";
    case host_type::ipv4:      return "ipv4";
    case host_type::ipv6:      return "ipv6";
    case host_type::ipvfuture: return "ipvfuture";
    default:                   return "none";
    }
}

/// An IPv4 address (RFC 3986 §3.2.2 `IPv4address`), in network order.
using ipv4_address = std::array<std::uint8_t, 4>;

/// An IPv6 address (RFC 4291 §2.2, `IPv6address`), in network order.
using ipv6_address = std::array<std::uint8_t, 16>;

namespace detail {

/// The parts of the text, each with its delimiters: `scheme ":"`, `"//" [ iuserinfo "@" ]`,
/// `ihost`, `":" port`, `ipath`, `"?" iquery`, `"#" ifragment`. An absent part is empty.
enum part : unsigned char
{
    part_scheme,
    part_authority,
    part_host,
    part_port,
    part_path,
    part_query,
    part_fragment,
    part_end
};

/// Where the parts of a text start: the text and an offset a part. 40 bytes, trivially
/// copyable; texts up to 4 GiB - 1 bytes.
struct iri_layout
{
    char const* data = "";
    std::uint32_t start[part_end] = {}; ///< where each part starts (`part_scheme` at 0)
    std::uint32_t size = 0;             ///< where the text ends
    iris::host_type host = iris::host_type::none;
    parse_options options{};

    std::size_t begin_of(part p) const noexcept { return p == part_scheme ? 0 : start[p]; }
    std::size_t end_of(part p) const noexcept { return p + 1 == part_end ? size : start[p + 1]; }
    std::size_t length(part p) const noexcept { return end_of(p) - begin_of(p); }
    /// The part without the `skip_front` bytes of delimiter before it and `skip_back` after.
    std::string_view text(part p, std::size_t skip_front, std::size_t skip_back = 0) const noexcept
    {
        std::size_t const n = length(p);
        if (n < skip_front + skip_back)
            return {};
        return {data + begin_of(p) + skip_front, n - skip_front - skip_back};
    }
};

struct view_access;

} // detail

class iri_view;
class iri;

/// The read-only accessors of `iri_view` and `iri`. Not made on its own.
class iri_view_base
{
public:
    // ---- the whole text ----

    /// The IRI reference as written.
    std::string_view buffer() const noexcept { return {l_.data, l_.size}; }
    /// The first byte of the text (not null-terminated).
    char const* data() const noexcept { return l_.data; }
    /// The length of the text in bytes.
    std::size_t size() const noexcept { return l_.size; }
    /// The empty relative reference "".
    bool empty() const noexcept { return l_.size == 0; }

    /// The grammar the text was parsed under (profile, RFC 6874 zone identifiers).
    parse_options const& options() const noexcept { return l_.options; }

    // ---- scheme (RFC 3986 §3.1) ----

    /// Whether the reference has a scheme (it is then an `IRI`, RFC 3987 §2.2).
    bool has_scheme() const noexcept { return l_.length(detail::part_scheme) != 0; }
    /// The scheme without its ":"; empty when absent.
    std::string_view scheme() const noexcept { return l_.text(detail::part_scheme, 0, 1); }

    // ---- authority (RFC 3987 §2.2 iauthority) ----

    /// Whether there is an authority (`"//"` after the scheme), maybe with an empty host.
    bool has_authority() const noexcept { return l_.host != iris::host_type::none; }
    /// `[ iuserinfo "@" ] ihost [ ":" port ]` as written; empty when absent.
    std::string_view encoded_authority() const noexcept
    {
        if (!has_authority())
            return {};
        std::size_t const b = l_.begin_of(detail::part_authority) + 2;
        return {l_.data + b, l_.begin_of(detail::part_path) - b};
    }

    // ---- userinfo (RFC 3986 §3.2.1) ----

    /// Whether the authority has a userinfo (an "@"), maybe empty.
    bool has_userinfo() const noexcept { return l_.length(detail::part_authority) > 2; }
    /// The userinfo as written, without its "@"; empty when absent.
    std::string_view encoded_userinfo() const noexcept { return l_.text(detail::part_authority, 2, 1); }
    /// The userinfo percent-decoded.
    decoded_view userinfo() const noexcept { return decoded_view(encoded_userinfo()); }

    /// The userinfo up to its first ":", as written (RFC 3986 §3.2.1 deprecates a password
    /// after it, but it is what is written).
    std::string_view encoded_user() const noexcept
    {
        std::string_view const u = encoded_userinfo();
        return u.substr(0, u.find(':'));
    }
    /// The user percent-decoded.
    decoded_view user() const noexcept { return decoded_view(encoded_user()); }
    /// Whether the userinfo has a ":".
    bool has_password() const noexcept { return encoded_userinfo().find(':') != std::string_view::npos; }
    /// The userinfo after its first ":", as written; empty when there is none.
    std::string_view encoded_password() const noexcept
    {
        std::string_view const u = encoded_userinfo();
        std::size_t const colon = u.find(':');
        return colon == std::string_view::npos ? std::string_view() : u.substr(colon + 1);
    }
    /// The password percent-decoded.
    decoded_view password() const noexcept { return decoded_view(encoded_password()); }

    // ---- host (RFC 3987 §2.2 ihost) ----

    /// What the host is; `none` without an authority.
    iris::host_type host_type() const noexcept { return l_.host; }
    /// The host as written (an IP-literal with its brackets); empty without an authority.
    std::string_view encoded_host() const noexcept { return l_.text(detail::part_host, 0); }
    /// The host percent-decoded (an IP-literal keeps its brackets; a zone identifier's "\%25"
    /// becomes "%").
    decoded_view host() const noexcept { return decoded_view(encoded_host()); }

    /// The address of an `IPv4address` host into `out`; false (and `out` unchanged) for
    /// other hosts.
    BOOST_IRI_DECL bool host_ipv4(ipv4_address& out) const noexcept;
    /// The address of the `IPv6address` of an IP-literal host into `out` (a zone identifier
    /// aside); false (and `out` unchanged) for other hosts.
    BOOST_IRI_DECL bool host_ipv6(ipv6_address& out) const noexcept;

    // ---- port (RFC 3986 §3.2.3) ----

    /// Whether the authority has a ":" port, maybe empty.
    bool has_port() const noexcept { return l_.length(detail::part_port) != 0; }
    /// The digits, without the ":".
    std::string_view port() const noexcept { return l_.text(detail::part_port, 1); }
    /// The port as a number; none without a port, with an empty one, or with one past 65535
    /// (the grammar's `port` is any digits: RFC 3986 §3.2.3), which `port()` still gives.
    BOOST_IRI_DECL std::optional<std::uint16_t> port_number() const noexcept;

    // ---- path (RFC 3987 §2.2 ipath; never absent, maybe empty) ----

    /// The path as written.
    std::string_view encoded_path() const noexcept { return l_.text(detail::part_path, 0); }
    /// The path percent-decoded (an encoded "/" becomes "/": use `segments()` to keep them apart).
    decoded_view path() const noexcept { return decoded_view(encoded_path()); }
    /// The path's segments as written (RFC 3986 §3.3).
    segments_encoded_view encoded_segments() const noexcept { return segments_encoded_view(encoded_path()); }
    /// The path's segments, each percent-decoded.
    segments_view segments() const noexcept { return segments_view(encoded_segments()); }

    // ---- query (RFC 3987 §2.2 iquery) ----

    /// Whether there is a "?" query, maybe empty.
    bool has_query() const noexcept { return l_.length(detail::part_query) != 0; }
    /// The query as written, without its "?"; empty when absent.
    std::string_view encoded_query() const noexcept { return l_.text(detail::part_query, 1); }
    /// The query percent-decoded ("+" stays "+").
    decoded_view query() const noexcept { return decoded_view(encoded_query()); }
    /// The query as `name=value` pairs separated by "&" (HTML's form encoding), as written.
    params_encoded_view encoded_params() const noexcept { return params_encoded_view(encoded_query()); }
    /// The same pairs, each name and value percent-decoded ("+" stays "+": `?q=a+b%2Bc` gives
    /// "a+b+c"; `param_view::decoded_value(true)` reads "+" as a space).
    params_view params() const noexcept { return params_view(encoded_params()); }

    // ---- fragment (RFC 3987 §2.2 ifragment) ----

    /// Whether there is a "#" fragment, maybe empty.
    bool has_fragment() const noexcept { return l_.length(detail::part_fragment) != 0; }
    /// The fragment as written, without its "#"; empty when absent.
    std::string_view encoded_fragment() const noexcept { return l_.text(detail::part_fragment, 1); }
    /// The fragment percent-decoded.
    decoded_view fragment() const noexcept { return decoded_view(encoded_fragment()); }

    // ---- comparison: the same characters (RFC 3987 §5.3.1, simple string comparison) ----

    /// Simple string comparison of the texts (RFC 3987 §5.3.1): the other rungs of the
    /// comparison ladder are `normalize` and `equivalent`.
    ///@{
    friend bool operator==(iri_view_base const& a, iri_view_base const& b) noexcept { return a.buffer() == b.buffer(); }
    friend bool operator!=(iri_view_base const& a, iri_view_base const& b) noexcept { return a.buffer() != b.buffer(); }
    friend bool operator<(iri_view_base const& a, iri_view_base const& b) noexcept { return a.buffer() < b.buffer(); }
    friend bool operator==(iri_view_base const& a, std::string_view b) noexcept { return a.buffer() == b; }
    friend bool operator!=(iri_view_base const& a, std::string_view b) noexcept { return a.buffer() != b; }
    friend bool operator==(std::string_view a, iri_view_base const& b) noexcept { return a == b.buffer(); }
    friend bool operator!=(std::string_view a, iri_view_base const& b) noexcept { return a != b.buffer(); }

    ///@}

    /// Writes the text.
    friend std::ostream& operator<<(std::ostream& os, iri_view_base const& x) { return os << x.buffer(); }

    /// @cond detail
protected:
    ~iri_view_base() = default;

private:
    // Every operation trusts the layout, so only the two classes and the library's sources
    // make, copy or assign it (as Boost.URL's `url_view_base` keeps its `impl_` to named
    // friends): a class derived from `iri` cannot assign a view's layout to its base and
    // leave it describing other text than the value's.
    friend class iri_view;
    friend class iri;
    friend struct detail::view_access;

    iri_view_base() noexcept = default;
    explicit iri_view_base(detail::iri_layout const& l) noexcept : l_(l) {}
    iri_view_base(iri_view_base const&) noexcept = default;
    iri_view_base& operator=(iri_view_base const&) noexcept = default;

    detail::iri_layout l_;
    /// @endcond
};

} // iris
} // boost

/// Hashes the text, agreeing with operator== (for `iri_view` and `iri` alike).
template <>
struct std::hash<boost::iris::iri_view_base>
{
    /// The hash of `x.buffer()`.
    std::size_t operator()(boost::iris::iri_view_base const& x) const noexcept
    {
        return std::hash<std::string_view>()(x.buffer());
    }
};

#endif
