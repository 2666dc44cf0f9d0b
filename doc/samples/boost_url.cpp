//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The samples of doc/from_boost_url.adoc: what a Boost.URL user expects, and what Boost.IRI
// does, side by side in one program that runs both libraries.

#include "sample.hpp"
#include <boost/iri.hpp>
#include <boost/iri/url.hpp>
#include <boost/url.hpp>
#include <string>

namespace iris = boost::iris;
namespace urls = boost::urls;

int main()
{
    {
        // tag::equality[]
        // Boost.URL: == compares the normalized URLs
        EXPECT(urls::url_view("HTTP://a/%7e") == urls::url_view("http://a/~"));
        // Boost.IRI: == compares the text; equivalent() compares at a rung of the ladder
        iris::iri_view const a = iris::parse_iri("HTTP://a/%7e").value();
        iris::iri_view const b = iris::parse_iri("http://a/~").value();
        EXPECT(a != b);
        EXPECT(iris::equivalent(a, b).value());
        // end::equality[]
    }
    {
        // tag::plus[]
        // Boost.URL: params() reads "+" as a space (HTML forms)
        urls::url_view const u("http://h/?q=a+b%2Bc");
        EXPECT((*u.params().begin()).value == "a b+c");
        // Boost.IRI: params() decodes %HH only ("+" is a sub-delim, RFC 3986 §2.2); ask for
        // the form reading where it applies
        iris::iri_view const x = iris::parse_iri("http://h/?q=a+b%2Bc").value();
        EXPECT((*x.params().begin()).value == "a+b+c");
        EXPECT((*x.encoded_params().begin()).decoded_value(true) == "a b+c");
        // end::plus[]
    }
    {
        // tag::key[]
        // Boost.URL: a parameter's key; Boost.IRI: its name
        urls::url_view const u("http://h/?k=v");
        iris::iri_view const x = iris::parse_iri("http://h/?k=v").value();
        EXPECT((*u.params().begin()).key == "k");
        EXPECT((*x.params().begin()).name == "k");
        // end::key[]
    }
    {
        // tag::construct[]
        // both: the constructor from text parses and throws; the parse functions return a result
        bool url_threw = false, iri_threw = false;
        try {
            urls::url u("http://h/a b");
        }
        catch (std::exception const&) {
            url_threw = true;
        }
        try {
            iris::iri x("http://h/a b");
        }
        catch (iris::failure_exception const& e) { // the error: code, byte, rule
            iri_threw = e.error().offset == 10 && e.error().rule() == "isegment";
        }
        EXPECT(url_threw && iri_threw);
        EXPECT(!urls::parse_uri("http://h/a b"));
        EXPECT(iris::parse_iri("http://h/a b").error().code == iris::error::invalid_character);
        // end::construct[]
    }
    {
        // tag::setters[]
        // both: setters return the value and throw when they cannot set; Boost.IRI keeps
        // Unicode as it is (an IRI) where Boost.URL percent-encodes it (a URI)
        urls::url u("http://h/");
        u.set_host("例え.テスト").set_path("/パス");
        EXPECT(u.buffer() == "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9");
        iris::iri x("http://h/");
        x.set_host("例え.テスト").set_path("/パス");
        EXPECT(x == "http://例え.テスト/パス");
        // the error as a result, for text from outside
        EXPECT(x.set_encoded(iris::component::port, "80x").error().code == iris::error::invalid_port);
        // end::setters[]
    }
    {
        // tag::to_uri[]
        // IRI -> URI: the host is percent-encoded unless IDNA is asked for (RFC 3987 §3.1)
        iris::iri_view const x = iris::parse_iri("http://例え.テスト/パス").value();
        EXPECT(iris::to_uri(x).value() == "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9");
        iris::unicode_to_uri_options idna;
        idna.host = iris::host_mapping::idna;
        EXPECT(iris::to_uri(x, idna).value() == "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9");
        // into a Boost.URL url (boost_iri_url, which needs no ICU): map the host first
        urls::url const u = iris::to_url(iris::to_uri(x, idna).value()).value();
        EXPECT(u.host() == "xn--r8jz45g.xn--zckzah");
        // end::to_uri[]
    }
    {
        // tag::lifetime[]
        // both: a view refers into the text it was parsed from, which must outlive it
        std::string text = "http://h/p";
        iris::iri_view const v = iris::parse_iri(text).value();
        iris::iri const owned = v; // a value owns a copy
        text = "changed";          // v now dangles: only `owned` may be read
        EXPECT(owned == "http://h/p");
        // end::lifetime[]
    }
    {
        // tag::segments[]
        // the same names as Boost.URL: segments() decoded, encoded_segments() as written,
        // and on a value the same edits
        iris::iri x("http://h/a%20b");
        urls::url u("http://h/a%20b");
        EXPECT(*x.segments().begin() == "a b" && *u.segments().begin() == "a b");
        EXPECT(*x.encoded_segments().begin() == "a%20b" && *u.encoded_segments().begin() == "a%20b");
        x.segments().push_back("c/d");
        u.segments().push_back("c/d");
        EXPECT(x.buffer() == u.buffer()); // "http://h/a%20b/c%2Fd"
        // end::segments[]
    }
}
