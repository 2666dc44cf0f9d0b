//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DETAIL_DERIVATION_NODE_HPP
#define BOOST_IRI_DETAIL_DERIVATION_NODE_HPP

#include <cstdint>

namespace boost {
namespace iris {
namespace detail {

/// One rule that matched, as a derivation stores it: twelve bytes, so that a derivation
/// takes a bounded number of bytes per input byte (inputs up to the longest text).
struct derivation_node
{
    std::uint16_t rule;  ///< index into the derivation's rule names
    std::uint16_t depth; ///< 0 for the start rule
    std::uint32_t begin; ///< byte span [begin, end)
    std::uint32_t end;
};

} // detail
} // iris
} // boost

#endif
