//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_OUTPUT_HPP
#define BOOST_IRI_TOOL_OUTPUT_HPP

// How the `iri` tool writes, in every output format. Text: characters that would change how
// the rest of a line shows, or show as nothing, are written as <U+XXXX>, and a byte that is
// not UTF-8 as <HH>, so that no input can drive a terminal. JSON (RFC 8259): one object a
// line, the same characters as \uXXXX and a byte that is not UTF-8 as U+FFFD.

#include <boost/iri/error.hpp>
#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

namespace iri_tool {

/// Controls, bidi formatting, invisible and line-breaking characters, tags, private use,
/// noncharacters and specials.
bool shows_escaped(char32_t c) noexcept;

/// Calls f(begin, end, shown) for each character of `s`: its bytes [begin, end), and how to
/// show it (itself, <U+XXXX> for those `shows_escaped`, <HH> for a byte that is not UTF-8).
template <class F>
void for_each_character(std::string_view s, F const& f);

/// `s` as it can be printed.
std::string printable(std::string_view s);

/// Writes `printable(s)`, at the speed of a copy where `s` is printable ASCII.
void write_printable(std::ostream& out, std::string_view s);

/// `s` as a JSON string.
void write_json_string(std::ostream& out, std::string_view s);

/// One JSON object on one line: `json_object o(out); o.string("input", s); o.end();`.
class json_object
{
public:
    explicit json_object(std::ostream& out);

    /// Writes `"name":` and leaves the value to the caller.
    std::ostream& key(char const* name);
    void string(char const* name, std::string_view value);
    /// The string, or null when absent.
    void optional(char const* name, bool present, std::string_view value);
    void boolean(char const* name, bool value);
    void number(char const* name, std::size_t value);
    /// {"code", "offset", "rule", "component", "expected", "message", "operand"}: `expected`
    /// lists the rules that could have gone on at the offset (`failure::expected`); `operand`
    /// names which input the offset counts in, where there are two (`operands`: their names,
    /// e.g. {"base", "reference"}).
    void error(boost::iris::failure const& e, char const* const* operands = nullptr);
    /// Closes the object and the line.
    void end();
    /// Closes an object that is a value inside another.
    void close();

private:
    std::ostream& out_;
    bool first_ = true;
};

/// The input, printable, with carets under the bytes [offset, offset + length) (one column a
/// code point).
void write_underlined(std::ostream& out, std::string_view input, std::size_t offset, std::size_t length,
                      char const* indent = "    ");

/// "error: MESSAGE" (or "error in OPERAND: MESSAGE") and, with `underline`, the input with a
/// caret under the offset.
void write_text_error(std::ostream& out, std::string_view input, boost::iris::failure const& e,
                      char const* operand = nullptr, bool underline = true);

// ---- implementation ----------------------------------------------------------------------

/// The character at the start of `s` (not empty): how many bytes it takes (one for a byte that
/// is not well-formed UTF-8), and how to show it in `shown` (which may point into `buf`).
std::size_t show_first(std::string_view s, char (&buf)[16], std::string_view& shown) noexcept;

template <class F>
void for_each_character(std::string_view s, F const& f)
{
    for (std::size_t at = 0; at < s.size();) {
        char buf[16];
        std::string_view shown;
        std::size_t const n = show_first(s.substr(at), buf, shown);
        f(at, at + n, shown);
        at += n;
    }
}

} // iri_tool

#endif
