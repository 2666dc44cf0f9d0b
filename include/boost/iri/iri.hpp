//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_IRI_HPP
#define BOOST_IRI_IRI_HPP

// The IRI as a value (after Boost.URL's `url`): `iri` owns its text, which is always a valid
// IRI reference of its profile, and every setter keeps it so. It reads as an `iri_view` does
// (the common base `iri_view_base`), and converts to one in constant time.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/text_buffer.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/iri_view.hpp>
#include <boost/system/result.hpp>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace iris {

struct normalize_options;

// ---- the value ---------------------------------------------------------------------------

/// An IRI reference that owns its text and keeps it valid for its profile: parsed from text
/// (`iri x("http://例え.テスト/");`, which throws on an error, as Boost.URL's `url`), made
/// from an `iri_view` (`iri x = parse_iri_reference(s).value();`), or default-constructed (the
/// empty reference) and set part by part:
///
///     iri x;
///     x.set_scheme("http").set_host("例え.テスト");
///     x.set_path("/パス a");          // "/パス\%20a": what ipath does not allow is encoded
///     x.params().append("q", "値");   // "?q=値"
///
/// Setters come in two forms (RFC 3987 §3.1): `set_path` takes text as it should read and
/// percent-encodes the UTF-8 of each character the component does not allow ("%" and the
/// delimiters that would end it too); `set_encoded_path` takes text as it should be written
/// and checks it against the component's rule. One error policy, Boost.URL's: every setter
/// returns the value and throws when it cannot set, changing nothing (`failure_exception`
/// with the offset into the argument; `std::length_error` past the longest text, 4 GiB - 1
/// bytes, or 512 MiB - 1 where `size_t` has 32 bits);
/// `set_encoded(component, text)` gives the error as a `result` instead. `remove_*` make an
/// optional component absent (absent and empty differ). A path that would read back otherwise
/// is fixed, never refused: with an authority a path that does not start with "/" gets one
/// (RFC 3986 §3.3); without one, a path starting with "//" gets "/." in front (§3.3); in a
/// reference without a scheme, a first segment with ":" gets "./" in front (§4.2). Every
/// change is linear in the length.
class iri : public iri_view_base
{
public:
    /// The empty relative reference "".
    iri() noexcept { rebase(); }

    /// A copy of a parsed IRI reference (an `iri_view`, or another `iri`), with its profile.
    BOOST_IRI_DECL iri(iri_view_base const& x);

    /// Parses `text` as an IRI reference (RFC 3987 §2.2) of the grammar of `options`, as
    /// Boost.URL's `url(string_view)` does: throws `failure_exception` (with the offset, the
    /// rule, ...) when it is not one. `parse_iri_reference` gives the error as a `result`.
    BOOST_IRI_DECL explicit iri(std::string_view text, parse_options const& options = {});

    /// Copies and moves; a moved-from `iri` is the empty reference. Assigning a view copies
    /// its text and profile (the view may be of this `iri` itself).
    ///@{
    BOOST_IRI_DECL iri(iri const& other);
    BOOST_IRI_DECL iri(iri&& other) noexcept;
    BOOST_IRI_DECL iri& operator=(iri const& other);
    BOOST_IRI_DECL iri& operator=(iri&& other) noexcept;
    BOOST_IRI_DECL iri& operator=(iri_view_base const& x);
    ///@}

    /// The text, with a null character after it.
    char const* c_str() const noexcept { return s_.c_str(); }

    /// The bytes the text may grow to without allocating.
    std::size_t capacity() const noexcept { return s_.capacity(); }
    /// Lets the text's buffer keep no more than the text (a result of an operation on a long
    /// input may keep its buffer; see doc/value.adoc).
    void shrink_to_fit() { s_.shrink_to_fit(); rebase(); }

    /// Makes the value the empty relative reference "", keeping its profile and its buffer.
    BOOST_IRI_DECL void clear() noexcept;

    /// The segments of the path and the parameters of the query, which here also change it
    /// (as Boost.URL's `url`): `x.segments().push_back("a")`, `x.params().set("q", "v")`.
    class segments_ref;
    class params_ref;
    using iri_view_base::params;
    using iri_view_base::segments;
    /// The path's segments, decoded; their edits (insert, erase, replace, ...) change the path.
    segments_ref segments() noexcept;
    /// The query's parameters, decoded; their edits (append, set, erase, ...) change the query.
    params_ref params() noexcept;

    // ---- setters: decoded text (encoded as needed) ----

    /// Sets the component to `decoded`, percent-encoding the UTF-8 of each character the
    /// component does not allow (RFC 3987 §3.1), "%" included; adds an authority for the
    /// userinfo, host and port when there is none. A host that starts with "[" is an IP
    /// literal (RFC 3986 §3.2.2; with `parse_options::zone_id`, a zone identifier's "%" is
    /// written "\%25", RFC 6874 §2) or throws `failure_exception` (`invalid_ip_literal` and the
    /// like, at its byte of `decoded`: "[fe80::1%]" has an empty zone, and "[fe80::1\%eth0]"
    /// needs `zone_id`); a dotted quad is an IPv4 address, anything else a reg-name. The
    /// other components always take the text. Every setter throws `std::length_error`, as
    /// `std::string` does, when the text would be longer than the longest text; a setter that
    /// throws leaves the value as it was.
    ///@{
    BOOST_IRI_DECL iri& set_userinfo(std::string_view decoded);
    BOOST_IRI_DECL iri& set_host(std::string_view decoded);
    BOOST_IRI_DECL iri& set_path(std::string_view decoded);
    BOOST_IRI_DECL iri& set_query(std::string_view decoded);
    BOOST_IRI_DECL iri& set_fragment(std::string_view decoded);
    ///@}
    /// Set the userinfo's user (before its first ":"; a ":" here is encoded) or password
    /// (after it, adding the ":"), keeping the other (RFC 3986 §3.2.1, which deprecates
    /// passwords in the text); `remove_password` keeps the user without ":".
    ///@{
    BOOST_IRI_DECL iri& set_user(std::string_view decoded);
    BOOST_IRI_DECL iri& set_password(std::string_view decoded);
    ///@}
    /// Sets the port to the decimal digits of `port`, adding an authority when there is none.
    BOOST_IRI_DECL iri& set_port_number(std::uint16_t port);

    /// Sets the host to an IP address, written as RFC 3986 §3.2.2 writes it (IPv6 in the
    /// shortest form of RFC 5952 §4, in brackets), adding an authority when there is none.
    ///@{
    BOOST_IRI_DECL iri& set_host_ipv4(ipv4_address const& address);
    BOOST_IRI_DECL iri& set_host_ipv6(ipv6_address const& address);
    ///@}

    // ---- setters: encoded text (checked; on an error nothing changes) ----

    /// Sets the component to text as it should be written. The text must match the
    /// component's rule of the profile (`scheme`, `iuserinfo`, `ihost`, `port`, `ipath`,
    /// `iquery`, `ifragment`: RFC 3987 §2.2); otherwise they throw `failure_exception` with
    /// the parse error, its offset into the argument, and nothing changes (as Boost.URL's
    /// setters throw). The userinfo, host and port add an authority when there is none.
    ///@{
    BOOST_IRI_DECL iri& set_scheme(std::string_view scheme);
    BOOST_IRI_DECL iri& set_encoded_userinfo(std::string_view encoded);
    BOOST_IRI_DECL iri& set_encoded_host(std::string_view encoded);
    BOOST_IRI_DECL iri& set_port(std::string_view digits);
    BOOST_IRI_DECL iri& set_encoded_path(std::string_view encoded);
    BOOST_IRI_DECL iri& set_encoded_query(std::string_view encoded);
    BOOST_IRI_DECL iri& set_encoded_fragment(std::string_view encoded);
    ///@}
    /// The same for the user (`iuserinfo` without ":") and the password (`iuserinfo`).
    ///@{
    BOOST_IRI_DECL iri& set_encoded_user(std::string_view encoded);
    BOOST_IRI_DECL iri& set_encoded_password(std::string_view encoded);
    ///@}

    /// The checked setters with the error as a `result` instead of an exception, for text from outside
    /// (`input_too_long` past the longest text too): `c` names the setter, and
    /// `component::none` the whole IRI reference, parsed under the value's grammar.
    BOOST_IRI_DECL result<void> set_encoded(iris::component c, std::string_view text);

    // ---- normalization in place (<boost/iri/normalize.hpp>) ----

    /// Normalizes the value in place at the rungs of `options` (RFC 3987 §5.3.2-5.3.3; NFC
    /// and IDNA hosts are `normalize(x, x, unicode_normalize_options)`). Fails only where the
    /// normal form would pass the longest text: then it throws std::length_error, as the
    /// setters do, and leaves the value as it was.
    BOOST_IRI_DECL iri& normalize(normalize_options const& options);
    /// The same at the syntax rung (§5.3.2).
    BOOST_IRI_DECL iri& normalize();

    // ---- removing optional components ----

    /// Makes the component absent (absent and empty differ: RFC 3986 §5.3); the authority is
    /// the userinfo, host and port together. A path that would then read otherwise is fixed
    /// (see above). Cannot fail.
    ///@{
    BOOST_IRI_DECL iri& remove_scheme();
    BOOST_IRI_DECL iri& remove_authority();
    BOOST_IRI_DECL iri& remove_userinfo();
    BOOST_IRI_DECL iri& remove_password();
    BOOST_IRI_DECL iri& remove_port();
    BOOST_IRI_DECL iri& remove_query();
    BOOST_IRI_DECL iri& remove_fragment();
    ///@}

private:
    friend struct detail::view_access;

    /// New text for some adjacent parts, and how it replaces theirs (src/value.cpp).
    struct edit;
    result<void> apply(edit const& e);
    result<void> put_scheme(std::string_view scheme);
    result<void> put_userinfo(std::string_view encoded);
    result<void> put_user(std::string_view encoded);
    result<void> put_checked_userinfo(std::string_view a, std::string_view b = {}, std::string_view c = {});
    result<void> put_password(std::string_view encoded);
    result<void> put_host(std::string_view encoded);
    result<void> put_port(std::string_view digits);
    result<void> put_path(std::string_view encoded);
    result<void> put_query(std::string_view encoded);
    result<void> put_fragment(std::string_view encoded);
    result<void> add_authority(edit& e, iris::host_type type);
    void rebase() noexcept { l_.data = s_.data(); }

    detail::text_buffer s_;
};

/// The segments of an `iri`, decoded, which also change it (Boost.URL's `segments_ref`): a
/// bidirectional range of `decoded_view` over the value's path, and the edits of a sequence.
/// Each edit takes decoded text and percent-encodes what a segment does not allow ("/" and
/// "%" too, and ":" in a first segment that could be read as a scheme: RFC 3986 §4.2), so
/// that the segments read back as given; the path keeps its "/" in front or its absence (it
/// has one after an authority, RFC 3986 §3.3). Two things the text cannot say are fixed as
/// the setters fix a path: one empty segment alone is the empty path (none), and a path
/// without an authority that would begin with an empty segment gets a "." segment in front
/// ("/.//a", ".//a"). An edit returns an iterator into the new path, throws what the
/// setters throw (`std::length_error` past the longest text), and invalidates every other
/// iterator and view of the value.
class iri::segments_ref : public segments_view
{
public:
    /// The segments of `x`, which must outlive this range.
    explicit segments_ref(iri& x) noexcept : segments_view(x.encoded_segments()), x_(&x) {}

    /// Replaces all the segments with `decoded` (strings or string views).
    ///@{
    segments_ref& operator=(std::initializer_list<std::string_view> decoded)
    {
        assign(decoded.begin(), decoded.end());
        return *this;
    }
    void assign(std::initializer_list<std::string_view> decoded) { assign(decoded.begin(), decoded.end()); }
    template <class ForwardIterator>
    void assign(ForwardIterator first, ForwardIterator last)
    {
        replace(begin(), end(), first, last);
    }
    ///@}

    /// Inserts segments before `before`; returns the first one inserted.
    ///@{
    iterator insert(iterator before, std::string_view decoded) { return edit(before, before, &decoded, 1); }
    iterator insert(iterator before, std::initializer_list<std::string_view> decoded)
    {
        return replace(before, before, decoded.begin(), decoded.end());
    }
    template <class ForwardIterator>
    iterator insert(iterator before, ForwardIterator first, ForwardIterator last)
    {
        return replace(before, before, first, last);
    }
    ///@}

    /// Removes the segment at `at`, or those of [first, last); returns the one after them.
    ///@{
    iterator erase(iterator at) { return erase(at, std::next(at)); }
    iterator erase(iterator first, iterator last)
    {
        return edit(first, last, nullptr, 0);
    }
    ///@}

    /// Replaces the segment at `at`, or those of [first, last), with `decoded`; returns the
    /// first new one (or the one after, when there is none).
    ///@{
    iterator replace(iterator at, std::string_view decoded) { return edit(at, std::next(at), &decoded, 1); }
    iterator replace(iterator first, iterator last, std::initializer_list<std::string_view> decoded)
    {
        return replace(first, last, decoded.begin(), decoded.end());
    }
    template <class ForwardIterator>
    iterator replace(iterator first, iterator last, ForwardIterator from, ForwardIterator to)
    {
        std::vector<std::string_view> const decoded(from, to);
        return edit(first, last, decoded.data(), decoded.size());
    }
    ///@}

    /// Appends a segment; removes the last one (the path must have one).
    ///@{
    void push_back(std::string_view decoded) { insert(end(), decoded); }
    void pop_back() { erase(std::prev(end())); }
    ///@}
    /// Removes every segment (an absolute path is then "/").
    void clear() { erase(begin(), end()); }

private:
    BOOST_IRI_DECL iterator edit(iterator first, iterator last, std::string_view const* decoded, std::size_t count);
    iri* x_;
};

/// The parameters of an `iri`'s query, decoded, which also change it (Boost.URL's
/// `params_ref`): a bidirectional range of `decoded_param` over the value's query, and the
/// edits of a sequence. Each edit takes a decoded name and value and writes "name=value",
/// each percent-encoded as a parameter needs ("&", "=", "#", "+" and "%" too), so that the
/// parameters read back as given; a parameter it keeps stays as written. A query with no
/// parameter left stays, empty ("?"): `iri::remove_query` removes it. An edit returns an
/// iterator into the new query, throws what the setters throw, and invalidates every other
/// iterator and view of the value.
class iri::params_ref : public params_view
{
public:
    /// A parameter to put: a decoded name and value.
    using value_type = std::pair<std::string_view, std::string_view>;

    /// The parameters of `x`, which must outlive this range.
    explicit params_ref(iri& x) noexcept : params_view(x.encoded_params()), x_(&x) {}

    /// Replaces all the parameters with `params` (pairs of a name and a value); a value's
    /// absence has no form here: `{"a", ""}` writes "a=".
    ///@{
    params_ref& operator=(std::initializer_list<value_type> params)
    {
        assign(params.begin(), params.end());
        return *this;
    }
    void assign(std::initializer_list<value_type> params) { assign(params.begin(), params.end()); }
    template <class ForwardIterator>
    void assign(ForwardIterator first, ForwardIterator last)
    {
        replace(begin(), end(), first, last);
    }
    ///@}

    /// Inserts parameters before `before`; returns the first one inserted.
    ///@{
    iterator insert(iterator before, std::string_view name, std::string_view value)
    {
        value_type const p(name, value);
        return edit(before, before, &p, 1);
    }
    iterator insert(iterator before, std::initializer_list<value_type> params)
    {
        return replace(before, before, params.begin(), params.end());
    }
    template <class ForwardIterator, // not text: insert(before, "name", "value")
              std::enable_if_t<!std::is_convertible_v<ForwardIterator, std::string_view>, int> = 0>
    iterator insert(iterator before, ForwardIterator first, ForwardIterator last)
    {
        return replace(before, before, first, last);
    }
    ///@}

    /// Appends "name=value"; returns it.
    iterator append(std::string_view name, std::string_view value) { return insert(end(), name, value); }

    /// Removes the parameter at `at`, or those of [first, last); returns the one after them.
    ///@{
    iterator erase(iterator at) { return erase(at, std::next(at)); }
    iterator erase(iterator first, iterator last)
    {
        return edit(first, last, nullptr, 0);
    }
    ///@}
    /// Removes every parameter whose decoded name is `name`; returns how many.
    BOOST_IRI_DECL std::size_t erase(std::string_view name);

    /// Replaces the parameter at `at`, or those of [first, last), with new ones; returns the
    /// first new one (or the one after, when there is none).
    ///@{
    iterator replace(iterator at, std::string_view name, std::string_view value)
    {
        value_type const p(name, value);
        return edit(at, std::next(at), &p, 1);
    }
    iterator replace(iterator first, iterator last, std::initializer_list<value_type> params)
    {
        return replace(first, last, params.begin(), params.end());
    }
    template <class ForwardIterator>
    iterator replace(iterator first, iterator last, ForwardIterator from, ForwardIterator to)
    {
        std::vector<value_type> const params(from, to);
        return edit(first, last, params.data(), params.size());
    }
    ///@}

    /// Sets the value of the first parameter whose decoded name is `name`, removing the others
    /// of that name, or appends "name=value"; returns it.
    BOOST_IRI_DECL iterator set(std::string_view name, std::string_view value);

    /// Removes the last parameter (the query must have one).
    void pop_back() { erase(std::prev(end())); }
    /// Removes every parameter (the query stays, empty).
    void clear() { erase(begin(), end()); }

private:
    BOOST_IRI_DECL iterator edit(iterator first, iterator last, value_type const* params, std::size_t count);
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
struct std::hash<boost::iris::iri> : std::hash<boost::iris::iri_view_base>
{
};

#endif
