//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The mappings between IRIs and URIs (doc/unicode.adoc).
#include "sample.hpp"
#include <boost/iri/check.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/unicode.hpp>
#include <string>

namespace iris = boost::iris;

int main()
{
    // tag::main[]
    iris::iri const uri = iris::to_uri("http://例え.テスト/パス?q=値").value();
    // "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4"

    iris::unicode_to_uri_options idna;
    idna.host = iris::host_mapping::idna;
    iris::iri const ace = iris::to_uri("http://例え.テスト/", idna).value();
    // "http://xn--r8jz45g.xn--zckzah/"

    iris::unicode_to_iri_options unicode;
    unicode.host = iris::host_display::unicode;
    iris::iri const back = iris::to_iri("http://xn--99zt52a.example.org/%e2%80%ae", unicode).value();
    // "http://納豆.example.org/%E2%80%AE": U+202E is a bidi control, it stays encoded
    // end::main[]
    EXPECT(uri == "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4");
    EXPECT(ace == "http://xn--r8jz45g.xn--zckzah/");
    EXPECT(back == "http://納豆.example.org/%E2%80%AE");

    {
        // tag::network[]
        // A client about to send a request: the host as DNS wants it (UTS #46 ToASCII), the
        // rest percent-encoded UTF-8, and the query of an old form in the page's charset
        iris::unicode_to_uri_options wire;
        wire.host = iris::host_mapping::idna;
        wire.query_charset = "Shift_JIS"; // RFC 3987 §3.1 note, 3987bis §3.5: http and https queries
        iris::iri const request = iris::to_uri("https://例え.テスト/検索?q=値段", wire).value();
        // "https://xn--r8jz45g.xn--zckzah/%E6%A4%9C%E7%B4%A2?q=%92%6C%92%69": the query as Shift_JIS bytes, each encoded
        // end::network[]
        EXPECT(request == "https://xn--r8jz45g.xn--zckzah/%E6%A4%9C%E7%B4%A2?q=%92%6C%92%69");
    }
    {
        // tag::people[]
        // A link from a log, for people: decode what is safe to decode, the host in Unicode,
        // then the form safe to show (RFC 3987 §4.1)
        iris::unicode_to_iri_options readable;
        readable.host = iris::host_display::unicode;
        iris::iri const iri = iris::to_iri("https://xn--r8jz45g.xn--zckzah/%E6%96%87%E6%9B%B8?id=%41%2F", readable).value();
        // "https://例え.テスト/文書?id=A%2F": "%2F" stays, it is a reserved character
        std::string const shown = iris::to_display(iri).value(); // no right-to-left text: as it is
        // end::people[]
        EXPECT(iri == "https://例え.テスト/文書?id=A%2F" && shown == iri.buffer());
    }
    {
        // tag::charsets[]
        // Text that is not UTF-8 yet (RFC 3987 §3.1 step 1): a document in ISO-8859-1
        std::string const latin1 = "http://example.org/caf\xE9";
        iris::iri const from_page = iris::to_uri(iris::charset_to_utf8(latin1, "ISO-8859-1").value()).value();
        // "http://example.org/caf%C3%A9": UTF-8, then percent-encoded
        iris::failure const bad = iris::charset_to_utf8("\x82", "Shift_JIS").error();
        // bad.offset == 0: a lead byte with nothing after it; nothing is skipped or replaced
        // end::charsets[]
        EXPECT(from_page == "http://example.org/caf%C3%A9" && bad.offset == 0);
    }
}
