//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_SPLIT_ITERATOR_HPP
#define BOOST_IRI_DETAIL_SPLIT_ITERATOR_HPP

#include <cstddef>
#include <iterator>
#include <string_view>

namespace boost {
namespace iris {

// ---- segments and parameters -------------------------------------------------------------

namespace detail {

/// The pieces of a text between separators, both ways: a text that is not empty has one piece
/// more than it has separators. The end is past the last piece (`begin_` null) and keeps the
/// text, so that `--` from it finds the last piece.
class split_iterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = std::string_view;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = std::string_view;

    /// Where a `split_iterator` starts: at the first piece, or at the end.
    enum class at
    {
        first,
        end
    };

    split_iterator() noexcept = default;
    /// The first piece of [first, last), or the end of the pieces.
    split_iterator(char const* first, char const* last, char separator, at where = at::first) noexcept
        : first_(first), last_(last), separator_(separator)
    {
        if (where == at::first) {
            begin_ = first;
            end_ = find(first, last, separator);
        }
    }

    std::string_view operator*() const noexcept { return {begin_, static_cast<std::size_t>(end_ - begin_)}; }
    split_iterator& operator++() noexcept
    {
        if (end_ == last_)
            begin_ = end_ = nullptr;
        else {
            begin_ = end_ + 1;
            end_ = find(begin_, last_, separator_);
        }
        return *this;
    }
    split_iterator& operator--() noexcept
    {
        end_ = begin_ ? begin_ - 1 : last_;
        begin_ = end_;
        while (begin_ != first_ && begin_[-1] != separator_)
            --begin_;
        return *this;
    }
    split_iterator operator++(int) noexcept
    {
        split_iterator old = *this;
        ++*this;
        return old;
    }
    split_iterator operator--(int) noexcept
    {
        split_iterator old = *this;
        --*this;
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
    char const* first_ = nullptr;
    char const* last_ = nullptr;
    char const* begin_ = nullptr; ///< the piece; null at the end
    char const* end_ = nullptr;
    char separator_ = '/';
};

/// The pieces of a `split_iterator`, each read by `Read` (a function object without state).
template <class Read>
class read_iterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = decltype(Read{}(std::string_view()));
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = value_type;

    read_iterator() noexcept = default;
    explicit read_iterator(split_iterator at) noexcept : at_(at) {}

    value_type operator*() const noexcept { return Read{}(*at_); }

    /// The piece as written.
    split_iterator base() const noexcept { return at_; }
    read_iterator& operator++() noexcept
    {
        ++at_;
        return *this;
    }
    read_iterator& operator--() noexcept
    {
        --at_;
        return *this;
    }
    read_iterator operator++(int) noexcept
    {
        read_iterator old = *this;
        ++*this;
        return old;
    }
    read_iterator operator--(int) noexcept
    {
        read_iterator old = *this;
        --*this;
        return old;
    }
    friend bool operator==(read_iterator a, read_iterator b) noexcept { return a.at_ == b.at_; }
    friend bool operator!=(read_iterator a, read_iterator b) noexcept { return a.at_ != b.at_; }

private:
    split_iterator at_;
};

} // detail

} // iris
} // boost

#endif
