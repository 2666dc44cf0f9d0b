//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// example/jsonld on any bytes that are JSON: every "@id" it reports is an IRI reference (or a
// blank node identifier "_:...", which it keeps as it is, JSON-LD 1.1 §4.1.3) or a typed error, and each field it prints, escaped, has no control character (a document
// cannot forge the tool's lines).

#include "fuzz.hpp"
#include "../example/jsonld/jsonld.hpp"
#include <boost/json/parse.hpp>

namespace {

bool printable_line(std::string const& s)
{
    for (char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    boost::system::error_code ec;
    boost::json::value const document = boost::json::parse(in.text, ec);
    if (ec)
        return 0;
    char const* const base = in.bit(0) ? "http://example.org/a/doc.jsonld" : "";
    for (jsonld::identifier const& id : jsonld::identifiers(document, base)) {
        require(printable_line(jsonld::escaped(id.pointer)) && printable_line(jsonld::escaped(id.written)),
                "jsonld: an escaped field with a control character");
        if (id.iri) {
            require(id.iri->rfind("_:", 0) == 0 || iris::parse_iri_reference(*id.iri).has_value(),
                    "jsonld: an @id that is no IRI reference");
            require(printable_line(jsonld::escaped(*id.iri)), "jsonld: an escaped IRI with a control character");
        }
        else
            require_well_formed(id.iri, SIZE_MAX, "jsonld: an ill-formed error");
    }
    return 0;
}
