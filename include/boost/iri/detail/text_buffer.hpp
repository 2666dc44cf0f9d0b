//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_TEXT_BUFFER_HPP
#define BOOST_IRI_DETAIL_TEXT_BUFFER_HPP

#include <boost/throw_exception.hpp>
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace boost {
namespace iris {
namespace detail {

/// The text of an `iri`, and what the operations write it in: a `std::string` that holds the
/// bytes, and the length of the text apart from the string's. A writer makes the text longer
/// and writes over the new bytes (`resize_for_overwrite`) without the string filling them
/// first, which `std::string::resize` does every time (C++23's `resize_and_overwrite` is not
/// in C++17): the string only grows, doubling, and fills only where it grows past the longest
/// text it held. A null character follows the text (`c_str`).
class text_buffer
{
public:
    text_buffer() = default;
    explicit text_buffer(std::string_view s) : bytes_(s), size_(s.size()) {}
    /// Takes the bytes of `s` (no copy).
    explicit text_buffer(std::string&& s) noexcept : bytes_(std::move(s)), size_(bytes_.size()) {}

    /// A copy holds the text, not the room after it; a moved-from buffer is empty.
    ///@{
    text_buffer(text_buffer const& other) : text_buffer(other.view()) {}
    text_buffer(text_buffer&& other) noexcept : bytes_(std::move(other.bytes_)), size_(other.size_)
    {
        other.bytes_.clear();
        other.size_ = 0;
    }
    text_buffer& operator=(text_buffer const& other)
    {
        assign(other.view());
        return *this;
    }
    text_buffer& operator=(text_buffer&& other) noexcept
    {
        if (this != &other) {
            bytes_ = std::move(other.bytes_);
            size_ = other.size_;
            other.bytes_.clear();
            other.size_ = 0;
        }
        return *this;
    }
    ///@}

    char* data() noexcept { return bytes_.data(); }
    char const* data() const noexcept { return bytes_.data(); }
    char const* c_str() const noexcept { return bytes_.data(); }
    std::size_t size() const noexcept { return size_; }
    std::size_t capacity() const noexcept { return bytes_.capacity(); }
    std::string_view view() const noexcept { return {bytes_.data(), size_}; }
    operator std::string_view() const noexcept { return view(); }

    /// Makes the text `n` bytes long. The bytes past its old end hold anything: the caller
    /// writes them before they are read.
    void resize_for_overwrite(std::size_t n)
    {
        if (n > bytes_.size())
            grow(n);
        end_at(n);
    }

    void clear() noexcept { end_at(0); }

    /// Appends `s`, which may be a part of the text.
    void append(std::string_view s)
    {
        std::size_t const at = size_;
        if (s.size() > bytes_.max_size() - at)
            boost::throw_exception(std::length_error("boost::iris::detail::text_buffer"));
        if (at + s.size() > bytes_.size()) {
            std::less<char const*> const before; // a total order, also for pointers into other texts
            bool const inside = !before(s.data(), data()) && before(s.data(), data() + at);
            std::size_t const offset = inside ? static_cast<std::size_t>(s.data() - data()) : 0;
            grow(at + s.size());
            if (inside)
                s = std::string_view(data() + offset, s.size());
        }
        if (!s.empty())
            std::memcpy(data() + at, s.data(), s.size());
        end_at(at + s.size());
    }
    void push_back(char c) { append(std::string_view(&c, 1)); }
    text_buffer& operator+=(std::string_view s)
    {
        append(s);
        return *this;
    }
    text_buffer& operator+=(char c)
    {
        push_back(c);
        return *this;
    }

    /// Makes the text `s`, which may be a part of it.
    void assign(std::string_view s)
    {
        std::less<char const*> const before;
        if (!before(s.data(), data()) && before(s.data(), data() + size_)) {
            std::memmove(data(), s.data(), s.size());
            end_at(s.size());
            return;
        }
        clear();
        append(s);
    }

    /// Replaces the `n` bytes at `at` with `s`, which is not a part of the text.
    void replace(std::size_t at, std::size_t n, std::string_view s)
    {
        std::size_t const new_size = size_ - n + s.size();
        if (new_size > bytes_.size())
            grow(new_size);
        std::memmove(data() + at + s.size(), data() + at + n, size_ - at - n); // the bytes after
        if (!s.empty())
            std::memcpy(data() + at, s.data(), s.size());
        end_at(new_size);
    }

    /// Keeps no more room than the text.
    void shrink_to_fit()
    {
        bytes_.resize(size_);
        bytes_.shrink_to_fit();
    }

    /// The text as a string of its own size (no copy); the buffer is empty after.
    std::string release() &&
    {
        bytes_.resize(size_);
        std::string text = std::move(bytes_);
        bytes_.clear();
        size_ = 0;
        return text;
    }

    void swap(text_buffer& other) noexcept
    {
        bytes_.swap(other.bytes_);
        std::swap(size_, other.size_);
    }

private:
    // The string at least `n` bytes long, at least doubled (so that a text grown a byte at a
    // time is written in linear time); the new bytes are filled once here.
    void grow(std::size_t n) { bytes_.resize(std::max(n, std::min(2 * bytes_.size(), bytes_.max_size()))); }

    // The text ends at `n` <= the string's size: the null character after it (at the string's
    // size, the string's own, which may be written as itself).
    void end_at(std::size_t n) noexcept
    {
        size_ = n;
        bytes_[n] = '\0';
    }

    std::string bytes_; ///< the text, then room (or the room this buffer once needed)
    std::size_t size_ = 0;
};

} // detail
} // iris
} // boost

#endif
