//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Free functions keep no state (doc/design.adoc): after an operation on a 10 MB input, with
// every value it made destroyed, the heap in use is back under 1 MB above where it was
// (issue 28). Each thread used to keep the buffer that normalize, to_uri, to_iri, resolve,
// expand, equivalence_hash and the setters built their text in, at its largest size, for
// life; and normalize, to_uri and resolve exchanged `dest`'s buffer with it, so that
// `dest.capacity()` was whatever the thread had last used.

#define BOOST_TEST_MODULE heap
#include "count_allocations.hpp"
#include <boost/iri.hpp>
#include <boost/test/unit_test.hpp>
#include <functional>
#include <string>

using namespace boost::iris;
using test::bytes_in_use;

namespace {

constexpr std::size_t big = 10u << 20;
constexpr std::size_t kept_at_most = 1u << 20;

// An IRI of about `size` bytes with something for each step to do: dot segments, case, \%HH
// of unreserved characters, non-ASCII characters.
std::string an_iri(std::size_t size)
{
    std::string s = "HTTP://Example.COM";
    do
        s += "/a/./%7e/\u00E9t\u00E9/../b";
    while (s.size() < size);
    return s;
}

// What the steps work on.
struct input
{
    explicit input(std::size_t size) : text(an_iri(size)), x(parse_iri_reference(text).value())
    {
        path = x.encoded_path();
        vars.set("v", path);
    }

    std::string text;
    iri x;
    std::string path;
    template_variables vars;
};

iri parsed(std::string_view s)
{
    return parse_iri_reference(s).value();
}

} // namespace

BOOST_AUTO_TEST_CASE(a_large_input_leaves_nothing_behind)
{
    unicode_normalize_options nfc;
    nfc.nfc = true;
    unicode_to_uri_options idna;
    idna.host = host_mapping::idna;
    auto const t = parse_template("http://a{+v}").value();

    struct step
    {
        char const* name;
        std::function<void(input const&)> run;
    };
    step const steps[] = {
        {"normalize", [&](input const& in) { BOOST_TEST(normalize(in.x).has_value()); }},
        {"normalize into a value", [&](input const& in) { iri d; BOOST_TEST(normalize(in.x, d).has_value()); }},
        {"normalize a text", [&](input const& in) { BOOST_TEST(normalize(in.text).has_value()); }},
        {"normalize with NFC", [&](input const& in) { BOOST_TEST(normalize(in.x, nfc).has_value()); }},
        {"iri::normalize", [&](input const& in) { iri y = in.x; y.normalize(); }},
        {"equivalent", [&](input const& in) { BOOST_TEST(equivalent(in.x, in.x).value()); }},
        {"equivalence_hash", [&](input const& in) { (void)equivalence_hash<>{}(in.text); }},
        {"to_uri", [&](input const& in) { BOOST_TEST(to_uri(in.x).has_value()); }},
        {"to_uri into a value", [&](input const& in) { iri d; BOOST_TEST(to_uri(in.x, d).has_value()); }},
        {"to_uri with IDNA", [&](input const& in) { BOOST_TEST(to_uri(in.x, idna).has_value()); }},
        {"to_iri", [&](input const& in) { BOOST_TEST(to_iri(*to_uri(in.x)).has_value()); }},
        {"to_iri into a value", [&](input const& in) { iri d; BOOST_TEST(to_iri(*to_uri(in.x), d).has_value()); }},
        {"resolve", [&](input const& in) { BOOST_TEST(resolve("http://b/c", in.text).has_value()); }},
        {"resolve into a value", [&](input const& in) { iri d; BOOST_TEST(resolve(parsed("http://b/c"), in.x, d).has_value()); }},
        {"relativize", [&](input const& in) { BOOST_TEST(relativize(in.x, in.x).has_value()); }},
        {"expand", [&](input const& in) { BOOST_TEST(t.expand(in.vars).has_value()); }},
        {"expand into a value", [&](input const& in) { iri d; BOOST_TEST(t.expand(in.vars, d).has_value()); }},
        {"set_path", [&](input const& in) { iri y = parsed("http://a/"); y.set_path(in.path); }},
        {"set_query", [&](input const& in) { iri y = parsed("http://a/"); y.set_query(in.path); }},
        {"segments().push_back", [&](input const& in) { iri y = parsed("http://a/"); y.segments().push_back(in.path); }},
        {"check", [&](input const& in) { BOOST_TEST(check(in.x).has_value()); }},
        {"to_display", [&](input const& in) { BOOST_TEST(to_display(in.x).has_value()); }},
    };
    // each once on a small input first: what stays for the life of the program (ICU's
    // services, the small buffers each thread reuses) is there before the counting starts
    input const small(100);
    for (step const& s : steps)
        s.run(small);
    input const large(big);
    for (step const& s : steps) {
        std::size_t const before = bytes_in_use.load();
        s.run(large);
        std::size_t const after = bytes_in_use.load();
        BOOST_TEST(after < before + kept_at_most, s.name << " left " << after - before << " bytes in use");
    }
}

// A value that an operation writes into keeps its own buffer: its capacity is what its text
// needed, never a buffer of another call.
BOOST_AUTO_TEST_CASE(dest_keeps_its_own_buffer)
{
    input const large(big);
    iri d;
    BOOST_TEST(normalize(large.x, d).has_value()); // the thread's buffer was this large
    BOOST_TEST(to_uri(large.x, d).has_value());
    BOOST_TEST(resolve(parsed("http://a/b"), large.x, d).has_value());
    iri small;
    BOOST_TEST(normalize(parsed("http://a/b"), small).has_value());
    BOOST_TEST(small.capacity() < 1024u);
    BOOST_TEST(to_uri(parsed("http://a/\u00E9"), small).has_value());
    BOOST_TEST(small.capacity() < 1024u);
    BOOST_TEST(resolve(parsed("http://a/b"), parsed("c"), small).has_value());
    BOOST_TEST(small.capacity() < 1024u);
}
