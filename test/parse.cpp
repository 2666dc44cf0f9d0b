//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The parse API (parse.hpp): components, absent vs empty, printing, the two forms,
// typed errors with offsets and rules, and zero allocation in the view form.

#define BOOST_TEST_MODULE parse
#include <boost/iri.hpp>
#include <boost/test/unit_test.hpp>
#include "count_allocations.hpp"
#include <functional>
#include <iterator>
#include <random>
#include <set>
#include <sstream>
#include <unordered_set>

using namespace boost::iris;

BOOST_TEST_DONT_PRINT_LOG_VALUE(boost::iris::error)
BOOST_TEST_DONT_PRINT_LOG_VALUE(boost::iris::condition)

using test::allocations;


BOOST_AUTO_TEST_CASE(components_of_an_iri)
{
    auto r = parse_iri_reference("http://user@例え.テスト:8080/パス/a?q=値#章");
    BOOST_REQUIRE(r.has_value());
    iri_view const& x = *r;
    BOOST_TEST(x.scheme() == "http");
    BOOST_REQUIRE(x.has_authority());
    BOOST_TEST(x.encoded_userinfo() == "user");
    BOOST_TEST(x.host() == "例え.テスト");
    BOOST_TEST((x.host_type() == host_type::reg_name));
    BOOST_TEST(x.port() == "8080");
    BOOST_TEST(x.path() == "/パス/a");
    BOOST_TEST(x.encoded_query() == "q=値");
    BOOST_TEST(x.encoded_fragment() == "章");
}

BOOST_AUTO_TEST_CASE(absent_and_empty_differ)
{
    auto a = parse_iri("http://a/?").value();
    auto b = parse_iri("http://a/").value();
    BOOST_TEST(a.has_query());
    BOOST_TEST(a.encoded_query().empty());
    BOOST_TEST(!b.has_query());
    BOOST_TEST((a != b));

    auto c = parse_iri("http://a#").value();
    BOOST_TEST(c.has_fragment());
    BOOST_TEST(!parse_iri("http://a").value().has_fragment());

    auto d = parse_iri("http://@a:/").value();
    BOOST_TEST(d.has_userinfo());
    BOOST_TEST(d.has_port());
    BOOST_TEST(d.port().empty());

    auto e = parse_iri("file:///etc").value();
    BOOST_TEST(e.has_authority());
    BOOST_TEST(e.host().empty());
    BOOST_TEST(!parse_iri("file:/etc").value().has_authority());
}

BOOST_AUTO_TEST_CASE(printing_gives_back_the_input)
{
    for (char const* in : {"http://a/?", "http://a/", "http://a#", "http://@a:/", "x:", "//", "",
                           "?", "#", "a:b:c", "./a:b", "http://[::1]:0/%41?%42#%43",
                           "https://ja.wikipedia.org/wiki/日本語#節", "mailto:a@b", "//u@h:1",
                           "/", "///", "a?b#c"}) {
        auto r = parse_iri_reference(in);
        BOOST_REQUIRE_MESSAGE(r.has_value(), in);
        BOOST_TEST(r->buffer() == in);
        std::ostringstream os;
        os << iri(*r);
        BOOST_TEST(os.str() == in);
    }
}

BOOST_AUTO_TEST_CASE(start_rules)
{
    BOOST_TEST(parse_iri("http://a/b#f").has_value());
    BOOST_TEST(!parse_iri("//a/b").has_value());
    BOOST_TEST(!parse_absolute_iri("http://a/b#f").has_value());
    BOOST_TEST(parse_absolute_iri("http://a/b?q").has_value());
    BOOST_TEST(parse_irelative_ref("//a/b?q#f").has_value());
    BOOST_TEST(!parse_irelative_ref("http://a").has_value());
    BOOST_TEST(!parse_irelative_ref("a:b").has_value());
    BOOST_TEST(parse_irelative_ref("./a:b").has_value());
    // a relative reference whose first segment has no colon is not an IRI
    auto r = parse_iri_reference("a/b:c").value();
    BOOST_TEST(!r.has_scheme());
    BOOST_TEST(r.path() == "a/b:c");
}

BOOST_AUTO_TEST_CASE(profiles)
{
    parse_options uri;
    uri.profile = profile::uri;
    BOOST_TEST(!parse_iri("http://例え/", uri).has_value());
    BOOST_TEST(parse_iri("http://example/%E4%BE%8B", uri).has_value());

    parse_options leiri;
    leiri.profile = profile::leiri;
    BOOST_TEST(!parse_iri("http://a/b c<d>").has_value());
    BOOST_TEST(parse_iri("http://a/b c<d>", leiri).has_value());
    BOOST_TEST(!parse_iri("http://a/b%", leiri).has_value());

    parse_options bis;
    bis.profile = profile::rfc3987bis;
    std::string const tag = "http://a/?\xF3\xA0\x80\x81"; // U+E0001 in the query
    BOOST_TEST(!parse_iri(tag).has_value());
    BOOST_TEST(parse_iri(tag, bis).has_value());
}

namespace {
void expect_error(std::string_view input, error code, std::size_t offset, std::string_view rule,
                  start_rule start = start_rule::IRI_reference)
{
    result<iri_view> r = start == start_rule::IRI ? parse_iri(input)
                             : start == start_rule::absolute_IRI ? parse_absolute_iri(input)
                                                                 : parse_iri_reference(input);
    BOOST_REQUIRE_MESSAGE(!r.has_value(), "\"" << input << "\" must fail");
    BOOST_TEST(r.error().code == code, "\"" << input << "\": " << r.error().message());
    BOOST_TEST(r.error().offset == offset, "\"" << input << "\": " << r.error().message());
    BOOST_TEST(r.error().rule() == rule, "\"" << input << "\": " << r.error().message());
}
} // namespace

BOOST_AUTO_TEST_CASE(errors_say_what_where_and_which_rule)
{
    expect_error("http://a/b c", error::invalid_character, 10, "isegment");
    expect_error("http://a b/", error::invalid_character, 8, "ireg-name");
    expect_error("http://a:8x/", error::invalid_port, 10, "port");
    expect_error("http://[::1", error::invalid_ip_literal, 11, "h16");
    expect_error("http://[::1]x", error::invalid_character, 12, "iauthority");
    expect_error("http://[1:2]/", error::invalid_ip_literal, 11, "h16");
    expect_error("50%", error::invalid_percent_encoding, 3, "pct-encoded");
    expect_error("a%4g", error::invalid_percent_encoding, 3, "pct-encoded");
    expect_error("http://a/#a#b", error::invalid_character, 11, "ifragment");
    expect_error("1http://a", error::invalid_scheme, 0, "scheme", start_rule::IRI);
    expect_error("//a", error::invalid_scheme, 0, "scheme", start_rule::IRI);
    expect_error("http://a/#f", error::invalid_character, 9, "ipath-abempty", start_rule::absolute_IRI);
    expect_error("http", error::invalid_scheme, 4, "scheme", start_rule::IRI);
    expect_error("ht tp://a", error::invalid_character, 2, "isegment-nz-nc");
    // iprivate outside the query
    expect_error("http://a/\xEE\x80\x80", error::invalid_character, 9, "ipath-abempty");
}

// One way to go wrong in each component, written from the ABNF: the error names the rule that
// was reading and the rules that could have gone on (issue: errors people can act on), and
// never an alternative the input did not start (no invalid_ip_literal without "[").
BOOST_AUTO_TEST_CASE(errors_name_what_could_go_on)
{
    struct row
    {
        char const* input;
        error code;
        std::size_t offset;
        char const* rule;
        char const* expected; ///< as the message joins them
    };
    static row const rows[] = {
        {R"(1http://a)", error::invalid_character, 5, "isegment-nz-nc", "isegment-nz-nc, ipath-noscheme or irelative-ref"},
        {R"(ht%tp://a)", error::invalid_percent_encoding, 3, "pct-encoded", "pct-encoded"},
        {R"(:a)", error::invalid_character, 0, "irelative-part", "irelative-part, ipath-absolute, isegment-nz-nc or irelative-ref"},
        {R"(http://a b/)", error::invalid_character, 8, "ireg-name", "ireg-name, iauthority, ipath-abempty or IRI"},
        {R"(http://<x>/)", error::invalid_character, 7, "ihier-part", "IP-literal, IPv4address, ireg-name, iauthority, ipath-abempty or IRI"},
        {R"(http://user@@host/)", error::invalid_character, 12, "iauthority", "IP-literal, IPv4address, ireg-name, iauthority, ipath-abempty or IRI"},
        {R"(http://us er@h/)", error::invalid_character, 9, "ireg-name", "ireg-name, iauthority, ipath-abempty or IRI"},
        {R"(http://[::1)", error::invalid_ip_literal, 11, "h16", "h16, IPv6address, ls32, dec-octet, IPv4address or IP-literal"},
        {R"(http://[::1/)", error::invalid_ip_literal, 11, "h16", "h16, IPv6address, ls32, dec-octet, IPv4address or IP-literal"},
        {R"(http://[1:2]/)", error::invalid_ip_literal, 11, "h16", "h16 or IPv6address"},
        {R"(http://[::g]/)", error::invalid_ip_literal, 10, "IPv6address", "IPv6address, IPv4address or IP-literal"},
        {R"(http://[v1x]/)", error::invalid_ip_literal, 10, "IPvFuture", "IPvFuture"},
        {R"(http://[v.x]/)", error::invalid_ip_literal, 9, "IPvFuture", "IPvFuture"},
        {R"(http://[fe80::1%eth0]/)", error::invalid_ip_literal, 15, "h16", "h16, IPv6address, ls32, dec-octet, IPv4address or IP-literal"},
        {R"(http://[::1]x/)", error::invalid_character, 12, "iauthority", "iauthority, ipath-abempty or IRI"},
        {R"(http://a:8x/)", error::invalid_port, 10, "port", "port, ipath-abempty or IRI"},
        {R"(http://a:-1/)", error::invalid_character, 9, "iauthority", "port, ipath-abempty or IRI"},
        {R"(http://a/b c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b%)", error::invalid_percent_encoding, 11, "pct-encoded", "pct-encoded"},
        {R"(http://a/b%4)", error::invalid_percent_encoding, 12, "pct-encoded", "pct-encoded"},
        {R"(http://a/b%4g)", error::invalid_percent_encoding, 12, "pct-encoded", "pct-encoded"},
        {R"(http://a/b<c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b\c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b^c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b|c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b"c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b{c})", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b`c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/?q c)", error::invalid_character, 11, "iquery", "iquery or IRI"},
        {R"(http://a/?q%zz)", error::invalid_percent_encoding, 12, "pct-encoded", "pct-encoded"},
        {R"(http://a/?q<)", error::invalid_character, 11, "iquery", "iquery or IRI"},
        {R"(http://a/#f#g)", error::invalid_character, 11, "ifragment", "ifragment"},
        {R"(http://a/#f c)", error::invalid_character, 11, "ifragment", "ifragment"},
        {R"(http://a/#f%)", error::invalid_percent_encoding, 12, "pct-encoded", "pct-encoded"},
        {R"(a b)", error::invalid_character, 1, "isegment-nz-nc", "isegment-nz-nc, ipath-noscheme or irelative-ref"},
        {R"(a:b:c d)", error::invalid_character, 5, "isegment-nz", "isegment-nz, ipath-rootless or IRI"},
        {R"(./a b)", error::invalid_character, 3, "isegment", "isegment, ipath-noscheme or irelative-ref"},
        {R"(//a b)", error::invalid_character, 3, "ireg-name", "ireg-name, iauthority, ipath-abempty or irelative-ref"},
        {R"(?a b)", error::invalid_character, 2, "iquery", "iquery or irelative-ref"},
        {R"(#a b)", error::invalid_character, 2, "ifragment", "ifragment"},
        {R"(http://a/%ZZ)", error::invalid_percent_encoding, 10, "pct-encoded", "pct-encoded"},
        {R"(http://a/b[c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/b]c)", error::invalid_character, 10, "isegment", "isegment, ipath-abempty or IRI"},
        {R"(http://a/?q[)", error::invalid_character, 11, "iquery", "iquery or IRI"},
    };
    for (row const& r : rows) {
        auto const e = parse_iri_reference(r.input).error();
        BOOST_TEST(e.code == r.code, r.input << ": " << e.message());
        BOOST_TEST(e.offset == r.offset, r.input << ": " << e.message());
        BOOST_TEST(e.rule() == r.rule, r.input << ": " << e.message());
        std::string const m = e.message();
        BOOST_TEST(m.find(std::string("; expected ") + r.expected + ")") != std::string::npos, r.input << ": " << m);
        if (std::string_view(r.input).find('[') == std::string_view::npos)
            BOOST_TEST(e.code != error::invalid_ip_literal, r.input);
    }
    BOOST_TEST(std::size(rows) >= 40u);
    // the component the error is in
    BOOST_TEST(parse_iri_reference("http://<x>/").error().component == component::host);
    BOOST_TEST(parse_iri_reference("http://a:8x/").error().component == component::port);
    BOOST_TEST(parse_iri_reference("http://a/b c").error().component == component::path);
    BOOST_TEST(parse_iri_reference("http://a/?q c").error().component == component::query);
    BOOST_TEST(parse_iri_reference("http://a/#f#").error().component == component::fragment);
    BOOST_TEST(parse_iri("1http://a").error().component == component::scheme);
    BOOST_TEST(parse_iri_reference("http://a/#f#").error().message().find(" in fragment") != std::string::npos);
}

// The error codes the parse functions give are those their reference lists (include/
// boost/iri/parse.hpp), over inputs made of the delimiters and the pieces the rules with errors
// of their own start with; and each listed code is met.
BOOST_AUTO_TEST_CASE(errors_are_those_the_reference_lists)
{
    using set = std::set<error>;
    set const relative = {error::invalid_utf8, error::invalid_character, error::invalid_percent_encoding,
                          error::invalid_port, error::invalid_ip_literal};
    set absolute = relative;
    absolute.insert(error::invalid_scheme);
    using parse_function = result<iri_view> (*)(std::string_view, parse_options const&) noexcept;
    struct
    {
        parse_function parse;
        set listed;
    } const functions[] = {{parse_iri_reference, relative}, {parse_iri, absolute},
                           {parse_absolute_iri, absolute}, {parse_irelative_ref, relative}};
    char const* const pieces[] = {"a", "1", ":", "/", "//", "?", "#", "[", "]", "::", "%", "%4", "%41",
                                  "@", "v1.", "x", " ", "\xff", "é", "\xee\x80\x80", ".", ":8a"};
    std::mt19937 rng(3987);
    for (auto const& f : functions) {
        set met;
        for (int i = 0; i < 100000; ++i) {
            std::string s = "http://h";
            if (i % 2 == 0)
                s.clear();
            for (unsigned n = rng() % 7; n > 0; --n)
                s += pieces[rng() % std::size(pieces)];
            auto const r = f.parse(s, {});
            if (r)
                continue;
            error const code = static_cast<error>(r.error().code.value());
            BOOST_TEST(f.listed.count(code) == 1u, s << ": " << r.error().message());
            met.insert(code);
        }
        BOOST_TEST((met == f.listed));
    }
}

BOOST_AUTO_TEST_CASE(ill_formed_utf8_is_an_error_at_the_first_bad_byte)
{
    expect_error("http://a/\xC0\xAF", error::invalid_utf8, 9, "isegment");      // overlong lead
    expect_error("http://a/\xE0\x80\xAF", error::invalid_utf8, 10, "isegment"); // overlong
    expect_error("http://a/\xED\xA0\x80", error::invalid_utf8, 10, "isegment"); // surrogate
    expect_error("http://a/\xF4\x90\x80\x80", error::invalid_utf8, 10, "isegment"); // > U+10FFFF
    expect_error("http://a/\xE4\xB8", error::invalid_utf8, 11, "isegment");     // truncated
    expect_error("http://a/\xE4\xB8x", error::invalid_utf8, 11, "isegment");    // cut short
    expect_error("http://a/\x80", error::invalid_utf8, 9, "isegment");          // stray
    expect_error("\xFF", error::invalid_utf8, 0, "irelative-part");
    // an earlier syntax error comes first
    expect_error("a b\xFF", error::invalid_character, 1, "isegment-nz-nc");
    auto r = parse_iri_reference("http://a/\xC3");
    BOOST_TEST(r.error().code == condition::invalid_encoding);
    BOOST_TEST(parse_iri_reference("a b").error().code == condition::invalid_syntax);
    // the domain conditions, beside the default one
    boost::system::error_code const idna = make_error_code(error::idna_failure);
    BOOST_TEST((idna == condition::idna && idna == condition::not_convertible));
    BOOST_TEST(idna != condition::charset);
    BOOST_TEST(make_error_code(error::invalid_punycode) == condition::idna);
    BOOST_TEST(make_error_code(error::unknown_charset) == condition::charset);
    BOOST_TEST(make_error_code(error::invalid_charset_data) == condition::charset);
    BOOST_TEST(make_error_code(error::input_too_long) == condition::capacity);
    BOOST_TEST(make_error_code(error::not_stream_safe) == condition::capacity);
    BOOST_TEST(make_error_code(error::no_relative_reference) == condition::resolution);
    BOOST_TEST(make_error_code(error::invalid_character) != condition::idna);
    BOOST_TEST(make_error_code(error::invalid_character) != condition::resolution);
}

BOOST_AUTO_TEST_CASE(errors_throw_from_value)
{
    BOOST_CHECK_THROW(parse_iri("not an iri").value(), failure_exception);
    try {
        parse_iri("http://a/b c").value();
        BOOST_FAIL("must throw");
    }
    catch (failure_exception const& e) {
        BOOST_TEST(e.error().offset == 10u);
        BOOST_TEST(e.code() == error::invalid_character);
        BOOST_TEST(std::string(e.what()).find("byte 10") != std::string::npos);
    }
    BOOST_TEST(make_error_code(error::invalid_utf8).category().name() == std::string("boost.iri"));
}

BOOST_AUTO_TEST_CASE(the_view_parse_allocates_nothing)
{
    std::string const inputs[] = {
        "http://user@例え.テスト:8080/パス?q=値#章", "http://[v7.abc]/", "//[::ffff:1.2.3.4]",
        std::string(5000, 'a'), "http://a/" + std::string(3000, '/') + "?" + std::string(3000, '?')};
    for (auto const& in : inputs) {
        std::size_t const before = allocations.load();
        auto r = parse_iri_reference(in);
        std::size_t const after = allocations.load();
        BOOST_TEST(r.has_value());
        BOOST_TEST(after - before == 0u, "parse allocated " << after - before << " times");
    }
    // the error path also allocates nothing until a message is asked for
    std::size_t const before = allocations.load();
    auto r = parse_iri_reference("http://a/b c");
    BOOST_TEST(!r.has_value());
    BOOST_TEST(allocations.load() - before == 0u);
}

BOOST_AUTO_TEST_CASE(owning_form_is_regular)
{
    std::string text = "http://a/b?c#d";
    iri owned = parse_iri(text).value();
    text.assign(text.size(), 'x'); // the value does not refer to the input
    BOOST_TEST(owned.buffer() == "http://a/b?c#d");
    BOOST_TEST(owned.encoded_query() == "c");
    iri copy = owned;
    BOOST_TEST((copy == owned));
    iri other = parse_iri("http://a/b?c").value();
    BOOST_TEST((copy != other));
    BOOST_TEST(((other < copy) != (copy < other)));
    std::unordered_set<iri> set{copy, other, owned};
    BOOST_TEST(set.size() == 2u);
    std::set<iri> ordered{copy, other, owned};
    BOOST_TEST(ordered.size() == 2u);
    // a view and a value of the same text hash alike and compare equal
    iri_view v = parse_iri("http://a/b?c#d").value();
    BOOST_TEST(std::hash<iri_view>()(v) == std::hash<iri>()(owned));
    BOOST_TEST((v == owned));
    // the value's view follows it
    iri_view of_value = owned;
    BOOST_TEST(of_value.data() == owned.data());
    BOOST_TEST(of_value.encoded_fragment() == "d");
    // assigned a view of itself, or a part of its own text, it keeps a valid copy
    owned = of_value;
    BOOST_TEST(owned.buffer() == "http://a/b?c#d");
    BOOST_TEST(owned.encoded_fragment() == "d");
    owned = parse_iri_reference(owned.buffer().substr(8)).value(); // "/b?c#d", inside its own text
    BOOST_TEST(owned.buffer() == "/b?c#d");
    BOOST_TEST(owned.encoded_path() == "/b");
    // a move leaves the empty reference
    iri moved = std::move(copy);
    BOOST_TEST(moved.buffer() == "http://a/b?c#d");
    BOOST_TEST(copy.empty());
    BOOST_TEST(!copy.has_scheme());
}

namespace {

std::vector<derivation::node> inner_of(derivation::node n)
{
    return {n.inner().begin(), n.inner().end()};
}

} // namespace

BOOST_AUTO_TEST_CASE(derivation_follows_the_abnf)
{
    auto const d = derive("http://a/b?q").value();
    derivation::node const root = d.root();
    BOOST_TEST(root.rule() == "IRI-reference");
    BOOST_REQUIRE(inner_of(root).size() == 1u);
    derivation::node const iri_node = inner_of(root)[0];
    BOOST_TEST(iri_node.rule() == "IRI");
    std::vector<std::string_view> names;
    for (derivation::node n : iri_node.inner())
        names.push_back(n.rule());
    std::vector<std::string_view> const want = {"scheme", "ihier-part", "iquery"};
    BOOST_TEST(names == want, boost::test_tools::per_element());
    BOOST_TEST(inner_of(iri_node)[1].begin() == 5u);
    BOOST_TEST(inner_of(iri_node)[1].end() == 10u);
    // the failed look at "[" (IP-literal) and the tentative iuserinfo are not in it
    auto const h = derive("//a:1").value();
    derivation::node const auth = inner_of(inner_of(inner_of(h.root())[0])[0])[0];
    BOOST_TEST(auth.rule() == "iauthority");
    BOOST_REQUIRE(inner_of(auth).size() == 2u);
    BOOST_TEST(inner_of(auth)[0].rule() == "ihost");
    BOOST_TEST(inner_of(auth)[1].rule() == "port");
    BOOST_TEST(!derive("a b").has_value());
}

// A tentative iuserinfo whose "@" never comes leaves no node (it did for every IP-literal
// host and every empty authority); a real one, empty or not, stays.
BOOST_AUTO_TEST_CASE(no_phantom_userinfo)
{
    auto const rules_in_authority = [](std::string const& s) {
        auto const d = derive(s).value();
        std::vector<std::string> names;
        std::function<void(derivation::node)> walk = [&](derivation::node n) {
            if (n.rule() == "iauthority")
                for (derivation::node inner : n.inner())
                    names.push_back(std::string(inner.rule()) + " [" + std::to_string(inner.begin()) + "," +
                                    std::to_string(inner.end()) + ")");
            for (derivation::node inner : n.inner())
                walk(inner);
        };
        walk(d.root());
        return names;
    };
    using names = std::vector<std::string>;
    BOOST_TEST(rules_in_authority("http://[::1]:8/a?b#c") == (names{"ihost [7,12)", "port [13,14)"}),
               boost::test_tools::per_element());
    BOOST_TEST(rules_in_authority("file:///x") == (names{"ihost [7,7)"}), boost::test_tools::per_element());
    BOOST_TEST(rules_in_authority("http://1.2.3.4/") == (names{"ihost [7,14)"}), boost::test_tools::per_element());
    BOOST_TEST(rules_in_authority("http://@h/") == (names{"iuserinfo [7,7)", "ihost [8,9)"}),
               boost::test_tools::per_element());
    BOOST_TEST(rules_in_authority("http://u:p@[v7.x]/") == (names{"iuserinfo [7,10)", "ihost [11,17)"}),
               boost::test_tools::per_element());
}
