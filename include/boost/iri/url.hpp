//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_URL_HPP
#define BOOST_IRI_URL_HPP

// Boost.URL interop (library boost_iri_url, CMake target Boost::iri_url, which links
// boost_iri and Boost.URL, not ICU): an IRI goes into every API that takes a Boost.URL type
// through its URI (RFC 3987 §3.1), and a Boost.URL URI comes back as an IRI (§3.2). For IDNA
// hosts, map with boost_iri_unicode first: `to_url(to_uri(x, unicode_options).value())`.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/iri.hpp>
#include <boost/url/url.hpp>
#include <boost/url/url_view.hpp>

namespace boost {
namespace iris {

/// RFC 3987 §3.1: the URI that `x` maps to (`to_uri`, hosts percent-encoded), as a Boost.URL
/// `url`. Errors: those of `to_uri`, or Boost.URL's own error code (in `failure::code`,
/// offset 0) for the few URIs it does not take (doc/deviations.adoc). `x` is an `iri_view`
/// or an `iri`.
BOOST_IRI_URL_DECL result<urls::url> to_url(iri_view_base const& x, to_uri_options const& options = {});

/// RFC 3987 §3.2: the IRI that the URI `u` maps to (`to_iri`): \%HH of UTF-8 decoded where
/// the IRI may have the character itself ("xn--" hosts as they are: `to_iri` of the result
/// with `unicode_to_iri_options` turns them into Unicode). Errors as `to_iri`.
BOOST_IRI_URL_DECL result<iri> from_url(urls::url_view const& u, to_iri_options const& options = {});

} // iris
} // boost

#endif
