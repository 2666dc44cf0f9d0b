//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// No function that makes an IRI writes a bidi formatting character as itself (RFC 3987 §4.1:
// an IRI must not contain one): the setters, `format` and template expansion of any text, the
// mappings of LEIRIs and of URIs, normalization, resolution, relativization and Boost.URL
// interop of what they made, over generated text full of them, as characters and as %HH
// (issue 27, item 6). (A function given an IRI with one passes it through, as the grammar
// takes it; `check` reports it.)

#define BOOST_TEST_MODULE producers
#include <boost/iri.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/url.hpp>
#include <boost/test/unit_test.hpp>
#include "generate.hpp"
#include <random>

using namespace boost::iris;

namespace {

// Text with every bidi formatting character (RFC 3987 §4.1, and ALM and the isolates), as
// UTF-8 and as %HH in either case, among the delimiters and other characters.
std::string generate(std::mt19937& rng)
{
    return test::compose(rng, {},
                         {"\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u061C",
                          "\u2066", "\u2067", "\u2068", "\u2069", "%E2%80%AE", "%e2%80%8f", "%D8%9C",
                          "%E2%81%A6", "a", "\u05D0", "\u4F8B", "/", "?", "#", "&", "=", "@", ":", ".",
                          "..", "%", "[", " ", "\xEE\x80\x80"},
                         8);
}

// The first bidi formatting character written as itself in `s` (its code point), or 0.
unsigned long raw_bidi(std::string_view s)
{
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char32_t const c = detail::decode_utf8(p, end);
        if (detail::is_bidi_formatting(c))
            return c;
        if (c == detail::bad_code_point)
            ++p;
    }
    return 0;
}

template <class Result>
void no_raw_bidi(Result const& r, char const* producer, std::string_view input)
{
    if (!r)
        return; // an error makes nothing
    std::string_view const made = [&]() -> std::string_view {
        if constexpr (std::is_same<std::decay_t<decltype(*r)>, std::string>::value)
            return *r;
        else
            return r->buffer();
    }();
    BOOST_TEST(raw_bidi(made) == 0u, producer << " of " << input << " made " << made);
}

void no_raw_bidi(iri const& x, char const* producer, std::string_view input)
{
    BOOST_TEST(raw_bidi(x.buffer()) == 0u, producer << " of " << input << " made " << x.buffer());
}

} // namespace

BOOST_AUTO_TEST_CASE(no_producer_writes_a_bidi_formatting_character)
{
    std::mt19937 rng(20261126);
    auto const t = parse_template("http://h/{v}{/v}{;v}{?v}{&v}{.v}{+v}{#v}").value();
    for (int i = 0; i < 20000; ++i) {
        std::string const s = generate(rng);
        // the setters, each component
        iri x = parse_iri_reference("http://u@h/p?q#f").value();
        x.set_userinfo(s);
        no_raw_bidi(x, "set_userinfo", s);
        if (s.empty() || s.front() != '[') {
            x.set_host(s);
            no_raw_bidi(x, "set_host", s);
        }
        x.set_path(s).set_query(s).set_fragment(s);
        no_raw_bidi(x, "set_path, set_query, set_fragment", s);
        x.segments().push_back(s);
        x.params().append(s, s);
        x.params().set("q", s);
        no_raw_bidi(x, "segments().push_back, params().append, params().set", s);
        // format, each component it writes
        no_raw_bidi(format("http://{}@{}/{}?q={}#{}", s, s, s, s, s), "format", s);
        no_raw_bidi(format("{}", s), "format", s);
        no_raw_bidi(format("/" + s + "/{}", s), "format (of the format string)", s);
        // template expansion, every operator, as IRI and as URI
        template_variables v;
        v.set("v", s);
        no_raw_bidi(t.expand(v), "expand", s);
        v.set("v", template_variables::list{s, s});
        no_raw_bidi(t.expand(v), "expand (list)", s);
        expand_options uri;
        uri.uri = true;
        no_raw_bidi(t.expand(v, uri), "expand --uri", s);
        // the mappings: a LEIRI with them as they are, URIs with their %HH (the functions whose
        // input is an IRI, to_iri of one included, pass its characters through: none makes one
        // of %HH)
        std::string const text = "http://h/" + s;
        no_raw_bidi(leiri_to_iri(text), "leiri_to_iri", s);
        unicode_to_iri_options idna_hosts;
        idna_hosts.host = host_display::unicode;
        no_raw_bidi(to_iri(x), "to_iri", s);
        no_raw_bidi(to_iri(x, idna_hosts), "to_iri (unicode hosts)", s);
        auto const u = to_uri(text);
        no_raw_bidi(u, "to_uri", s);
        if (u) {
            no_raw_bidi(to_iri(*u), "to_iri", u->buffer());
            no_raw_bidi(to_iri(*u, idna_hosts), "to_iri (unicode hosts)", u->buffer());
            no_raw_bidi(normalize(*u), "normalize", u->buffer());
        }
        // normalization decodes %HH, never of these
        no_raw_bidi(normalize(x), "normalize", s);
        unicode_normalize_options nfc;
        nfc.nfc = true;
        nfc.idna_host = true;
        no_raw_bidi(normalize(x, nfc), "normalize (nfc, idna_host)", s);
        // resolution and relativization of IRIs without them
        no_raw_bidi(resolve(x, x), "resolve", s);
        no_raw_bidi(resolve("http://a/b/c", x.buffer()), "resolve", s);
        no_raw_bidi(relativize("http://h/", x.buffer()), "relativize", s);
        // Boost.URL and back
        if (auto const u = to_url(x))
            no_raw_bidi(from_url(*u), "from_url", s);
    }
}
