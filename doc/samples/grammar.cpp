//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// A rule of the grammar in a parser of one's own (doc/abnf.adoc).
#include "sample.hpp"
// tag::main[]
#include <boost/iri/grammar.hpp>
#include <string>
namespace x3 = boost::spirit::x3;
namespace iri = boost::iris::grammar;

// RFC 8141: NSS = pchar *(pchar / "/"), with the IRI's ipchar
auto const NSS = x3::raw[iri::ipchar >> *(iri::ipchar | '/')];
// end::main[]

int main()
{
    std::string const s = "dir/ファイル%20名";
    auto first = s.begin();
    EXPECT(x3::parse(first, s.end(), NSS) && first == s.end());
    std::string const bad = "/lead";
    auto at = bad.begin();
    EXPECT(!x3::parse(at, bad.end(), NSS));
}
