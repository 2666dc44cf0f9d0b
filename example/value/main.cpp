//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Building and changing an IRI (<boost/iri/iri.hpp>): the value stays a valid IRI
// reference after every step, and says why when a step is refused.

#include <boost/iri/iri.hpp>
#include <iostream>

namespace iris = boost::iris;

int main()
{
    // build one from nothing: decoded text in, what the component does not allow encoded
    iris::iri x;
    x.set_scheme("https");
    x.set_host("例え.テスト");
    x.set_path("/パス/a file.txt");
    x.params().append("q", "値 & more");
    x.set_fragment("章");
    std::cout << x << '\n';
    // https://例え.テスト/パス/a%20file.txt?q=値%20%26%20more#章

    // read it back: as written, or decoded
    for (std::string_view segment : x.encoded_segments())
        std::cout << "  segment " << segment << " = " << iris::decoded_view(segment) << '\n';
    for (iris::param_view p : x.encoded_params())
        std::cout << "  param " << p.decoded_name() << " = " << p.decoded_value() << '\n';

    // change it
    x.set_port_number(8443);
    x.params().set("q", "other");
    x.segments().push_back("b/c"); // one segment: its "/" is encoded
    x.remove_fragment();
    std::cout << x << '\n';
    // https://例え.テスト:8443/パス/a%20file.txt/b%2Fc?q=other

    // text that is already encoded is checked, and nothing changes on an error:
    // set_encoded_path("/a b") throws, set_encoded gives the error
    if (auto r = x.set_encoded(iris::component::path, "/a b"); !r)
        std::cout << "refused: " << r.error().message() << '\n';

    // a path that would read as something else is fixed (RFC 3986 §3.3)
    x.remove_authority();
    x.set_path("//not-a-host");
    std::cout << x << '\n';
    // https:/.//not-a-host?q=other
    return 0;
}
