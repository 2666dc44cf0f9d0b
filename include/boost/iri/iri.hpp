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
#include <boost/iri/error.hpp>
#include <boost/iri/iri_view.hpp>
#include <boost/system/result.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

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
///     x.params_append("q", "値");     // "?q=値"
///
/// Setters come in two forms (RFC 3987 §3.1): `set_path` takes text as it should read and
/// percent-encodes the UTF-8 of each character the component does not allow ("%" and the
/// delimiters that would end it too); `set_encoded_path` takes text as it should be written
/// and checks it against the component's rule. One error policy, Boost.URL's: every setter
/// returns the value and throws when it cannot set, changing nothing (`failure_exception`
/// with the offset into the argument; `std::length_error` past 4 GiB - 1 bytes);
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

    /// The segments of the path and the parameters of the query, which here also change it
    /// (as Boost.URL's `url`): `x.segments().push_back("a")`, `x.params().set("q", "v")`.
    class segments_ref;
    class params_ref;
    using iri_view_base::params;
    using iri_view_base::segments;
    /// The path's segments, decoded; `push_back` on them changes the path.
    segments_ref segments() noexcept;
    /// The query's parameters, decoded; `append`, `set`, `remove` on them change the query.
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
    /// `std::string` does, when the text would be longer than 4 GiB - 1 bytes; a setter that
    /// throws leaves the value as it was.
    ///@{
    BOOST_IRI_DECL iri& set_userinfo(std::string_view decoded);
    BOOST_IRI_DECL iri& set_host(std::string_view decoded);
    BOOST_IRI_DECL iri& set_path(std::string_view decoded);
    BOOST_IRI_DECL iri& set_query(std::string_view decoded);
    BOOST_IRI_DECL iri& set_fragment(std::string_view decoded);
    ///@}
    /// Sets the port to the decimal digits of `port`, adding an authority when there is none.
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
    // (these five throw std::length_error, as the setters above, past 4 GiB - 1 bytes)

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

    /// The same with the error as a `result` instead of an exception, for text from outside
    /// (`input_too_long` past 4 GiB - 1 bytes too): `c` names the setter, and
    /// `component::none` the whole IRI reference, parsed under the value's grammar.
    BOOST_IRI_DECL result<void> set_encoded(iris::component c, std::string_view text);

    // ---- normalization in place (<boost/iri/normalize.hpp>) ----

    /// Normalizes the value in place at the rungs of `options` (RFC 3987 §5.3.2-5.3.3; NFC
    /// and IDNA hosts are `normalize(x, x, unicode_normalize_options)`); cannot fail.
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
    result<void> put_host(std::string_view encoded);
    result<void> put_port(std::string_view digits);
    result<void> put_path(std::string_view encoded);
    result<void> put_query(std::string_view encoded);
    result<void> put_fragment(std::string_view encoded);
    result<void> add_authority(edit& e, iris::host_type type);
    void rebase() noexcept { l_.data = s_.data(); }
    void clear() noexcept; ///< the empty reference (what a move leaves behind)

    std::string s_;
};

/// The segments of an `iri`, decoded, which also change it.
class iri::segments_ref : public segments_view
{
public:
    /// The segments of `x`, which must outlive this range.
    explicit segments_ref(iri& x) noexcept : segments_view(x.encoded_segments()), x_(&x) {}

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
    /// The parameters of `x`, which must outlive this range.
    explicit params_ref(iri& x) noexcept : params_view(x.encoded_params()), x_(&x) {}

    /// See `iri::params_append`, `iri::params_set`, `iri::params_remove`; the range then shows
    /// the new query.
    ///@{
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
    ///@}

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
struct std::hash<boost::iris::iri> : std::hash<boost::iris::iri_view_base>
{
};

#endif
