//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/mapping.hpp>, <boost/iri/idna.hpp> and
// <boost/iri/unicode.hpp>.
#include "../sample.hpp"
#include <boost/iri/idna.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/unicode.hpp>
#include <string>
#include <vector>

namespace iris = boost::iris;

int main()
{
    {
        // tag::to_uri[]
        EXPECT(iris::to_uri("http://例え.テスト/パス?q=値").value() ==
               "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4");
        // end::to_uri[]
    }
    {
        // tag::to_uri_options[]
        iris::to_uri_options unsafe;
        unsafe.encode_unsafe_ascii = true; // RFC 3987 §3.1 step 2
        EXPECT(iris::to_uri("http://a/<b>", unsafe).value() == "http://a/%3Cb%3E");
        EXPECT(iris::to_uri("http://a/<b>").has_error());
        // end::to_uri_options[]
    }
    {
        // tag::unicode_to_uri_options[]
        iris::unicode_to_uri_options network;
        network.host = iris::host_mapping::idna;  // RFC 3987 §3.4.2
        network.query_charset = "ISO-8859-1";     // a legacy form's query
        EXPECT(iris::to_uri("http://bücher.example/?q=ü", network).value() == "http://xn--bcher-kva.example/?q=%FC");
        // end::unicode_to_uri_options[]
    }
    {
        // tag::host_mapping[]
        iris::unicode_to_uri_options o;
        o.host = iris::host_mapping::percent; // the default: like every other component
        EXPECT(iris::to_uri("http://ü.example/", o).value() == "http://%C3%BC.example/");
        o.host = iris::host_mapping::idna;
        EXPECT(iris::to_uri("http://ü.example/", o).value() == "http://xn--tda.example/");
        // end::host_mapping[]
    }
    {
        // tag::to_iri[]
        EXPECT(iris::to_iri("http://a/%E5%80%A4?x=%25%2F").value() == "http://a/値?x=%25%2F"); // "%", "/" stay encoded
        // end::to_iri[]
    }
    {
        // tag::to_iri_options[]
        iris::to_iri_options zones;
        zones.parse.zone_id = true;
        EXPECT(iris::to_iri("http://[fe80::1%25eth0]/%C3%A9", zones).value() == "http://[fe80::1%25eth0]/é");
        // end::to_iri_options[]
    }
    {
        // tag::unicode_to_iri_options[]
        iris::unicode_to_iri_options people;
        people.host = iris::host_display::unicode;
        EXPECT(iris::to_iri("http://xn--bcher-kva.example/", people).value() == "http://bücher.example/");
        // end::unicode_to_iri_options[]
    }
    {
        // tag::host_display[]
        iris::unicode_to_iri_options o;
        EXPECT(o.host == iris::host_display::keep);
        EXPECT(iris::to_iri("http://xn--tda.example/", o).value() == "http://xn--tda.example/");
        // end::host_display[]
    }
    {
        // tag::leiri_to_iri[]
        EXPECT(iris::leiri_to_iri("http://a/b c").value() == "http://a/b%20c"); // 3987bis §6.1
        // end::leiri_to_iri[]
    }
    {
        // tag::preprocess[]
        std::vector<std::string> const refs = iris::preprocess("  http://a/  http://b/ ", iris::space_handling::split);
        EXPECT(refs.size() == 2 && refs[0] == "http://a/" && refs[1] == "http://b/");
        // end::preprocess[]
    }
    {
        // tag::space_handling[]
        EXPECT(iris::preprocess("http://a/b c", iris::space_handling::encode).at(0) == "http://a/b%20c");
        EXPECT(iris::preprocess(" http://a/b\n c ", iris::space_handling::remove).at(0) == "http://a/bc");
        // end::space_handling[]
    }
    {
        // tag::idna_to_ascii[]
        EXPECT(iris::idna_to_ascii("例え.テスト").value() == "xn--r8jz45g.xn--zckzah");
        EXPECT(iris::idna_to_ascii("-ab.example").error().code == iris::error::idna_failure); // a leading hyphen
        // end::idna_to_ascii[]
    }
    {
        // tag::idna_to_unicode[]
        EXPECT(iris::idna_to_unicode("xn--r8jz45g.xn--zckzah").value() == "例え.テスト");
        // end::idna_to_unicode[]
    }
    {
        // tag::punycode_encode[]
        EXPECT(iris::punycode_encode("bücher").value() == "bcher-kva"); // RFC 3492, no "xn--"
        // end::punycode_encode[]
    }
    {
        // tag::punycode_decode[]
        EXPECT(iris::punycode_decode("bcher-kva").value() == "bücher");
        EXPECT(iris::punycode_decode("bcher-kva!").has_error());
        // end::punycode_decode[]
    }
    {
        // tag::check_utf8[]
        EXPECT(iris::check_utf8("値").has_value());
        EXPECT(iris::check_utf8("a\xFF" "b").error().offset == 1); // 0xFF is never UTF-8
        // end::check_utf8[]
    }
    {
        // tag::utf16_to_utf8[]
        EXPECT(iris::utf16_to_utf8(u"値").value() == "値");
        EXPECT(iris::utf16_to_utf8(std::u16string(1, 0xD800)).has_error()); // a lone surrogate
        // end::utf16_to_utf8[]
    }
    {
        // tag::utf32_to_utf8[]
        EXPECT(iris::utf32_to_utf8(U"章").value() == "章");
        // end::utf32_to_utf8[]
    }
    {
        // tag::charset_to_utf8[]
        EXPECT(iris::charset_to_utf8("caf\xE9", "ISO-8859-1").value() == "café");
        // end::charset_to_utf8[]
    }
    {
        // tag::utf8_to_charset[]
        EXPECT(iris::utf8_to_charset("café", "ISO-8859-1").value() == "caf\xE9");
        EXPECT(iris::utf8_to_charset("値", "ISO-8859-1").has_error()); // no such character there
        // end::utf8_to_charset[]
    }
    {
        // tag::is_nfc[]
        EXPECT(iris::is_nfc("caf\xC3\xA9").value());   // U+00E9
        EXPECT(!iris::is_nfc("cafe\xCC\x81").value()); // e + U+0301
        // end::is_nfc[]
    }
    {
        // tag::to_nfc[]
        EXPECT(iris::to_nfc("cafe\xCC\x81").value() == "caf\xC3\xA9");
        // end::to_nfc[]
    }
    {
        // tag::max_domain_length[]
        EXPECT(iris::idna_to_ascii(std::string(iris::max_domain_length + 1, 'a')).error().code == iris::error::input_too_long);
        // end::max_domain_length[]
    }
    {
        // tag::max_punycode_code_points[]
        EXPECT(iris::punycode_encode(std::string(iris::max_punycode_code_points + 1, 'a')).has_error());
        // end::max_punycode_code_points[]
    }
}
