//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_THREAD_BUFFER_HPP
#define BOOST_IRI_SRC_THREAD_BUFFER_HPP

// The text an operation builds before it is copied into a value (a normal form, a mapping, a
// resolution, a setter's new component) is built in a string its thread reuses, so that
// repeated operations on IRIs of common sizes allocate nothing. What a thread keeps between
// calls is bounded: a buffer that one large input grew is released when that call ends
// (doc/design.adoc, "no hidden state").

#include <boost/iri/detail/text_buffer.hpp>
#include <cstddef>
#include <string>

namespace boost {
namespace iris {
namespace detail {

/// Says that a thread's buffer keeps what it holds, as room to write over: a string that grows
/// fills what it adds, which a writer that writes over it need not pay for each time.
constexpr struct keep_size_t {} keep_size{};

/// A thread's reusable text (a `std::string`, or a `text_buffer` for what becomes a value's
/// text), empty (or as it was, as room), for the length of one operation.
template <class Text>
class thread_buffer
{
public:
    /// The most capacity a buffer keeps from one call to the next.
    static constexpr std::size_t kept_capacity = 64 * 1024;

    explicit thread_buffer(Text& s) noexcept : s_(&s) { s.clear(); }
    thread_buffer(Text& s, keep_size_t) noexcept : s_(&s) {}
    thread_buffer(thread_buffer const&) = delete;
    thread_buffer& operator=(thread_buffer const&) = delete;

    ~thread_buffer()
    {
        if (s_->capacity() > kept_capacity)
            Text().swap(*s_);
    }

    Text& operator*() const noexcept { return *s_; }
    Text* operator->() const noexcept { return s_; }

private:
    Text* s_;
};

} // detail
} // iris
} // boost

#endif
