//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Boost.URL interop (<boost/iri/url.hpp>): through the text of the URI.

#define BOOST_IRI_URL_SOURCE

#include <boost/iri/url.hpp>
#include <boost/url/parse.hpp>

namespace boost {
namespace iris {

result<urls::url> to_url(iri_view_base const& x, to_uri_options const& options)
{
    auto const uri = to_uri(x, options);
    if (!uri)
        return uri.error();
    auto const u = urls::parse_uri_reference(urls::string_view(uri->data(), uri->size()));
    if (!u) {
        failure e;
        e.code = u.error();
        return e;
    }
    return urls::url(*u);
}

result<iri> from_url(urls::url_view const& u, to_iri_options const& options)
{
    return to_iri(std::string_view(u.buffer().data(), u.buffer().size()), options);
}

} // iris
} // boost
