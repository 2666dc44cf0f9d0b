//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DECODED_VIEW_HPP
#define BOOST_IRI_DECODED_VIEW_HPP

// Percent-encoded text read as the text it encodes (RFC 3986 §2.1).

#include <cstddef>
#include <iterator>
#include <ostream>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

/// Percent-encoded text, read as the text it encodes (RFC 3986 §2.1): iterating it gives the
/// decoded bytes, one "\%HH" a byte; nothing is allocated until `decode()`. Any text may be
/// given: a "%" that is not followed by two hex digits reads as itself (a component of a
/// parsed IRI has none). With `plus_is_space`, "+" reads as a space
/// (application/x-www-form-urlencoded, for query parameters).
class decoded_view
{
public:
    /// A bidirectional iterator over the decoded bytes (`char`), constant time a step.
    class iterator
    {
    public:
        using iterator_category = std::bidirectional_iterator_tag;
        using value_type = char;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = char;

        /// The iterator's operations: the decoded byte, the next one, the one before, equality.
        ///@{
        char operator*() const noexcept
        {
            if (*p_ == '%' && is_triplet())
                return static_cast<char>(hex(p_[1]) * 16 + hex(p_[2]));
            return plus_ && *p_ == '+' ? ' ' : *p_;
        }
        iterator& operator++() noexcept
        {
            p_ += *p_ == '%' && is_triplet() ? 3 : 1;
            return *this;
        }
        // "%" and two hex digits before `p_` are always one byte: "%" is no hex digit, so no
        // "%HH" read from the start can hold that "%" but as its first
        iterator& operator--() noexcept
        {
            p_ -= p_ - begin_ >= 3 && p_[-3] == '%' && hex(p_[-2]) >= 0 && hex(p_[-1]) >= 0 ? 3 : 1;
            return *this;
        }
        iterator operator++(int) noexcept
        {
            iterator old = *this;
            ++*this;
            return old;
        }
        iterator operator--(int) noexcept
        {
            iterator old = *this;
            --*this;
            return old;
        }
        friend bool operator==(iterator a, iterator b) noexcept { return a.p_ == b.p_; }
        friend bool operator!=(iterator a, iterator b) noexcept { return a.p_ != b.p_; }
        ///@}

    private:
        friend class decoded_view;
        iterator(char const* begin, char const* p, char const* end, bool plus) noexcept
            : begin_(begin), p_(p), end_(end), plus_(plus)
        {
        }
        static int hex(char c) noexcept
        {
            return c >= '0' && c <= '9' ? c - '0'
                 : (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (c | 0x20) - 'a' + 10
                                                          : -1;
        }
        // "%" and two hex digits within the text: anything else reads as itself, so that no
        // text, valid or not, is read past its end
        bool is_triplet() const noexcept { return end_ - p_ >= 3 && hex(p_[1]) >= 0 && hex(p_[2]) >= 0; }
        char const* begin_;
        char const* p_;
        char const* end_;
        bool plus_;
    };

    /// The text `encoded` read as decoded, with "+" as a space if `plus_is_space`; the empty
    /// text by default.
    ///@{
    decoded_view() noexcept = default;
    explicit decoded_view(std::string_view encoded, bool plus_is_space = false) noexcept
        : encoded_(encoded), plus_(plus_is_space)
    {
    }
    ///@}

    /// The range of decoded bytes.
    ///@{
    iterator begin() const noexcept
    {
        return {encoded_.data(), encoded_.data(), encoded_.data() + encoded_.size(), plus_};
    }
    iterator end() const noexcept
    {
        char const* const end = encoded_.data() + encoded_.size();
        return {encoded_.data(), end, end, plus_};
    }
    ///@}

    /// The text as written, with its \%HH.
    std::string_view encoded() const noexcept { return encoded_; }

    /// The number of decoded bytes.
    std::size_t size() const noexcept { return static_cast<std::size_t>(std::distance(begin(), end())); }
    /// Whether there are no decoded bytes (constant time).
    bool empty() const noexcept { return encoded_.empty(); }

    /// The decoded bytes (UTF-8, when the IRI's \%HH are).
    std::string decode() const { return std::string(begin(), end()); }

    /// Compares the decoded bytes with `s`, allocating nothing.
    ///@{
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
    ///@}

    /// Writes the decoded bytes.
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
} // iris
} // boost

#endif
