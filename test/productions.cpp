//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// <boost/iri/grammar/productions.hpp> says what the grammar's comments say: each rule's
// ABNF and notes, as quoted above its definition, and that ABNF is the specifications'
// (test/data/abnf/).

#define BOOST_TEST_MODULE productions
#include "abnf.hpp"
#include "test_data.hpp"
#include <boost/iri/grammar.hpp>
#include <boost/iri/grammar/productions.hpp>
#include <boost/test/unit_test.hpp>
#include <regex>
#include <set>
#include <sstream>

namespace g = boost::iris::grammar;

namespace {

/// The comment blocks above `auto const NAME_def` in the grammar's *_def.hpp files, as
/// (source, ABNF lines, notes) with the "// " taken off.
struct quoted
{
    std::string source, abnf, notes;
    std::string x3_name; ///< of the definition `auto const x3_name_def` below the comment
};

std::string join(std::vector<std::string> const& lines, std::size_t from, std::size_t to)
{
    std::string r;
    for (std::size_t i = from; i < to; ++i)
        r += (i > from ? "\n" : "") + lines[i];
    return r;
}

std::string grammar_file(char const* part)
{
    return test::read_file(std::string("../../include/boost/iri/grammar/") + part + "_def.hpp");
}

char const* const grammar_parts[] = {"core", "characters", "ip", "authority", "path", "iri", "template"};

/// The rules that BOOST_IRI_DEFINE defines, by their C++ names.
std::set<std::string> defined_rules()
{
    std::set<std::string> r;
    std::regex const define(R"re(BOOST_IRI_DEFINE\(([^)]*)\))re"), name(R"(\w+)");
    for (char const* part : grammar_parts) {
        std::string const text = grammar_file(part);
        for (auto d = std::sregex_iterator(text.begin(), text.end(), define); d != std::sregex_iterator(); ++d) {
            std::string const list = (*d)[1];
            for (auto n = std::sregex_iterator(list.begin(), list.end(), name); n != std::sregex_iterator(); ++n)
                r.insert(n->str());
        }
    }
    return r;
}

std::map<std::string, quoted> quoted_in_headers()
{
    std::map<std::string, quoted> r;
    for (char const* file : grammar_parts) {
        std::istringstream in(grammar_file(file));
        std::vector<std::string> comment;
        std::string line;
        std::regex const def(R"(^auto const (\w+)_def\b.*)");
        std::smatch m;
        while (std::getline(in, line)) {
            if (line.rfind("//", 0) == 0) {
                comment.push_back(line.size() > 3 ? line.substr(3) : std::string());
                continue;
            }
            if (std::regex_match(line, m, def) && !comment.empty()) {
                std::size_t end = 2;
                while (end < comment.size() && comment[end].rfind(" ", 0) == 0)
                    ++end;
                std::string const name = comment[1].substr(0, comment[1].find_first_of(" ="));
                r[name] = {comment[0], join(comment, 1, end), join(comment, end, comment.size()), m[1]};
            }
            comment.clear();
        }
    }
    return r;
}

/// The definition text without comments, with single spaces.
std::string normalized(std::string_view definition)
{
    std::string r;
    bool quoted_string = false, comment = false, space = false;
    for (char c : definition) {
        if (c == '\n')
            comment = false;
        if (c == '"')
            quoted_string = !quoted_string;
        if (c == ';' && !quoted_string)
            comment = true;
        if (comment)
            continue;
        if (c == ' ' || c == '\t' || c == '\n') {
            space = true;
            continue;
        }
        if (space && !r.empty())
            r += ' ';
        space = false;
        r += c;
    }
    return r;
}

/// The ABNF files' definitions, by rule name (lower case), with their text.
std::map<std::string, std::string> definitions_in(std::string const& file)
{
    std::map<std::string, std::string> r;
    std::istringstream in(test::read_file(file));
    std::string line, current;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == ';')
            continue;
        if (line[0] != ' ')
            current = test::abnf::lower(line.substr(0, line.find_first_of(" =")));
        r[current] += line + "\n";
    }
    test::expect_rows(file, r.size()); // its rules
    return r;
}

} // namespace

BOOST_AUTO_TEST_CASE(the_table_says_what_the_comments_say)
{
    auto const headers = quoted_in_headers();
    std::set<std::string> names;
    for (g::production const& p : g::productions) {
        std::string const name(p.name);
        BOOST_TEST_CONTEXT(name)
        {
            BOOST_TEST(names.insert(name).second, "listed twice");
            auto const q = headers.find(name);
            BOOST_REQUIRE_MESSAGE(q != headers.end(), "no rule quotes " << name);
            BOOST_TEST(p.source == q->second.source);
            BOOST_TEST(p.abnf == q->second.abnf);
            BOOST_TEST(p.notes == q->second.notes);
            BOOST_TEST(g::find_production(p.name) == &p);
        }
    }
    std::set<std::string> quoted_rules;
    for (auto const& [name, q] : headers) {
        BOOST_TEST(names.count(name) == 1, name << " is not in productions.hpp");
        quoted_rules.insert(q.x3_name);
    }
    // every rule quotes its ABNF right above its definition
    for (std::string const& rule : defined_rules())
        BOOST_TEST(quoted_rules.count(rule) == 1, rule << " has no ABNF comment right above its definition");
    BOOST_TEST(g::find_production("no-such-rule") == nullptr);
}

BOOST_AUTO_TEST_CASE(the_quoted_abnf_is_the_specifications)
{
    auto const rfc3987 = definitions_in("abnf/rfc3987.abnf");
    auto const bis = definitions_in("abnf/rfc3987bis.abnf");
    auto const templates = definitions_in("abnf/rfc6570.abnf");
    for (g::production const& p : g::productions) {
        std::string const name = test::abnf::lower(p.name);
        BOOST_TEST_CONTEXT(p.name)
        {
            // the text reads as ABNF
            test::abnf::grammar one;
            BOOST_CHECK_NO_THROW(one.define(std::string(p.abnf)));
            if (p.name == "IP-literal") // RFC 6874 §2's form of it
                BOOST_TEST(normalized(p.abnf) == "IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture ) \"]\"");
            else if (p.name == "IPv6addrz" || p.name == "ZoneID")
                BOOST_TEST(p.source == "RFC 6874 §2");
            else if (templates.count(name))
                BOOST_TEST(normalized(p.abnf) == normalized(templates.at(name)));
            else if (rfc3987.count(name))
                BOOST_TEST(normalized(p.abnf) == normalized(rfc3987.at(name)));
            else
                BOOST_TEST(normalized(p.abnf) == normalized(bis.at(name)));
        }
    }
}

// grammar::for_each_rule visits the rules in the order of the productions, each once.
BOOST_AUTO_TEST_CASE(every_rule_has_its_production)
{
    std::vector<std::string> rules, productions;
    g::for_each_rule([&](auto const& rule) { rules.push_back(rule.name); });
    for (g::production const& p : g::productions)
        productions.push_back(std::string(p.name));
    BOOST_TEST(rules == productions, boost::test_tools::per_element());
}
