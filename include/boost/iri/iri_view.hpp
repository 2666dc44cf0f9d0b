//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_IRI_VIEW_HPP
#define BOOST_IRI_IRI_VIEW_HPP

#include <boost/iri/iri_view_base.hpp>

namespace boost {
namespace iris {

/// A parsed IRI reference that refers to its text (after Boost.URL's `url_view`): what the
/// parse functions of <boost/iri/parse.hpp> return, or the view of an `iri`. Its text is
/// always a valid IRI reference of its profile: there is no other way to make one. 48 bytes,
/// trivially copyable; the text it was parsed from must outlive it.
class iri_view : public iri_view_base
{
public:
    /// The empty relative reference "" (RFC 3987 §2.2 irelative-ref).
    iri_view() noexcept = default;

    /// The view of an `iri` (valid until the `iri` changes) or another view.
    iri_view(iri_view_base const& x) noexcept : iri_view_base(x) {}

    /// Copies the view (not the text).
    ///@{
    iri_view(iri_view const&) noexcept = default;
    iri_view& operator=(iri_view const&) noexcept = default;
    ///@}

private:
    friend struct detail::view_access;
    explicit iri_view(detail::iri_layout const& l) noexcept : iri_view_base(l) {}
};

} // iris
} // boost

template <>
struct std::hash<boost::iris::iri_view> : std::hash<boost::iris::iri_view_base>
{
};

#endif
