//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// What test/cmake_test and test/cmake_subdir_test build: a program that uses Boost.IRI and
// checks what it says; with BOOST_IRI_CONSUMER_UNICODE, boost_iri_unicode too (IDNA hosts).

#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <iostream>

int main()
{
    namespace iris = boost::iris;
    auto const parsed = iris::parse_iri("http://\xE4\xBE\x8B\xE3\x81\x88.jp/a?b#c");
    // boost_iri maps to a URI by percent-encoding, boost_iri_unicode by IDNA for the host
    auto const uri = parsed ? iris::to_uri(*parsed) : iris::result<iris::iri>(parsed.error());
    bool ok = parsed && parsed->scheme() == "http" && uri && *uri == "http://%E4%BE%8B%E3%81%88.jp/a?b#c" &&
              !iris::parse_iri("http://a b/");
    std::cout << (uri ? uri->buffer() : "(error)");
#if defined(BOOST_IRI_CONSUMER_UNICODE)
    iris::unicode_to_uri_options idna;
    idna.host = iris::host_mapping::idna;
    auto const ace = parsed ? iris::to_uri(*parsed, idna) : iris::result<iris::iri>(parsed.error());
    ok = ok && ace && *ace == "http://xn--r8jz45g.jp/a?b#c";
    std::cout << ' ' << (ace ? ace->buffer() : "(error)");
#endif
    std::cout << (ok ? " ok" : " wrong") << '\n';
    return ok ? 0 : 1;
}
