//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_DOC_GENERATE_RAILROAD_HPP
#define BOOST_IRI_DOC_GENERATE_RAILROAD_HPP

// Railroad diagrams of ABNF definitions, as SVG. The input is the element tree that the
// test's ABNF reader (test/abnf.hpp) makes of a rule's text, so a diagram shows exactly the
// ABNF the rule quotes:
//   - a quoted string or a %x value is a round box, a rule a square box linked to its entry;
//   - concatenation runs left to right; alternatives stack, the first on the line;
//   - [ x ] and *x pass under a bypass; 1*x loops back under x; other counts label the loop.
// Layout: every piece knows its width and how far it reaches above (`up`) and below
// (`down`) the line it is drawn on.

#include "../../test/abnf.hpp"
#include <algorithm>
#include <cstdio>
#include <sstream>
#include <string>

namespace railroad {

using test::abnf::element;

constexpr double char_width = 8.0;   // of the 13px monospace font
constexpr double box_height = 22.0;
constexpr double gap = 10.0;         // between pieces of a sequence
constexpr double arc = 8.0;          // radius of the turns
constexpr double row_gap = 8.0;      // between stacked alternatives

struct piece
{
    double width = 0, up = 0, down = 0;
    std::string svg; // drawn with the line entering at (0, 0), leaving at (width, 0)
};

inline std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

inline std::string escaped(std::string_view s)
{
    std::string r;
    for (char c : s)
        r += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '"' ? "&quot;" : std::string(1, c);
    return r;
}

inline std::string translate(double x, double y, std::string const& svg)
{
    return "<g transform=\"translate(" + number(x) + " " + number(y) + ")\">" + svg + "</g>";
}

inline std::string line(double x1, double y1, double x2, double y2)
{
    return "<path d=\"M" + number(x1) + " " + number(y1) + " L" + number(x2) + " " + number(y2) + "\"/>";
}

/// A path that leaves (x1, y1) level, turns, and arrives level at (x2, y2).
inline std::string turn(double x1, double y1, double x2, double y2)
{
    double const dx = x2 - x1, dy = y2 - y1;
    double const r = std::min({arc, std::abs(dy) / 2, std::abs(dx) / 2});
    double const sy = dy > 0 ? 1 : -1, sx = dx > 0 ? 1 : -1;
    std::ostringstream p;
    p << "<path d=\"M" << number(x1) << " " << number(y1) << " q" << number(sx * r) << " 0 "
      << number(sx * r) << " " << number(sy * r) << " L" << number(x1 + sx * r) << " "
      << number(y2 - sy * r) << " q0 " << number(sy * r) << " " << number(sx * r) << " "
      << number(sy * r) << " L" << number(x2) << " " << number(y2) << "\"/>";
    return p.str();
}

inline piece box(std::string const& text, bool rule)
{
    piece p;
    p.width = static_cast<double>(text.size()) * char_width + 20;
    p.up = p.down = box_height / 2;
    std::string const shape =
        "<rect x=\"0\" y=\"" + number(-box_height / 2) + "\" width=\"" + number(p.width) + "\" height=\"" +
        number(box_height) + "\" rx=\"" + (rule ? "0" : "10") + "\" class=\"" + (rule ? "rule" : "terminal") +
        "\"/><text x=\"" + number(p.width / 2) + "\" y=\"4\">" + escaped(text) + "</text>";
    p.svg = rule ? "<a href=\"#rule-" + escaped(text) + "\">" + shape + "</a>" : shape;
    return p;
}

inline piece sequence(std::vector<piece> const& items)
{
    piece p;
    double x = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            p.svg += line(x, 0, x + gap, 0);
            x += gap;
        }
        p.svg += translate(x, 0, items[i].svg);
        x += items[i].width;
        p.up = std::max(p.up, items[i].up);
        p.down = std::max(p.down, items[i].down);
    }
    p.width = x;
    return p;
}

/// Alternatives: the first on the line, the others stacked below it.
inline piece choice(std::vector<piece> const& items)
{
    piece p;
    double inner = 0;
    for (piece const& i : items)
        inner = std::max(inner, i.width);
    p.width = inner + 4 * arc;
    p.up = items.front().up;
    double y = 0;
    for (std::size_t k = 0; k < items.size(); ++k) {
        piece const& i = items[k];
        if (k > 0)
            y += items[k - 1].down + row_gap + i.up;
        double const x = 2 * arc;
        if (k == 0)
            p.svg += line(0, 0, x, 0);
        else
            p.svg += turn(0, 0, x, y);
        p.svg += translate(x, y, i.svg);
        p.svg += line(x + i.width, y, x + inner, y);
        if (k == 0)
            p.svg += line(x + inner, 0, p.width, 0);
        else
            p.svg += turn(x + inner, y, p.width, 0);
    }
    p.down = y + items.back().down;
    return p;
}

/// x, passed by on the line above it ([ x ], or *x around a loop).
inline piece bypassed(piece const& item)
{
    piece skip;
    skip.up = skip.down = 0;
    piece p = choice({skip, item});
    return p;
}

/// x, with a way back under it; `label` says how often (empty: once or more).
inline piece loop(piece const& item, std::string const& label)
{
    piece p;
    p.width = item.width + 2 * arc;
    p.up = item.up;
    double const back = item.down + row_gap + arc;
    p.down = back + (label.empty() ? 0 : 14);
    p.svg += line(0, 0, arc, 0) + translate(arc, 0, item.svg) + line(arc + item.width, 0, p.width, 0);
    // from the right end down, back left, and up into the start
    p.svg += "<path d=\"M" + number(p.width - arc) + " 0 q" + number(arc) + " 0 " + number(arc) + " " +
             number(arc) + " L" + number(p.width) + " " + number(back - arc) + " q0 " + number(arc) + " " +
             number(-arc) + " " + number(arc) + " L" + number(arc) + " " + number(back) + " q" +
             number(-arc) + " 0 " + number(-arc) + " " + number(-arc) + " L0 " + number(arc) + " q0 " +
             number(-arc) + " " + number(arc) + " " + number(-arc) + "\"/>";
    if (!label.empty())
        p.svg += "<text x=\"" + number(p.width / 2) + "\" y=\"" + number(back + 14) + "\" class=\"label\">" +
                 escaped(label) + "</text>";
    return p;
}

inline std::string hex(char32_t c)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%X", static_cast<unsigned>(c));
    return buf;
}

inline piece draw(element const& e)
{
    switch (e.kind) {
    case element::rule:
        return box(e.text, true);
    case element::literal:
        return box("\"" + e.text + "\"", false);
    case element::range:
        return box(e.lo == e.hi ? "%x" + hex(e.lo) : "%x" + hex(e.lo) + "-" + hex(e.hi), false);
    case element::prose:
        return box("<" + e.text + ">", false);
    case element::concatenation: {
        std::vector<piece> items;
        for (element const& i : e.items)
            items.push_back(draw(i));
        return sequence(items);
    }
    case element::alternation: {
        std::vector<piece> items;
        for (element const& i : e.items)
            items.push_back(draw(i));
        return choice(items);
    }
    case element::repetition: {
        element const& inner = e.items.front();
        if (e.max == 0) { // 0<...>: nothing
            piece nothing;
            return nothing;
        }
        piece const item = draw(inner);
        if (e.min == 0 && e.max == 1)
            return bypassed(item);
        std::string label;
        if (e.min == e.max)
            label = std::to_string(e.min) + " times";
        else if (e.max != test::abnf::unbounded)
            label = std::to_string(std::max(1u, e.min)) + " to " + std::to_string(e.max) + " times";
        else if (e.min > 1)
            label = std::to_string(e.min) + " or more times";
        piece const looped = (e.min == e.max && e.min == 1) ? item : loop(item, label);
        return e.min == 0 ? bypassed(looped) : looped;
    }
    }
    return {};
}

/// The whole diagram of a rule: its name, a start mark, the definition, an end mark.
inline std::string svg(std::string const& name, element const& definition)
{
    piece const body = draw(definition);
    double const margin = 10, lead = 20;
    double const width = body.width + 2 * lead + 2 * margin;
    double const top = margin + 18 + body.up, height = top + body.down + margin;
    std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) + "\" height=\"" +
                    number(height) + "\" viewBox=\"0 0 " + number(width) + " " + number(height) +
                    "\" class=\"railroad\">\n<title>" + escaped(name) + "</title>\n"
                    "<style>path{fill:none;stroke:#333;stroke-width:1.5}rect{stroke:#333;stroke-width:1.5}"
                    "rect.terminal{fill:#fff6d6}rect.rule{fill:#dcecff}text{font:13px monospace;"
                    "text-anchor:middle}text.name{text-anchor:start;font-weight:bold}text.label{font-size:11px}"
                    "</style>\n<text x=\"" + number(margin) + "\" y=\"" + number(margin + 12) +
                    "\" class=\"name\">" + escaped(name) + "</text>\n";
    double const y = top, x0 = margin;
    s += line(x0, y - 6, x0, y + 6) + line(x0, y, x0 + lead, y);
    s += translate(x0 + lead, y, body.svg);
    s += line(x0 + lead + body.width, y, x0 + 2 * lead + body.width, y) +
         line(x0 + 2 * lead + body.width, y - 6, x0 + 2 * lead + body.width, y + 6);
    return s + "\n</svg>\n";
}

} // railroad

#endif
