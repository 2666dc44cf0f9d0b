//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_UNICODE_LABELS_HPP
#define BOOST_IRI_SRC_UNICODE_LABELS_HPP

// The labels of a domain name, as IDNA (src/unicode/idna.cpp), the mappings and the
// diagnostics read them.

#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <cstddef>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

/// RFC 5890 §2.3.2.1: a label that starts with "xn--" (in either case), an A-label or one
/// that claims to be.
inline bool is_ace_label(std::string_view label) noexcept
{
    return label.size() >= 4 && ascii_lower(label[0]) == 'x' && ascii_lower(label[1]) == 'n' && label[2] == '-' &&
           label[3] == '-';
}

/// Calls `f(begin, end)` with the byte offsets of each label of `domain` (well-formed UTF-8),
/// in order, the labels separated by the four dots of UTS #46 §4 step 1 (U+002E, U+3002,
/// U+FF0E, U+FF61); stops at the first label for which `f` is true and gives its `begin`,
/// else npos.
template <class F>
std::size_t find_label(std::string_view domain, F f)
{
    std::size_t label = 0;
    for (std::size_t i = 0;;) {
        bool const at_end = i == domain.size();
        char const* p = domain.data() + i;
        char32_t const c = at_end ? U'.' : decode_utf8(p, domain.data() + domain.size());
        std::size_t const next = static_cast<std::size_t>(p - domain.data());
        if (c == U'.' || c == 0x3002 || c == 0xFF0E || c == 0xFF61) {
            if (f(label, i))
                return label;
            label = next;
        }
        if (at_end)
            return std::string_view::npos;
        i = next;
    }
}

} // detail
} // iris
} // boost

#endif
