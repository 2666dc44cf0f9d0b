//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The sample at the top of README.md (doc/check_samples checks that the two are the same).
#include "sample.hpp"
// tag::main[]
#include <boost/iri.hpp>
#include <iostream>

void show(std::string_view text)
{
    auto r = boost::iris::parse_iri_reference(text);
    if (r) {
        boost::iris::iri_view const& x = *r;   // zero-copy, allocation-free, always valid
        x.scheme();                            // "http"
        x.host();                              // "例え.テスト" (decoded; encoded_host() as written)
        x.encoded_path();                      // "/パス"
        x.has_query();                         // true (absent and empty differ)
        boost::iris::iri owned = x;            // the value: owns its text, setters keep it valid
        boost::iris::normalize(owned);         // every operation takes a view or a value
    } else {
        auto const& e = r.error();  // e.code (error::invalid_character, ...), e.offset (the byte),
                                    // e.rule() ("isegment", ...), e.expected(), e.component
        std::cerr << e.message() << std::endl;
        // "character not allowed here at byte 7 in host: U+003C '<' (rule ihier-part;
        //  expected IP-literal, IPv4address, ireg-name, iauthority, ipath-abempty or IRI)"
    }
}
// end::main[]

int main()
{
    show("http://例え.テスト/パス?q=値#章");
    auto const r = boost::iris::parse_iri_reference("http://例え.テスト/パス?q=値#章");
    EXPECT(r && r->scheme() == "http" && r->host() == "例え.テスト" && r->path() == "/パス" && r->encoded_query() == "q=値");
    EXPECT(boost::iris::iri(*r).buffer() == "http://例え.テスト/パス?q=値#章");
    auto const bad = boost::iris::parse_iri_reference("http://例え.テスト/パ ス");
    EXPECT(!bad && bad.error().code == boost::iris::error::invalid_character);
    EXPECT(bad.error().offset == 27 && bad.error().rule() == "isegment"); // the space
}
