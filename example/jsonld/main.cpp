//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// jsonld DOCUMENT-IRI < document.jsonld : each "@id" of the document as an absolute IRI, one a
// line: its JSON Pointer, the text as written, and the IRI or the error. Exit status 1 when a
// reference fails, 2 when the input is not JSON.

#include "jsonld.hpp"
#include <iostream>
#include <iterator>

int main(int argc, char** argv)
{
    std::string const text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    boost::json::stream_parser parser;
    boost::system::error_code ec;
    std::size_t const read = parser.write(text.data(), text.size(), ec);
    if (!ec)
        parser.finish(ec);
    if (ec) {
        std::cerr << "jsonld: not JSON at byte " << read << ": " << ec.message() << '\n';
        return 2;
    }
    bool failed = false;
    for (jsonld::identifier const& id : jsonld::identifiers(parser.release(), argc > 1 ? argv[1] : "")) {
        std::cout << jsonld::escaped(id.pointer) << '\t' << jsonld::escaped(id.written) << '\t';
        if (id.iri)
            std::cout << jsonld::escaped(*id.iri) << '\n';
        else
            std::cout << "error: " << id.iri.error() << '\n';
        failed = failed || !id.iri;
    }
    return failed ? 1 : 0;
}
