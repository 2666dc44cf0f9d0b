//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// rules_chapter EXAMPLES OUTDIR: writes "The ABNF, rule by rule" (OUTDIR/rules.adoc) and a
// railroad diagram of every production (OUTDIR/railroad/NAME.svg), from
//   - <boost/iri/grammar/productions.hpp>: each rule's ABNF as its definition quotes it;
//   - the X3 rules themselves: the C++ name, the attribute, what they accept and reject,
//     the derivation of an example (grammar::derive);
//   - EXAMPLES (doc/rules/examples.txt): for each rule, inputs it accepts and rejects and the
//     one to derive.
// Every example runs: the program fails when an input it should accept is rejected or the
// reverse, when a production has no entry, or when an entry names no rule.

#include "railroad.hpp"
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/productions.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

namespace g = boost::iris::grammar;
namespace iris = boost::iris;

namespace {

template <class T>
char const* attribute_name()
{
    if constexpr (std::is_same<T, boost::spirit::x3::unused_type>::value)
        return "none";
    else if constexpr (std::is_same<T, char>::value)
        return "char";
    else if constexpr (std::is_same<T, std::string_view>::value)
        return "std::string_view (the matched text)";
    else if constexpr (std::is_same<T, iris::grammar::iri_components>::value)
        return "grammar::iri_components (fills the components it derives)";
    else
        static_assert(sizeof(T) == 0, "name this attribute type");
}

/// What the chapter says of an X3 rule, by its ABNF name.
struct x3_rule
{
    std::string cpp_name;
    std::string attribute;
    std::function<iris::result<iris::derivation>(std::string_view)> derive;
};

/// The examples of the profiles' own rules are read in the profile that has them.
iris::parse_options options_for(std::string_view rule)
{
    iris::parse_options o;
    if (rule == "pct-form" || rule == "path-sep")
        o.profile = iris::profile::rfc3987bis;
    else if (rule == "leiri-ucschar")
        o.profile = iris::profile::leiri;
    else if (rule == "IPv6addrz" || rule == "ZoneID")
        o.zone_id = true;
    return o;
}

/// The C++ name of a rule: its ABNF name with "-" written "_".
std::string cpp_name(std::string_view abnf_name)
{
    std::string r = "grammar::" + std::string(abnf_name);
    std::replace(r.begin(), r.end(), '-', '_');
    return r;
}

std::map<std::string_view, x3_rule> const x3_rules = [] {
    std::map<std::string_view, x3_rule> r;
    g::for_each_rule([&](auto const& rule) {
        using attribute = typename std::decay_t<decltype(rule)>::attribute_type;
        r[rule.name] = {cpp_name(rule.name), attribute_name<attribute>(),
                        [rule](std::string_view s) { return g::derive(rule, s, options_for(rule.name)); }};
    });
    return r;
}();

/// One entry of the examples file.
struct examples
{
    std::vector<std::string> accepts, rejects;
    std::optional<std::string> derive;
};

/// An example as written in the file: "(empty)" is the empty string, \xHH a byte.
std::string unescaped(std::string_view s)
{
    if (s == "(empty)")
        return {};
    std::string r;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] == '\\' && i + 3 < s.size() && s[i + 1] == 'x') {
            r += static_cast<char>(std::stoi(std::string(s.substr(i + 2, 2)), nullptr, 16));
            i += 3;
        }
        else
            r += s[i];
    return r;
}

std::map<std::string, examples> read_examples(std::string const& file, std::ostream& problems)
{
    std::map<std::string, examples> r;
    std::ifstream in(file);
    if (!in)
        problems << "cannot read " << file << '\n';
    std::string line, rule;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        if (line.front() == '[' && line.back() == ']') {
            rule = line.substr(1, line.size() - 2);
            if (r.count(rule))
                problems << "the examples of " << rule << " come twice\n";
            r[rule];
            continue;
        }
        std::size_t const colon = line.find(": ");
        std::string const key = line.substr(0, colon), value = colon == std::string::npos ? "" : unescaped(line.substr(colon + 2));
        if (rule.empty() || colon == std::string::npos)
            problems << "cannot read the line \"" << line << "\"\n";
        else if (key == "accepts")
            r[rule].accepts.push_back(value);
        else if (key == "rejects")
            r[rule].rejects.push_back(value);
        else if (key == "derive")
            r[rule].derive = value;
        else
            problems << "unknown key " << key << " in " << rule << '\n';
    }
    return r;
}

/// An example as text: control bytes as <HH>, and every byte from 0x80 too when the example
/// is not well-formed UTF-8 (the page is UTF-8).
std::string shown(std::string_view s)
{
    if (s.empty())
        return "(empty)";
    bool const utf8 = boost::iris::detail::find_invalid_utf8(s).sequence == s.size();
    std::string r;
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7F || (c >= 0x80 && !utf8)) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "<%02X>", c);
            r += buf;
        }
        else
            r += static_cast<char>(c);
    return r;
}

/// An example as AsciiDoc inline text (passed through literally).
std::string literal(std::string_view s)
{
    return "`+" + shown(s) + "+`";
}

/// A link to the playground (playground/index.html) with `s` derived from `rule` in the
/// profile that has it, as AsciiDoc; empty for an example that a text field cannot hold (not
/// UTF-8, or with a control character).
std::string playground_link(std::string_view rule, std::string_view s, std::string_view text)
{
    if (boost::iris::detail::find_invalid_utf8(s).sequence != s.size() ||
        std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; }))
        return {};
    auto const encoded = [](std::string_view v) { // the page reads its address as URLSearchParams
        std::string r;
        for (unsigned char c : v) {
            if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~')
                r += static_cast<char>(c);
            else {
                char buf[4];
                std::snprintf(buf, sizeof buf, "%%%02X", c);
                r += buf;
            }
        }
        return r;
    };
    iris::parse_options const o = options_for(rule);
    std::string link = "link:playground/index.html#iri=" + encoded(s) + "&start=" + encoded(rule);
    if (o.profile != iris::profile::rfc3987)
        link += "&profile=" + std::string(iris::to_string(o.profile));
    if (o.zone_id)
        link += "&zone-id=1";
    return link + "[" + std::string(text) + "]";
}

void write_tree(std::ostream& out, std::string_view input, iris::derivation::node n, int depth)
{
    out << std::string(static_cast<std::size_t>(depth) * 2, ' ') << n.rule() << " [" << n.begin() << ','
        << n.end() << ") \"" << shown(input.substr(n.begin(), n.end() - n.begin())) << "\"\n";
    for (iris::derivation::node inner : n.inner())
        write_tree(out, input, inner, depth + 1);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::cerr << "usage: rules_chapter EXAMPLES OUTDIR\n";
        return 2;
    }
    std::ostringstream problems;
    auto const all_examples = read_examples(argv[1], problems);
    std::filesystem::path const out_dir = argv[2];
    std::filesystem::create_directories(out_dir / "railroad");

    std::ofstream doc(out_dir / "rules.adoc");
    doc << "= The ABNF, rule by rule\n:toc: left\n:toclevels: 1\n\n"
           "Every production of RFC 3987 §2.2, the RFC 3986 and RFC 5234 rules it takes, and the additions of\n"
           "3987bis (pct-form, path-sep, leiri-ucschar) and RFC 6874 (IPv6addrz, ZoneID): the ABNF as the\n"
           "rule quotes it above its definition, its railroad diagram (drawn from that text), the X3 rule\n"
           "and its attribute, inputs it accepts and rejects (with the library's error), the derivation\n"
           "of one input, and how the PEG reads the ABNF where that differs. Generated by\n"
           "`doc/generate/rules_chapter.cpp`, which runs every example; see `abnf.adoc` for the whole.\n\n"
           "In a railroad diagram a round box is a quoted string or a `%x` value, a square box a rule\n"
           "(follow it to its entry); alternatives stack, the first on the line; a loop below a box\n"
           "repeats it.\n";

    for (g::production const& p : g::productions) {
        std::string const name(p.name);
        auto const x3 = x3_rules.find(p.name);
        auto const ex = all_examples.find(name);
        if (x3 == x3_rules.end()) {
            problems << name << ": no X3 rule of that name\n";
            continue;
        }
        if (ex == all_examples.end()) {
            problems << name << ": no entry in " << argv[1] << '\n';
            continue;
        }
        test::abnf::grammar abnf;
        abnf.define(std::string(p.abnf));
        std::ofstream(out_dir / "railroad" / (name + ".svg")) << railroad::svg(name, abnf.definition(name));

        doc << "\n[[rule-" << name << "]]\n== " << name << "\n\n" << p.source << "\n\n[source,abnf]\n----\n"
            << p.abnf << "\n----\n\nimage::railroad/" << name << ".svg[" << name << "]\n\n"
            << "X3 rule:: `boost::iris::" << x3->second.cpp_name << "`, attribute: " << x3->second.attribute << '\n';

        examples const& e = ex->second;
        if (e.accepts.empty() || e.rejects.empty() || !e.derive)
            problems << name << ": needs inputs it accepts, inputs it rejects and one to derive\n";
        doc << "Accepts::";
        for (std::string const& s : e.accepts) {
            if (!x3->second.derive(s))
                problems << name << ": does not accept \"" << shown(s) << "\"\n";
            doc << ' ' << literal(s);
        }
        doc << "\nRejects::\n";
        for (std::string const& s : e.rejects) {
            auto const r = x3->second.derive(s);
            if (r)
                problems << name << ": accepts \"" << shown(s) << "\"\n";
            else
                doc << "* " << literal(s) << ": " << r.error().message() << '\n';
        }
        std::string const example = e.derive.value_or("");
        auto const d = x3->second.derive(example);
        if (!d)
            problems << name << ": cannot derive \"" << shown(example) << "\"\n";
        else {
            doc << "\nThe derivation of " << literal(example) << " (every rule, as `iri explain --all` shows it):\n\n"
                << "[source]\n----\n";
            write_tree(doc, example, d->root(), 0);
            doc << "----\n";
        }
        // the examples, live: the derivation and each input the rule rejects
        std::string tries = playground_link(name, example, "this derivation");
        for (std::string const& s : e.rejects)
            if (std::string const link = playground_link(name, s, "+" + shown(s) + "+"); !link.empty())
                tries += (tries.empty() ? "" : ", ") + link;
        if (!tries.empty())
            doc << "\nIn the playground:: " << tries << '\n';
        if (!p.notes.empty())
            doc << "\nHow the X3 rule reads it:\n\n[quote]\n____\n" << p.notes << "\n____\n";
    }
    for (auto const& [rule, e] : all_examples)
        if (!g::find_production(rule))
            problems << rule << ": an entry for no rule\n";

    if (!problems.str().empty()) {
        std::cerr << problems.str();
        return 1;
    }
    return 0;
}
