//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// `f(x, {})` compiles for every operation that takes options and means exactly `f(x)` (issue
// 28): the overloads of boost_iri_unicode take their own options type only, so braces pick
// the default options of boost_iri. It used to differ: `compare("HTTP://a/", "http://a/", {})`
// was false where `compare("HTTP://a/", "http://a/")` was true (the braces made a
// `comparison_level`, whose `{}` is the simple rung), and `to_uri(v, {})`, `normalize(v, {})`
// and `compare(v, w, {})` did not compile (two options types, one derived from the other).

#define BOOST_TEST_MODULE braces
#include <boost/iri.hpp>
#include <boost/iri/url.hpp>
#include <boost/test/unit_test.hpp>
#include <map>
#include <string>

using namespace boost::iris;

namespace {

// The same outcome: equal values, or equal errors.
template <class T>
bool same(result<T> const& a, result<T> const& b)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a)
        return a.error() == b.error();
    if constexpr (std::is_void_v<T>)
        return true;
    else
        return *a == *b;
}

// The same findings, by what each says.
bool same(result<std::vector<finding>> const& a, result<std::vector<finding>> const& b)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a)
        return a.error() == b.error();
    if (a->size() != b->size())
        return false;
    for (std::size_t i = 0; i < a->size(); ++i)
        if ((*a)[i].message != (*b)[i].message || (*a)[i].offset != (*b)[i].offset)
            return false;
    return true;
}

// An input for each kind of outcome: a value, a changed value, an error.
char const* const texts[] = {"HTTP://A:80/b/../%7e?q#f", "http://xn--bcher-kva.example/caf\u00E9", "http://a/b c"};

} // namespace

BOOST_AUTO_TEST_CASE(parsing)
{
    for (std::string_view t : texts) {
        BOOST_TEST(same(parse_iri_reference(t, {}), parse_iri_reference(t)));
        BOOST_TEST(same(parse_iri(t, {}), parse_iri(t)));
        BOOST_TEST(same(parse_absolute_iri(t, {}), parse_absolute_iri(t)));
        BOOST_TEST(same(parse_irelative_ref(t, {}), parse_irelative_ref(t)));
        BOOST_TEST(derive(t, start_rule::IRI_reference, {}).has_value() == derive(t).has_value());
    }
}

BOOST_AUTO_TEST_CASE(mappings)
{
    for (std::string_view t : texts) {
        BOOST_TEST(same(to_uri(t, {}), to_uri(t)));
        BOOST_TEST(same(to_iri(t, {}), to_iri(t)));
        auto const v = parse_iri_reference(t);
        if (!v)
            continue;
        BOOST_TEST(same(to_uri(*v, {}), to_uri(*v)));
        BOOST_TEST(same(to_iri(*v, {}), to_iri(*v)));
        iri a, b;
        BOOST_TEST(same(to_uri(*v, a, {}), to_uri(*v, b)));
        BOOST_TEST(a == b);
        BOOST_TEST(same(to_iri(*v, a, {}), to_iri(*v, b)));
        BOOST_TEST(a == b);
        BOOST_TEST(to_url(*v, {}).has_value() == to_url(*v).has_value());
        if (auto const u = to_url(*v))
            BOOST_TEST(same(from_url(*u, {}), from_url(*u)));
    }
}

BOOST_AUTO_TEST_CASE(normalization_and_equivalence)
{
    BOOST_TEST(*equivalent("HTTP://a/", "http://a/", {}));
    BOOST_TEST(*equivalent("HTTP://a/", "http://a/"));
    for (std::string_view t : texts) {
        BOOST_TEST(same(normalize(t, {}), normalize(t)));
        BOOST_TEST(same(equivalent(t, "http://a/~", {}), equivalent(t, "http://a/~")));
        auto const v = parse_iri_reference(t);
        if (!v)
            continue;
        BOOST_TEST(same(normalize(*v, {}), normalize(*v)));
        iri a, b;
        BOOST_TEST(same(normalize(*v, a, {}), normalize(*v, b)));
        BOOST_TEST(a == b);
        BOOST_TEST(same(equivalent(*v, *v, {}), equivalent(*v, *v)));
        iri x = *v, y = *v;
        BOOST_TEST(x.normalize({}) == y.normalize());
    }
    // the Unicode overloads still take their own options
    unicode_normalize_options nfc;
    nfc.nfc = true;
    BOOST_TEST(*equivalent("http://a/e\u0301", "http://a/\u00E9", nfc));
    BOOST_TEST(!*equivalent("http://a/e\u0301", "http://a/\u00E9", {}));
    unicode_to_uri_options idna;
    idna.host = host_mapping::idna;
    BOOST_TEST(*to_uri("http://b\u00FCcher.example/", idna) == "http://xn--bcher-kva.example/");
    BOOST_TEST(*to_uri("http://b\u00FCcher.example/", {}) == "http://b%C3%BCcher.example/");
}

BOOST_AUTO_TEST_CASE(resolution)
{
    std::string_view const base = "http://a/b/c/d;p?q";
    for (std::string_view t : texts) {
        BOOST_TEST(same(resolve(base, t, {}), resolve(base, t)));
        BOOST_TEST(same(relativize(base, t, {}), relativize(base, t)));
        auto const b = parse_iri_reference(base);
        auto const v = parse_iri_reference(t);
        if (!v)
            continue;
        BOOST_TEST(same(resolve(*b, *v, {}), resolve(*b, *v)));
        BOOST_TEST(same(relativize(*b, *v, {}), relativize(*b, *v)));
        iri x, y;
        BOOST_TEST(same(resolve(*b, *v, x, {}), resolve(*b, *v, y)));
        BOOST_TEST(x == y);
    }
}

BOOST_AUTO_TEST_CASE(diagnostics_and_display)
{
    for (std::string_view t : texts) {
        BOOST_TEST(same(check(t, {}), check(t)));
        BOOST_TEST(same(to_display(t, {}), to_display(t)));
        if (auto const v = parse_iri_reference(t)) {
            BOOST_TEST(same(check(*v, {}), check(*v)));
            BOOST_TEST(same(to_display(*v, {}), to_display(*v)));
        }
    }
}

BOOST_AUTO_TEST_CASE(templates)
{
    auto const t = parse_template("http://a/{x}{?q}").value();
    template_variables vars;
    vars.set("x", "\u00E9 b");
    vars.set("q", "1");
    BOOST_TEST(same(t.expand(vars, {}), t.expand(vars)));
    iri a, b;
    BOOST_TEST(same(t.expand(vars, a, {}), t.expand(vars, b)));
    BOOST_TEST(a == b);
    std::string s1, s2;
    BOOST_TEST(same(t.expand_to(s1, vars, {}), t.expand_to(s2, vars)));
    BOOST_TEST(s1 == s2);
    std::map<std::string, std::string> const map{{"x", "y"}};
    BOOST_TEST(same(t.expand(map, {}), t.expand(map)));
}
