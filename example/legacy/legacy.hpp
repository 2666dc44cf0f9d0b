//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_LEGACY_HPP
#define BOOST_IRI_EXAMPLE_LEGACY_HPP

// IRIs read from a file in a legacy character set, as RFC 3987 §3.1 step 1 says: first into
// UCS characters in NFC (step 1b: `charset_to_utf8`), then each character that a URI cannot
// hold percent-encoded as UTF-8 (step 2: `to_uri`). A byte the character set does not have
// is an error at that byte, never a replacement character.

#include <boost/iri/mapping.hpp>
#include <boost/iri/unicode.hpp>
#include <string>
#include <string_view>

namespace legacy {

/// The URI of an IRI written in `charset` (an ICU converter name: "ISO-8859-1", "Shift_JIS").
inline boost::iris::result<std::string> to_uri(std::string_view bytes, std::string_view charset)
{
    auto const text = boost::iris::charset_to_utf8(bytes, charset);
    if (!text)
        return text.error();
    auto const uri = boost::iris::to_uri(*text);
    if (!uri)
        return uri.error();
    return std::string(uri->buffer());
}

} // legacy

#endif
