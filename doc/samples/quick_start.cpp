//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The quick start of doc/index.adoc.
#include "sample.hpp"
// tag::main[]
#include <boost/iri.hpp>
#include <iostream>

namespace iris = boost::iris;

int main()
{
    iris::result<iris::iri_view> r = iris::parse_iri_reference("http://例え.テスト/パス?q=値#章");
    if (!r) {
        std::cerr << r.error() << '\n';
        return 1;
    }
    iris::iri_view x = *r;
    std::cout << x.scheme() << ' ' << x.host() << ' ' << x.path() << '\n'; // http 例え.テスト /パス
    // end::main[]
    EXPECT(x.scheme() == "http" && x.host() == "例え.テスト" && x.path() == "/パス");
    EXPECT(x.encoded_query() == "q=値" && x.encoded_fragment() == "章");

    // tag::error[]
    auto const bad = iris::parse_iri("http://a b/");
    std::cout << bad.error() << '\n'; // the code, the byte (8), the rule and the character there
    // end::error[]
    EXPECT(!bad && bad.error().code == iris::error::invalid_character && bad.error().offset == 8);
    // tag::main[]
}
// end::main[]
