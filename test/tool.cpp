//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The `iri` tool's contract (README.md, `iri --help`): outputs, JSON shape and exit codes.

#define BOOST_TEST_MODULE tool
#include "tool.hpp"
#include "test_data.hpp"
#include <boost/iri/version.hpp>
#include <boost/json.hpp>
#include <boost/test/unit_test.hpp>
#include <algorithm>
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
    BOOST_TEST(c.out == "error in b: character not allowed here at byte 8 in ihost: U+0020 ' ' (rule ireg-name; expected ireg-name, iauthority, ipath-abempty or IRI)\n"
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
