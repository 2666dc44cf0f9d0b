//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/url.hpp> (library boost_iri_url).
#include "../sample.hpp"
#include <boost/iri/parse.hpp>
#include <boost/iri/url.hpp>
#include <boost/url/parse.hpp>

namespace iris = boost::iris;

int main()
{
    {
        // tag::to_url[]
        boost::urls::url const u = iris::to_url(iris::parse_iri("http://例え.テスト/値").value()).value();
        EXPECT(u.buffer() == "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E5%80%A4");
        // end::to_url[]
    }
    {
        // tag::from_url[]
        boost::urls::url_view const u = boost::urls::parse_uri("http://a/%E5%80%A4?q=%C3%BC").value();
        EXPECT(iris::from_url(u).value() == "http://a/値?q=ü");
        // end::from_url[]
    }
}
