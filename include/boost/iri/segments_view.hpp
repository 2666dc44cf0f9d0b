//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SEGMENTS_VIEW_HPP
#define BOOST_IRI_SEGMENTS_VIEW_HPP

// The segments of a path (RFC 3986 §3.3), as written and decoded: ranges over the text that
// allocate nothing.

#include <boost/iri/decoded_view.hpp>
#include <boost/iri/detail/split_iterator.hpp>
#include <cstddef>
#include <iterator>
#include <string_view>

namespace boost {
namespace iris {

/// The segments of a path (RFC 3986 §3.3), as written: the "/" a path may start with
/// begins no segment, so "" and "/" have none, "a" and "/a" have "a", "/a/" has "a" and "".
/// A bidirectional range of `std::string_view` (decode one with `decoded_view`); allocates
/// nothing.
class segments_encoded_view
{
public:
    /// A bidirectional iterator whose `operator*` gives a segment as a `std::string_view`.
    using iterator = detail::split_iterator;

    /// The segments of `path`; none by default.
    ///@{
    segments_encoded_view() noexcept = default;
    explicit segments_encoded_view(std::string_view path) noexcept : path_(path) {}
    ///@}

    /// The range: iterators, whether it is empty (constant time) and its size (linear).
    ///@{
    iterator begin() const noexcept
    {
        std::string_view const s = segments();
        return s.empty() ? end() : iterator(s.data(), s.data() + s.size(), '/');
    }
    iterator end() const noexcept
    {
        std::string_view const s = segments();
        return iterator(s.data(), s.data() + s.size(), '/', iterator::at::end);
    }
    bool empty() const noexcept { return begin() == end(); }
    std::size_t size() const noexcept { return static_cast<std::size_t>(std::distance(begin(), end())); }
    ///@}

    /// The path starts with "/".
    bool is_absolute() const noexcept { return !path_.empty() && path_.front() == '/'; }

private:
    /// The path without the "/" it may start with.
    std::string_view segments() const noexcept { return is_absolute() ? path_.substr(1) : path_; }

    std::string_view path_;
};

namespace detail {

/// A segment, decoded as it is read.
struct read_decoded
{
    decoded_view operator()(std::string_view s) const noexcept { return decoded_view(s); }
};

} // detail

/// The segments of a path, decoded: a bidirectional range of `decoded_view` over
/// `segments_encoded_view`.
class segments_view
{
public:
    /// A bidirectional iterator whose `operator*` gives a segment as a `decoded_view`.
    using iterator = detail::read_iterator<detail::read_decoded>;

    /// The segments of `encoded`, decoded.
    explicit segments_view(segments_encoded_view encoded) noexcept : encoded_(encoded) {}
    /// The range: iterators, whether it is empty (constant time) and its size (linear).
    ///@{
    iterator begin() const noexcept { return iterator(encoded_.begin()); }
    iterator end() const noexcept { return iterator(encoded_.end()); }
    bool empty() const noexcept { return encoded_.empty(); }
    std::size_t size() const noexcept { return encoded_.size(); }
    ///@}
    /// The path starts with "/".
    bool is_absolute() const noexcept { return encoded_.is_absolute(); }

private:
    segments_encoded_view encoded_;
};
} // iris
} // boost

#endif
