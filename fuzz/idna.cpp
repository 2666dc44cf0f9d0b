//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Punycode (RFC 3492) and UTS #46: what encodes decodes back to the same text; what ToASCII
// accepts, ToUnicode takes back, and ToASCII of that is the same.

#include "fuzz.hpp"
#include <boost/iri/idna.hpp>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;

    auto const p = iris::punycode_encode(s);
    require_well_formed(p, s.size(), "punycode_encode: error outside the input");
    if (p) {
        auto const back = iris::punycode_decode(*p);
        require(back && *back == s, "punycode: no round trip");
    }
    require_well_formed(iris::punycode_decode(s), s.size(), "punycode_decode: error outside the input");

    auto const ascii = iris::idna_to_ascii(s);
    require_well_formed(ascii, s.size(), "idna_to_ascii: error outside the input");
    if (ascii) {
        auto const unicode = iris::idna_to_unicode(*ascii);
        if (unicode) {
            auto const again = iris::idna_to_ascii(*unicode);
            require(again && *again == *ascii, "idna: ToASCII(ToUnicode(ToASCII(x))) differs");
        }
    }
    require_well_formed(iris::idna_to_unicode(s), s.size(), "idna_to_unicode: error outside the input");
    return 0;
}
