//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_ASCII_HPP
#define BOOST_IRI_DETAIL_ASCII_HPP

// ASCII case, without the locale that <cctype> consults: schemes and hosts are
// case-insensitive in ASCII only (RFC 3986 §3.1, §3.2.2; RFC 3987 §5.3.2.1).

#include <algorithm>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

constexpr char ascii_lower(char c) noexcept
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

inline bool ascii_iequals(std::string_view a, std::string_view b) noexcept
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return ascii_lower(x) == ascii_lower(y);
           });
}

} // detail
} // iris
} // boost

#endif
