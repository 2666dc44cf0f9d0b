//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Every derivation is the ABNF's. Inputs are generated from the ABNF text of each profile
// (test/data/abnf/, read by test/abnf.hpp, which knows nothing of the X3 rules); for each
// one, the derivation `derive` gives must hold, node by node:
//   - the root is the start rule and spans the whole input;
//   - every node lies inside its parent, and siblings come in order without overlapping;
//   - the node's rule, as the ABNF text defines it, produces exactly its children and the
//     bytes between them (so every byte of the input is a terminal of some rule, and no
//     node stands where its rule could not have produced it);
//   - the node's span, parsed alone with the X3 rule of the same name, matches all of it.

#define BOOST_TEST_MODULE derivation
#include "abnf.hpp"
#include "rule_test.hpp"
#include "test_data.hpp"
#include <boost/iri/grammar/derive.hpp>
#include <functional>
#include <map>
#include <random>
#include <sstream>

namespace g = boost::iris::grammar;
namespace iris = boost::iris;
using iris::derivation;
using iris::parse_options;
using iris::profile;

namespace {

/// The ABNF of a profile, with the library's choices over the specification text
/// (see test/data/abnf/SOURCE.md and doc/deviations.adoc).
test::abnf::grammar grammar_of(profile p)
{
    test::abnf::grammar a;
    bool const bis = p == profile::rfc3987bis || p == profile::leiri;
    std::string const file = bis ? "abnf/rfc3987bis.abnf" : "abnf/rfc3987.abnf";
    a.read(test::read_file(file));
    test::expect_rows(file, a.names().size()); // its rules
    // doc/deviations.adoc: ireg-name keeps RFC 3987's pct-encoded in every profile
    a.define("ireg-name = *( iunreserved / pct-encoded / sub-delims )");
    if (p == profile::leiri) // 3987bis §6.1
        a.define("iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / leiri-ucschar");
    if (p == profile::uri) { // RFC 3986: no ucschar, no iprivate
        a.define("iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"");
        a.define("iquery = *( ipchar / \"/\" / \"?\" )");
    }
    return a;
}

/// An X3 rule, by its ABNF name: parse all of a string, or derive it.
struct x3_rule
{
    std::function<bool(std::string_view, parse_options const&)> parse;
    std::function<iris::result<derivation>(std::string_view, parse_options const&)> derive;
};

std::map<std::string_view, x3_rule> const x3_rules = [] {
    std::map<std::string_view, x3_rule> r;
    g::for_each_rule([&](auto const& rule) {
        r[rule.name] = {[rule](std::string_view s, parse_options const& o) { return test::matches(rule, s, o); },
                        [rule](std::string_view s, parse_options const& o) { return g::derive(rule, s, o); }};
    });
    return r;
}();

/// What is wrong with the derivation of `s` (empty: nothing).
class checker
{
public:
    checker(test::abnf::grammar const& abnf, std::string_view s, parse_options const& options)
        : abnf_(abnf), s_(s), options_(options)
    {
    }

    std::string check(derivation const& d, std::string_view start)
    {
        derivation::node const root = d.root();
        if (root.rule() != start || root.begin() != 0 || root.end() != s_.size())
            fail(root, "the root is not the start rule over the whole input");
        visit(root);
        return problems_.str();
    }

private:
    test::abnf::grammar const& abnf_;
    std::string_view s_;
    parse_options options_;
    std::ostringstream problems_;

    void fail(derivation::node const& n, char const* what)
    {
        problems_ << n.rule() << " [" << n.begin() << "," << n.end() << "): " << what << "\n";
    }

    void visit(derivation::node const& n)
    {
        std::vector<test::abnf::token> tokens;
        std::size_t cursor = n.begin();
        for (derivation::node const inner : n.inner()) {
            if (inner.begin() < cursor || inner.end() > n.end() || inner.begin() > inner.end())
                fail(inner, "out of order, overlapping, or outside its parent");
            for (; cursor < inner.begin(); ++cursor)
                tokens.push_back({false, static_cast<unsigned char>(s_[cursor]), {}});
            tokens.push_back({true, 0, test::abnf::lower(inner.rule())});
            cursor = std::max(cursor, inner.end());
            visit(inner);
        }
        for (; cursor < n.end(); ++cursor)
            tokens.push_back({false, static_cast<unsigned char>(s_[cursor]), {}});

        if (!abnf_.has(n.rule()))
            fail(n, "no such rule in the ABNF");
        else if (!abnf_.produces(n.rule(), tokens))
            fail(n, "the ABNF rule does not produce these children and bytes");
        auto const x3 = x3_rules.find(n.rule());
        if (x3 == x3_rules.end())
            fail(n, "no X3 rule of that name");
        else if (!x3->second.parse(s_.substr(n.begin(), n.end() - n.begin()), options_))
            fail(n, "its X3 rule does not match its span alone");
    }
};

std::string derivation_problems(test::abnf::grammar const& abnf, std::string_view s,
                                iris::start_rule start, std::string_view start_name,
                                parse_options const& options)
{
    auto const d = iris::derive(s, start, options);
    if (!d)
        return "no derivation: " + d.error().message();
    return checker(abnf, s, options).check(*d, start_name);
}

std::string escaped(std::string_view s)
{
    std::ostringstream o;
    for (unsigned char c : s)
        if (c >= 0x20 && c < 0x7F)
            o << c;
        else
            o << "\\x" << std::hex << static_cast<int>(c) << std::dec;
    return o.str();
}

struct start_point
{
    iris::start_rule rule;
    char const* name;
};

start_point const starts[] = {{iris::start_rule::IRI_reference, "IRI-reference"},
                              {iris::start_rule::IRI, "IRI"},
                              {iris::start_rule::absolute_IRI, "absolute-IRI"},
                              {iris::start_rule::irelative_ref, "irelative-ref"}};

/// How many inputs per profile: BOOST_IRI_DERIVATIONS, else 100 000.
int sample_size()
{
    char const* n = std::getenv("BOOST_IRI_DERIVATIONS");
    return n ? std::atoi(n) : 100000;
}

} // namespace

// The property, over generated inputs of every start rule, in every profile.
BOOST_AUTO_TEST_CASE(generated_inputs_derive_as_the_abnf_says)
{
    int const count = sample_size();
    for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri}) {
        test::abnf::grammar const abnf = grammar_of(p);
        parse_options options;
        options.profile = p;
        std::mt19937 rng(1123 + static_cast<unsigned>(p));
        int failures = 0;
        for (int i = 0; i < count && failures < 10; ++i) {
            // mostly IRI-reference, the others one time in ten each
            start_point const& start = starts[i % 10 < 7 ? 0 : i % 10 - 6];
            std::string const s = abnf.generate(start.name, rng);
            std::string const problems = derivation_problems(abnf, s, start.rule, start.name, options);
            if (!problems.empty()) {
                ++failures;
                BOOST_ERROR(to_string(p) << " " << start.name << " \"" << escaped(s) << "\":\n"
                                         << problems);
            }
        }
        BOOST_TEST_MESSAGE(to_string(p) << ": " << count << " generated inputs checked");
    }
}

// The same for every rule of the grammar as the start rule (ipath, which no IRI rule uses,
// IPv6addrz and ZoneID with zone identifiers on), on fewer inputs each.
BOOST_AUTO_TEST_CASE(every_rule_derives_as_the_abnf_says)
{
    int const count = std::max(1, sample_size() / 50);
    for (profile p : {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri}) {
        test::abnf::grammar abnf = grammar_of(p);
        // RFC 6874 §2
        abnf.define("IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture  ) \"]\"");
        abnf.define("IPv6addrz = IPv6address \"%25\" ZoneID");
        abnf.define("ZoneID = 1*( unreserved / pct-encoded )");
        parse_options options;
        options.profile = p;
        options.zone_id = true;
        std::mt19937 rng(2026 + static_cast<unsigned>(p));
        for (auto const& [name, rule] : x3_rules) {
            if (p == profile::uri && (name == "ucschar" || name == "iprivate"))
                continue; // nothing to generate: the profile has neither
            if ((p != profile::leiri && name == "leiri-ucschar") || !abnf.has(name))
                continue; // not a rule of this profile's ABNF (pct-form, path-sep in RFC 3987)
            int failures = 0;
            for (int i = 0; i < count && failures < 3; ++i) {
                std::string const s = abnf.generate(name, rng);
                auto const d = rule.derive(s, options);
                std::string const problems =
                    d ? checker(abnf, s, options).check(*d, name) : std::string("no derivation\n");
                if (!problems.empty()) {
                    ++failures;
                    BOOST_ERROR(to_string(p) << " " << name << " \"" << escaped(s) << "\":\n" << problems);
                }
            }
        }
    }
}

// The faults the property was written for, as fixed cases.
BOOST_AUTO_TEST_CASE(fixed_cases)
{
    auto rules_of = [](std::string_view s, parse_options const& o = {}) {
        std::string names;
        std::function<void(derivation::node const&)> walk = [&](derivation::node const& n) {
            names += std::string(n.rule()) + " ";
            for (derivation::node const inner : n.inner())
                walk(inner);
        };
        auto const d = iris::derive(s, iris::start_rule::IRI_reference, o);
        BOOST_REQUIRE(d);
        walk(d->root());
        return names;
    };
    // no phantom iuserinfo when no "@" came
    for (char const* s : {"http://[::1]:8/a?b#c", "file:///x", "//", "http://[v1.x]/", "a://h:1"})
        BOOST_TEST(rules_of(s).find("iuserinfo") == std::string::npos, s);
    BOOST_TEST(rules_of("http://u@h/").find("iuserinfo") != std::string::npos);
    // character rules are nodes, down to the core rules
    BOOST_TEST(rules_of("http://h/%41").find("pct-encoded HEXDIG DIGIT HEXDIG DIGIT") != std::string::npos);
    BOOST_TEST(rules_of("a").find("ALPHA") != std::string::npos);
    // the profiles' own rules
    parse_options leiri, bis;
    leiri.profile = profile::leiri;
    bis.profile = profile::rfc3987bis;
    BOOST_TEST(rules_of("a b", leiri).find("iunreserved leiri-ucschar") != std::string::npos);
    BOOST_TEST(rules_of("a b", leiri).find("ucschar ") == rules_of("a b", leiri).find("leiri-ucschar ") + 6);
    BOOST_TEST(rules_of("/a%41", bis).find("path-sep") != std::string::npos);
    BOOST_TEST(rules_of("/a%41", bis).find("pct-form pct-encoded") != std::string::npos);
    BOOST_TEST(rules_of("/a%41").find("path-sep") == std::string::npos);
    BOOST_TEST(rules_of("/a%41").find("pct-form") == std::string::npos);
    // the IPv4 look ahead and the IPv6 alternatives leave nothing behind
    BOOST_TEST(rules_of("//1.2.3.4x/").find("IPv4address") == std::string::npos);
    BOOST_TEST(rules_of("//[1:2::3]/").find("IPv4address") == std::string::npos);
}

// ipath derives each of its five alternatives, each where only it (or it first) applies.
BOOST_AUTO_TEST_CASE(ipath_alternatives)
{
    struct
    {
        char const* path;
        char const* alternative;
    } const cases[] = {{"//a/b", "ipath-abempty"},  {"/a/b", "ipath-absolute"},
                       {"/", "ipath-absolute"},     {"a/b:c", "ipath-noscheme"},
                       {"a:b/c", "ipath-rootless"}, {"", "ipath-empty"}};
    for (auto const& c : cases) {
        auto const d = g::derive(g::ipath, c.path);
        BOOST_REQUIRE_MESSAGE(d, c.path);
        BOOST_TEST((*d->root().inner().begin()).rule() == c.alternative, c.path);
    }
}
