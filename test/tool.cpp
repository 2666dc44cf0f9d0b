//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The `iri` tool's contract (README.md, `iri --help`): outputs, JSON shape and exit codes.

#define BOOST_TEST_MODULE tool
#include "tool.hpp"
#include "output.hpp"
#include <boost/iri.hpp>
#include "test_data.hpp"
#include <boost/iri/version.hpp>
#include <boost/json.hpp>
#include <boost/locale/utf.hpp>
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <functional>
#include <filesystem>
#include <fstream>
#include <unistd.h>
#include <random>
#include <sstream>

namespace json = boost::json;

namespace {

struct outcome
{
    int status;
    std::string out, err;
};

outcome iri(std::vector<std::string> args, std::string const& stdin_text = "", iri_tool::terminal where = {})
{
    std::istringstream in(stdin_text);
    std::ostringstream out, err;
    int const status = iri_tool::run(args, in, out, err, where);
    return {status, out.str(), err.str()};
}

std::vector<json::object> json_lines(std::string const& text)
{
    std::vector<json::object> objects;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        objects.push_back(json::parse(line).as_object());
    return objects;
}

} // namespace

BOOST_AUTO_TEST_CASE(parse_json_fields)
{
    auto const r = iri({"parse", "--json", "http://例え.テスト/パス?q=値", "//[::1]:80", "a"});
    BOOST_TEST(r.status == 0);
    auto const o = json_lines(r.out);
    BOOST_REQUIRE(o.size() == 3u);
    BOOST_TEST(o[0].at("input") == "http://例え.テスト/パス?q=値");
    BOOST_TEST(o[0].at("ok") == true);
    BOOST_TEST(o[0].at("scheme") == "http");
    BOOST_TEST(o[0].at("userinfo").is_null());
    BOOST_TEST(o[0].at("host") == "例え.テスト");
    BOOST_TEST(o[0].at("host_type") == "reg-name");
    BOOST_TEST(o[0].at("port").is_null());
    BOOST_TEST(o[0].at("path") == "/パス");
    BOOST_TEST(o[0].at("query") == "q=値");
    BOOST_TEST(o[0].at("fragment").is_null());
    BOOST_TEST(o[1].at("scheme").is_null());
    BOOST_TEST(o[1].at("host_type") == "ipv6");
    BOOST_TEST(o[1].at("port") == "80");
    BOOST_TEST(o[1].at("path") == "");
    BOOST_TEST(o[2].at("host").is_null());
    BOOST_TEST(o[2].at("host_type").is_null());
}

BOOST_AUTO_TEST_CASE(failures_give_exit_1_and_a_typed_error)
{
    auto const r = iri({"parse", "--json"}, "http://a/ok\nhttp://a/b c\n");
    BOOST_TEST(r.status == 1);
    auto const o = json_lines(r.out);
    BOOST_REQUIRE(o.size() == 2u);
    BOOST_TEST(o[0].at("ok") == true);
    BOOST_TEST(o[1].at("ok") == false);
    auto const& e = o[1].at("error").as_object();
    BOOST_TEST(e.at("code") == "invalid_character");
    BOOST_TEST(e.at("offset") == 10);
    BOOST_TEST(e.at("rule") == "isegment");
    BOOST_TEST(!e.at("message").as_string().empty());
}

BOOST_AUTO_TEST_CASE(usage_errors_give_exit_2)
{
    BOOST_TEST(iri({}).status == 2);
    BOOST_TEST(iri({"frobnicate"}).status == 2);
    BOOST_TEST(iri({"parse", "--profile=nonsense", "a"}).status == 2);
    BOOST_TEST(iri({"parse", "--bogus", "a"}).status == 2);
    BOOST_TEST(iri({"--help"}).status == 0);
    BOOST_TEST(iri({"parse", "--js", "a"}).status == 2);         // no abbreviations
    BOOST_TEST(iri({"parse", "--absolute=yes", "a"}).status == 2); // a switch takes no value
    BOOST_TEST(iri({"to-uri", "--host=unicode", "a"}).status == 2); // to-iri's value
    BOOST_TEST(iri({"to-uri", "--host"}).status == 2);            // a value is missing
    BOOST_TEST(iri({"check", "--severity=not_nfc", "a"}).status == 2);
    BOOST_TEST(iri({"explain", "--max-length=-1", "a"}).status == 2);
    BOOST_TEST(iri({"explain", "--rule=no-such-rule", "a"}).status == 2);
    BOOST_TEST(iri({"explain", "--rule=ihost", "a/b"}).status == 1); // a rule that does not take it
    auto const unknown = iri({"parse", "--bogus", "a"});
    BOOST_TEST(unknown.out.empty());
    BOOST_TEST(unknown.err.find("--bogus") != std::string::npos, unknown.err);
    // an input may start with "-" (no short options), and "--" ends the options
    BOOST_TEST(iri({"parse", "-x"}).status == 0);
    BOOST_TEST(iri({"parse", "--", "--json"}).out.find("path      \"--json\"") != std::string::npos);
}

// The help of each command comes from the options it declares; --version.
BOOST_AUTO_TEST_CASE(help_and_version)
{
    auto const all = iri({"--help"}).out;
    for (std::string const& name : iri_tool::command_names()) {
        BOOST_TEST(all.find("\n  " + name) != std::string::npos, name);
        auto const one = iri({name, "--help"});
        BOOST_TEST(one.status == 0);
        BOOST_TEST(one.out.find("usage: iri " + name) == 0u, one.out);
        for (auto const& o : iri_tool::options_of(name))
            BOOST_TEST(one.out.find("--" + o.name) != std::string::npos, name << " --" << o.name);
        for (auto const& o : iri_tool::options_of(""))
            BOOST_TEST(one.out.find("--" + o.name) != std::string::npos, name << " --" << o.name);
    }
    BOOST_TEST(iri({"--version"}).out == "iri (Boost.IRI) " BOOST_IRI_VERSION_STRING "\n");
    BOOST_TEST(iri({"parse", "--version"}).out == iri({"--version"}).out);
}

// The man page (doc/iri.1.adoc) lists each option of each command as the tool declares it:
// "*--NAME*=_VALUE_:: DESCRIPTION" under the command's heading, the options of every command
// under "== Options".
BOOST_AUTO_TEST_CASE(man_page_matches_the_help)
{
    std::string const page = test::read_file("../../doc/iri.1.adoc");
    auto const section = [&](std::string const& heading) {
        std::size_t const begin = page.find("\n" + heading + "\n");
        BOOST_REQUIRE_MESSAGE(begin != std::string::npos, "no heading " << heading);
        std::size_t const end = page.find("\n==", begin + 1);
        return page.substr(begin, end - begin);
    };
    auto const expect = [&](std::string const& text, iri_tool::option_help const& o, std::string const& where) {
        std::string const value = o.value.empty() ? "" : "=_" + o.value + "_";
        std::string const line = "*--" + o.name + "*" + value + ":: " + o.description + "\n";
        BOOST_TEST(text.find(line) != std::string::npos, where << ": the man page lacks\n" << line);
    };
    for (std::string const& name : iri_tool::command_names()) {
        std::string const text = section("=== " + name);
        for (auto const& o : iri_tool::options_of(name))
            expect(text, o, name);
    }
    std::string const common = section("== Options");
    for (auto const& o : iri_tool::options_of(""))
        expect(common, o, "every command");
}

// compare takes two arguments per pair, or a line with a TAB: never a space, so that an input
// with a blank is an error, not half of another input.
BOOST_AUTO_TEST_CASE(compare_takes_pairs_not_words)
{
    auto const leiri = iri({"compare", "--profile=leiri", "http://a/x y", "http://a/x%20y"});
    BOOST_TEST(leiri.status == 0, leiri.out);
    for (char const* a : {"http://evil/ ", " http://evil/", "\thttp://evil/", "http://evil/\t"}) {
        auto const r = iri({"compare", a, "http://evil/"});
        BOOST_TEST(r.status == 1, a);
        BOOST_TEST(r.out.find("equivalent") == std::string::npos);
        auto const swapped = json_lines(iri({"compare", "--json", "http://evil/", a}).out);
        BOOST_TEST(swapped[0].at("ok") == false);
        BOOST_TEST(swapped[0].at("error").at("operand") == "b");
    }
    auto const lines = iri({"compare", "--json"}, "http://a/\tHTTP://a/\nhttp://a/ http://a/\nx\ty\tz\n");
    BOOST_TEST(lines.status == 1);
    auto const o = json_lines(lines.out);
    BOOST_REQUIRE(o.size() == 3u);
    BOOST_TEST(o[0].at("equivalent") == true);
    BOOST_TEST(o[1].at("error").at("code") == "not_a_pair");
    BOOST_TEST(o[2].at("error").at("code") == "not_a_pair");
    BOOST_TEST(iri({"compare", "a", "b", "c"}).status == 2);
}

// Text output escapes what could drive a terminal: the decoded segments and parameters, the
// echo of an input in errors, the results under --profile=leiri.
BOOST_AUTO_TEST_CASE(text_output_is_printable)
{
    std::string const hostile = "http://a/%1B%5D0;pwned%07%E2%80%AEgnp.exe?%1B%5B2J=%E2%80%8F";
    std::string const raw = "http://a/\x1b]0;pwned\x07\xE2\x80\xAEgnp.exe\x9b x";
    std::vector<std::vector<std::string>> const commands = {
        {"segments", hostile}, {"params", hostile}, {"parse", raw}, {"check", raw}, {"explain", raw},
        {"to-uri", raw}, {"to-iri", raw}, {"normalize", raw}, {"resolve", "http://a/", raw},
        {"relativize", "http://a/", raw}, {"set", "path=/x", raw}, {"compare", raw, "http://a/"},
        {"display", raw}, {"parse", "--profile=leiri", "http://a/\xE2\x80\xAE x"},
        {"to-uri", "--profile=leiri", "http://a/\xE2\x80\xAE x"},
        {"normalize", "--profile=leiri", "http://a/\xE2\x80\xAE x"}};
    for (auto const& args : commands) {
        auto const r = iri(args);
        for (char c : r.out)
            BOOST_TEST_REQUIRE((static_cast<unsigned char>(c) >= 0x20 || c == '\n'), args[0] << " writes a control");
        BOOST_TEST(r.out.find("\xE2\x80\xAE") == std::string::npos, args[0] << " writes U+202E");
        BOOST_TEST(r.out.find("\x9b") == std::string::npos, args[0] << " writes a byte that is not UTF-8");
    }
    BOOST_TEST(iri({"segments", hostile}).out == "<U+001B>]0;pwned<U+0007><U+202E>gnp.exe\n");
    BOOST_TEST(iri({"params", hostile}).out == "<U+001B>[2J=<U+200F>\n");
}

// check's severities in colour on a terminal, unless NO_COLOR is set; never in a pipe.
BOOST_AUTO_TEST_CASE(colour_on_a_terminal_only)
{
    std::string const input = "http://a/e\xCC\x81"; // not NFC: a finding
    iri_tool::terminal tty;
    tty.out = true;
    BOOST_TEST(iri({"check", input}, "", tty).out.find("\x1b[") != std::string::npos);
    BOOST_TEST(iri({"check", input}).out.find("\x1b[") == std::string::npos);
    tty.no_color = true;
    BOOST_TEST(iri({"check", input}, "", tty).out.find("\x1b[") == std::string::npos);
    tty.no_color = false;
    BOOST_TEST(iri({"check", "--json", input}, "", tty).out.find("\x1b[") == std::string::npos);
}

// A progress line on standard error: with --progress, or on a terminal for long inputs; never
// in a pipe, never on standard output.
BOOST_AUTO_TEST_CASE(progress_line)
{
    std::string lines;
    for (int i = 0; i < 1000; ++i)
        lines += "http://a/" + std::to_string(i) + "\n";
    auto const forced = iri({"to-uri", "--progress"}, lines);
    BOOST_TEST(forced.err.find("MB read in") != std::string::npos, forced.err);
    BOOST_TEST(forced.out == iri({"to-uri"}, lines).out);
    BOOST_TEST(iri({"to-uri"}, lines).err.empty());
    iri_tool::terminal tty;
    tty.err = true;
    BOOST_TEST(iri({"to-uri"}, lines, tty).err.empty()); // quick: no line
}

BOOST_AUTO_TEST_CASE(profiles_and_absolute)
{
    BOOST_TEST(iri({"parse", "--profile=uri", "http://例え/"}).status == 1);
    BOOST_TEST(iri({"parse", "--profile=leiri", "http://a/b c"}).status == 0);
    BOOST_TEST(iri({"parse", "--absolute", "http://a/#f"}).status == 1);
    BOOST_TEST(iri({"parse", "--zone-id", "http://[fe80::1%25eth0]/"}).status == 0);
    BOOST_TEST(iri({"parse", "http://[fe80::1%25eth0]/"}).status == 1);
}

BOOST_AUTO_TEST_CASE(check_reports_diagnostics)
{
    auto const r = iri({"check", "--json", "http://a:8x/", "http://a/"});
    BOOST_TEST(r.status == 1);
    auto const o = json_lines(r.out);
    BOOST_REQUIRE(o.size() == 2u);
    auto const& d = o[0].at("diagnostics").as_array();
    BOOST_REQUIRE(d.size() == 1u);
    BOOST_TEST(d[0].at("code") == "syntax_error");
    BOOST_TEST(d[0].at("error").at("code") == "invalid_port");
    BOOST_TEST(d[0].at("severity") == "error");
    BOOST_TEST(d[0].at("offset") == 10);
    BOOST_TEST(d[0].at("component") == "port");
    BOOST_TEST(d[0].at("spec") == "RFC 3986 §3.2.3");
    BOOST_TEST(o[1].at("diagnostics").as_array().empty());
}

BOOST_AUTO_TEST_CASE(explain_golden)
{
    auto const r = iri({"explain", "http://a:1/b?q"});
    BOOST_TEST(r.status == 0);
    std::string const golden =
        "IRI-reference [0,14) \"http://a:1/b?q\"\n"
        "  IRI [0,14) \"http://a:1/b?q\"\n"
        "    scheme [0,4) \"http\"\n"
        "    ihier-part [5,12) \"//a:1/b\"\n"
        "      iauthority [7,10) \"a:1\"\n"
        "        ihost [7,8) \"a\"\n"
        "          ireg-name [7,8) \"a\"\n"
        "        port [9,10) \"1\"\n"
        "      ipath-abempty [10,12) \"/b\"\n"
        "        isegment [11,12) \"b\"\n"
        "    iquery [13,14) \"q\"\n";
    BOOST_TEST(r.out == golden);

    auto const j = iri({"explain", "--json", "//[::1]"});
    auto const o = json_lines(j.out);
    BOOST_REQUIRE(o.size() == 1u);
    auto const& tree = o[0].at("tree").as_object();
    BOOST_TEST(tree.at("rule") == "IRI-reference");
    BOOST_TEST(tree.at("begin") == 0);
    BOOST_TEST(tree.at("end") == 7);
}

BOOST_AUTO_TEST_CASE(text_output_points_at_the_error)
{
    auto const r = iri({"parse", "http://a/b c"});
    BOOST_TEST(r.status == 1);
    BOOST_TEST(r.out.find("error: character not allowed here at byte 10") != std::string::npos);
    BOOST_TEST(r.out.find("\n            ^\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(to_uri_and_to_iri)
{
    auto const r = iri({"to-uri", "--json", "http://例え.テスト/パス?q=値", "http://a/b c"});
    BOOST_TEST(r.status == 1);
    auto const o = json_lines(r.out);
    BOOST_REQUIRE(o.size() == 2u);
    BOOST_TEST(o[0].at("result") ==
               "http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9?q=%E5%80%A4");
    BOOST_TEST(o[1].at("error").at("code") == "invalid_character");

    BOOST_TEST(iri({"to-uri", "--host=idna", "http://例え.テスト/"}).out == "http://xn--r8jz45g.xn--zckzah/\n");
    BOOST_TEST(iri({"to-uri", "--query-charset=Shift_JIS", "http://a/?q=日本"}).out == "http://a/?q=%93%FA%96%7B\n");
    BOOST_TEST(iri({"to-uri", "--encode-unsafe-ascii", "http://a/b c"}).out == "http://a/b%20c\n");
    BOOST_TEST(iri({"to-iri", "http://xn--99zt52a.example.org/%e2%80%ae%C3%BC"}).out ==
               "http://xn--99zt52a.example.org/%E2%80%AE\xC3\xBC\n");
    BOOST_TEST(iri({"to-iri", "--host=unicode", "http://xn--99zt52a.example.org/"}).out ==
               "http://納豆.example.org/\n");
    // --host values belong to their command
    BOOST_TEST(iri({"to-iri", "--host=idna", "x:"}).status == 2);
    BOOST_TEST(iri({"to-uri", "--host=unicode", "x:"}).status == 2);
}

BOOST_AUTO_TEST_CASE(legacy_charset_input)
{
    // RFC 3987 §3.1 step 1b: converted to UTF-8 and NFC before anything else
    auto const r = iri({"to-uri", "--charset=ISO-8859-1"}, "http://example.org/r\xE9sum\xE9\n");
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "http://example.org/r%C3%A9sum%C3%A9\n");
    auto const p = iri({"parse", "--json", "--charset=Shift_JIS"}, "http://a/\x93\xFA\n");
    BOOST_TEST(json_lines(p.out)[0].at("path") == "/日");
    auto const bad = iri({"parse", "--json", "--charset=Shift_JIS"}, "http://a/\x93\n");
    BOOST_TEST(bad.status == 1);
    BOOST_TEST(json_lines(bad.out)[0].at("error").at("code") == "invalid_charset_data");
    BOOST_TEST(json_lines(bad.out)[0].at("error").at("offset") == 9);
}

BOOST_AUTO_TEST_CASE(resolve_relativize_normalize_compare)
{
    BOOST_TEST(iri({"resolve", "http://a/b/c/d;p?q", "../g", "g?y#s"}).out == "http://a/b/g\nhttp://a/b/c/g?y#s\n");
    BOOST_TEST(iri({"resolve", "--non-strict", "http://a/b/c/d;p?q", "http:g"}).out == "http://a/b/c/g\n");
    BOOST_TEST(iri({"resolve"}).status == 2); // no BASE
    auto const bad = iri({"resolve", "--json", "x:", ".///a"});
    BOOST_TEST(bad.status == 1);
    BOOST_TEST(json_lines(bad.out)[0].at("error").at("code") == "unrepresentable_result");

    BOOST_TEST(iri({"relativize", "http://a/b/c/d", "http://a/b/e"}).out == "../e\n");
    BOOST_TEST(iri({"relativize", "--no-parent", "http://a/b/c/d", "http://a/b/e"}).out == "/b/e\n");
    BOOST_TEST(iri({"relativize", "--no-network-path", "http://a/b", "http://c/d"}).out == "http://c/d\n");

    BOOST_TEST(iri({"normalize", "HTTP://Example.COM:80/a/./b/../%7e"}).out == "http://example.com:80/a/~\n");
    BOOST_TEST(iri({"normalize", "--level=scheme", "HTTP://Example.COM:80"}).out == "http://example.com/\n");
    BOOST_TEST(iri({"normalize", "--nfc", "http://a/e\xCC\x81"}).out == "http://a/é\n");
    BOOST_TEST(iri({"normalize", "--level=scheme", "--idna-host", "http://xn--rsum-bpad.example/"}).out ==
               "http://résumé.example/\n");

    auto const c = iri({"compare", "--json", "--level=scheme", "http://a", "HTTP://A:80/", "http://a/", "http://a/?"});
    BOOST_TEST(c.status == 0);
    auto const o = json_lines(c.out);
    BOOST_REQUIRE(o.size() == 2u);
    BOOST_TEST(o[0].at("equivalent") == true);
    BOOST_TEST(o[1].at("equivalent") == false);
    BOOST_TEST(iri({"compare", "--level=simple"}, "http://a/%7e\thttp://a/~\n").out == "different\n");
    BOOST_TEST(iri({"compare"}, "http://a/%7e\thttp://a/~\n").out == "equivalent\n");
    BOOST_TEST(iri({"compare", "a"}).status == 2);
}

// Hostile input through the tool (see test/reliability.cpp for the library's side).
BOOST_AUTO_TEST_CASE(hostile_inputs)
{
    // an IDNA label past ICU's limit used to abort the tool (exit 134)
    std::string label;
    for (int i = 0; i < 1001; ++i)
        label += "é";
    auto const idna = iri({"to-uri", "--json", "--host=idna"}, "http://" + label + "/\n");
    BOOST_TEST(idna.status == 1);
    BOOST_TEST(json_lines(idna.out)[0].at("error").at("code") == "idna_failure");

    // a legacy charset error is found in one pass, not by converting every prefix
    std::string const line = "http://a/" + std::string(1u << 20, 'a');
    auto const sjis = iri({"parse", "--json", "--charset=shift_jis"}, line + "\x81\n");
    BOOST_TEST(json_lines(sjis.out)[0].at("error").at("offset") == line.size());

    // explain refuses what is longer than --max-length (default 1 MiB)
    auto const limited = iri({"explain", "--json", "--max-length=8", "http://a/b", "http://a"});
    BOOST_TEST(limited.status == 1);
    auto const o = json_lines(limited.out);
    BOOST_TEST(o[0].at("error").at("code") == "input_too_long");
    BOOST_TEST(o[0].at("error").at("offset") == 8);
    BOOST_TEST(o[1].at("ok") == true);
    auto const big = iri({"explain", "--json"}, "http://a/" + std::string(1u << 20, 'b') + "\n");
    BOOST_TEST(json_lines(big.out)[0].at("error").at("code") == "input_too_long");
    BOOST_TEST(iri({"explain", "--max-length=x", "a"}).status == 2);

    // relativize names the operand that is wrong
    auto const rel = iri({"relativize", "--json", "http://a/b"}, "c\n");
    BOOST_TEST(json_lines(rel.out)[0].at("error").at("code") == "target_not_absolute");
    BOOST_TEST(json_lines(rel.out)[0].at("error").at("operand") == "target");
}

// A BASE that is not an absolute IRI is the error of every input, the same in resolve and
// relativize: one JSON object each (a program reading --json gets an answer for each line).
BOOST_AUTO_TEST_CASE(a_bad_base_is_each_inputs_error)
{
    for (char const* command : {"resolve", "relativize"}) {
        for (char const* base : {"//www.g.com/", "http://a/ b", "c"}) {
            auto const r = iri({command, "--json", base}, "foo\nhttp://x/\n");
            BOOST_TEST(r.status == 1);
            auto const o = json_lines(r.out);
            BOOST_REQUIRE(o.size() == 2u);
            for (auto const& one : o) {
                BOOST_TEST(one.at("ok") == false);
                BOOST_TEST(one.at("error").at("operand") == "base");
            }
            BOOST_TEST(o[0].at("input") == "foo");
            auto const text = iri({command, base, "http://x/"});
            BOOST_TEST(text.status == 1);
            BOOST_TEST(text.out.find("error in base: ") != std::string::npos, text.out);
        }
        BOOST_TEST(iri({command}).status == 2); // no BASE at all
    }
}

// Any bytes: one valid JSON object per input line (CR LF ends a line too, a last line needs
// no newline, NUL bytes stay inside their line), and the exit status 0 or 1.
BOOST_AUTO_TEST_CASE(json_for_any_bytes)
{
    std::mt19937 random(6874);
    std::string text;
    for (int i = 0; i < 20000; ++i) {
        int const r = static_cast<int>(random() % 16);
        text += r == 0 ? '\n' : r == 1 ? '\r' : r == 2 ? '\0' : r < 8 ? "http://a/:%é["[random() % 12] : static_cast<char>(random());
    }
    // every byte value, and ill-formed UTF-8 of each kind (RFC 3629), in each component
    for (int b = 0; b < 256; ++b)
        if (b != '\n')
            for (char const* at : {"", "http://", "http://a/", "http://a/?", "http://a/#"})
                text += std::string(at) + static_cast<char>(b) + "x\n";
    for (char const* bad : {"\xC0\xAF", "\xE0\x80\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xE4\xB8", "\x80", "\xFF"})
        text += std::string("http://a/") + bad + "\thttp://b/" + bad + "\n";
    text += "http://a/last line without a newline";
    std::size_t const lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    std::vector<std::vector<std::string>> const commands = {
        {"parse", "--json"}, {"check", "--json"}, {"explain", "--json"}, {"to-uri", "--json"},
        {"to-uri", "--json", "--host=idna", "--profile=leiri"}, {"to-iri", "--json", "--host=unicode"},
        {"resolve", "--json", "http://a/b"}, {"relativize", "--json", "http://a/b"},
        {"normalize", "--json", "--nfc", "--idna-host"}, {"compare", "--json"},
        {"parse", "--json", "--charset=Shift_JIS"}, {"to-uri", "--json", "--charset=SCSU"},
        {"display", "--json"}, {"segments", "--json"}, {"params", "--json"},
        {"set", "--json", "path=/\x01\xFF", "query%=a"}, {"explain", "--json", "--all"},
        {"normalize", "--json", "--level=simple"}, {"compare", "--json", "--profile=leiri"}};
    for (auto const& args : commands) {
        auto const r = iri(args, text);
        BOOST_TEST((r.status == 0 || r.status == 1), args[0]);
        auto const objects = json_lines(r.out); // throws on a line that is not JSON
        BOOST_TEST(objects.size() == lines, args[0] << ' ' << args.back());
        for (auto const& o : objects)
            BOOST_TEST(o.at("ok").is_bool());
    }
    // CR LF and a final line without newline
    auto const crlf = iri({"parse", "--json"}, "http://a/b\r\nhttp://c/d");
    auto const o = json_lines(crlf.out);
    BOOST_REQUIRE(o.size() == 2u);
    BOOST_TEST(o[0].at("input") == "http://a/b");
    BOOST_TEST(o[1].at("input") == "http://c/d");
    BOOST_TEST(iri({"parse"}, "").out.empty());
}

// A JSON string is written as one character at a time would write it (RFC 8259 §7): a byte
// that is not well-formed UTF-8 as U+FFFD, '"', '\\' and the characters that text output shows
// as <U+XXXX> escaped, the rest as it is. The writer passes eight plain ASCII bytes at a time,
// and the common two- and three-byte characters without decoding them: compared here with one
// character at a time, over every sequence of one to three bytes from 0x80, at each place in a
// word of eight, and over random bytes.
BOOST_AUTO_TEST_CASE(json_strings_as_one_character_at_a_time)
{
    auto const one_at_a_time = [](std::string_view s) {
        using utf8 = boost::locale::utf::utf_traits<char>;
        std::string out = "\"";
        for (char const* p = s.data(); p != s.data() + s.size();) {
            char const* const first = p;
            char32_t const c = utf8::decode(p, s.data() + s.size());
            bool const bad = c == boost::locale::utf::illegal || c == boost::locale::utf::incomplete;
            if (bad)
                p = first + 1;
            char buf[16];
            if (bad)
                out += "\\ufffd";
            else if (c == '"' || c == '\\')
                out += {'\\', static_cast<char>(c)};
            else if (c == '\n' || c == '\r' || c == '\t')
                out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
            else if (iri_tool::shows_escaped(c) && c < 0x10000)
                out.append(buf, static_cast<std::size_t>(std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(c))));
            else if (iri_tool::shows_escaped(c))
                out.append(buf, static_cast<std::size_t>(std::snprintf(buf, sizeof buf, "\\u%04x\\u%04x",
                                                                        unsigned(0xD7C0 + (c >> 10)),
                                                                        unsigned(0xDC00 + (c & 0x3FF)))));
            else
                out.append(first, p);
        }
        return out + '"';
    };
    auto const written = [](std::string_view s) {
        std::ostringstream out;
        iri_tool::write_json_string(out, s);
        return out.str();
    };
    std::size_t compared = 0;
    auto const same = [&](std::string const& s) {
        ++compared;
        BOOST_TEST_REQUIRE(written(s) == one_at_a_time(s), "for the bytes of " << json::serialize(json::string(
                                                                                     one_at_a_time(s).c_str())));
    };
    std::string const after[] = {"", "x", "\x80", "\x9C", "\xA0", "\xBF", "\xC3", "\"", "\\", "\x01"};
    for (unsigned lead = 0x80; lead <= 0xFF; ++lead)
        for (unsigned second = 0x7F; second <= 0xC0; ++second)
            for (std::string const& rest : after)
                for (std::size_t before : {0, 3, 7})
                    same(std::string(before, 'a') + char(lead) + char(second) + rest + "tail of ascii");
    std::mt19937 random(8259);
    for (int i = 0; i < 20000; ++i) {
        std::string s(random() % 40, ' ');
        for (char& c : s)
            c = random() % 3 == 0 ? static_cast<char>(random()) : "ab/?%\"\\\xE4\xB8\x80\xD0\xB0"[random() % 12];
        same(s);
    }
    BOOST_TEST(compared > 50000u);
}

// The parse options reach every command (the commands of issue "the IRI as a value").
BOOST_AUTO_TEST_CASE(zone_ids_reach_every_command)
{
    auto const r = iri({"resolve", "--zone-id", "http://[fe80::1%25eth0]/a", "b"});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out == "http://[fe80::1%25eth0]/b\n");
    auto const t = iri({"to-iri", "--zone-id", "http://[fe80::1%25eth0]/"});
    BOOST_TEST(t.status == 0);
    BOOST_TEST(t.out == "http://[fe80::1%25eth0]/\n");
    BOOST_TEST(iri({"relativize", "--zone-id", "http://[fe80::1%25eth0]/a/b", "http://[fe80::1%25eth0]/a/c"}).out ==
               "c\n");
    // an error in the second of a pair: the caret is under it
    auto const c = iri({"compare", "http://a/", "http://a b"});
    BOOST_TEST(c.status == 1);
    BOOST_TEST(c.out == "error in b: character not allowed here at byte 8 in host: U+0020 ' ' (rule ireg-name; expected ireg-name, iauthority, ipath-abempty or IRI)\n"
                        "  http://a b\n"
                        "          ^\n", c.out);
}

// The IRI as a value from the shell: set, segments, params.
BOOST_AUTO_TEST_CASE(set_segments_params)
{
    auto const s = iri({"set", "path=/新 a", "query=", "http://a/b"});
    BOOST_TEST(s.status == 0);
    BOOST_TEST(s.out == "http://a/新%20a?\n");
    BOOST_TEST(iri({"set", "fragment-", "port=8080", "http://a/b#x"}).out == "http://a:8080/b\n");
    auto const bad = iri({"set", "--json", "path%=/a b", "http://a/b"});
    BOOST_TEST(bad.status == 1);
    auto const e = json_lines(bad.out);
    BOOST_REQUIRE(e.size() == 1u);
    BOOST_TEST(e[0].at("error").at("code") == "invalid_character");
    BOOST_TEST(e[0].at("error").at("offset") == 8); // in "path%=/a b"
    BOOST_TEST(iri({"set", "http://a/"}).status == 2); // no setting
    // a host that starts with "[" but is no IP literal: the change's error, not an abort
    // (set_host throws it since issue 27)
    auto const ip = iri({"set", "--json", "host=[bad", "http://a/"});
    BOOST_TEST(ip.status == 1);
    auto const ipe = json_lines(ip.out);
    BOOST_REQUIRE(ipe.size() == 1u);
    BOOST_TEST(ipe[0].at("error").at("code") == "invalid_ip_literal");
    BOOST_TEST(iri({"set", "host=[::1]", "http://a/"}).out == "http://[::1]/\n");
    // NAME%=VALUE is VALUE as written: what the library would have to fix is refused
    auto const noscheme = json_lines(iri({"set", "--json", "path%=acct:bob@x", ""}).out);
    BOOST_TEST(noscheme[0].at("error").at("rule") == "isegment-nz-nc");
    BOOST_TEST(noscheme[0].at("error").at("offset") == 10);
    auto const slashes = json_lines(iri({"set", "--json", "path%=//x", ""}).out);
    BOOST_TEST(slashes[0].at("error").at("rule") == "ipath-absolute");
    auto const after_host = json_lines(iri({"set", "--json", "path%=x", "http://h"}).out);
    BOOST_TEST(after_host[0].at("error").at("rule") == "ipath-abempty");
    BOOST_TEST(after_host[0].at("error").at("offset") == 6);
    // NAME=VALUE takes text as it reads, and the library fixes the path (RFC 3986 §3.3, §4.2)
    BOOST_TEST(iri({"set", "path=acct:bob@x", ""}).out == "./acct:bob@x\n");
    BOOST_TEST(iri({"set", "path=//x", ""}).out == "/.//x\n");
    BOOST_TEST(iri({"set", "path=x", "http://h"}).out == "http://h/x\n");
    BOOST_TEST(iri({"set", "path%=acct:bob@x", "mailto:"}).out == "mailto:acct:bob@x\n");
    auto const seg = json_lines(iri({"segments", "--json", "http://a/x/y%20z/"}).out);
    BOOST_REQUIRE(seg.size() == 1u);
    auto const& list = seg[0].at("segments").as_array();
    BOOST_REQUIRE(list.size() == 3u);
    BOOST_TEST(list[1].at("decoded") == "y z");
    BOOST_TEST(list[1].at("encoded") == "y%20z");
    auto const par = json_lines(iri({"params", "--json", "http://a/?q=%E5%80%A4&b"}).out);
    BOOST_REQUIRE(par.size() == 1u);
    auto const& ps = par[0].at("params").as_array();
    BOOST_REQUIRE(ps.size() == 2u);
    BOOST_TEST(ps[0].at("value") == "値");
    BOOST_TEST(ps[1].at("value").is_null());
}

// explain without --all hides the character rules, not the rules inside them.
BOOST_AUTO_TEST_CASE(explain_shows_rules_inside_character_rules)
{
    auto const r = iri({"explain", "http://h/%41"});
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out.find("pct-encoded [9,12) \"%41\"") != std::string::npos, r.out);
    BOOST_TEST(r.out.find("ipchar") == std::string::npos);
    BOOST_TEST(iri({"explain", "--all", "http://h/%41"}).out.find("ipchar [9,12)") != std::string::npos);
}

// --jobs=N: the lines of standard input on N threads, the output in the order of the input,
// over several blocks (the filter reads 128 KiB at a time), with and without a final line
// break, CRLF line ends, failures among the lines.
BOOST_AUTO_TEST_CASE(jobs_keep_the_order)
{
    std::string text;
    for (int i = 0; i < 20000; ++i) {
        text += "http://h" + std::to_string(i) + ".example/p\xC3\xA9?q=" + std::to_string(i * 7);
        text += i % 97 == 0 ? " bad" : "";
        text += i % 5 == 0 ? "\r\n" : "\n";
    }
    text += "last:line-without-break";
    for (char const* command : {"to-uri", "normalize", "parse"}) {
        auto const one = iri({command, "--json"}, text);
        auto const three = iri({command, "--json", "--jobs=3"}, text);
        BOOST_TEST(one.status == 1); // the bad lines
        BOOST_TEST(three.status == one.status);
        BOOST_TEST(three.out == one.out, command << ": the outputs differ");
        BOOST_TEST(json_lines(one.out).size() == 20001u);
    }
    BOOST_TEST(iri({"to-uri", "--jobs=2"}, "").out.empty());
    BOOST_TEST(iri({"to-uri", "--jobs=2"}, "a\r\nb").out == "a\nb\n");
    BOOST_TEST(iri({"to-uri", "--jobs=x"}, "").status == 2);
    BOOST_TEST(iri({"to-uri", "--jobs=257"}, "").status == 2);
}

// Every case of the uritemplate-test suite through `iri expand --uri --json`, the templates on
// standard input, the variables in a file (test/data/uritemplate-test/SOURCE.md).
BOOST_AUTO_TEST_CASE(expand_runs_the_uritemplate_suite)
{
    std::string const vars = (std::filesystem::temp_directory_path() /
                              ("iri_tool_vars_" + std::to_string(::getpid()) + ".json")).string();
    for (char const* file : {"spec-examples.json", "spec-examples-by-section.json", "negative-tests.json"}) {
        test::row_count rows(std::string("uritemplate-test/") + file);
        json::object const groups = json::parse(test::read_file(std::string("uritemplate-test/") + file)).as_object();
        for (auto const& [group, g] : groups) {
            std::ofstream(vars) << json::serialize(g.at("variables"));
            std::string templates;
            for (auto const& c : g.at("testcases").as_array())
                templates += test::str(c.as_array()[0]) + '\n';
            auto const r = iri({"expand", "--uri", "--json", "--vars=" + vars}, templates);
            auto const o = json_lines(r.out);
            auto const& cases = g.at("testcases").as_array();
            BOOST_REQUIRE_EQUAL(o.size(), cases.size());
            for (std::size_t i = 0; i < cases.size(); ++i) {
                ++rows;
                json::value const& expected = cases[i].as_array()[1];
                BOOST_TEST_CONTEXT(group << ": " << test::str(cases[i].as_array()[0]))
                {
                    BOOST_TEST(o[i].at("ok") == !expected.is_bool());
                    if (expected.is_bool())
                        continue;
                    bool any = false;
                    for (json::value const& e : expected.is_array() ? expected.as_array() : json::array{expected})
                        any = any || o[i].at("result") == e;
                    BOOST_TEST(any, json::serialize(o[i]));
                }
            }
        }
    }
    std::filesystem::remove(vars);
}

BOOST_AUTO_TEST_CASE(expand_names_the_variable)
{
    std::string const vars = (std::filesystem::temp_directory_path() /
                              ("iri_tool_vars2_" + std::to_string(::getpid()) + ".json")).string();
    std::ofstream(vars) << R"({"list": ["a", "b"], "kind": "本", "n": 7, "nested": null})";
    auto const r = iri({"expand", "--json", "--vars=" + vars, "https://例え.テスト/{kind}/{n}", "/x{list:1}"});
    BOOST_TEST(r.status == 1);
    auto const o = json_lines(r.out);
    BOOST_REQUIRE(o.size() == 2u);
    BOOST_TEST(o[0].at("result") == "https://例え.テスト/本/7");
    BOOST_TEST(o[1].at("error").at("code") == "prefix_of_composite");
    BOOST_TEST(o[1].at("variable") == "list");
    std::ofstream(vars) << R"({"x": [["nested"]]})";
    BOOST_TEST(iri({"expand", "--vars=" + vars, "{x}"}).status == 2);
    BOOST_TEST(iri({"expand", "--vars=/nonexistent/file.json", "{x}"}).status == 2);
    std::filesystem::remove(vars);
}

BOOST_AUTO_TEST_CASE(match_gives_the_variables_as_json)
{
    auto const r = iri({"match", "--json", "/{kind}/{id}{?tags*}"}, "/本/7?tags=a&tags=b%20c\n/x\n");
    BOOST_TEST(r.status == 1);
    auto const o = json_lines(r.out);
    BOOST_REQUIRE(o.size() == 2u);
    BOOST_TEST(o[0].at("variables").at("kind") == "本");
    BOOST_TEST(o[0].at("variables").at("tags").as_array() == (json::array{"a", "b c"}));
    BOOST_TEST(o[1].at("error").at("code") == "no_match");
    BOOST_TEST(o[1].at("error").at("operand") == "input");
    auto const bad = iri({"match", "--json", "{a}{b}", "x"});
    BOOST_TEST(json_lines(bad.out).at(0).at("error").at("operand") == "template");
    BOOST_TEST(iri({"match"}).status == 2);
}

// ---- each option of each command, as the library call with that option (issue 27, item 8) --

namespace {

std::string joined_codes(std::vector<boost::iris::finding> const& findings, boost::iris::severity at_least)
{
    std::string codes;
    for (auto const& f : findings)
        if (f.severity >= at_least)
            codes += std::string(codes.empty() ? "" : ",") + std::string(to_string(f.code));
    return codes;
}

// What `read` takes from the tool's JSON line (or text, for an option that changes the format).
std::string result_of(json::object const& o) { return o.contains("result") ? std::string(o.at("result").as_string()) : "error " + std::string(o.at("error").at("code").as_string()); }
std::string ok_of(json::object const& o) { return o.at("ok").as_bool() ? "ok" : "error"; }
std::string equivalent_of(json::object const& o) { return o.at("equivalent").as_bool() ? "equivalent" : "different"; }
std::string codes_of(json::object const& o)
{
    std::string codes;
    for (json::value const& d : o.at("diagnostics").as_array())
        codes += std::string(codes.empty() ? "" : ",") + std::string(d.at("code").as_string());
    return codes;
}
std::string severities_of(json::object const& o)
{
    std::string s;
    for (json::value const& d : o.at("diagnostics").as_array())
        s += std::string(s.empty() ? "" : ",") + std::string(d.at("severity").as_string());
    return s;
}

template <class Result>
std::string library(Result const& r)
{
    if (!r)
        return "error " + std::string(to_string(static_cast<boost::iris::error>(r.error().code.value())));
    if constexpr (std::is_same<std::decay_t<decltype(*r)>, std::string>::value)
        return *r;
    else
        return std::string(r->buffer());
}

struct option_effect
{
    std::string command;
    std::vector<std::string> option;    ///< the option and its value, e.g. {"--host", "idna"}
    std::vector<std::string> arguments; ///< the other arguments: operands, inputs, options both runs share
    std::function<std::string(json::object const&)> read; ///< null: the whole text output
    std::string expected;               ///< the library call with the option (or its text)
};

} // namespace

// Each option a command declares changes its result on some input, to exactly what the library
// call with that option gives (`compare` copied --nfc and --idna-host into options that
// dropped them). An option of a command that this table does not list fails the test.
BOOST_AUTO_TEST_CASE(each_option_does_what_the_library_does)
{
    namespace iris = boost::iris;
    iris::unicode_to_uri_options idna;
    idna.host = iris::host_mapping::idna;
    iris::unicode_to_uri_options sjis;
    sjis.query_charset = "shift_jis";
    iris::unicode_to_uri_options unsafe;
    unsafe.encode_unsafe_ascii = true;
    iris::unicode_to_iri_options unicode_host;
    unicode_host.host = iris::host_display::unicode;
    iris::check_options absolute, parameters, nfc_error, few;
    parameters.components.query_parameters = true;
    nfc_error.set(iris::diagnostic::not_nfc, iris::severity::error);
    few.max_findings = 1;
    iris::display_options isolate, bare, display_parameters;
    isolate.wrapper = iris::bidi_wrapper::isolate;
    bare.wrapper = iris::bidi_wrapper::none;
    display_parameters.components.query_parameters = true;
    iris::resolve_options non_strict;
    non_strict.strict = false;
    iris::relativize_options no_network, no_parent;
    no_network.network_path = false;
    no_parent.parent_segments = false;
    iris::unicode_normalize_options scheme{iris::options_for(iris::comparison_level::scheme)}, nfc, idna_host;
    nfc.nfc = true;
    idna_host.idna_host = true;
    iris::template_variables vars;
    vars.set("lat", "51.5072");
    iris::expand_options uri, small;
    uri.uri = true;
    small.max_size = 10;
    std::string const vars_file = (std::filesystem::temp_directory_path() / "iri_tool_option_vars.json").string();
    std::ofstream(vars_file) << R"({"lat": 51.5072})";

    std::string const decomposed = "http://example.com/C%CC%A7", composed = "http://example.com/%C3%87";
    std::string const idn = "http://詹姆斯.com/", ace = "http://xn--8ws00zhy3a.com/";
    std::string const rtl_query = "http://h/?\u05D0\u05D1=a";
    std::vector<option_effect> const table = {
        {"parse", {"--absolute"}, {"a/b"}, ok_of, iris::parse_absolute_iri("a/b") ? "ok" : "error"},
        {"explain", {"--absolute"}, {"a/b"}, ok_of, iris::parse_absolute_iri("a/b") ? "ok" : "error"},
        {"explain", {"--template"}, {"{a}"}, ok_of, iris::parse_template("{a}") ? "ok" : "error"},
        {"explain", {"--rule", "ipath-abempty"}, {"/a/b"}, [](json::object const& o) {
             return std::string(o.at("tree").as_object().at("rule").as_string());
         }, "ipath-abempty"},
        {"explain", {"--all"}, {"a"}, [](json::object const& o) {
             return json::serialize(o).find("\"ALPHA\"") != std::string::npos ? "ALPHA" : "";
         }, "ALPHA"},
        {"explain", {"--format", "dot"}, {"a"}, nullptr, "digraph"},
        {"explain", {"--max-length", "3"}, {"abcd"}, result_of, "error input_too_long"},
        {"to-uri", {"--host", "idna"}, {idn}, result_of, library(iris::to_uri(idn, idna))},
        {"to-uri", {"--query-charset", "shift_jis"}, {"http://h/?q=値"}, result_of, library(iris::to_uri("http://h/?q=値", sjis))},
        {"to-uri", {"--encode-unsafe-ascii"}, {"http://h/a b"}, result_of, library(iris::to_uri("http://h/a b", unsafe))},
        {"to-iri", {"--host", "unicode"}, {ace}, result_of, library(iris::to_iri(ace, unicode_host))},
        {"check", {"--absolute"}, {"a"}, codes_of, "syntax_error"},
        {"check", {"--query-components"}, {rtl_query}, codes_of, joined_codes(*iris::check(rtl_query, parameters), iris::severity::note)},
        {"check", {"--severity", "not_nfc:error"}, {decomposed.substr(0, 19) + "C\u0327"}, severities_of, "error"},
        {"check", {"--min-severity", "warning"}, {"http://h/%e2"}, codes_of, joined_codes(*iris::check("http://h/%e2"), iris::severity::warning)},
        {"check", {"--max-findings", "1"}, {"http://h/%e2%e3"}, codes_of, joined_codes(*iris::check("http://h/%e2%e3", few), iris::severity::note)},
        {"display", {"--isolate"}, {"http://h/\u05D0"}, result_of, library(iris::to_display("http://h/\u05D0", isolate))},
        {"display", {"--no-wrapper"}, {"http://h/\u05D0"}, result_of, library(iris::to_display("http://h/\u05D0", bare))},
        {"display", {"--query-components"}, {rtl_query}, result_of, library(iris::to_display(rtl_query, display_parameters))},
        {"resolve", {"--non-strict"}, {"http://a/b/c/d;p?q", "http:g"}, result_of, library(iris::resolve("http://a/b/c/d;p?q", "http:g", non_strict))},
        {"relativize", {"--no-network-path"}, {"http://a/b", "http://c/d"}, result_of, library(iris::relativize("http://a/b", "http://c/d", no_network))},
        {"relativize", {"--no-parent"}, {"http://a/b/c/", "http://a/b/d"}, result_of, library(iris::relativize("http://a/b/c/", "http://a/b/d", no_parent))},
        {"normalize", {"--level", "scheme"}, {"http://h:80/"}, result_of, library(iris::normalize("http://h:80/", scheme))},
        {"normalize", {"--nfc"}, {decomposed}, result_of, library(iris::normalize(decomposed, nfc))},
        {"normalize", {"--idna-host"}, {ace}, result_of, library(iris::normalize(ace, idna_host))},
        {"compare", {"--level", "scheme"}, {"http://h:80/", "http://h/"}, equivalent_of, *iris::equivalent("http://h:80/", "http://h/", scheme) ? "equivalent" : "different"},
        {"compare", {"--nfc"}, {decomposed, composed}, equivalent_of, *iris::equivalent(decomposed, composed, nfc) ? "equivalent" : "different"},
        {"compare", {"--idna-host"}, {idn, ace}, equivalent_of, *iris::equivalent(idn, ace, idna_host) ? "equivalent" : "different"},
        {"expand", {"--vars", vars_file}, {"/{?lat}"}, result_of, library(iris::parse_template("/{?lat}")->expand(vars))},
        {"expand", {"--uri"}, {"/{v}\u4F8B"}, result_of, library(iris::parse_template("/{v}\u4F8B")->expand(vars, uri))},
        {"expand", {"--max-size", "10"}, {"/0123456789"}, result_of, library(iris::parse_template("/0123456789")->expand(vars, small))},
    };
    // every option of every command is in the table
    for (std::string const& name : iri_tool::command_names())
        for (auto const& o : iri_tool::options_of(name)) {
            bool const listed = std::any_of(table.begin(), table.end(), [&](option_effect const& e) {
                return e.command == name && e.option.front() == "--" + o.name;
            });
            BOOST_TEST(listed, "iri " << name << " --" << o.name << " has no row in this test");
        }
    for (option_effect const& e : table) {
        std::vector<std::string> with{e.command}, without{e.command};
        if (e.read) {
            with.push_back("--json");
            without.push_back("--json");
        }
        with.insert(with.end(), e.option.begin(), e.option.end());
        with.insert(with.end(), e.arguments.begin(), e.arguments.end());
        without.insert(without.end(), e.arguments.begin(), e.arguments.end());
        auto const a = iri(with), b = iri(without);
        std::string const name = "iri " + e.command + " " + e.option.front();
        BOOST_TEST(a.out != b.out, name << " changes nothing: " << a.out << a.err);
        if (!e.read) {
            BOOST_TEST(a.out.find(e.expected) != std::string::npos, name << ": " << a.out);
            continue;
        }
        auto const lines = json_lines(a.out);
        BOOST_REQUIRE_MESSAGE(lines.size() == 1u, name << ": " << a.out << a.err);
        BOOST_TEST(e.read(lines[0]) == e.expected, name << ": " << a.out);
    }
    std::filesystem::remove(vars_file);
}

// Issue 27, item 7: a number of --vars is a value as the file writes it (RFC 6570 §2.3), a
// name given twice is an error, and the file is read up to a bound.
BOOST_AUTO_TEST_CASE(expand_vars_as_written)
{
    std::string const file = (std::filesystem::temp_directory_path() / "iri_tool_vars.json").string();
    std::ofstream(file) << R"({"lat": 51.5072, "id": 18446744073709551616, "x": 1.5, "n": -0, "e": 1E400,
                               "b": true, "l": [1.50, "a"], "o": {"k": 2e1}, "u": null})";
    auto const r = iri({"expand", "--vars=" + file, "{?lat,id,x,n,e,b,l,o*,u}"});
    BOOST_TEST(r.status == 0, r.err);
    BOOST_TEST(r.out == "?lat=51.5072&id=18446744073709551616&x=1.5&n=-0&e=1E400&b=true&l=1.50,a&k=2e1\n");
    std::ofstream(file) << R"({"a": "1", "a": "2"})";
    auto const twice = iri({"expand", "--vars=" + file, "{a}"});
    BOOST_TEST(twice.status == 2);
    BOOST_TEST(twice.err.find("\"a\" is given twice") != std::string::npos, twice.err);
    std::ofstream(file) << R"({"o": {"k": "1", "k": "2"}})";
    BOOST_TEST(iri({"expand", "--vars=" + file, "{o}"}).status == 2);
    std::ofstream(file) << R"({"o": [[1]]})";
    BOOST_TEST(iri({"expand", "--vars=" + file, "{o}"}).status == 2);
    std::ofstream(file) << R"([1])";
    BOOST_TEST(iri({"expand", "--vars=" + file, "{o}"}).status == 2);
    std::filesystem::remove(file);
    // an endless file: refused at 64 MiB, not read to the end of memory
    auto const zero = iri({"expand", "--vars=/dev/zero", "{a}"});
    BOOST_TEST(zero.status == 2);
    BOOST_TEST(zero.err.find("longer than 67108864 bytes") != std::string::npos, zero.err);
}

// Issue 27, item 11: an error about the result says so, and blames no input.
BOOST_AUTO_TEST_CASE(errors_about_the_result_name_it)
{
    auto const j = iri({"resolve", "--json", "f:/a", ".//g"});
    BOOST_TEST(j.status == 1);
    auto const o = json_lines(j.out);
    BOOST_REQUIRE(o.size() == 1u);
    BOOST_TEST(o[0].at("error").at("code") == "unrepresentable_result");
    BOOST_TEST(o[0].at("error").at("operand") == "result");
    auto const t = iri({"resolve", "f:/a", ".//g"});
    BOOST_TEST(t.out == ".//g\nerror in result: the result has no authority but a path starting with \"//\"\n", t.out);
    BOOST_TEST(iri({"resolve", "f:/a", "x"}).out == "f:/x\n");
    auto const none = json_lines(iri({"relativize", "--json", "http://a/x", "http://a/b/../c"}).out);
    BOOST_TEST(none[0].at("error").at("operand") == "result");
}
