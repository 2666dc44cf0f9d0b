//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The samples of doc/recipes.adoc: tasks that several parts of the library do together, each
// closing a trap that is easy to fall into.

#include "sample.hpp"
#include <boost/iri.hpp>
#include <map>
#include <string>
#include <variant>

namespace iris = boost::iris;

int main()
{
    {
        // tag::http_request[]
        // The request for an IRI a user typed: a URI (HTTP/1.1 takes ASCII), its host through
        // IDNA as DNS needs it (not percent-encoded, the default of to_uri), no fragment (it
        // is never sent, RFC 9110 §4.2.4), the request target its path and query.
        iris::iri_view const typed = iris::parse_iri("https://例え.テスト/パス?q=値#章").value();
        iris::unicode_to_uri_options dns;
        dns.host = iris::host_mapping::idna;
        iris::iri uri = iris::to_uri(typed, dns).value();
        uri.remove_fragment();
        std::string const host = std::string(uri.encoded_host());
        std::string const target = std::string(uri.encoded_path()) + (uri.has_query() ? "?" + std::string(uri.encoded_query()) : "");
        // host "xn--r8jz45g.xn--zckzah", target "/%E3%83%91%E3%82%B9?q=%E5%80%A4"
        // end::http_request[]
        EXPECT(host == "xn--r8jz45g.xn--zckzah");
        EXPECT(target == "/%E3%83%91%E3%82%B9?q=%E5%80%A4");
        EXPECT(iris::to_uri(typed).value().encoded_host().substr(0, 4) != "xn--"); // the default: percent-encoded
    }
    {
        // tag::untrusted[]
        // An IRI from outside, to be shown: the grammar takes U+202E (an ucschar), so a
        // parse is not a check. check() finds what RFC 3987 §4.1 and 3987bis §7 warn of,
        // to_display() gives a form that is safe to show.
        std::string const link = "http://example.com/\u202Egnp.exe";
        EXPECT(iris::parse_iri(link).has_value()); // valid...
        auto const findings = iris::check(link).value();
        bool const refuse = iris::has_error(findings); // ...but reordered when shown
        std::string const shown = iris::to_display(link).value();
        // refuse: true; shown "\u202Ahttp://example.com/%E2%80%AEgnp.exe\u202C"
        // end::untrusted[]
        EXPECT(refuse);
        EXPECT(shown.find("%E2%80%AE") != std::string::npos);
    }
    {
        // tag::dedupe[]
        // One entry per resource, whichever form of the host a page used: the key with NFC and
        // IDNA hosts (boost_iri_unicode) meets the Unicode and the xn-- form.
        iris::unicode_normalize_options keyed{iris::options_for(iris::comparison_level::scheme)};
        keyed.nfc = true;
        keyed.idna_host = true;
        std::map<std::string, int> count; // equivalence key -> references
        for (char const* link : {"http://例え.テスト/", "HTTP://xn--r8jz45g.xn--zckzah:80/", "http://例え.テスト/%7e"})
            ++count[iris::equivalence_key(link, keyed).value()];
        // count: {"http://例え.テスト/": 2, "http://例え.テスト/~": 1}
        // end::dedupe[]
        EXPECT(count.size() == 2 && count["http://例え.テスト/"] == 2);
    }
    {
        // tag::match[]
        // What a template found in a text, listed: template_variables is a range of
        // (name, value), a value being a string, a list or pairs
        auto const found = iris::parse_template("/users/{id}/{tab}{?tags*}")->match("/users/42/設定?tags=a&tags=b").value();
        std::string listed;
        for (auto const& [name, value] : found) {
            listed += name;
            std::visit(
                [&](auto const& v) {
                    using T = std::decay_t<decltype(v)>;
                    if constexpr (std::is_same_v<T, std::string>)
                        listed += "=" + v;
                    else
                        listed += "[" + std::to_string(v.size()) + "]";
                },
                value);
            listed += ' ';
        }
        // listed "id=42 tab=設定 tags[2] "
        // end::match[]
        EXPECT(listed == "id=42 tab=設定 tags[2] ");
    }
}
