//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Normalization and comparison (doc/normalization.adoc).
#include "sample.hpp"
#include <boost/iri/normalize.hpp>
#include <string>
#include <unordered_set>

namespace iris = boost::iris;

int main()
{
    // tag::main[]
    auto const scheme = iris::options_for(iris::comparison_level::scheme);
    iris::iri const n = iris::normalize("HTTP://Example.COM:80/a/./b/../%7e", scheme).value();
    // "http://example.com/a/~"
    bool const same = iris::compare("http://a", "HTTP://A:80/", iris::comparison_level::scheme).value(); // true

    std::unordered_set<std::string, iris::equivalence_hash, iris::equivalent_to> seen(
        16, iris::equivalence_hash{iris::comparison_level::scheme},
        iris::equivalent_to{iris::comparison_level::scheme});
    seen.insert("http://example.com/a");
    bool const found = seen.count("HTTP://example.com:80/a") == 1; // true
    // end::main[]
    EXPECT(n == "http://example.com/a/~");
    EXPECT(same);
    EXPECT(found);
}
