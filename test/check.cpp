//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// <boost/iri/check.hpp>: the findings (golden outputs of `iri check` and `iri display` in
// data/check/golden.txt), the examples of RFC 3987 §4.3, the display form, and properties.

#define BOOST_TEST_MODULE check
#include <boost/iri/check.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <algorithm>
#include "tool.hpp"
#include "generate.hpp"
#include "rule_test.hpp"
#include "test_data.hpp"
#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

using namespace boost::iris;

namespace {

// ---- golden outputs ------------------------------------------------------------------------

// The golden file writes invisible characters as \uXXXX or \UXXXXXXXX, a space inside an
// argument as \u0020.
std::string unescape(std::string const& s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        std::size_t const digits = s.compare(i, 2, "\\u") == 0 ? 4 : s.compare(i, 2, "\\U") == 0 ? 8 : 0;
        if (digits != 0 && i + 2 + digits <= s.size()) {
            out += test::utf8(static_cast<char32_t>(std::stoul(s.substr(i + 2, digits), nullptr, 16)));
            i += 1 + digits;
        }
        else
            out += s[i];
    }
    return out;
}

struct golden_case
{
    std::string command;              ///< the line after "> ", as written
    std::vector<std::string> args;    ///< unescaped
    std::string expected;             ///< the output lines
};

// Blocks of "> ARGS" and the output lines after it; "#" lines are comments.
std::vector<golden_case> read_golden(std::string const& text)
{
    std::vector<golden_case> cases;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("> ", 0) == 0) {
            golden_case c;
            c.command = line.substr(2);
            std::istringstream words(c.command);
            for (std::string w; words >> w;)
                c.args.push_back(unescape(w));
            cases.push_back(std::move(c));
        }
        else if (!cases.empty() && !line.empty() && line[0] != '#')
            cases.back().expected += line + '\n';
    }
    return cases;
}

std::string run_tool(std::vector<std::string> const& args, int& status)
{
    std::istringstream in;
    std::ostringstream out, err;
    status = iri_tool::run(args, in, out, err);
    return out.str() + err.str();
}

} // namespace

BOOST_AUTO_TEST_CASE(golden_outputs)
{
    std::string const file = "check/golden.txt";
    auto const cases = read_golden(test::read_file(file));
    test::expect_rows(file, cases.size());
    // BOOST_IRI_UPDATE_GOLDEN=1 writes what the tool says now, for review with git diff
    bool const update = std::getenv("BOOST_IRI_UPDATE_GOLDEN") != nullptr;
    std::string rewritten;
    if (update) {
        std::istringstream in(test::read_file(file));
        for (std::string line; std::getline(in, line) && line.rfind("> ", 0) != 0;)
            rewritten += line + '\n';
    }
    for (auto const& c : cases) {
        int status = 0;
        std::string const got = run_tool(c.args, status);
        BOOST_TEST(got == c.expected, "> " << c.command);
        BOOST_TEST(status != 2, "> " << c.command);
        if (update)
            rewritten += "> " + c.command + '\n' + got + '\n';
    }
    if (update)
        std::ofstream(test::data_dir() + "/" + file, std::ios::binary) << rewritten;
}

// Every code is reached by a golden input (text and JSON) and is described in the docs.
BOOST_AUTO_TEST_CASE(every_code_is_reached_and_documented)
{
    auto const cases = read_golden(test::read_file("check/golden.txt"));
    std::set<std::string> in_json, in_text;
    for (auto const& c : cases) {
        std::istringstream out(c.expected);
        for (std::string line; std::getline(out, line);) {
            if (line.rfind("{", 0) == 0) {
                auto const o = boost::json::parse(line).as_object();
                if (o.contains("diagnostics"))
                    for (auto const& d : o.at("diagnostics").as_array())
                        in_json.insert(test::str(d.at("code")));
            }
            else
                for (std::size_t i = 0; i < diagnostic_count; ++i) {
                    std::string const name(to_string(static_cast<diagnostic>(i)));
                    if (line.find(" " + name + " (") != std::string::npos)
                        in_text.insert(name);
                }
        }
    }
    std::ifstream doc_file(test::data_dir() + "/../../doc/diagnostics.adoc");
    BOOST_REQUIRE_MESSAGE(doc_file, "cannot open doc/diagnostics.adoc");
    std::stringstream doc;
    doc << doc_file.rdbuf();
    for (std::size_t i = 0; i < diagnostic_count; ++i) {
        auto const d = static_cast<diagnostic>(i);
        std::string const name(to_string(d));
        BOOST_TEST(in_json.count(name) == 1u, name << " in a golden JSON output");
        BOOST_TEST(in_text.count(name) == 1u, name << " in a golden text output");
        BOOST_TEST(doc.str().find("[[" + name + "]]") != std::string::npos, name << " documented");
        BOOST_TEST(doc.str().find(std::string(spec_of(d))) != std::string::npos, name << "'s section documented");
        diagnostic back;
        BOOST_TEST((from_string(name, back) && back == d));
    }
}

// ---- RFC 3987 §4.3 ------------------------------------------------------------------------

namespace {

// The examples of §4.3 in Bidi Notation, upper case standing for rtl letters.
struct bidi_example
{
    char const* notation;
    bool allowed;
};

constexpr bidi_example section_4_3[] = {
    {"http://ab.CDEFGH.ij/kl/mn/op.html", true},          // Example 1
    {"http://ab.CDE.FGH/ij/kl/mn/op.html", true},         // Example 2
    {"http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", true},    // Example 3
    {"http://AB.CD.ef/gh/IJ/KL.html", true},              // Example 4
    {"http://ab.cd.EF/GH/ij/kl.html", true},              // Example 5
    {"http://ab.CD.EF/GH/IJ/kl.html", true},              // Example 6
    {"http://ab.CDE123FGH.ij/kl/mn/op.html", true},       // Example 7
    {"http://ab.cd.ef/GH1/2IJ/KL.html", false},           // Example 8 (not allowed)
    {"http://ab.CDEFGH.123/kl/mn/op.html", true},         // Example 10 (allowed, not recommended)
};

// Upper case to the Hebrew letters alef to tav, or to Arabic letters.
std::string with_letters(char const* notation, bool arabic)
{
    static constexpr char32_t hebrew[] = {0x5D0, 0x5D1, 0x5D2, 0x5D3, 0x5D4, 0x5D5, 0x5D6, 0x5D7, 0x5D8, 0x5D9, 0x5DB,
                                          0x5DC, 0x5DE, 0x5E0, 0x5E1, 0x5E2, 0x5E4, 0x5E6, 0x5E7, 0x5E8, 0x5E9, 0x5EA};
    static constexpr char32_t arabic_letters[] = {0x627, 0x628, 0x62A, 0x62B, 0x62C, 0x62D, 0x62E, 0x62F,
                                                  0x630, 0x631, 0x632, 0x633, 0x634, 0x635, 0x636, 0x637,
                                                  0x638, 0x639, 0x63A, 0x641, 0x642, 0x643};
    std::string out;
    for (char const* p = notation; *p; ++p)
        if (*p >= 'A' && *p <= 'V')
            out += test::utf8((arabic ? arabic_letters : hebrew)[*p - 'A']);
        else
            out += *p;
    return out;
}

bool has_bidi_finding(std::vector<finding> const& f)
{
    return std::any_of(f.begin(), f.end(), [](finding const& x) {
        return x.code == diagnostic::bidi_mixed_directions || x.code == diagnostic::bidi_rtl_not_at_ends;
    });
}

} // namespace

BOOST_AUTO_TEST_CASE(rfc3987_section_4_3_examples)
{
    for (bool arabic : {false, true})
        for (auto const& e : section_4_3) {
            std::string const iri = with_letters(e.notation, arabic);
            auto const r = check(iri);
            BOOST_REQUIRE(r);
            BOOST_TEST(has_bidi_finding(*r) == !e.allowed, e.notation << (arabic ? " (Arabic)" : " (Hebrew)"));
        }
    // Example 8: the two segments with a digit at the rtl component's end and start
    auto const r = check(with_letters("http://ab.cd.ef/GH1/2IJ/KL.html", false));
    BOOST_REQUIRE(r);
    std::vector<std::size_t> offsets;
    for (auto const& f : *r)
        if (f.code == diagnostic::bidi_rtl_not_at_ends) {
            offsets.push_back(f.offset);
            BOOST_TEST(f.component == component::path);
            BOOST_TEST(f.spec == "RFC 3987 §4.2");
            BOOST_TEST(f.severity == severity::warning);
        }
    BOOST_TEST(offsets == (std::vector<std::size_t>{16, 22}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(bidi_components_are_chosen)
{
    std::string const query = with_letters("http://a/?AB=xy", false);
    BOOST_TEST(has_bidi_finding(*check(query)));
    check_options o;
    o.components.query_parameters = true;
    BOOST_TEST(!has_bidi_finding(*check(query, o)));
    std::string const file = with_letters("http://a/ABC.html", false);
    BOOST_TEST(!has_bidi_finding(*check(file)));
    o.components.path_extensions = false;
    BOOST_TEST(has_bidi_finding(*check(file, o)));
}

// ---- the engine ---------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(a_syntax_error_does_not_stop_the_other_checks)
{
    auto const r = check("http://a/\xE2\x80\xAE" "b c");
    BOOST_REQUIRE(r);
    BOOST_REQUIRE(r->size() == 2u);
    BOOST_TEST((*r)[0].code == diagnostic::bidi_formatting_character);
    BOOST_TEST((*r)[0].offset == 9u);
    BOOST_TEST((*r)[1].code == diagnostic::syntax_error);
    BOOST_TEST((*r)[1].offset == 13u);
    BOOST_TEST(((*r)[1].error.code == error::invalid_character));
    BOOST_TEST((*r)[1].component == component::path);
    BOOST_TEST(has_error(*r));
}

BOOST_AUTO_TEST_CASE(severities_are_overridden)
{
    std::string const iri = "http://example.org/re\xCC\x81sume\xCC\x81";
    auto const plain = check(iri);
    BOOST_REQUIRE(plain);
    BOOST_REQUIRE(plain->size() == 2u);
    BOOST_TEST(!has_error(*plain));
    check_options o;
    o.set(diagnostic::not_nfc, severity::error);
    BOOST_TEST(has_error(*check(iri, o)));
    o.set(diagnostic::not_nfc, severity::off);
    BOOST_TEST(check(iri, o)->empty());
    // a syntax error may be silenced too: the caller asked
    check_options quiet;
    quiet.set(diagnostic::syntax_error, severity::off);
    BOOST_TEST(check("http://a b", quiet)->empty());
}

BOOST_AUTO_TEST_CASE(neighbours_of_one_kind_are_one_finding)
{
    auto const r = check("http://example.org/?\xEE\x80\x80\xEE\x80\x81-\xEE\x80\x82");
    BOOST_REQUIRE(r);
    BOOST_REQUIRE(r->size() == 2u);
    BOOST_TEST((*r)[0].length == 6u);
    BOOST_TEST((*r)[1].length == 3u);
    BOOST_TEST((*r)[0].message.find("and 1 more") != std::string::npos);
}

// RFC 3629 §3, Unicode Table 3-7: percent-encoded octets that are no UTF-8 (an overlong form,
// a surrogate, past U+10FFFF, a lead byte that starts nothing) are an encoded_non_utf8
// finding, for every lead byte and every second byte of each ill-formed class.
BOOST_AUTO_TEST_CASE(every_ill_formed_percent_encoded_sequence_is_found)
{
    std::size_t checked = 0;
    for (unsigned lead = 0x80; lead <= 0xFF; ++lead)
        for (unsigned second = 0x80; second <= 0xBF; ++second) {
            bool const ill_formed = lead < 0xC2 || (lead == 0xE0 && second < 0xA0) ||
                                    (lead == 0xED && second > 0x9F) || (lead == 0xF0 && second < 0x90) ||
                                    (lead == 0xF4 && second > 0x8F) || lead > 0xF4;
            if (!ill_formed)
                continue;
            std::string const seq = test::percent_encoded(
                std::string{static_cast<char>(lead), static_cast<char>(second), '\x80', '\x80'});
            auto const r = check("http://a/" + seq);
            BOOST_REQUIRE(r);
            bool const found = std::any_of(r->begin(), r->end(), [](finding const& f) {
                return f.code == diagnostic::encoded_non_utf8 && f.offset == 9u;
            });
            BOOST_TEST(found, seq);
            ++checked;
        }
    BOOST_TEST(checked == 66u * 64u + 32u + 32u + 16u + 48u + 11u * 64u);
    // the control: well-formed sequences are no such finding
    auto const fine = check("http://a/%C3%A9%E0%A0%80%ED%9F%BF%F0%90%80%80");
    BOOST_REQUIRE(fine);
    BOOST_TEST(std::none_of(fine->begin(), fine->end(),
                            [](finding const& f) { return f.code == diagnostic::encoded_non_utf8; }));
}

// A host that fails UTS #46 only as a whole (the bidi rule across labels, RFC 5893 §2: "525"
// starts with a digit in a name with Arabic labels), and whose first label is empty: the
// finding was empty at the host's start (found by fuzz/check.cpp). It covers the host now.
BOOST_AUTO_TEST_CASE(idna_finding_of_the_whole_name)
{
    std::string const iri = "//.525.\xD8\xA7" "25\xD8\xA7" "5";
    auto const r = check(iri);
    BOOST_REQUIRE(r);
    auto const idna = std::find_if(r->begin(), r->end(), [](finding const& f) { return f.code == diagnostic::idna_error; });
    BOOST_REQUIRE(idna != r->end());
    BOOST_TEST(idna->offset == 2u);
    BOOST_TEST(idna->length == iri.size() - 2);
    // a label that fails on its own is the finding's span, as before
    auto const one = check("http://\xC3\xA9.-b.c/"); // é.-b.c: "-b" has a leading hyphen
    BOOST_REQUIRE(one);
    BOOST_REQUIRE(!one->empty());
    BOOST_TEST((*one)[0].offset == 10u);
    BOOST_TEST((*one)[0].length == 2u);
}

BOOST_AUTO_TEST_CASE(the_start_rule_is_chosen)
{
    check_options o;
    o.start = start_rule::absolute_IRI;
    auto const r = check("http://a/#f", o);
    BOOST_REQUIRE(r);
    BOOST_REQUIRE(r->size() == 1u);
    BOOST_TEST((*r)[0].code == diagnostic::syntax_error);
    BOOST_TEST(check("http://a/#f")->empty());
}

// ---- properties ---------------------------------------------------------------------------

namespace {

// ASCII URIs with percent-encoded UTF-8 of every kind the checks know.
std::string generate_uri(std::mt19937& rng)
{
    return test::compose(rng, {"http://", "http://a.example", "x:", "//h", "", "mailto:"},
                         {"a", "/", "?", "#", "=", "&", "%41", "%7e", "%C3%A9", "%e2%80%ae", "%E2%80%8F",
                          "%D7%90", "%D8%A7", "%EE%80%80", "%F3%A0%80%81", "%EF%B7%90", "%EF%BF%BC", "%E2%88%95",
                          "%E2%80%8B", "%E2%80%8D", "%CC%81", "%EF%AC%81", "%FC", "%C0%AF", "%20", "1", "-", ".",
                          "xn--80ak6aa92e", "%D0%B0", "%E3%80%80"},
                         10);
}

} // namespace

// Mapping a URI to an IRI (RFC 3987 §3.2) never makes what §4.1 forbids, nor a syntax error.
BOOST_AUTO_TEST_CASE(to_iri_of_an_ascii_uri_has_no_error)
{
    std::mt19937 rng(3987);
    parse_options uri;
    uri.profile = profile::uri;
    std::size_t checked = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string const s = generate_uri(rng);
        if (!parse_iri_reference(s, uri))
            continue;
        auto const iri = to_iri(s);
        BOOST_REQUIRE(iri);
        auto const r = check(*iri);
        BOOST_REQUIRE(r);
        BOOST_TEST(!has_error(*r), s << " -> " << *iri);
        ++checked;
    }
    BOOST_TEST(checked > 10000u);
}

// ---- display ------------------------------------------------------------------------------

namespace {

std::string without_wrapper(std::string s)
{
    for (char const* w : {"\xE2\x80\xAA", "\xE2\x80\xAC", "\xE2\x81\xA6", "\xE2\x81\xA9"})
        for (std::size_t at; (at = s.find(w)) != std::string::npos;)
            s.erase(at, 3);
    return s;
}

// IRIs made of pieces the display form changes, and of pieces it keeps.
std::string generate_iri(std::mt19937& rng)
{
    return test::compose(rng, {"http://", "http://\xD0\xB0pple.com", "http://\xD7\x90\xD7\x91.example", "x:", ""},
                         {"a", "/", "?", "#", "=", "&", ".", "1", "%41", "é", "例", "א", "ب", "\u202E",
                          "\u200F", "\u2067", "\u200B", "\u200D", "\u2215", "\u3000", "\u0301",
                          "\uFB01", "\uE000", "\U000E0041", "~"},
                         10);
}

} // namespace

// Without its wrapper, the display form parses as an RFC 3987 IRI that identifies the same
// resource: both map to the same URI (§3.1), and they are equivalent at the syntax rung,
// which decodes what the display form encoded, unless the input had characters that rung
// keeps encoded (bidi formatting characters, tags). The display form breaks no rule of §4.
BOOST_AUTO_TEST_CASE(display_identifies_the_same_resource)
{
    std::mt19937 rng(4);
    std::size_t shown = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string const s = generate_iri(rng);
        parse_options o;
        o.profile = profile::rfc3987bis; // tags in the query
        if (!parse_iri_reference(s, o))
            continue;
        display_options d;
        d.parse = o;
        auto const display = to_display(s, d);
        BOOST_REQUIRE(display);
        std::string const bare = without_wrapper(*display);
        BOOST_TEST(bool(parse_iri_reference(bare)), s << " -> " << bare);
        auto const checked = check(bare);
        BOOST_REQUIRE(checked);
        BOOST_TEST(!has_error(*checked), bare);
        BOOST_TEST(!has_bidi_finding(*checked), bare);
        // bidi formatting characters (§4.1) and tags stay encoded at the syntax rung
        bool const kept_encoded = s.find("\xE2\x80\xAE") != std::string::npos ||
                                  s.find("\xE2\x80\x8F") != std::string::npos ||
                                  s.find("\xE2\x81\xA7") != std::string::npos ||
                                  s.find("\xF3\xA0\x81\x81") != std::string::npos;
        if (!kept_encoded) {
            normalize_options n = options_for(comparison_level::syntax);
            n.parse = o;
            auto const same = equivalent(s, bare, n);
            BOOST_TEST((same && *same), s << " -> " << bare);
        }
        unicode_to_uri_options u;
        u.parse = o;
        auto const a = to_uri(s, u);
        auto const b = to_uri(bare);
        BOOST_TEST((a && b && *equivalent(*a, *b, options_for(comparison_level::syntax))), s << " -> " << bare);
        ++shown;
    }
    BOOST_TEST(shown > 5000u);
}

BOOST_AUTO_TEST_CASE(display_wrappers)
{
    std::string const rtl = "http://\xD7\x90\xD7\x91.example/";
    display_options d;
    BOOST_TEST(*to_display(rtl, d) == "\xE2\x80\xAA" + rtl + "\xE2\x80\xAC");
    d.wrapper = bidi_wrapper::isolate;
    BOOST_TEST(*to_display(rtl, d) == "\xE2\x81\xA6" + rtl + "\xE2\x81\xA9");
    d.wrapper = bidi_wrapper::none;
    BOOST_TEST(*to_display(rtl, d) == rtl);
    BOOST_TEST(*to_display("http://example.org/a") == "http://example.org/a");
    BOOST_TEST(!to_display("http://a b"));
}

// Issue "reliability", item 5: Latin look-alike hosts (UTS #39 §4 skeletons) are a warning,
// and the display form shows them encoded; letters with diacritics are not look-alikes.
BOOST_AUTO_TEST_CASE(latin_lookalike_hosts)
{
    for (char const* host : {"http://ɡoogle.com/", "http://paypaǀ.com/", "http://gıthub.com/",
                             "http://xn--oogle-qmc.com/"}) {
        auto const r = check(host);
        BOOST_REQUIRE(r.has_value());
        BOOST_TEST(std::count_if(r->begin(), r->end(),
                                 [](finding const& f) { return f.code == diagnostic::latin_lookalike_label; }) == 1,
                   host);
        if (std::string_view(host).find("xn--") == std::string_view::npos) // an A-label shows as it is
            BOOST_TEST(to_display(host)->find("%") != std::string::npos, host);
    }
    for (char const* fine : {"http://résumé.example/", "http://straße.de/", "http://google.com/"}) {
        auto const r = check(fine);
        BOOST_TEST(r->empty(), fine);
    }
}

// An ASCII host is checked as an IDN when one of its labels starts "xn--" in any case,
// wherever that label is; a "--" elsewhere makes no label one.
BOOST_AUTO_TEST_CASE(ace_labels_are_found_where_a_label_starts)
{
    auto const idna_findings = [](std::string const& host) {
        auto const r = check("http://" + host + "/");
        return r ? std::count_if(r->begin(), r->end(), [](finding const& f) { return f.code == diagnostic::idna_error; })
                 : -1;
    };
    for (char const* ace : {"xn--zz.example", "a.XN--zz.example", "a.b.xN--zz", "Xn---zz.a", "a--b.xn--zz", "a.--.xn--zz"})
        BOOST_TEST(idna_findings(ace) == 1, ace);
    for (char const* plain : {"axn--zz.example", "a-xn--zz.example", "xn-zz.example", "x--n.example", "a.--.b", "ab--.example",
                              "a--xn--zz", "xn.--zz", "example.org"})
        BOOST_TEST(idna_findings(plain) == 0, plain);
}

// The characters that may be reported or make text not NFC are found by a bit where they are
// in the BMP and by ICU's set above it: each kind, on both sides of U+10000.
BOOST_AUTO_TEST_CASE(characters_to_look_at_are_found_in_every_plane)
{
    auto const codes = [](std::string const& path) {
        std::vector<diagnostic> found;
        if (auto const r = check("http://example.org/x" + path))
            for (finding const& f : *r)
                found.push_back(f.code);
        return found;
    };
    using v = std::vector<diagnostic>;
    BOOST_TEST((codes("\uFB01") == v{diagnostic::compatibility_character}));      // LATIN SMALL LIGATURE FI
    BOOST_TEST((codes("\U0001D400") == v{diagnostic::compatibility_character}));  // MATHEMATICAL BOLD CAPITAL A
    BOOST_TEST((codes("\u212B") == v{diagnostic::not_nfc}));                      // ANGSTROM SIGN
    BOOST_TEST((codes("\U0002F800") == v{diagnostic::not_nfc}));                  // CJK COMPATIBILITY IDEOGRAPH-2F800
    BOOST_TEST((codes("\uFF0F") == v{diagnostic::delimiter_lookalike}));          // FULLWIDTH SOLIDUS
    BOOST_TEST((codes("\u00AD") == v{diagnostic::invisible_character}));          // SOFT HYPHEN
    BOOST_TEST(codes("\u4F8B\u3042\U0001F600\U00020000").empty());
}

// A message quotes the IRI's text with its controls and bidi formatting characters as %HH
// (found by fuzz/display: an LRM in a quoted component reached example/display's page).
BOOST_AUTO_TEST_CASE(messages_quote_without_controls)
{
    auto const findings = check("http://example.org/\xD7\xA9" "a\xE2\x80\x8E" "bc");
    BOOST_REQUIRE(findings);
    bool quoted = false;
    for (finding const& f : *findings) {
        BOOST_TEST(f.message.find("\xE2\x80\x8E") == std::string::npos, f.message);
        quoted = quoted || f.message.find("a%E2%80%8Ebc") != std::string::npos;
    }
    BOOST_TEST(quoted);
}
