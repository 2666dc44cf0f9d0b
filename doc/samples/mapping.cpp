//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The mappings between IRIs and URIs (doc/unicode.adoc).
#include "sample.hpp"
#include <boost/iri/mapping.hpp>

namespace iris = boost::iris;

int main()
{
    // tag::main[]
    iris::iri const uri = iris::to_uri("http://例え.テスト/パス?q=値").value();
    // "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4"

    iris::unicode_to_uri_options idna;
    idna.host = iris::host_mapping::idna;
    iris::iri const ace = iris::to_uri("http://例え.テスト/", idna).value();
    // "http://xn--r8jz45g.xn--zckzah/"

    iris::unicode_to_iri_options unicode;
    unicode.host = iris::host_display::unicode;
    iris::iri const back = iris::to_iri("http://xn--99zt52a.example.org/%e2%80%ae", unicode).value();
    // "http://納豆.example.org/%E2%80%AE": U+202E is a bidi control, it stays encoded
    // end::main[]
    EXPECT(uri == "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4");
    EXPECT(ace == "http://xn--r8jz45g.xn--zckzah/");
    EXPECT(back == "http://納豆.example.org/%E2%80%AE");
}
