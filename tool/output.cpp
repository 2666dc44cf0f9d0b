//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "output.hpp"

#include <boost/locale/utf.hpp>
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
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

/// Whether the eight bytes at `p` all stand for themselves in a JSON string: printable ASCII
/// but '"' and '\\'. Eight at a time in one word: a byte below 0x20, from 0x80, or equal to
/// '"', '\\' or DEL sets the high bit of one of the tests (exact for "any", which is all it is
/// asked).
bool plain_in_json(char const* p) noexcept
{
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    std::uint64_t x;
    std::memcpy(&x, p, 8);
    auto const has_zero = [&](std::uint64_t v) { return (v - ones) & ~v & highs; };
    std::uint64_t const below_space = (x - 0x20 * ones) & ~x;
    std::uint64_t const stops = below_space | x | has_zero(x ^ ('"' * ones)) | has_zero(x ^ ('\\' * ones)) |
                                has_zero(x ^ (0x7F * ones));
    return (stops & highs) == 0;
}

/// The length of the UTF-8 sequence at `s[at]` where it is one of the common characters that
/// stand for themselves in text and in JSON (U+00C0-07FF but U+0600-063F, which holds U+061C;
/// U+1000-1FFF; U+3000-CFFF: well-formed by their lead octet and continuations, and none of
/// `shows_escaped`), else 0, for `next_code_point` to decide.
std::size_t common_character(std::string_view s, std::size_t at) noexcept
{
    auto const continues = [&](std::size_t k) {
        return at + k < s.size() && (static_cast<unsigned char>(s[at + k]) & 0xC0) == 0x80;
    };
    unsigned const lead = static_cast<unsigned char>(s[at]);
    if (lead >= 0xC3 && lead <= 0xDF && lead != 0xD8 && continues(1))
        return 2;
    if ((lead == 0xE1 || (lead >= 0xE3 && lead <= 0xEC)) && continues(1) && continues(2))
        return 3;
    return 0;
}

// Unformatted writes straight to the stream's buffer: a line of JSON is some forty small
// writes, and std::ostream::write and put build a sentry for each (a third of the time of
// `iri parse --json` went there).
void put(std::ostream& out, std::string_view s)
{
    out.rdbuf()->sputn(s.data(), static_cast<std::streamsize>(s.size()));
}

void put(std::ostream& out, char c)
{
    out.rdbuf()->sputc(c);
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
    put(out, '"');
    std::size_t run = 0; // the bytes since `run` stand for themselves: written at once
    for (std::size_t at = 0; at < s.size();) {
        if (s.size() - at >= 8 && plain_in_json(s.data() + at)) {
            at += 8;
            continue;
        }
        unsigned char const b = static_cast<unsigned char>(s[at]);
        if (printable_ascii(b) && b != '"' && b != '\\') {
            ++at;
            continue;
        }
        if (std::size_t const n = common_character(s, at); n != 0) {
            at += n;
            continue;
        }
        char const* q = s.data() + at;
        char32_t const c = next_code_point(q, s.data() + s.size());
        std::size_t const n = static_cast<std::size_t>(q - (s.data() + at));
        if (c != bad && c >= 0x80 && !shows_escaped(c)) {
            at += n;
            continue;
        }
        put(out, s.substr(run, at - run));
        switch (c) {
        case bad: put(out, "\\ufffd"); break;
        case '"': put(out, "\\\""); break;
        case '\\': put(out, "\\\\"); break;
        case '\n': put(out, "\\n"); break;
        case '\r': put(out, "\\r"); break;
        case '\t': put(out, "\\t"); break;
        default: {
            char buf[16];
            int const written =
                c < 0x10000 ? std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c))
                            : std::snprintf(buf, sizeof buf, "\\u%04x\\u%04x", // UTF-16 surrogates, RFC 8259 §7
                                            static_cast<unsigned>(0xD7C0 + (c >> 10)),
                                            static_cast<unsigned>(0xDC00 + (c & 0x3FF)));
            put(out, std::string_view(buf, static_cast<std::size_t>(written)));
        }
        }
        run = at += n;
    }
    put(out, s.substr(run));
    put(out, '"');
}

// ---- json_object ---------------------------------------------------------------------------

json_object::json_object(std::ostream& out) : out_(out)
{
    put(out_, '{');
}

std::ostream& json_object::key(char const* name)
{
    // one write: a line of --json output has a dozen keys
    char buf[64];
    std::size_t n = 0;
    if (!first_)
        buf[n++] = ',';
    buf[n++] = '"';
    std::size_t const length = std::min(std::strlen(name), sizeof buf - 4); // the tool's own names
    std::memcpy(buf + n, name, length);
    n += length;
    buf[n++] = '"';
    buf[n++] = ':';
    first_ = false;
    put(out_, std::string_view(buf, n));
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
        put(key(name), "null");
}

void json_object::boolean(char const* name, bool value)
{
    put(key(name), value ? "true" : "false");
}

void json_object::number(char const* name, std::size_t value)
{
    char buf[24];
    auto const written = std::to_chars(buf, buf + sizeof buf, value);
    put(key(name), std::string_view(buf, static_cast<std::size_t>(written.ptr - buf)));
}

void json_object::error(iris::failure const& e, char const* const* operands)
{
    key("error");
    json_object o(out_);
    o.string("code", iris::to_string(static_cast<iris::error>(e.code.value())));
    o.number("offset", e.offset);
    o.optional("rule", !e.rule().empty(), e.rule());
    o.optional("component", e.component != iris::component::none, iris::to_string(e.component));
    put(o.key("expected"), '[');
    bool first = true;
    for (std::string_view rule : e.expected())
        if (!rule.empty()) {
            if (!first)
                put(out_, ',');
            write_json_string(out_, rule);
            first = false;
        }
    put(out_, ']');
    o.string("message", e.message());
    if (operands)
        o.string("operand", operands[e.operand]);
    o.close();
}

void json_object::end()
{
    put(out_, "}\n");
}

void json_object::close()
{
    put(out_, '}');
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
