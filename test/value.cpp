//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The IRI as a value (<boost/iri/iri.hpp>): building and changing an IRI keeps it valid,
// setters encode or check, paths are fixed as RFC 3986 §3.3 and §4.2 require; the views of
// segments and parameters; and, over random sequences of setters, the text always parses to
// exactly the components set.

#define BOOST_TEST_MODULE value
#include <boost/iri/iri.hpp>
#include "count_allocations.hpp"
#include "expect_error.hpp"
#include "generate.hpp"
#include "test_data.hpp"
#include <boost/optional.hpp>
#include <boost/test/unit_test.hpp>
#include <atomic>
#include <cstdlib>
#include <new>
#include <random>
#include <sstream>
#include <unordered_set>
#include <vector>

using namespace boost::iris;
using test::expect_error;

using test::allocations;

BOOST_AUTO_TEST_CASE(build_from_nothing)
{
    iri x;
    BOOST_TEST(x.buffer() == "");
    BOOST_TEST(x.set_encoded(component::scheme, "http").has_value());
    x.set_host("例え.テスト");
    x.set_path("/パス a");
    x.params().append("q", "値 & more");
    x.set_fragment("章");
    BOOST_TEST(x.buffer() == "http://例え.テスト/パス%20a?q=値%20%26%20more#章");
    BOOST_TEST(x.path() == "/パス a");
    BOOST_TEST((*x.encoded_params().begin()).decoded_value() == "値 & more");
    BOOST_TEST(iri_view(x).buffer() == x.buffer());
}

BOOST_AUTO_TEST_CASE(decoded_setters_encode_what_the_component_does_not_allow)
{
    iri x = parse_iri_reference("http://h/").value();
    x.set_path("/a b?c#d%e/f");
    BOOST_TEST(x.encoded_path() == "/a%20b%3Fc%23d%25e/f");
    x.set_query("x=1&y=#?");
    BOOST_TEST(x.encoded_query() == "x=1&y=%23?");
    x.set_fragment("f#g");
    BOOST_TEST(x.encoded_fragment() == "f%23g");
    x.set_userinfo("us er:p@ss");
    BOOST_TEST(x.encoded_userinfo() == "us%20er:p%40ss");
    BOOST_TEST(x.user() == "us er");
    BOOST_TEST(x.password() == "p@ss");
    // a bidi formatting character (RFC 3987 §4.1) and private use outside the query
    x.set_path("/\u202E\uE000");
    BOOST_TEST(x.encoded_path() == "/%E2%80%AE%EE%80%80");
    x.set_query("\uE000");
    BOOST_TEST(x.encoded_query() == "\uE000");
    // under the profile uri every non-ASCII character is encoded
    parse_options uri;
    uri.profile = profile::uri;
    iri u = parse_iri_reference("http://h/", uri).value();
    u.set_path("/é");
    BOOST_TEST(u.encoded_path() == "/%C3%A9");
}

BOOST_AUTO_TEST_CASE(encoded_setters_check_and_change_nothing_on_error)
{
    iri x = parse_iri_reference("http://h/p?q#f").value();
    expect_error(x.set_encoded(component::path, "/a b"), error::invalid_character, 2);
    expect_error(x.set_encoded(component::path, "/a?b"), error::invalid_character, 2); // "?" would start a query
    expect_error(x.set_encoded(component::path, "/%zz"), error::invalid_percent_encoding, 2);
    expect_error(x.set_encoded(component::query, "a#b"), error::invalid_character, 1);
    expect_error(x.set_encoded(component::host, "a/b"), error::invalid_character, 1);
    expect_error(x.set_encoded(component::port, "8x"), error::invalid_port, 1);
    expect_error(x.set_encoded(component::scheme, "1http"), error::invalid_scheme, 0);
    expect_error(x.set_encoded(component::scheme, ""), error::invalid_scheme, 0);
    BOOST_TEST(x.buffer() == "http://h/p?q#f");
    BOOST_TEST(x.set_encoded(component::path, "/%E3%83%91").has_value());
    BOOST_TEST(x.buffer() == "http://h/%E3%83%91?q#f");
    BOOST_TEST(x.path() == "/パ");
}

// One error policy for the setters (issue 28), Boost.URL's: the named setters return the value
// and throw, changing nothing; set_encoded gives the same error as a result. They returned a
// result while set_host and the decoded setters returned the value.
BOOST_AUTO_TEST_CASE(setters_throw_and_set_encoded_gives_the_error)
{
    iri x = parse_iri_reference("http://h/p?q#f").value();
    struct named
    {
        iri& (iri::*set)(std::string_view);
        component c;
        char const* bad;
    };
    named const setters[] = {{&iri::set_scheme, component::scheme, "1http"},
                             {&iri::set_encoded_userinfo, component::userinfo, "a@b"},
                             {&iri::set_encoded_host, component::host, "a/b"},
                             {&iri::set_port, component::port, "8x"},
                             {&iri::set_encoded_path, component::path, "/a b"},
                             {&iri::set_encoded_query, component::query, "a#b"},
                             {&iri::set_encoded_fragment, component::fragment, "a b"}};
    for (named const& n : setters) {
        failure const expected = x.set_encoded(n.c, n.bad).error();
        try {
            (x.*n.set)(n.bad);
            BOOST_ERROR("no exception for " << to_string(n.c));
        }
        catch (failure_exception const& e) {
            BOOST_TEST((e.error() == expected), to_string(n.c));
        }
        BOOST_TEST(x.buffer() == "http://h/p?q#f");
    }
    BOOST_TEST(x.set_scheme("https").set_encoded_host("g").set_port("8").set_encoded_path("/%41").buffer() ==
               "https://g:8/%41?q#f");
    // the whole reference, under the value's grammar
    BOOST_TEST(x.set_encoded(component::none, "a/b?c").has_value());
    BOOST_TEST(x.buffer() == "a/b?c");
    expect_error(x.set_encoded(component::none, "a b"), error::invalid_character, 1);
    BOOST_TEST(x.set_encoded(component::none, x.encoded_path()).has_value()); // its own text
    BOOST_TEST(x.buffer() == "a/b");
}

// What a Boost.URL user types first: a value from text, which throws as url(string_view).
BOOST_AUTO_TEST_CASE(a_value_from_text)
{
    iri const x("http://\u4F8B\u3048.\u30C6\u30B9\u30C8/\u30D1\u30B9");
    BOOST_TEST(x.encoded_host() == "\u4F8B\u3048.\u30C6\u30B9\u30C8");
    parse_options uri;
    uri.profile = profile::uri;
    BOOST_CHECK_THROW(iri("http://\u4F8B/", uri), failure_exception);
    try {
        iri const bad("http://a/b c");
        BOOST_ERROR("no exception");
    }
    catch (failure_exception const& e) {
        BOOST_TEST((e.error() == parse_iri_reference("http://a/b c").error()));
        BOOST_TEST(e.error().offset == 10u);
    }
}

// A setter checks its component alone, by the rule that reads it there (the error names that
// rule), and may be given text of the value itself.
BOOST_AUTO_TEST_CASE(setters_check_by_the_rule_and_take_their_own_text)
{
    iri x = parse_iri_reference("http://h:80/p?q#f").value();
    auto const bad = x.set_encoded(component::host, "[::1");
    BOOST_REQUIRE(!bad);
    BOOST_TEST((bad.error().code == error::invalid_ip_literal));
    auto const space = x.set_encoded(component::fragment, "a b");
    BOOST_REQUIRE(!space);
    BOOST_TEST(space.error().rule() == "ifragment");
    BOOST_TEST(space.error().found == U' ');
    BOOST_TEST(x.buffer() == "http://h:80/p?q#f");
    BOOST_TEST(x.set_encoded(component::query, x.encoded_path()).has_value());
    BOOST_TEST(x.buffer() == "http://h:80/p?/p#f");
    BOOST_TEST(x.set_encoded(component::userinfo, x.encoded_host()).has_value());
    BOOST_TEST(x.set_encoded(component::path, x.buffer().substr(7, 4)).has_value()); // "h@h:", after the scheme
    BOOST_TEST(x.buffer() == "http://h@h:80/h@h:?/p#f");
    BOOST_TEST(x.set_encoded(component::fragment, x.encoded_query()).has_value());
    BOOST_TEST(x.buffer() == "http://h@h:80/h@h:?/p#/p");
    auto const again = parse_iri_reference(x.buffer());
    BOOST_REQUIRE(again);
    BOOST_TEST((*again == iri_view(x)));
}

BOOST_AUTO_TEST_CASE(absent_and_empty_differ)
{
    iri x = parse_iri_reference("http://h/p").value();
    BOOST_TEST(!x.has_query());
    BOOST_TEST(x.set_encoded(component::query, "").has_value());
    BOOST_TEST(x.has_query());
    BOOST_TEST(x.buffer() == "http://h/p?");
    x.remove_query();
    BOOST_TEST(x.buffer() == "http://h/p");
    x.set_fragment("");
    BOOST_TEST(x.buffer() == "http://h/p#");
    x.remove_fragment().remove_port().remove_userinfo();
    BOOST_TEST(x.buffer() == "http://h/p");
    BOOST_TEST(x.set_encoded(component::port, "").has_value());
    BOOST_TEST(x.buffer() == "http://h:/p");
    BOOST_TEST(!x.port_number());
    x.remove_authority();
    BOOST_TEST(x.buffer() == "http:/p");
    x.remove_scheme();
    BOOST_TEST(x.buffer() == "/p");
}

// RFC 3986 §3.3 and §4.2: the path is fixed so that it reads back as a path, never refused.
BOOST_AUTO_TEST_CASE(paths_are_fixed)
{
    iri x = parse_iri_reference("http://h").value();
    x.set_path("a/b"); // after an authority: "/" in front
    BOOST_TEST(x.buffer() == "http://h/a/b");
    x.remove_authority();
    BOOST_TEST(x.buffer() == "http:/a/b");
    x.set_path("//a"); // no authority: not "//"
    BOOST_TEST(x.buffer() == "http:/.//a");
    BOOST_TEST(iri_view(x).has_authority() == false);
    iri r;
    r.set_path("a:b/c"); // a relative reference: no ":" in the first segment
    BOOST_TEST(r.buffer() == "./a:b/c");
    BOOST_TEST(!r.has_scheme());
    iri s;
    s.set_path("//x");
    BOOST_TEST(s.buffer() == "/.//x");
}

BOOST_AUTO_TEST_CASE(the_host_picks_its_kind)
{
    iri x = parse_iri_reference("http://h/").value();
    x.set_host("[2001:db8::7]");
    BOOST_TEST((x.host_type() == host_type::ipv6));
    ipv6_address a6{};
    BOOST_REQUIRE(x.host_ipv6(a6));
    BOOST_TEST(a6[0] == 0x20);
    BOOST_TEST(a6[1] == 0x01);
    BOOST_TEST(a6[15] == 7);
    x.set_host("[::ffff:192.0.2.1]");
    BOOST_REQUIRE(x.host_ipv6(a6));
    BOOST_TEST(a6[10] == 0xFF);
    BOOST_TEST(a6[12] == 192);
    BOOST_TEST(a6[15] == 1);
    x.set_host("192.0.2.16");
    BOOST_TEST((x.host_type() == host_type::ipv4));
    ipv4_address a4{};
    BOOST_REQUIRE(x.host_ipv4(a4));
    BOOST_TEST(a4[3] == 16);
    BOOST_TEST(!x.host_ipv6(a6));
    // "[" starts an IP literal and nothing else: one that is not valid throws and changes
    // nothing (issue 27, item 10: it became a reg-name "%5Bnot%20ip%5D")
    BOOST_CHECK_THROW(x.set_host("[not ip]"), failure_exception);
    BOOST_TEST(x.encoded_host() == "192.0.2.16");
    BOOST_TEST(x.set_encoded(component::host, "%5Bnot%20ip%5D").has_value()); // a reg-name, as written
    BOOST_TEST((x.host_type() == host_type::reg_name));
    x.set_host("256.1.1.1"); // not an IPv4address: a reg-name
    BOOST_TEST((x.host_type() == host_type::reg_name));
    x.set_port_number(8080);
    BOOST_TEST(x.port() == "8080");
    BOOST_TEST((x.port_number() == 8080));
    BOOST_TEST(x.set_encoded(component::port, "99999").has_value());
    BOOST_TEST(!x.port_number()); // no TCP port, though the grammar's port (RFC 3986 §3.2.3)
    BOOST_TEST(x.port() == "99999");
    BOOST_TEST(x.set_encoded(component::port, "0").has_value());
    BOOST_TEST((x.port_number() == 0)); // a port 0, not none (it used to be 0 for both)
    x.remove_port();
    BOOST_TEST(!x.port_number());
}

// RFC 6874: with zone identifiers on, the host as `host()` decodes it ("%" for "%25") sets the
// same host again; without them it is a reg-name.
BOOST_AUTO_TEST_CASE(zone_identifiers_round_trip_through_set_host)
{
    parse_options zones;
    zones.zone_id = true;
    iri x = parse_iri_reference("http://[fe80::1%25eth0]/p", zones).value();
    BOOST_TEST(x.host().decode() == "[fe80::1%eth0]");
    x.set_host(x.host().decode());
    BOOST_TEST(x.buffer() == "http://[fe80::1%25eth0]/p");
    BOOST_TEST((x.host_type() == host_type::ipv6));
    x.set_host("[fe80::1%en 0]"); // the zone encoded as ZoneID allows
    BOOST_TEST(x.buffer() == "http://[fe80::1%25en%200]/p");
    BOOST_TEST((x.host_type() == host_type::ipv6));
    // a zone identifier is one character at least (RFC 6874 §2), and needs zone_id: both
    // were taken before (issue 27, item 10), the first as "%25]", the second as a reg-name
    try {
        x.set_host("[fe80::1%]");
        BOOST_ERROR("an empty zone identifier was taken");
    }
    catch (failure_exception const& e) {
        BOOST_TEST(e.error().offset == 8u, e.error().message());
    }
    BOOST_TEST(x.buffer() == "http://[fe80::1%25en%200]/p");
    iri y = parse_iri_reference("http://h/p").value();
    BOOST_CHECK_THROW(y.set_host("[fe80::1%eth0]"), failure_exception);
    BOOST_TEST(y.buffer() == "http://h/p");
}

BOOST_AUTO_TEST_CASE(segments_and_params)
{
    iri x = parse_iri_reference("http://h/a/b%20c/").value();
    std::vector<std::string> segments;
    for (std::string_view s : x.encoded_segments())
        segments.push_back(std::string(s));
    BOOST_TEST(segments == (std::vector<std::string>{"a", "b%20c", ""}), boost::test_tools::per_element());
    BOOST_TEST(segments_encoded_view("").empty());
    BOOST_TEST(segments_encoded_view("/").empty());
    BOOST_TEST(segments_encoded_view("a").size() == 1u);
    BOOST_TEST(segments_encoded_view("//").size() == 2u);
    x.segments().push_back("d/e");
    BOOST_TEST(x.encoded_path() == "/a/b%20c//d%2Fe");
    iri r;
    r.segments().push_back("a");
    BOOST_TEST(r.buffer() == "a");

    iri q = parse_iri_reference("http://h/?a=1&b&c=x+y%26&=z").value();
    std::vector<std::string> names, values;
    for (param_view p : q.encoded_params()) {
        names.push_back(p.decoded_name().decode());
        values.push_back(p.has_value ? p.decoded_value(true).decode() : "(none)");
    }
    BOOST_TEST(names == (std::vector<std::string>{"a", "b", "c", ""}), boost::test_tools::per_element());
    BOOST_TEST(values == (std::vector<std::string>{"1", "(none)", "x y&", "z"}), boost::test_tools::per_element());
    BOOST_TEST((*q.encoded_params().find("c")).value == "x+y%26");
    BOOST_TEST((q.encoded_params().find("zz") == q.encoded_params().end()));
    q.params().append("k", "v=w&");
    BOOST_TEST(q.encoded_query() == "a=1&b&c=x+y%26&=z&k=v%3Dw%26");
}

BOOST_AUTO_TEST_CASE(views_allocate_nothing)
{
    iri const x = parse_iri_reference("http://user:pw@h:8080/a/b%20c?x=1&y=%41#f").value();
    std::size_t const before = allocations.load();
    std::size_t n = 0;
    for (std::string_view s : x.encoded_segments())
        n += s.size();
    for (param_view p : x.encoded_params())
        n += p.decoded_name().size() + p.decoded_value().size();
    n += x.path().size() + x.user().size() + x.password().size() + x.port_number().value_or(0);
    bool const same = x.path() == "/a/b c" && x.query() == "x=1&y=A";
    iri_view const v = iri_view(x);
    BOOST_TEST(allocations.load() - before == 0u);
    BOOST_TEST(same);
    BOOST_TEST(v.buffer() == x.buffer());
    BOOST_TEST(n > 0u);
}

BOOST_AUTO_TEST_CASE(regular)
{
    iri a = parse_iri_reference("http://h/p").value();
    iri b = a;
    BOOST_TEST((a == b));
    b.set_path("/q");
    BOOST_TEST((a != b));
    BOOST_TEST((a < b));
    std::unordered_set<iri> set{a, b, a};
    BOOST_TEST(set.size() == 2u);
    iri c(parse_iri_reference("//x/y").value());
    BOOST_TEST(c.buffer() == "//x/y");
    std::ostringstream os;
    os << c;
    BOOST_TEST(os.str() == "//x/y");
}

namespace {

// A component the setters may take: any of these pieces, decoded or encoded.
std::string some_text(std::mt19937& rng)
{
    return test::compose(rng, {}, {"a", "/", "?", "#", "@", ":", "[", "]", "%", "%41", "%zz", " ", "=", "&", "+",
                                   ".", "..", "1", "::1", "é", "例", "\u202E", "\uE000", "//", "x:y"},
                         5);
}

// The components a value must read back as.
struct expected
{
    boost::optional<std::string> scheme, userinfo, host, port, query, fragment;
    bool authority = false;
    std::string path;
};

expected of(iri const& x)
{
    expected e;
    // read again from the text, by the parse functions
    auto const v = boost::iris::parse_iri_reference(x.buffer(), x.options()).value();
    auto const copy = [](bool has, std::string_view s) {
        return has ? boost::optional<std::string>(std::string(s)) : boost::none;
    };
    e.scheme = copy(v.has_scheme(), v.scheme());
    if (v.has_authority()) {
        e.authority = true;
        e.userinfo = copy(v.has_userinfo(), v.encoded_userinfo());
        e.host = std::string(v.encoded_host());
        e.port = copy(v.has_port(), v.port());
    }
    e.path = std::string(v.encoded_path());
    e.query = copy(v.has_query(), v.encoded_query());
    e.fragment = copy(v.has_fragment(), v.encoded_fragment());
    return e;
}

} // namespace

// Any sequence of setters on any valid IRI gives text that parses to exactly the components
// set: the one a setter changed is what it set (encoded, or the path with the prefix its fix
// needs), and the others are as they were (but a path that needs a fix when the authority or
// scheme goes).
BOOST_AUTO_TEST_CASE(setters_keep_the_invariant)
{
    std::mt19937 rng(9);
    std::vector<std::string> const starts = {"", "http://h/p?q#f", "//u@h:1/", "a:b", "mailto:x@y", "?q", "#f",
                                             "http://例え/パス", "http://[::1]/"};
    std::size_t changes = 0;
    for (int round = 0; round < 3000; ++round) {
        iri x = parse_iri_reference(starts[rng() % starts.size()]).value();
        for (int step = 0; step < 8; ++step) {
            std::string const t = some_text(rng);
            expected before = of(x);
            unsigned const which = rng() % 16;
            bool changed = true;
            switch (which) {
            case 0: {
                std::string const scheme = rng() % 2 ? "s+1" : t;
                changed = bool(x.set_encoded(component::scheme, scheme));
                if (changed)
                    before.scheme = scheme;
                break;
            }
            case 1: x.set_userinfo(t); before.userinfo = std::string(x.encoded_userinfo()); break;
            case 2:
                try {
                    x.set_host(t);
                    before.host = std::string(x.encoded_host());
                }
                catch (failure_exception const&) { // an IP literal that is not one
                    BOOST_TEST(t.front() == '[');
                    changed = false;
                }
                break;
            case 3: x.set_port_number(static_cast<std::uint16_t>(rng())); before.port = std::string(x.port()); break;
            case 4: x.set_path(t); break;
            case 5: x.set_query(t); before.query = std::string(x.encoded_query()); break;
            case 6: x.set_fragment(t); before.fragment = std::string(x.encoded_fragment()); break;
            case 7: changed = bool(x.set_encoded(component::path, t)); break;
            case 8: changed = bool(x.set_encoded(component::query, t)); if (changed) before.query = t; break;
            case 9: changed = bool(x.set_encoded(component::host, t)); if (changed) before.host = t; break;
            case 10: x.remove_query(); before.query = boost::none; break;
            case 11: x.remove_fragment(); before.fragment = boost::none; break;
            case 12: x.remove_port(); before.port = boost::none; break;
            case 13: x.remove_userinfo(); before.userinfo = boost::none; break;
            case 14: x.segments().push_back(t); break;
            default: x.params().append(t, t); before.query = std::string(x.encoded_query()); break;
            }
            // the text is valid, and parses to the value's components
            auto const again = parse_iri_reference(x.buffer(), x.options());
            BOOST_REQUIRE_MESSAGE(again, x.buffer());
            BOOST_TEST((*again == iri_view(x)), x.buffer());
            expected const now = of(x);
            // the components not set are unchanged
            if (which != 0)
                BOOST_TEST((now.scheme == before.scheme), x.buffer());
            bool const makes_authority = which == 1 || (which == 2 && changed) || which == 3 || (which == 9 && changed);
            if (makes_authority && !before.authority) { // made with an empty host
                before.authority = true;
                before.host = before.host.value_or("");
            }
            if (makes_authority || which == 12 || which == 13) {
                BOOST_TEST((now.userinfo == before.userinfo && now.host == before.host && now.port == before.port),
                           which << ": " << x.buffer());
                BOOST_TEST(now.authority == before.authority, which << ": " << x.buffer());
            }
            if (which != 4 && which != 7 && which != 14)
                BOOST_TEST((now.query == before.query && now.fragment == before.fragment), which << ": " << x.buffer());
            // what was set reads back, decoded or as written (a path may have its fix in front)
            auto const fixed = [](std::string const& p, std::string const& set) {
                return p == set || p == "/" + set || p == "/." + set || p == "./" + set;
            };
            if (which == 4)
                BOOST_TEST(fixed(x.path().decode(), t), x.buffer() << " <- " << t);
            if (which == 7 && changed)
                BOOST_TEST(fixed(std::string(x.encoded_path()), t), x.buffer() << " <- " << t);
            changes += changed;
        }
    }
    BOOST_TEST(changes > 15000u);
}

BOOST_AUTO_TEST_CASE(params_set_and_erase)
{
    iri x = parse_iri_reference("http://h/?a=1&b=2&a=3&c").value();
    auto const at = x.params().set("a", "x y");
    BOOST_TEST(x.encoded_query() == "a=x%20y&b=2&c");
    BOOST_TEST((*at).value == "x y");
    BOOST_TEST((*x.params().set("d", "4")).name == "d");
    BOOST_TEST(x.encoded_query() == "a=x%20y&b=2&c&d=4");
    BOOST_TEST(x.params().erase("b") == 1u);
    BOOST_TEST(x.encoded_query() == "a=x%20y&c&d=4");
    BOOST_TEST(x.params().erase("a") + x.params().erase("c") + x.params().erase("d") == 3u);
    BOOST_TEST(x.buffer() == "http://h/?");
    iri y = parse_iri_reference("http://h/").value();
    BOOST_TEST(y.params().erase("a") == 0u);
    BOOST_TEST(!y.has_query());
    y.params().set("k", "v");
    BOOST_TEST(y.buffer() == "http://h/?k=v");
}

// The changes are made in buffers each thread reuses: once they and the value have grown,
// setting and removing ASCII components allocates nothing.
BOOST_AUTO_TEST_CASE(setters_allocate_nothing_once_grown)
{
    iri x = parse_iri_reference("http://user@example.org:8080/a/b?q=1#f").value();
    auto const changes = [&x] {
        x.set_path("/path with space/x");
        x.set_query("a=1&b=2");
        x.params().set("b", "3");
        x.params().append("c", "4 5");
        x.params().erase("a");
        x.segments().push_back("seg");
        x.set_fragment("frag");
        x.set_host("example.com");
        x.set_userinfo("u:p");
        x.set_port_number(81);
        (void)x.set_encoded_path("/a/b/c");
        (void)x.set_scheme("https");
        x.remove_fragment().remove_query().remove_port();
    };
    changes();
    changes(); // all buffers at their size
    std::size_t const before = allocations.load();
    changes();
    BOOST_TEST(allocations.load() - before == 0u);
    BOOST_TEST(x.buffer() == "https://u:p@example.com/a/b/c");
}

BOOST_AUTO_TEST_CASE(mutable_ranges)
{
    iri x = parse_iri_reference("http://h/a%20b?k=v").value();
    std::vector<std::string> decoded;
    for (decoded_view s : x.segments())
        decoded.push_back(s.decode());
    BOOST_TEST(decoded == (std::vector<std::string>{"a b"}), boost::test_tools::per_element());
    auto segments = x.segments();
    segments.push_back("c d");
    segments.push_back("e");
    BOOST_TEST(segments.size() == 3u);
    BOOST_TEST(x.encoded_path() == "/a%20b/c%20d/e");
    auto params = x.params();
    params.set("k", "w");
    params.append("n", "1");
    BOOST_TEST(params.erase("n") == 1u);
    BOOST_TEST(x.encoded_query() == "k=w");
    BOOST_TEST((*params.begin()).value == "w");
}

// Issue "reliability", item 3, as a property: every accessor read back through its setter
// keeps the IRI, for every component, in every profile, over the IRIs of a real sample. As
// written: the same text; decoded: the same decoded component and the same host kind.
BOOST_AUTO_TEST_CASE(accessors_through_setters_keep_the_iri)
{
    std::istringstream lines(test::read_file("url-interop/iris_sample.txt"));
    std::size_t tried = 0;
    for (std::string line; std::getline(lines, line);) {
        for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri}) {
            parse_options o;
            o.profile = p;
            o.zone_id = true;
            auto const parsed = parse_iri_reference(line, o);
            if (!parsed)
                continue;
            ++tried;
            iri const x = *parsed;
            iri y = x;
            auto const kept = [&](result<void> const& r, char const* what) {
                BOOST_TEST((r && y.buffer() == x.buffer() && y.host_type() == x.host_type()),
                           what << " as written changed " << line);
            };
            if (x.has_scheme())
                kept(y.set_encoded(component::scheme, x.scheme()), "scheme");
            if (x.has_userinfo())
                kept(y.set_encoded(component::userinfo, x.encoded_userinfo()), "userinfo");
            if (x.has_authority())
                kept(y.set_encoded(component::host, x.encoded_host()), "host");
            if (x.has_port())
                kept(y.set_encoded(component::port, x.port()), "port");
            kept(y.set_encoded(component::path, x.encoded_path()), "path");
            if (x.has_query())
                kept(y.set_encoded(component::query, x.encoded_query()), "query");
            if (x.has_fragment())
                kept(y.set_encoded(component::fragment, x.encoded_fragment()), "fragment");

            iri d = x;
            if (x.has_userinfo()) {
                d.set_userinfo(x.userinfo().decode());
                BOOST_TEST(d.userinfo().decode() == x.userinfo().decode(), line);
            }
            // (a reg-name that decodes to "[..." is set with set_encoded_host: "[" starts an IP literal)
            if (x.has_authority() && (x.host_type() != host_type::reg_name || x.host().decode().substr(0, 1) != "[")) {
                d.set_host(x.host().decode());
                BOOST_TEST(d.host().decode() == x.host().decode(), line);
                BOOST_TEST((d.host_type() == x.host_type()), line);
            }
            d.set_path(x.path().decode());
            BOOST_TEST(d.path().decode() == x.path().decode(), line);
            if (x.has_query()) {
                d.set_query(x.query().decode());
                BOOST_TEST(d.query().decode() == x.query().decode(), line);
            }
            if (x.has_fragment()) {
                d.set_fragment(x.fragment().decode());
                BOOST_TEST(d.fragment().decode() == x.fragment().decode(), line);
            }
            BOOST_TEST(parse_iri_reference(d.buffer(), o).has_value(), line);
        }
    }
    BOOST_TEST(tried > 4000u);
}

// The value's text (include/boost/iri/detail/text_buffer.hpp), against a std::string over
// random edits: the text, a null character after it, a part of itself appended or assigned,
// the bytes written over after resize_for_overwrite, copies (the text only), moves (the
// moved-from one empty), swap, shrink_to_fit and release.
BOOST_AUTO_TEST_CASE(text_buffer_is_the_text_a_string_would_hold)
{
    std::mt19937 random(31);
    auto const pick = [&](std::size_t n) { return static_cast<std::size_t>(random() % (n + 1)); };
    auto const some_text = [&] {
        std::string s(pick(40), 'a');
        for (char& c : s)
            c = static_cast<char>('a' + random() % 26);
        return s;
    };
    auto const same = [](detail::text_buffer const& b, std::string const& s) {
        return b.view() == s && b.size() == s.size() && b.c_str()[s.size()] == '\0' && b.capacity() >= b.size();
    };
    std::size_t checked = 0;
    for (int round = 0; round < 300; ++round) {
        detail::text_buffer b;
        std::string model;
        for (int step = 0; step < 60; ++step) {
            switch (random() % 11) {
            case 0: {
                std::string const s = some_text();
                b.append(s);
                model.append(s);
                break;
            }
            case 1: { // a part of itself, which may move as the buffer grows
                std::size_t const at = pick(model.size());
                std::size_t const n = pick(model.size() - at);
                b.append(b.view().substr(at, n));
                model.append(model.substr(at, n));
                break;
            }
            case 2: {
                std::size_t const at = pick(model.size());
                std::size_t const n = pick(model.size() - at);
                b.assign(b.view().substr(at, n));
                model = model.substr(at, n);
                break;
            }
            case 3: {
                std::string const s = some_text();
                b.assign(s);
                model = s;
                break;
            }
            case 4: {
                std::size_t const at = pick(model.size());
                std::size_t const n = pick(model.size() - at);
                std::string const s = some_text();
                b.replace(at, n, s);
                model.replace(at, n, s);
                break;
            }
            case 5: { // longer or shorter, then the new bytes written over
                std::size_t const n = pick(2 * model.size() + 20);
                b.resize_for_overwrite(n);
                for (std::size_t i = model.size(); i < n; ++i)
                    b.data()[i] = static_cast<char>('A' + i % 26);
                std::size_t const kept = std::min(n, model.size());
                model.resize(kept);
                for (std::size_t i = kept; i < n; ++i)
                    model += static_cast<char>('A' + i % 26);
                break;
            }
            case 6:
                b.push_back('+');
                b += '-';
                model += "+-";
                break;
            case 7: {
                detail::text_buffer const copy = b;
                BOOST_TEST(same(copy, model));
                BOOST_TEST(copy.capacity() <= model.size() + 32); // the text, not the room
                detail::text_buffer moved = std::move(b);
                BOOST_TEST(same(b, "")); // NOLINT(bugprone-use-after-move): moved-from is empty
                b = std::move(moved);
                break;
            }
            case 8: {
                detail::text_buffer other(std::string_view("other"));
                other.swap(b);
                BOOST_TEST(same(other, model));
                BOOST_TEST(same(b, "other"));
                b.swap(other);
                break;
            }
            case 9:
                b.shrink_to_fit();
                BOOST_TEST(b.capacity() <= model.size() + 32);
                break;
            case 10:
                if (random() % 4 == 0) {
                    std::string const text = std::move(b).release();
                    BOOST_TEST(text == model);
                    BOOST_TEST(same(b, ""));
                    b = detail::text_buffer(std::string(text)); // takes the string
                }
                else {
                    b.clear();
                    model.clear();
                }
                break;
            }
            BOOST_TEST(same(b, model), "round " << round << " step " << step);
            ++checked;
        }
    }
    BOOST_TEST(checked == 300u * 60u);
}
