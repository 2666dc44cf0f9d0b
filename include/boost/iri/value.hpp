//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_VALUE_HPP
#define BOOST_IRI_VALUE_HPP

// The IRI as a value (after Boost.URL's `url`): `iri` owns its text, which is always a valid
// IRI reference of its profile, and every setter keeps it so. Beside it, the views of a path's
// segments and a query's parameters, and percent-decoded text that decodes as it is read.
//
// The three layers: `iri_view` / `iri_parts` (<boost/iri/iri.hpp>) are the syntax tree that
// the grammar fills, views into the text or owned strings, with no invariant; `iri` is the
// value that keeps one, over one buffer (its `view()` is the tree, made in constant time).

#include <boost/iri/detail/config.hpp>
#include <boost/iri/parse.hpp>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <ostream>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

// ---- percent-decoded text ----------------------------------------------------------------

/// Percent-encoded text, read as the text it encodes (RFC 3986 §2.1): iterating it gives the
/// decoded bytes, one "%HH" a byte; nothing is allocated until `decode()`. The text must be
/// valid (a component of a parsed IRI is). With `plus_is_space`, "+" reads as a space
/// (application/x-www-form-urlencoded, for query parameters).
class decoded_view
{
public:
    class iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = char;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = char;

        char operator*() const noexcept
        {
            if (*p_ == '%')
                return static_cast<char>(hex(p_[1]) * 16 + hex(p_[2]));
            return plus_ && *p_ == '+' ? ' ' : *p_;
        }
        iterator& operator++() noexcept
        {
            p_ += *p_ == '%' ? 3 : 1;
            return *this;
        }
        iterator operator++(int) noexcept
        {
            iterator old = *this;
            ++*this;
            return old;
        }
        friend bool operator==(iterator a, iterator b) noexcept { return a.p_ == b.p_; }
        friend bool operator!=(iterator a, iterator b) noexcept { return a.p_ != b.p_; }

    private:
        friend class decoded_view;
        iterator(char const* p, bool plus) noexcept : p_(p), plus_(plus) {}
        static int hex(char c) noexcept
        {
            return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
        }
        char const* p_;
        bool plus_;
    };

    decoded_view() noexcept = default;
    explicit decoded_view(std::string_view encoded, bool plus_is_space = false) noexcept
        : encoded_(encoded), plus_(plus_is_space)
    {
    }

    iterator begin() const noexcept { return {encoded_.data(), plus_}; }
    iterator end() const noexcept { return {encoded_.data() + encoded_.size(), plus_}; }

    /// The text as written, with its %HH.
    std::string_view encoded() const noexcept { return encoded_; }

    /// The number of decoded bytes.
    std::size_t size() const noexcept { return static_cast<std::size_t>(std::distance(begin(), end())); }
    bool empty() const noexcept { return encoded_.empty(); }

    /// The decoded bytes (UTF-8, when the IRI's %HH are).
    std::string decode() const { return std::string(begin(), end()); }

    /// Compares the decoded bytes with `s`, allocating nothing.
    friend bool operator==(decoded_view const& a, std::string_view s) noexcept
    {
        auto i = s.begin();
        for (char c : a)
            if (i == s.end() || *i++ != c)
                return false;
        return i == s.end();
    }
    friend bool operator!=(decoded_view const& a, std::string_view s) noexcept { return !(a == s); }
    friend bool operator==(std::string_view s, decoded_view const& a) noexcept { return a == s; }
    friend bool operator!=(std::string_view s, decoded_view const& a) noexcept { return !(a == s); }

    friend std::ostream& operator<<(std::ostream& os, decoded_view const& d)
    {
        for (char c : d)
            os.put(c);
        return os;
    }

private:
    std::string_view encoded_;
    bool plus_ = false;
};

// ---- segments and parameters -------------------------------------------------------------

namespace detail {

/// The pieces of a text between separators, in order; the end has `begin_` null.
class split_iterator
{
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = std::string_view;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = std::string_view;

    split_iterator() noexcept = default;
    split_iterator(char const* begin, char const* last, char separator) noexcept
        : begin_(begin), end_(find(begin, last, separator)), last_(last), separator_(separator)
    {
    }

    std::string_view operator*() const noexcept { return {begin_, static_cast<std::size_t>(end_ - begin_)}; }
    split_iterator& operator++() noexcept
    {
        if (end_ == last_)
            begin_ = nullptr;
        else {
            begin_ = end_ + 1;
            end_ = find(begin_, last_, separator_);
        }
        return *this;
    }
    split_iterator operator++(int) noexcept
    {
        split_iterator old = *this;
        ++*this;
        return old;
    }
    friend bool operator==(split_iterator a, split_iterator b) noexcept { return a.begin_ == b.begin_; }
    friend bool operator!=(split_iterator a, split_iterator b) noexcept { return a.begin_ != b.begin_; }

private:
    static char const* find(char const* p, char const* last, char separator) noexcept
    {
        while (p != last && *p != separator)
            ++p;
        return p;
    }
    char const* begin_ = nullptr;
    char const* end_ = nullptr;
    char const* last_ = nullptr;
    char separator_ = '/';
};

} // detail

/// The segments of a path (RFC 3986 §3.3), as written: the "/" a path may start with
/// begins no segment, so "" and "/" have none, "a" and "/a" have "a", "/a/" has "a" and "".
/// A forward range of `std::string_view` (decode one with `decoded_view`); allocates nothing.
class segments_view
{
public:
    using iterator = detail::split_iterator;

    segments_view() noexcept = default;
    explicit segments_view(std::string_view path) noexcept : path_(path) {}

    iterator begin() const noexcept
    {
        std::string_view const rest = is_absolute() ? path_.substr(1) : path_;
        return rest.empty() ? end() : iterator(rest.data(), rest.data() + rest.size(), '/');
    }
    iterator end() const noexcept { return {}; }
    bool empty() const noexcept { return begin() == end(); }
    std::size_t size() const noexcept { return static_cast<std::size_t>(std::distance(begin(), end())); }

    /// The path starts with "/".
    bool is_absolute() const noexcept { return !path_.empty() && path_.front() == '/'; }

private:
    std::string_view path_;
};

/// One parameter of a query: "name=value", or "name" without a value; as written.
struct param_view
{
    std::string_view name;
    std::string_view value;
    bool has_value = false;

    /// Decoded, "+" as a space if `form` (application/x-www-form-urlencoded).
    decoded_view decoded_name(bool form = false) const noexcept { return decoded_view(name, form); }
    decoded_view decoded_value(bool form = false) const noexcept { return decoded_view(value, form); }
};

namespace detail {

/// The pieces of a `split_iterator`, each read by `Read` (a function object without state).
template <class Read>
class read_iterator
{
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = decltype(Read{}(std::string_view()));
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = value_type;

    read_iterator() noexcept = default;
    explicit read_iterator(split_iterator at) noexcept : at_(at) {}

    value_type operator*() const noexcept { return Read{}(*at_); }
    read_iterator& operator++() noexcept
    {
        ++at_;
        return *this;
    }
    read_iterator operator++(int) noexcept
    {
        read_iterator old = *this;
        ++*this;
        return old;
    }
    friend bool operator==(read_iterator a, read_iterator b) noexcept { return a.at_ == b.at_; }
    friend bool operator!=(read_iterator a, read_iterator b) noexcept { return a.at_ != b.at_; }

private:
    split_iterator at_;
};

/// "name=value" or "name" as a `param_view`.
struct read_param
{
    param_view operator()(std::string_view p) const noexcept
    {
        std::size_t const eq = p.find('=');
        if (eq == std::string_view::npos)
            return {p, {}, false};
        return {p.substr(0, eq), p.substr(eq + 1), true};
    }
};

/// A segment, decoded as it is read.
struct read_decoded
{
    decoded_view operator()(std::string_view s) const noexcept { return decoded_view(s); }
};

} // detail

/// The parameters of a query split at "&" (RFC 3986 §3.4 leaves the syntax to the scheme;
/// this is the common one), each split at its first "="; an empty query has none. A forward
/// range of `param_view`; allocates nothing.
class params_view
{
public:
    using iterator = detail::read_iterator<detail::read_param>;

    params_view() noexcept = default;
    explicit params_view(std::string_view query) noexcept : query_(query) {}

    iterator begin() const noexcept
    {
        return query_.empty() ? end() : iterator(detail::split_iterator(query_.data(), query_.data() + query_.size(), '&'));
    }
    iterator end() const noexcept { return {}; }
    bool empty() const noexcept { return query_.empty(); }

    /// The first parameter whose decoded name is `name`, or end().
    iterator find(std::string_view name, bool form = false) const noexcept
    {
        for (iterator i = begin(); i != end(); ++i)
            if ((*i).decoded_name(form) == name)
                return i;
        return end();
    }

private:
    std::string_view query_;
};

/// The segments of a path, decoded: a forward range of `decoded_view` over `segments_view`.
class decoded_segments_view
{
public:
    using iterator = detail::read_iterator<detail::read_decoded>;

    explicit decoded_segments_view(segments_view encoded) noexcept : encoded_(encoded) {}
    iterator begin() const noexcept { return iterator(encoded_.begin()); }
    iterator end() const noexcept { return iterator(encoded_.end()); }
    bool empty() const noexcept { return encoded_.empty(); }
    std::size_t size() const noexcept { return encoded_.size(); }
    bool is_absolute() const noexcept { return encoded_.is_absolute(); }

private:
    segments_view encoded_;
};

// ---- addresses ---------------------------------------------------------------------------

/// An IPv4 address (RFC 3986 §3.2.2 `IPv4address`), in network order.
using ipv4_address = std::array<std::uint8_t, 4>;

/// An IPv6 address (RFC 4291 §2.2, `IPv6address`), in network order.
using ipv6_address = std::array<std::uint8_t, 16>;

// ---- the value ---------------------------------------------------------------------------

/// An IRI reference that owns its text and keeps it valid for its profile: built by `parse`,
/// from an `iri_view`, or default-constructed (the empty reference) and set part by part.
///
///     iri x;
///     x.set_scheme("http").value();
///     x.set_host(u8"例え.テスト");
///     x.set_path(u8"/パス a");          // "/パス%20a": what ipath does not allow is encoded
///     x.params_append("q", u8"値");     // "?q=値"
///
/// Setters come in two forms (RFC 3987 §3.1): `set_path` takes text as it should read and
/// percent-encodes the UTF-8 of each character the component does not allow ("%" and the
/// delimiters that would end it too); it cannot fail. `set_encoded_path` takes text as it
/// should be written and fails, changing nothing, with the parse error (offset into the
/// argument) when the component cannot hold it. `remove_*` make an optional component absent
/// (absent and empty differ). A path that would read back otherwise is fixed, never refused:
/// with an authority a path that does not start with "/" gets one (RFC 3986 §3.3); without
/// one, a path starting with "//" gets "/." in front (§3.3); in a reference without a scheme,
/// a first segment with ":" gets "./" in front (§4.2). Every change is linear in the length.
class iri
{
public:
    /// The empty relative reference "".
    iri() noexcept = default;

    /// Parses `s` under `options` (an `IRI-reference`, RFC 3987 §2.2).
    BOOST_IRI_DECL static parse_result<iri> parse(std::string_view s, parse_options const& options = {});

    /// The text of a parsed IRI reference (which `options` must be the grammar of).
    BOOST_IRI_DECL explicit iri(iri_view const& parsed, parse_options const& options = {});

    /// The whole text.
    std::string_view buffer() const noexcept { return text_; }
    std::string const& to_string() const noexcept { return text_; }
    char const* c_str() const noexcept { return text_.c_str(); }

    /// The syntax tree over the buffer (valid until the next change).
    BOOST_IRI_DECL iri_view view() const noexcept;
    parse_options const& options() const noexcept { return options_; }

    // ---- components as written (RFC 3987 §2.2) ----
    bool has_scheme() const noexcept { return has(component::scheme); }
    bool has_authority() const noexcept { return has(component::ihost); } ///< an authority has a host
    bool has_userinfo() const noexcept { return has(component::iuserinfo); }
    bool has_port() const noexcept { return has(component::port); }
    bool has_query() const noexcept { return has(component::iquery); }
    bool has_fragment() const noexcept { return has(component::ifragment); }

    std::string_view scheme() const noexcept { return text(component::scheme); }
    std::string_view encoded_userinfo() const noexcept { return text(component::iuserinfo); }
    std::string_view encoded_host() const noexcept { return text(component::ihost); }
    std::string_view port() const noexcept { return text(component::port); }
    std::string_view encoded_path() const noexcept { return text(component::ipath); }
    std::string_view encoded_query() const noexcept { return text(component::iquery); }
    std::string_view encoded_fragment() const noexcept { return text(component::ifragment); }

    // ---- decoded (RFC 3986 §2.1) ----
    decoded_view userinfo() const noexcept { return decoded_view(encoded_userinfo()); }
    decoded_view host() const noexcept { return decoded_view(encoded_host()); }
    decoded_view path() const noexcept { return decoded_view(encoded_path()); }
    decoded_view query() const noexcept { return decoded_view(encoded_query()); }
    decoded_view fragment() const noexcept { return decoded_view(encoded_fragment()); }

    /// The userinfo up to its first ":", and after it (RFC 3986 §3.2.1; a password in an
    /// IRI is deprecated there, but it is what is written).
    BOOST_IRI_DECL std::string_view encoded_user() const noexcept;
    BOOST_IRI_DECL std::string_view encoded_password() const noexcept;
    BOOST_IRI_DECL bool has_password() const noexcept;
    decoded_view user() const noexcept { return decoded_view(encoded_user()); }
    decoded_view password() const noexcept { return decoded_view(encoded_password()); }

    /// What the host is; `reg_name` without an authority.
    iris::host_kind host_kind() const noexcept { return kind_; }

    /// The address of an `IPv4address` host, or of an `IPv6address` inside an IP-literal
    /// (a zone identifier aside); false for other hosts.
    BOOST_IRI_DECL bool host_ipv4(ipv4_address& out) const noexcept;
    BOOST_IRI_DECL bool host_ipv6(ipv6_address& out) const noexcept;

    /// The port as a number; 0 without a port, with an empty one, or past 65535.
    BOOST_IRI_DECL std::uint16_t port_number() const noexcept;

    /// The segments of the path, as written and decoded.
    segments_view encoded_segments() const noexcept { return segments_view(encoded_path()); }
    decoded_segments_view segments() const noexcept { return decoded_segments_view(encoded_segments()); }

    /// The parameters of the query (each `param_view` decodes its name and value on request).
    params_view encoded_params() const noexcept { return params_view(encoded_query()); }
    params_view params() const noexcept { return encoded_params(); }

    class segments_ref;
    class params_ref;

    /// On a value that may change, the same ranges also change it (as Boost.URL's `url`):
    /// `x.segments().push_back("a")`, `x.params().set("q", "v")`.
    segments_ref segments() noexcept;
    params_ref params() noexcept;

    // ---- setters: decoded text (encoded as needed; cannot fail) ----
    BOOST_IRI_DECL iri& set_userinfo(std::string_view decoded);
    BOOST_IRI_DECL iri& set_host(std::string_view decoded); ///< "[...]" or a dotted quad: an IP host
    BOOST_IRI_DECL iri& set_path(std::string_view decoded);
    BOOST_IRI_DECL iri& set_query(std::string_view decoded);
    BOOST_IRI_DECL iri& set_fragment(std::string_view decoded);
    BOOST_IRI_DECL iri& set_port_number(std::uint16_t port);

    /// Appends a segment (encoded as needed, "/" too), after a "/" unless the path is empty
    /// and relative.
    BOOST_IRI_DECL iri& segments_push_back(std::string_view decoded);

    /// Appends "name=value" to the query (with "&" unless it is empty), each encoded as needed
    /// ("&", "=", "#", "+" too).
    BOOST_IRI_DECL iri& params_append(std::string_view name, std::string_view value);

    /// Sets the value of the first parameter whose decoded name is `name` (and removes the
    /// others of that name), or appends it.
    BOOST_IRI_DECL iri& params_set(std::string_view name, std::string_view value);

    /// Removes every parameter whose decoded name is `name` (the query stays, if empty).
    BOOST_IRI_DECL iri& params_remove(std::string_view name);

    // ---- setters: encoded text (checked; on an error nothing changes) ----
    BOOST_IRI_DECL parse_result<void> set_scheme(std::string_view scheme);
    BOOST_IRI_DECL parse_result<void> set_encoded_userinfo(std::string_view encoded);
    BOOST_IRI_DECL parse_result<void> set_encoded_host(std::string_view encoded);
    BOOST_IRI_DECL parse_result<void> set_port(std::string_view digits);
    BOOST_IRI_DECL parse_result<void> set_encoded_path(std::string_view encoded);
    BOOST_IRI_DECL parse_result<void> set_encoded_query(std::string_view encoded);
    BOOST_IRI_DECL parse_result<void> set_encoded_fragment(std::string_view encoded);

    // ---- removing optional components ----
    BOOST_IRI_DECL iri& remove_scheme();
    BOOST_IRI_DECL iri& remove_authority(); ///< userinfo, host and port
    BOOST_IRI_DECL iri& remove_userinfo();
    BOOST_IRI_DECL iri& remove_port();
    BOOST_IRI_DECL iri& remove_query();
    BOOST_IRI_DECL iri& remove_fragment();

    friend bool operator==(iri const& a, iri const& b) noexcept { return a.text_ == b.text_; }
    friend bool operator!=(iri const& a, iri const& b) noexcept { return a.text_ != b.text_; }
    friend bool operator<(iri const& a, iri const& b) noexcept { return a.text_ < b.text_; }
    friend std::ostream& operator<<(std::ostream& os, iri const& x) { return os << x.text_; }

private:
    bool has(component c) const noexcept { return parts_[static_cast<std::size_t>(c)].present; }
    std::string_view text(component c) const noexcept
    {
        detail::component_span const& p = parts_[static_cast<std::size_t>(c)];
        return std::string_view(text_).substr(p.begin, p.end - p.begin);
    }

    /// The components one setter may change; the others are taken from the current text.
    struct pieces;
    pieces current() const;
    parse_result<void> assign(pieces const& p);
    static std::string_view changed_piece(pieces const& p) noexcept;
    iri& remove(void (*change)(pieces&));
    parse_result<void> set_piece(component c, std::string_view value);
    void locate(iri_view const& v) noexcept;

    std::string text_;
    parse_options options_;
    std::array<detail::component_span, 8> parts_{}; ///< by `component`, over text_
    iris::host_kind kind_ = iris::host_kind::reg_name;
};

/// The segments of an `iri`, decoded, which also change it.
class iri::segments_ref : public decoded_segments_view
{
public:
    explicit segments_ref(iri& x) noexcept : decoded_segments_view(x.encoded_segments()), x_(&x) {}

    /// Appends a segment (see `iri::segments_push_back`); the range then shows the new path.
    segments_ref& push_back(std::string_view decoded)
    {
        x_->segments_push_back(decoded);
        return *this = segments_ref(*x_);
    }

private:
    iri* x_;
};

/// The parameters of an `iri`, which also change it.
class iri::params_ref : public params_view
{
public:
    explicit params_ref(iri& x) noexcept : params_view(x.encoded_query()), x_(&x) {}

    /// See `iri::params_append`, `iri::params_set`, `iri::params_remove`; the range then shows
    /// the new query.
    params_ref& append(std::string_view name, std::string_view value)
    {
        x_->params_append(name, value);
        return *this = params_ref(*x_);
    }
    params_ref& set(std::string_view name, std::string_view value)
    {
        x_->params_set(name, value);
        return *this = params_ref(*x_);
    }
    params_ref& remove(std::string_view name)
    {
        x_->params_remove(name);
        return *this = params_ref(*x_);
    }

private:
    iri* x_;
};

inline iri::segments_ref iri::segments() noexcept
{
    return segments_ref(*this);
}

inline iri::params_ref iri::params() noexcept
{
    return params_ref(*this);
}

} // iris
} // boost

template <>
struct std::hash<boost::iris::iri>
{
    std::size_t operator()(boost::iris::iri const& x) const noexcept
    {
        return std::hash<std::string_view>()(x.buffer());
    }
};

#endif
