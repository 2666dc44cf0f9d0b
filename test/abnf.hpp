//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEST_ABNF_HPP
#define BOOST_IRI_TEST_ABNF_HPP

// A reader of ABNF (RFC 5234 §4), independent of the library's X3 rules, for the tests that
// hold the library's derivations against the ABNF text of the specifications
// (test/data/abnf/). It can
//   - tell whether a rule's definition produces a sequence of tokens, each token a byte or
//     a rule that matched (a node of a derivation, standing for the bytes it matched);
//   - generate random strings of a rule's language.
// Supported: alternation, concatenation, repetition (n*m, n, *), groups, options, quoted
// strings (case-insensitive, RFC 5234 §2.3), %x values, ranges and concatenations, and
// prose values (<...>), which match nothing.

#include <boost/iri/detail/utf8.hpp>
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace test {
namespace abnf {

struct element
{
    enum kind_type { alternation, concatenation, repetition, rule, literal, range, prose };
    kind_type kind = concatenation;
    std::vector<element> items;      // alternation, concatenation; repetition: one item
    unsigned min = 1, max = 1;       // repetition; max == unbounded for "*"
    std::string text;                // rule (lower case), literal
    char32_t lo = 0, hi = 0;         // range (a single value when lo == hi)
};

constexpr unsigned unbounded = 0xFFFFFFFF;

inline std::string lower(std::string_view s)
{
    std::string r(s);
    for (char& c : r)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return r;
}

/// One piece of what a derivation node matched: a byte between its children, or a child.
struct token
{
    bool is_rule;
    unsigned char byte;   // when !is_rule
    std::string rule;     // when is_rule, lower case
};

class grammar
{
public:
    /// Reads every rule of an ABNF text.
    void read(std::string_view text)
    {
        // One logical line per rule: continuation lines start with white space (§4).
        std::string rule_text;
        auto flush = [&] {
            if (rule_text.find_first_not_of(" \t\n") != std::string::npos)
                define(rule_text);
            rule_text.clear();
        };
        std::size_t at = 0;
        while (at <= text.size()) {
            std::size_t const nl = std::min(text.find('\n', at), text.size());
            std::string line = strip_comment(text.substr(at, nl - at));
            at = nl + 1;
            if (!line.empty() && line[0] != ' ' && line[0] != '\t')
                flush();
            rule_text += line + "\n";
        }
        flush();
    }

    /// Defines (or redefines) one rule: "name = elements", on one line or several.
    void define(std::string_view text)
    {
        std::string rule_text;
        for (std::size_t at = 0; at <= text.size();) {
            std::size_t const nl = std::min(text.find('\n', at), text.size());
            rule_text += strip_comment(text.substr(at, nl - at)) + " ";
            at = nl + 1;
        }
        std::size_t const eq = rule_text.find('=');
        if (eq == std::string_view::npos)
            throw std::runtime_error("ABNF: no '=' in " + std::string(rule_text));
        std::string name = lower(trim(rule_text.substr(0, eq)));
        std::string const body = rule_text.substr(eq + 1);
        cursor c{body, 0};
        element e = read_alternation(c);
        c.skip_space();
        if (c.at != c.text.size())
            throw std::runtime_error("ABNF: cannot read " + std::string(c.text.substr(c.at)));
        rules_[name] = std::move(e);
    }

    bool has(std::string_view name) const { return rules_.count(lower(name)) != 0; }

    element const& definition(std::string_view name) const
    {
        auto i = rules_.find(lower(name));
        if (i == rules_.end())
            throw std::runtime_error("ABNF: no rule " + std::string(name));
        return i->second;
    }

    std::vector<std::string> names() const
    {
        std::vector<std::string> r;
        for (auto const& [name, e] : rules_)
            r.push_back(name);
        return r;
    }

    /// True when the definition of `rule` produces exactly `tokens`.
    bool produces(std::string_view rule, std::vector<token> const& tokens) const
    {
        positions start(tokens.size() + 1, 0);
        start[0] = 1;
        return match(definition(rule), tokens, start)[tokens.size()] != 0;
    }

    /// A random string of the language of `rule`; repetitions take up to `extra` more than
    /// their minimum.
    std::string generate(std::string_view rule, std::mt19937& rng, unsigned extra = 3) const
    {
        std::string out;
        generate(definition(rule), rng, extra, out);
        return out;
    }

private:
    std::map<std::string, element> rules_;

    using positions = std::vector<char>;

    static std::string_view trim(std::string_view s)
    {
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
            s.remove_prefix(1);
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
            s.remove_suffix(1);
        return s;
    }

    static std::string strip_comment(std::string_view line)
    {
        bool quoted = false;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (line[i] == '"')
                quoted = !quoted;
            else if (line[i] == ';' && !quoted)
                return std::string(line.substr(0, i));
        }
        return std::string(line);
    }

    struct cursor
    {
        std::string_view text;
        std::size_t at;
        void skip_space()
        {
            while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at])))
                ++at;
        }
        bool done() const { return at >= text.size(); }
        char peek() const { return done() ? '\0' : text[at]; }
    };

    static element read_alternation(cursor& c)
    {
        element alt;
        alt.kind = element::alternation;
        alt.items.push_back(read_concatenation(c));
        for (c.skip_space(); c.peek() == '/'; c.skip_space()) {
            ++c.at;
            alt.items.push_back(read_concatenation(c));
        }
        return alt.items.size() == 1 ? alt.items.front() : alt;
    }

    static element read_concatenation(cursor& c)
    {
        element cat;
        cat.kind = element::concatenation;
        for (c.skip_space(); !c.done() && c.peek() != '/' && c.peek() != ')' && c.peek() != ']';
             c.skip_space())
            cat.items.push_back(read_repetition(c));
        if (cat.items.empty())
            throw std::runtime_error("ABNF: empty concatenation");
        return cat.items.size() == 1 ? cat.items.front() : cat;
    }

    static unsigned read_number(cursor& c, unsigned none)
    {
        if (!std::isdigit(static_cast<unsigned char>(c.peek())))
            return none;
        unsigned n = 0;
        while (std::isdigit(static_cast<unsigned char>(c.peek())))
            n = n * 10 + static_cast<unsigned>(c.text[c.at++] - '0');
        return n;
    }

    static element read_repetition(cursor& c)
    {
        // repeat = 1*DIGIT / (*DIGIT "*" *DIGIT)
        bool repeated = false;
        unsigned min = 1, max = 1;
        unsigned const n = read_number(c, unbounded);
        if (c.peek() == '*') {
            ++c.at;
            repeated = true;
            min = n == unbounded ? 0 : n;
            max = read_number(c, unbounded);
        }
        else if (n != unbounded) {
            repeated = true;
            min = max = n;
        }
        element e = read_element(c);
        if (!repeated)
            return e;
        element rep;
        rep.kind = element::repetition;
        rep.min = min;
        rep.max = max;
        rep.items.push_back(std::move(e));
        return rep;
    }

    static char32_t read_hex(cursor& c)
    {
        std::size_t const start = c.at;
        char32_t v = 0;
        while (std::isxdigit(static_cast<unsigned char>(c.peek()))) {
            char const h = c.text[c.at++];
            v = v * 16 + static_cast<char32_t>(std::isdigit(static_cast<unsigned char>(h))
                                                   ? h - '0'
                                                   : std::tolower(h) - 'a' + 10);
        }
        if (c.at == start)
            throw std::runtime_error("ABNF: hex digits expected");
        return v;
    }

    static element read_element(cursor& c)
    {
        char const k = c.peek();
        element e;
        if (k == '(' || k == '[') {
            ++c.at;
            element inner = read_alternation(c);
            c.skip_space();
            if (c.peek() != (k == '(' ? ')' : ']'))
                throw std::runtime_error("ABNF: unclosed group");
            ++c.at;
            if (k == '(')
                return inner;
            e.kind = element::repetition;
            e.min = 0;
            e.max = 1;
            e.items.push_back(std::move(inner));
            return e;
        }
        if (k == '"') {
            std::size_t const end = c.text.find('"', c.at + 1);
            e.kind = element::literal;
            e.text = std::string(c.text.substr(c.at + 1, end - c.at - 1));
            c.at = end + 1;
            return e;
        }
        if (k == '<') {
            std::size_t const end = c.text.find('>', c.at);
            e.kind = element::prose;
            e.text = std::string(c.text.substr(c.at + 1, end - c.at - 1));
            c.at = end + 1;
            return e;
        }
        if (k == '%') {
            ++c.at;
            if (std::tolower(c.peek()) != 'x')
                throw std::runtime_error("ABNF: only %x values are supported");
            ++c.at;
            char32_t const first = read_hex(c);
            if (c.peek() == '-') {
                ++c.at;
                e.kind = element::range;
                e.lo = first;
                e.hi = read_hex(c);
                return e;
            }
            element single;
            single.kind = element::range;
            single.lo = single.hi = first;
            if (c.peek() != '.')
                return single;
            e.kind = element::concatenation;
            e.items.push_back(single);
            while (c.peek() == '.') {
                ++c.at;
                single.lo = single.hi = read_hex(c);
                e.items.push_back(single);
            }
            return e;
        }
        if (std::isalpha(static_cast<unsigned char>(k))) {
            std::size_t const start = c.at;
            while (std::isalnum(static_cast<unsigned char>(c.peek())) || c.peek() == '-')
                ++c.at;
            e.kind = element::rule;
            e.text = lower(c.text.substr(start, c.at - start));
            return e;
        }
        throw std::runtime_error("ABNF: unexpected " + std::string(c.text.substr(c.at)));
    }

    // Decodes one UTF-8 code point from the byte tokens at `p` (0 bytes taken: none there).
    static char32_t decode(std::vector<token> const& t, std::size_t p, std::size_t& taken)
    {
        taken = 0;
        if (p >= t.size() || t[p].is_rule)
            return 0;
        unsigned char const b0 = t[p].byte;
        std::size_t const n = b0 < 0x80 ? 1 : b0 < 0xE0 ? 2 : b0 < 0xF0 ? 3 : 4;
        char32_t c = n == 1 ? b0 : n == 2 ? b0 & 0x1F : n == 3 ? b0 & 0x0F : b0 & 0x07;
        for (std::size_t k = 1; k < n; ++k) {
            if (p + k >= t.size() || t[p + k].is_rule)
                return 0;
            c = (c << 6) | (t[p + k].byte & 0x3F);
        }
        taken = n;
        return c;
    }

    positions match(element const& e, std::vector<token> const& t, positions const& from) const
    {
        std::size_t const n = t.size();
        positions to(n + 1, 0);
        switch (e.kind) {
        case element::alternation:
            for (element const& a : e.items) {
                positions const r = match(a, t, from);
                for (std::size_t p = 0; p <= n; ++p)
                    to[p] |= r[p];
            }
            return to;
        case element::concatenation: {
            positions at = from;
            for (element const& a : e.items)
                at = match(a, t, at);
            return at;
        }
        case element::repetition: {
            positions seen = from, at = from;
            if (e.min == 0)
                to = from;
            for (unsigned k = 1; k <= e.max; ++k) {
                at = match(e.items.front(), t, at);
                bool any_new = false, any = false;
                for (std::size_t p = 0; p <= n; ++p) {
                    any = any || at[p];
                    if (at[p] && !seen[p])
                        any_new = true;
                    seen[p] |= at[p];
                    if (k >= e.min)
                        to[p] |= at[p];
                }
                // past the minimum, stop when no new position can be reached
                if (!any || (k >= e.min && !any_new))
                    break;
            }
            return to;
        }
        case element::rule:
            for (std::size_t p = 0; p < n; ++p)
                if (from[p] && t[p].is_rule && t[p].rule == e.text)
                    to[p + 1] = 1;
            return to;
        case element::literal:
            for (std::size_t p = 0; p + e.text.size() <= n; ++p) {
                if (!from[p])
                    continue;
                bool ok = true;
                for (std::size_t k = 0; k < e.text.size() && ok; ++k)
                    ok = !t[p + k].is_rule &&
                         std::tolower(t[p + k].byte) ==
                             std::tolower(static_cast<unsigned char>(e.text[k]));
                if (ok)
                    to[p + e.text.size()] = 1;
            }
            return to;
        case element::range:
            for (std::size_t p = 0; p < n; ++p) {
                std::size_t taken;
                if (!from[p])
                    continue;
                char32_t const c = decode(t, p, taken);
                if (taken != 0 && c >= e.lo && c <= e.hi)
                    to[p + taken] = 1;
            }
            return to;
        case element::prose:
            return to;
        }
        return to;
    }

    void generate(element const& e, std::mt19937& rng, unsigned extra, std::string& out) const
    {
        switch (e.kind) {
        case element::alternation: {
            std::uniform_int_distribution<std::size_t> pick(0, e.items.size() - 1);
            generate(e.items[pick(rng)], rng, extra, out);
            return;
        }
        case element::concatenation:
            for (element const& a : e.items)
                generate(a, rng, extra, out);
            return;
        case element::repetition: {
            unsigned const most = e.max == unbounded ? e.min + extra : std::min(e.max, e.min + extra);
            unsigned const count = std::uniform_int_distribution<unsigned>(e.min, most)(rng);
            for (unsigned k = 0; k < count; ++k)
                generate(e.items.front(), rng, extra, out);
            return;
        }
        case element::rule:
            generate(definition(e.text), rng, extra, out);
            return;
        case element::literal:
            for (char c : e.text) // quoted strings are case-insensitive
                out += rng() % 2 ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
            return;
        case element::range:
            boost::iris::detail::append_utf8(out, static_cast<char32_t>(std::uniform_int_distribution<std::uint32_t>(e.lo, e.hi)(rng)));
            return;
        case element::prose:
            return;
        }
    }
};

} // abnf
} // test

#endif
