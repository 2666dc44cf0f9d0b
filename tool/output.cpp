//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "output.hpp"

#include <boost/locale/utf.hpp>
#include <algorithm>
#include <cstdio>
#include <ostream>

namespace iri_tool {

namespace iris = boost::iris;

namespace {

/// The code point at `p` (advancing `p` past it), or `bad` for a byte that is not the start
/// of well-formed UTF-8 (RFC 3629; advancing one byte).
constexpr char32_t bad = 0xFFFFFFFF;

char32_t next_code_point(char const*& p, char const* end) noexcept
{
    using utf8 = boost::locale::utf::utf_traits<char>;
    char const* q = p;
    auto const c = utf8::decode(q, end);
    if (c == boost::locale::utf::illegal || c == boost::locale::utf::incomplete) {
        ++p;
        return bad;
    }
    p = q;
    return c;
}

bool printable_ascii(unsigned char b) noexcept
{
    return b >= 0x20 && b < 0x7F;
}

} // namespace

bool shows_escaped(char32_t c) noexcept
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF ||
           (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xFDD0 && c <= 0xFDEF) || (c >= 0xFFF0 && c <= 0xFFFF) ||
           (c & 0xFFFE) == 0xFFFE || c >= 0xE0000;
}

std::size_t show_first(std::string_view s, char (&buf)[16], std::string_view& shown) noexcept
{
    char const* p = s.data();
    char32_t const c = next_code_point(p, s.data() + s.size());
    std::size_t const n = static_cast<std::size_t>(p - s.data());
    if (c == bad)
        shown = std::string_view(buf, static_cast<std::size_t>(std::snprintf(
                                          buf, sizeof buf, "<%02X>", static_cast<unsigned char>(s[0]))));
    else if (shows_escaped(c))
        shown = std::string_view(
            buf, static_cast<std::size_t>(std::snprintf(buf, sizeof buf, "<U+%04X>", static_cast<unsigned>(c))));
    else
        shown = s.substr(0, n);
    return n;
}

void write_printable(std::ostream& out, std::string_view s)
{
    std::size_t run = 0; // the bytes since `run` stand for themselves: written at once
    for (std::size_t at = 0; at < s.size();) {
        if (printable_ascii(static_cast<unsigned char>(s[at]))) {
            ++at;
            continue;
        }
        char buf[16];
        std::string_view shown;
        std::size_t const n = show_first(s.substr(at), buf, shown);
        if (shown.data() != buf) { // a character that shows as itself
            at += n;
            continue;
        }
        out.write(s.data() + run, static_cast<std::streamsize>(at - run));
        out << shown;
        run = at += n;
    }
    out.write(s.data() + run, static_cast<std::streamsize>(s.size() - run));
}

std::string printable(std::string_view s)
{
    std::string shown;
    for_each_character(s, [&](std::size_t, std::size_t, std::string_view c) { shown += c; });
    return shown;
}

void write_json_string(std::ostream& out, std::string_view s)
{
    out.put('"');
    std::size_t run = 0;
    for (std::size_t at = 0; at < s.size();) {
        unsigned char const b = static_cast<unsigned char>(s[at]);
        if (printable_ascii(b) && b != '"' && b != '\\') {
            ++at;
            continue;
        }
        char const* q = s.data() + at;
        char32_t const c = next_code_point(q, s.data() + s.size());
        std::size_t const n = static_cast<std::size_t>(q - (s.data() + at));
        if (c != bad && c >= 0x80 && !shows_escaped(c)) {
            at += n;
            continue;
        }
        out.write(s.data() + run, static_cast<std::streamsize>(at - run));
        switch (c) {
        case bad: out << "\\ufffd"; break;
        case '"': out << "\\\""; break;
        case '\\': out << "\\\\"; break;
        case '\n': out << "\\n"; break;
        case '\r': out << "\\r"; break;
        case '\t': out << "\\t"; break;
        default: {
            char buf[16];
            if (c < 0x10000)
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
            else // UTF-16 surrogates, RFC 8259 §7
                std::snprintf(buf, sizeof buf, "\\u%04x\\u%04x", static_cast<unsigned>(0xD7C0 + (c >> 10)),
                              static_cast<unsigned>(0xDC00 + (c & 0x3FF)));
            out << buf;
        }
        }
        run = at += n;
    }
    out.write(s.data() + run, static_cast<std::streamsize>(s.size() - run));
    out.put('"');
}

// ---- json_object ---------------------------------------------------------------------------

json_object::json_object(std::ostream& out) : out_(out)
{
    out_ << '{';
}

std::ostream& json_object::key(char const* name)
{
    // one write: a line of --json output has a dozen keys
    char buf[64];
    std::size_t n = 0;
    if (!first_)
        buf[n++] = ',';
    buf[n++] = '"';
    for (char const* p = name; *p != '\0' && n < sizeof buf - 2; ++p)
        buf[n++] = *p;
    buf[n++] = '"';
    buf[n++] = ':';
    first_ = false;
    out_.write(buf, static_cast<std::streamsize>(n));
    return out_;
}

void json_object::string(char const* name, std::string_view value)
{
    write_json_string(key(name), value);
}

void json_object::optional(char const* name, bool present, std::string_view value)
{
    if (present)
        string(name, value);
    else
        key(name).write("null", 4);
}

void json_object::boolean(char const* name, bool value)
{
    key(name).write(value ? "true" : "false", value ? 4 : 5);
}

void json_object::number(char const* name, std::size_t value)
{
    key(name) << value;
}

void json_object::error(iris::failure const& e, char const* const* operands)
{
    key("error");
    json_object o(out_);
    o.string("code", iris::to_string(static_cast<iris::error>(e.code.value())));
    o.number("offset", e.offset);
    o.optional("rule", !e.rule().empty(), e.rule());
    o.optional("component", e.component != iris::component::none, iris::to_string(e.component));
    o.key("expected") << '[';
    bool first = true;
    for (std::string_view rule : e.expected())
        if (!rule.empty()) {
            out_ << (first ? "" : ",");
            write_json_string(out_, rule);
            first = false;
        }
    out_ << ']';
    o.string("message", e.message());
    if (operands)
        o.string("operand", operands[e.operand]);
    o.close();
}

void json_object::end()
{
    out_ << "}\n";
}

void json_object::close()
{
    out_ << '}';
}

// ---- text -----------------------------------------------------------------------------------

void write_underlined(std::ostream& out, std::string_view input, std::size_t offset, std::size_t length,
                      char const* indent)
{
    std::string shown, marks;
    for_each_character(input, [&](std::size_t at, std::size_t, std::string_view character) {
        shown += character;
        // a column for each code point written
        std::size_t const width = static_cast<std::size_t>(std::count_if(
            character.begin(), character.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
        bool const marked = at >= offset && at < offset + std::max<std::size_t>(length, 1);
        marks.append(width, marked ? '^' : ' ');
    });
    if (offset >= input.size())
        marks += '^';
    while (!marks.empty() && marks.back() == ' ')
        marks.pop_back();
    out << indent << shown << '\n' << indent << marks << '\n';
}

void write_text_error(std::ostream& out, std::string_view input, iris::failure const& e,
                      char const* operand, bool underline)
{
    out << "error" << (operand ? " in " : "") << (operand ? operand : "") << ": ";
    write_printable(out, e.message());
    out << '\n';
    if (underline)
        write_underlined(out, input, e.offset, 1, "  ");
}

} // iri_tool
