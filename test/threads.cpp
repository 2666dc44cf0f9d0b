//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Many threads at once: parsing, deriving, resolving, mapping (IDNA and legacy charsets
// included), normalizing, comparing and checking give what one thread gives. The library keeps no
// mutable state but ICU's converters, the UTS #46 instance and the spoof checker made once; CI runs this test
// under ThreadSanitizer (.ci/sanitize).

#define BOOST_TEST_MODULE threads
#include <boost/iri.hpp>
#include <boost/iri/check.hpp>
#include <boost/iri/idna.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/iri/unicode.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace boost::iris;

namespace {

std::vector<std::string> const inputs = {
    "http://例え.テスト/パス?q=値#章",
    "http://résumé.example.org/a/./b/../c?x=é",
    "HTTP://Example.COM:80/%7euser/r%C3%A9sum%C3%A9",
    "http://xn--rsum-bpad.example.org/",
    "http://[fe80::1]:8080/a?b#c",
    "http://a/\u202Eb",
    "mailto:Joe@Example.COM",
    "a b",
    "http://a/%zz",
    "http://ex\u00E9\u0301mple.org/e\u0301",
    "http://\u0430pple.com/\u05D0\u05D1abc/a\u2215b",
    "http://xn--80ak6aa92e.com/",
};

std::string_view text(std::string const& s)
{
    return s;
}

std::string_view text(boost::iris::iri const& x)
{
    return x.buffer();
}

// Everything the library does with one input, as one string to compare.
std::string everything(std::string const& s)
{
    std::string out;
    auto const put = [&out](auto const& r) {
        if (r)
            out += text(*r);
        else
            out += r.error().message();
        out += '\n';
    };
    if (auto p = parse_iri_reference(s))
        out += p->buffer();
    out += '\n';
    if (auto d = derive(s))
        out += std::to_string(d->size());
    out += '\n';
    put(resolve("http://a/b/c/d;p?q", s));
    put(relativize("http://a/b/c/d", s));
    put(to_uri(s));
    unicode_to_uri_options idna;
    idna.host = host_mapping::idna;
    idna.query_charset = "Shift_JIS";
    put(to_uri(s, idna));
    put(to_iri(s, unicode_to_iri_options{{}, host_display::unicode}));
    put(leiri_to_iri(s));
    unicode_normalize_options all{options_for(comparison_level::scheme)};
    all.nfc = true;
    all.idna_host = true;
    put(normalize(s, all));
    out += std::to_string(equivalence_hash<>{options_for(comparison_level::scheme)}(s)) + '\n';
    put(idna_to_ascii(s));
    put(idna_to_unicode(s));
    put(punycode_encode(s));
    put(charset_to_utf8(s, "ISO-8859-1"));
    put(utf8_to_charset(s, "Shift_JIS"));
    put(to_nfc(s));
    if (auto c = check(s))
        for (finding const& f : *c)
            out += f.message + '\n';
    put(to_display(s));
    return out;
}

} // namespace

// The threads start together, so that the first uses (ICU's data, the UTS #46 instance, the
// locale of Boost.Locale) race too; every thread must see what every other one sees.
BOOST_AUTO_TEST_CASE(threads_agree)
{
    unsigned const threads = 8;
    std::vector<std::vector<std::string>> seen(threads);
    std::atomic<unsigned> ready{0};
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
            ++ready;
            while (ready < threads)
                std::this_thread::yield();
            seen[t].resize(inputs.size());
            for (unsigned round = 0; round < 50; ++round)
                for (std::size_t i = 0; i < inputs.size(); ++i) {
                    std::size_t const k = (i + t) % inputs.size(); // each thread in its own order
                    std::string const r = everything(inputs[k]);
                    if (round > 0 && r != seen[t][k])
                        seen[t][k] = "changed between rounds";
                    else
                        seen[t][k] = r;
                }
        });
    for (auto& th : pool)
        th.join();
    for (std::size_t k = 0; k < inputs.size(); ++k) {
        BOOST_TEST(seen[0][k] == everything(inputs[k]), inputs[k]);
        for (unsigned t = 1; t < threads; ++t)
            BOOST_TEST(seen[t][k] == seen[0][k], inputs[k] << " in thread " << t);
    }
}
