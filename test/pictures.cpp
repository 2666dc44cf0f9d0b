//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// `iri explain --format=dot|html`, tried where they are meant to be seen: the digraphs are
// rendered by Graphviz (`dot -Tsvg`), the page is loaded by a real browser (Debian's
// chromium, headless), which runs its script and dumps the DOM after a node was pointed at.

#define BOOST_TEST_MODULE pictures
#include "tool.hpp"
#include <boost/iri/grammar/productions.hpp>
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <cstdio>
#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

/// Where the test writes its files: a folder of its own under the system's temporary one.
std::string const scratch = [] {
    auto const dir = std::filesystem::temp_directory_path() / ("boost_iri_pictures_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    return (dir / "explain").string();
}();

std::string tool(std::vector<std::string> args)
{
    std::istringstream in;
    std::ostringstream out, err;
    iri_tool::run(args, in, out, err);
    return out.str();
}

void write(std::string const& file, std::string const& text)
{
    std::ofstream(file, std::ios::binary) << text;
}

std::string read(std::string const& file)
{
    std::ifstream in(file, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string html_escaped(std::string_view s)
{
    std::string r;
    for (char c : s)
        r += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '"' ? "&quot;" : std::string(1, c);
    return r;
}

/// Runs a shell command; true when it exits with 0.
bool shell(std::string const& command)
{
    return std::system(command.c_str()) == 0;
}

std::vector<std::string> const inputs = {"http://user@[::1]:8080/a/%41?q=1#f", "http://\xE4\xBE\x8B.jp/",
                                         "a/b?c", "x:"};

/// The DOM of the page after the browser ran its script, with `fragment` in its address.
std::string browser_dom(std::string const& page, std::string const& fragment)
{
    std::string const dom = scratch + ".dom";
    std::string const url = "file://" + page + fragment;
    // no network here: chromium must not try to reach its services (each would be refused)
    BOOST_REQUIRE_MESSAGE(shell("timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic "
                                "--no-first-run --disable-background-networking --disable-component-update "
                                "--disable-sync --user-data-dir=" + scratch + ".profile --dump-dom '" +
                                url + "' > " + dom + " 2>/dev/null"),
                          "chromium could not load " << url);
    return read(dom);
}

} // namespace

BOOST_AUTO_TEST_CASE(dot_renders_with_graphviz)
{
    std::vector<std::string> args = {"explain", "--format=dot"};
    args.insert(args.end(), inputs.begin(), inputs.end());
    args.push_back("bad input");
    std::string const dot = tool(args);
    write(scratch + ".dot", dot);
    BOOST_REQUIRE(shell("dot -Tsvg " + scratch + ".dot > " + scratch + ".svg"));
    std::string const svg = read(scratch + ".svg");
    // one graph per input that derives; the failure is a comment between them
    for (int n = 1; n <= 4; ++n)
        BOOST_TEST(svg.find("<title>input " + std::to_string(n) + "</title>") != std::string::npos, n);
    BOOST_TEST(dot.find("// input 5: bad input: ") != std::string::npos);
    BOOST_TEST(svg.find(">ipath&#45;abempty</text>") != std::string::npos);
    BOOST_TEST(svg.find(">HEXDIG</text>") == std::string::npos);
    std::string const all = tool({"explain", "--format=dot", "--all", "http://h/%41"});
    BOOST_TEST(all.find("label=\"HEXDIG\\n[10,11)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(html_highlights_in_a_browser)
{
    std::vector<std::string> args = {"explain", "--format=html"};
    args.insert(args.end(), inputs.begin(), inputs.end());
    std::string const html = tool(args);
    std::string const page = scratch + ".html";
    write(page, html);

    // every node links to a production the page carries, with the ABNF of its rule
    std::regex const link(R"re(href="#rule-([A-Za-z0-9-]+)")re");
    std::set<std::string> linked;
    for (auto i = std::sregex_iterator(html.begin(), html.end(), link); i != std::sregex_iterator(); ++i)
        linked.insert((*i)[1]);
    BOOST_TEST(linked.size() > 10u);
    for (std::string const& rule : linked) {
        BOOST_TEST(html.find("<dt id=\"rule-" + rule + "\">") != std::string::npos, rule);
        auto const p = boost::iris::grammar::find_production(rule);
        BOOST_REQUIRE(p);
        BOOST_TEST(html.find(html_escaped(p->abnf)) != std::string::npos, rule);
        BOOST_TEST(html.find(html_escaped(p->source)) != std::string::npos, rule);
    }
    BOOST_TEST(html.find("http://") == html.find("http://user@")); // no address outside the inputs

    // pointing at a node highlights exactly the characters of its span
    std::regex const node(R"re(<a class="node" id="(n-(\d+)-\d+)" href="#rule-[^"]+" data-begin="(\d+)" data-end="(\d+)">)re");
    std::vector<std::smatch> nodes;
    for (auto i = std::sregex_iterator(html.begin(), html.end(), node); i != std::sregex_iterator(); ++i)
        nodes.push_back(*i);
    BOOST_REQUIRE(nodes.size() > 20u);
    for (std::size_t k : {std::size_t(0), std::size_t(5), nodes.size() / 2, nodes.size() - 1}) {
        std::string const id = nodes[k][1];
        std::size_t const input = std::stoul(nodes[k][2]) - 1;
        std::size_t const begin = std::stoul(nodes[k][3]), end = std::stoul(nodes[k][4]);
        std::string const dom = browser_dom(page, "#hover=" + id);
        BOOST_TEST_CONTEXT(id << " [" << begin << "," << end << ")")
        {
            BOOST_TEST(dom.find("data-ready=\"yes\"") != std::string::npos);
            // the highlighted characters, in the section of this input
            std::size_t const from = dom.find("id=\"input-" + std::to_string(input + 1) + "\"");
            std::size_t const to = dom.find("</p>", from);
            std::string const line = dom.substr(from, to - from);
            std::regex const hl(R"re(<span data-begin="(\d+)" data-end="(\d+)" class="hl">)re");
            std::size_t bytes = 0, first = std::string::npos, last = 0;
            for (auto i = std::sregex_iterator(line.begin(), line.end(), hl); i != std::sregex_iterator(); ++i) {
                std::size_t const b = std::stoul((*i)[1]), e = std::stoul((*i)[2]);
                bytes += e - b;
                first = std::min(first, b);
                last = std::max(last, e);
            }
            BOOST_TEST(bytes == end - begin);
            if (end > begin) {
                BOOST_TEST(first == begin);
                BOOST_TEST(last == end);
            }
            // and nothing in the other inputs
            auto count = [&](std::string const& s) {
                return std::distance(std::sregex_iterator(s.begin(), s.end(), hl), std::sregex_iterator());
            };
            BOOST_TEST(count(dom) == count(line));
        }
    }
    // without a node pointed at, nothing is highlighted
    BOOST_TEST(browser_dom(page, "").find("class=\"hl\"") == std::string::npos);
}
