//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_PARAMS_VIEW_HPP
#define BOOST_IRI_PARAMS_VIEW_HPP

// The parameters of a query (RFC 3986 §3.4 leaves their syntax to the scheme; this is the
// common "name=value&..." one), as written and decoded: ranges that allocate nothing.

#include <boost/iri/decoded_view.hpp>
#include <boost/iri/detail/split_iterator.hpp>
#include <string_view>

namespace boost {
namespace iris {

/// One parameter of a query: "name=value", or "name" without a value; as written.
struct param_view
{
    std::string_view name;  ///< the text before the first "=", as written
    std::string_view value; ///< the text after it; empty without one
    bool has_value = false; ///< whether there is an "=" ("name=" has an empty value, "name" none)

    /// The name and the value decoded, "+" as a space if `form`
    /// (application/x-www-form-urlencoded).
    ///@{
    decoded_view decoded_name(bool form = false) const noexcept { return decoded_view(name, form); }
    decoded_view decoded_value(bool form = false) const noexcept { return decoded_view(value, form); }
    ///@}
};

namespace detail {

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

} // detail

/// The parameters of a query split at "&" (RFC 3986 §3.4 leaves the syntax to the scheme;
/// this is the common one), each split at its first "="; an empty query has none. A
/// bidirectional range of `param_view`; allocates nothing.
class params_encoded_view
{
public:
    /// A bidirectional iterator whose `operator*` gives a `param_view`.
    using iterator = detail::read_iterator<detail::read_param>;

    /// The parameters of `query` (without its "?"); none by default.
    ///@{
    params_encoded_view() noexcept = default;
    explicit params_encoded_view(std::string_view query) noexcept : query_(query) {}
    ///@}

    /// The range (constant time): iterators, and whether it is empty.
    ///@{
    iterator begin() const noexcept
    {
        return query_.empty() ? end() : iterator(split(detail::split_iterator::at::first));
    }
    iterator end() const noexcept { return iterator(split(detail::split_iterator::at::end)); }
    bool empty() const noexcept { return query_.empty(); }
    ///@}

    /// The first parameter whose decoded name is `name`, or end().
    iterator find(std::string_view name, bool form = false) const noexcept
    {
        for (iterator i = begin(); i != end(); ++i)
            if ((*i).decoded_name(form) == name)
                return i;
        return end();
    }

private:
    detail::split_iterator split(detail::split_iterator::at where) const noexcept
    {
        return detail::split_iterator(query_.data(), query_.data() + query_.size(), '&', where);
    }
    std::string_view query_;
};

/// One parameter of a query, decoded (RFC 3986 §2.1; "+" stays "+": use
/// `param_view::decoded_name(true)` for application/x-www-form-urlencoded).
struct decoded_param
{
    decoded_view name;      ///< the name, decoded
    decoded_view value;     ///< the value, decoded; empty without one
    bool has_value = false; ///< whether there is an "="
};

namespace detail {

/// A parameter, decoded as it is read.
struct read_decoded_param
{
    decoded_param operator()(std::string_view p) const noexcept
    {
        param_view const e = read_param{}(p);
        return {decoded_view(e.name), decoded_view(e.value), e.has_value};
    }
};

} // detail

/// The parameters of a query, decoded: a bidirectional range of `decoded_param` over
/// `params_encoded_view`.
class params_view
{
public:
    /// A bidirectional iterator whose `operator*` gives a `decoded_param`.
    using iterator = detail::read_iterator<detail::read_decoded_param>;

    /// The parameters of `encoded`, decoded; none by default.
    ///@{
    params_view() noexcept = default;
    explicit params_view(params_encoded_view encoded) noexcept : encoded_(encoded) {}
    ///@}
    /// The range (constant time): iterators, and whether it is empty.
    ///@{
    iterator begin() const noexcept { return iterator(encoded_.begin().base()); }
    iterator end() const noexcept { return iterator(encoded_.end().base()); }
    bool empty() const noexcept { return encoded_.empty(); }
    ///@}

    /// The parameters as written.
    params_encoded_view encoded() const noexcept { return encoded_; }

private:
    params_encoded_view encoded_;
};

} // iris
} // boost

#endif
