//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_COMPONENTS_HPP
#define BOOST_IRI_GRAMMAR_COMPONENTS_HPP

// What the rules of an IRI reference fill: one flat record of the components, as views into
// the input. `IRI-reference`, `IRI`, `absolute-IRI`, `irelative-ref`, `ihier-part`,
// `irelative-part`, `iauthority` and `ihost` all have it as their attribute, and each writes
// the members of the components it derives, in place: nothing is built and moved. The parse
// functions turn it into an `iri_view` (its offsets) in constant time.

#include <boost/iri/iri_view_base.hpp>
#include <boost/fusion/include/adapt_struct.hpp>
#include <string_view>

namespace boost {
namespace iris {
namespace grammar {

/// The components of an IRI reference (RFC 3987 §2.2) as written, without their delimiters.
/// An optional component that is absent has a null `data()`; a present one, even empty,
/// points into the input. `host_type` is `none` without an authority.
struct iri_components
{
    /// The components as written, without their delimiters: an absent one has a null `data()`,
    /// a present one points into the input.
    ///@{
    std::string_view scheme;
    std::string_view userinfo;
    std::string_view host;
    iris::host_type host_type = iris::host_type::none;
    std::string_view port;
    std::string_view path;
    std::string_view query;
    std::string_view fragment;
    ///@}
};

} // grammar
} // iris
} // boost

BOOST_FUSION_ADAPT_STRUCT(boost::iris::grammar::iri_components, scheme, userinfo, host, host_type, port, path,
                          query, fragment)

#endif
