//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "pictures.hpp"
#include "output.hpp"

#include <boost/iri/grammar/productions.hpp>
#include <ostream>

namespace iri_tool {

namespace iris = boost::iris;

namespace {

void write_html_text(std::ostream& out, std::string_view s)
{
    for (char c : s)
        switch (c) {
        case '&': out << "&amp;"; break;
        case '<': out << "&lt;"; break;
        case '>': out << "&gt;"; break;
        case '"': out << "&quot;"; break;
        default: out << c;
        }
}

/// A node's text, shown safely.
std::string shown_text(std::string_view input, iris::derivation::node n)
{
    return printable(input.substr(n.begin(), n.end() - n.begin()));
}

void write_dot_string(std::ostream& out, std::string_view s)
{
    for (char c : s) {
        if (c == '"' || c == '\\')
            out << '\\';
        out << c;
    }
}

void write_dot_node(std::ostream& out, std::string_view input, iris::derivation::node n, bool all_rules,
                    std::size_t& next)
{
    std::size_t const id = next++;
    out << "  n" << id << " [label=\"";
    write_dot_string(out, n.rule());
    out << "\\n[" << n.begin() << ',' << n.end() << ")\\n\\\"";
    write_dot_string(out, shown_text(input, n));
    out << "\\\"\"];\n";
    for_each_shown(n, all_rules, [&](iris::derivation::node inner) {
        out << "  n" << id << " -> n" << next << ";\n";
        write_dot_node(out, input, inner, all_rules, next);
    });
}

} // namespace

void write_dot(std::ostream& out, std::string_view input, iris::derivation const& d, bool all_rules,
               std::size_t number)
{
    out << "digraph \"input " << number << "\" {\n"
        << "  node [shape=box, style=rounded, fontname=\"monospace\"];\n";
    std::size_t next = 0;
    write_dot_node(out, input, d.root(), all_rules, next);
    out << "}\n";
}

// ---- HTML -------------------------------------------------------------------------------

html_page::html_page(std::ostream& out) : out_(out)
{
    out_ << R"(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>iri explain</title>
<style>
body { font-family: sans-serif; margin: 2em; }
section.derivation { display: flex; gap: 3em; align-items: flex-start; border-top: 1px solid #ccc; padding: 1em 0; }
p.input { font-family: monospace; font-size: 1.4em; white-space: pre; }
p.input span.hl { background: #ffe58a; }
ul.tree, ul.tree ul { list-style: none; padding-left: 1.2em; font-family: monospace; }
a.node { text-decoration: none; }
a.node:hover, a.node:focus { text-decoration: underline; }
span.span { color: #777; }
p.error { color: #b00; }
dt { font-family: monospace; font-weight: bold; margin-top: 1em; }
pre.abnf { background: #f4f4f4; padding: 0.5em; }
</style>
</head>
<body>
<h1>Derivations</h1>
<p>Point at a rule to see the bytes it matched; follow it to its ABNF.</p>
)";
}

void html_page::add(std::string_view input, iris::result<iris::derivation> const& d, bool all_rules)
{
    std::size_t const number = ++inputs_;
    out_ << "<section class=\"derivation\" id=\"input-" << number << "\">\n<div>\n<h2>Input " << number
         << "</h2>\n<p class=\"input\">";
    for_each_character(input, [&](std::size_t begin, std::size_t end, std::string_view shown) {
        out_ << "<span data-begin=\"" << begin << "\" data-end=\"" << end << "\">";
        write_html_text(out_, shown);
        out_ << "</span>";
    });
    out_ << "</p>\n";
    if (!d) {
        out_ << "<p class=\"error\">";
        write_html_text(out_, d.error().message());
        out_ << "</p>\n</div>\n</section>\n";
        return;
    }
    out_ << "</div>\n<ul class=\"tree\">\n";
    std::size_t next = 0;
    auto write_node = [&](auto const& self, iris::derivation::node n) -> void {
        rules_.insert(std::string(n.rule()));
        out_ << "<li><a class=\"node\" id=\"n-" << number << '-' << next++ << "\" href=\"#rule-" << n.rule()
             << "\" data-begin=\"" << n.begin() << "\" data-end=\"" << n.end() << "\">" << n.rule()
             << "</a> <span class=\"span\">[" << n.begin() << ',' << n.end() << ") \"";
        write_html_text(out_, shown_text(input, n));
        out_ << "\"</span>";
        bool any = false;
        for_each_shown(n, all_rules, [&](iris::derivation::node inner) {
            if (!any)
                out_ << "<ul>\n";
            any = true;
            self(self, inner);
        });
        if (any)
            out_ << "</ul>";
        out_ << "</li>\n";
    };
    write_node(write_node, d->root());
    out_ << "</ul>\n</section>\n";
}

void html_page::finish()
{
    out_ << "<section id=\"productions\">\n<h2>The productions</h2>\n<dl>\n";
    for (iris::grammar::production const& p : iris::grammar::productions) {
        if (rules_.count(std::string(p.name)) == 0)
            continue;
        out_ << "<dt id=\"rule-" << p.name << "\">" << p.name << "</dt>\n<dd><pre class=\"abnf\">";
        write_html_text(out_, p.abnf);
        out_ << "</pre>\n<p>";
        write_html_text(out_, p.source);
        out_ << "</p>\n";
        if (!p.notes.empty()) {
            out_ << "<p class=\"notes\">";
            write_html_text(out_, p.notes);
            out_ << "</p>\n";
        }
        out_ << "</dd>\n";
    }
    out_ << R"(</dl>
</section>
<script>
(function () {
  // Highlights the characters of the input that a node matched.
  function mark(node, on) {
    var begin = +node.dataset.begin, end = +node.dataset.end;
    node.closest('section').querySelectorAll('p.input span').forEach(function (c) {
      if (+c.dataset.begin >= begin && +c.dataset.end <= end)
        c.classList.toggle('hl', on);
    });
  }
  document.querySelectorAll('a.node').forEach(function (n) {
    n.addEventListener('mouseenter', function () { mark(n, true); });
    n.addEventListener('mouseleave', function () { mark(n, false); });
    n.addEventListener('focus', function () { mark(n, true); });
    n.addEventListener('blur', function () { mark(n, false); });
  });
  // page.html#hover=n-1-4 shows node n-1-4 as if the pointer were on it
  var m = /^#hover=(.+)$/.exec(location.hash);
  var target = m && document.getElementById(m[1]);
  if (target)
    target.dispatchEvent(new MouseEvent('mouseenter'));
  document.body.setAttribute('data-ready', 'yes');
})();
</script>
</body>
</html>
)";
}

} // iri_tool
