//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "commands.hpp"
#include "filter.hpp"
#include "pictures.hpp"
#include "printable.hpp"

#include <boost/iri.hpp>
#include <boost/iri/check.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/iri/unicode.hpp>
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <functional>
#include <memory>
#include <thread>
#include <istream>
#include <ostream>
#include <string_view>

namespace iri_tool {

namespace iris = boost::iris;

namespace {

char const usage_text[] =
    "usage: iri COMMAND [OPTIONS] [INPUT...]\n"
    "Reads the inputs from the arguments, or one per line from standard input.\n"
    "\n"
    "commands:\n"
    "  parse     the components of each IRI reference\n"
    "  check     what the specifications say about each IRI reference: the grammar, bidi,\n"
    "            normalization, look-alikes, hosts, percent-encoding (RFC 3987 4, 5.3; 3987bis 5.1, 6.3)\n"
    "  display   the form of each IRI that is safe to show (RFC 3987 section 4.1)\n"
    "  explain   the derivation, production by production, with byte spans\n"
    "  to-uri    the URI of each IRI (RFC 3987 section 3.1)\n"
    "  to-iri    the IRI of each URI (RFC 3987 section 3.2)\n"
    "  resolve BASE      each reference resolved against BASE (RFC 3986 section 5.2)\n"
    "  relativize BASE   the shortest reference to each IRI from BASE\n"
    "  normalize         the normal form of each IRI (RFC 3987 section 5.3)\n"
    "  compare A B       whether A and B are equivalent (pairs from stdin: 'A B' per line)\n"
    "  set NAME=VALUE... each IRI with components set: NAME one of scheme userinfo host port\n"
    "                    path query fragment; NAME=VALUE encodes what the component does not\n"
    "                    allow, NAME%=VALUE takes VALUE as written (checked), NAME- removes\n"
    "  segments          the segments of each path, decoded\n"
    "  params            the name=value parameters of each query, decoded\n"
    "\n"
    "options:\n"
    "  --json                          one JSON object per input, one per line\n"
    "  --jobs=N                        the lines of standard input on N threads (0: one a\n"
    "                                  processor), the output in the order of the input\n"
    "  --charset=NAME                  the inputs are in this legacy character set; they are\n"
    "                                  converted to UTF-8 and NFC (RFC 3987 section 3.1 step 1b)\n"
    "  --profile=rfc3987|rfc3987bis|leiri|uri   the grammar's repertoire (default rfc3987)\n"
    "  --zone-id                       accept RFC 6874 zone identifiers in IPv6 literals\n"
    "  --absolute                      parse, explain: the inputs must be absolute IRIs\n"
    "  --all                           explain: also the character rules\n"
    "  --format=text|json|dot|html     explain: a tree (text), JSON (as --json), a Graphviz digraph\n"
    "                                  per input, or one HTML page (the span of the rule under the\n"
    "                                  pointer highlighted, each rule linked to its ABNF)\n"
    "  --severity=CODE:LEVEL           check: the severity of a code (off|note|warning|error)\n"
    "  --min-severity=LEVEL            check: show only findings of this severity or more\n"
    "  --max-findings=N                check: stop after N findings (default 1000)\n"
    "  --query-components              check, display: each name and value of the query is a\n"
    "                                  component for the bidi rules (RFC 3987 section 4.2)\n"
    "  --isolate | --no-wrapper        display: wrap rtl IRIs in LRI...PDI, or not at all\n"
    "  --max-length=N                  explain: refuse inputs longer than N bytes (default\n"
    "                                  1048576; the derivation takes up to 64 bytes a byte)\n"
    "  --host=percent|idna             to-uri: map ireg-name by percent-encoding or by IDNA\n"
    "  --query-charset=NAME            to-uri: http(s) queries in this document charset\n"
    "  --encode-unsafe-ascii           to-uri: percent-encode space < > \" { } | \\ ^ `\n"
    "  --host=keep|unicode             to-iri: turn xn-- labels into Unicode, or not\n"
    "  --non-strict                    resolve: ignore a scheme that is the base's (RFC 3986 5.2.2)\n"
    "  --no-network-path --no-parent   relativize: no //host references, no ../ segments\n"
    "  --level=simple|syntax|scheme    normalize, compare: the rung of the ladder (default syntax)\n"
    "  --nfc                           normalize, compare: also NFC (RFC 3987 section 5.3.2.2)\n"
    "  --idna-host                     normalize, compare: IDN hosts through UTS #46 ToUnicode\n";

struct options
{
    bool json = false;
    bool absolute = false;
    bool all_rules = false;
    std::size_t max_length = std::size_t(1) << 20; // explain
    std::string_view format = "text";              // explain: text, json, dot, html
    std::shared_ptr<html_page> page;               // explain --format=html
    mutable std::size_t explained = 0;             // explain --format=dot: inputs so far
    unsigned jobs = 1;                             // threads over the lines of the input
    std::string charset;          // of the inputs; empty: UTF-8
    std::string query_charset;    // to_uri.query_charset refers to it
    iris::parse_options parse;
    iris::unicode_to_uri_options to_uri;
    iris::unicode_to_iri_options to_iri;
    std::string base;             // resolve, relativize
    iris::resolve_options resolve;
    iris::relativize_options relativize;
    iris::comparison_level level = iris::comparison_level::syntax;
    bool nfc = false;
    bool idna_host = false;
    iris::check_options check;       // check
    iris::severity min_severity = iris::severity::note;
    iris::display_options display;   // display

    // set: NAME=VALUE (decoded, encoded as needed), NAME%=VALUE (encoded, checked), NAME- (remove)
    struct setting
    {
        std::string_view name, value;
        char how; ///< '=', '%' or '-'
    };
    std::vector<setting> settings;

    iris::unicode_normalize_options normalization() const
    {
        iris::unicode_normalize_options n{iris::options_for(level)};
        n.nfc = nfc;
        n.idna_host = idna_host;
        n.parse = parse;
        return n;
    }
};

// ---- output helpers ----------------------------------------------------------------------

// A JSON string. Bytes that are not UTF-8 cannot stand in JSON text; they are written as
// U+FFFD, and the error's offset still counts the input's bytes. The characters that
// change how a line shows are written as \uXXXX.
void write_json_string(std::ostream& out, std::string_view s)
{
    out << '"';
    char const* p = s.data();
    char const* const end = p + s.size();
    char const* run = p; // the characters since `run` stand for themselves: written at once
    while (p != end) {
        unsigned char const b = static_cast<unsigned char>(*p);
        if (b >= 0x20 && b < 0x7F && b != '"' && b != '\\') {
            ++p;
            continue;
        }
        char const* q = p;
        char32_t const c = iris::detail::decode_utf8(q, end);
        if (c != iris::detail::bad_code_point && c >= 0x80 && !shows_escaped(c)) {
            p = q;
            continue;
        }
        out.write(run, p - run);
        switch (c) {
        case iris::detail::bad_code_point: out << "\\ufffd"; q = p + 1; break;
        case '"':  out << "\\\""; break;
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
        p = run = q;
    }
    out.write(run, p - run);
    out << '"';
}

// A component, or null when absent.
void write_json_optional(std::ostream& out, bool present, std::string_view v)
{
    if (present)
        write_json_string(out, v);
    else
        out << "null";
}

// The enumerator's name, as the JSON "code".
char const* code_name(boost::system::error_code const& ec)
{
    return iris::to_string(static_cast<iris::error>(ec.value()));
}

void write_json_error(std::ostream& out, iris::parse_error const& e)
{
    out << "{\"code\":\"" << code_name(e.code) << "\",\"offset\":" << e.offset << ",\"rule\":";
    if (e.rule.empty())
        out << "null";
    else
        write_json_string(out, e.rule);
    out << ",\"message\":";
    write_json_string(out, e.message());
    out << '}';
}


// The input, safe to print, with carets under the bytes [offset, offset + length) (one
// column a code point).
void write_underlined(std::ostream& out, std::string_view input, std::size_t offset, std::size_t length,
                      char const* indent = "    ")
{
    std::string shown, marks;
    for_each_character(input, [&](std::size_t at, std::size_t, std::string_view character) {
        shown += character;
        // a column for each code point written
        std::size_t width = 0;
        for (char c : character)
            width += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        bool const marked = at >= offset && at < offset + std::max<std::size_t>(length, 1);
        marks.append(width, marked ? '^' : ' ');
    });
    if (offset >= input.size())
        marks += '^';
    while (!marks.empty() && marks.back() == ' ')
        marks.pop_back();
    out << indent << shown << '\n' << indent << marks << '\n';
}

void write_caret(std::ostream& out, std::string_view input, std::size_t offset)
{
    write_underlined(out, input, offset, 1, "  ");
}

void write_text_error(std::ostream& out, std::string_view input, iris::parse_error const& e)
{
    out << "error: " << e.message() << '\n';
    write_caret(out, input, e.offset);
}

iris::parse_result<iris::iri_view> parse_input(std::string_view s, options const& o)
{
    return o.absolute ? iris::parse_absolute_iri(s, o.parse) : iris::parse_iri_reference(s, o.parse);
}

// ---- commands ---------------------------------------------------------------------------

bool parse_command(std::string_view input, options const& o, std::ostream& out)
{
    auto const r = parse_input(input, o);
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"ok\":" << (r ? "true" : "false");
        if (!r) {
            out << ",\"error\":";
            write_json_error(out, r.error());
        }
        else {
            iris::iri_view const& x = *r;
            bool const a = x.has_authority();
            out << ",\"scheme\":";
            write_json_optional(out, x.has_scheme(), x.scheme());
            out << ",\"userinfo\":";
            write_json_optional(out, x.has_userinfo(), x.encoded_userinfo());
            out << ",\"host\":";
            write_json_optional(out, a, x.encoded_host());
            out << ",\"host_type\":";
            if (a)
                out << '"' << iris::to_string(x.host_type()) << '"';
            else
                out << "null";
            out << ",\"port\":";
            write_json_optional(out, x.has_port(), x.port());
            out << ",\"path\":";
            write_json_string(out, x.encoded_path());
            out << ",\"query\":";
            write_json_optional(out, x.has_query(), x.encoded_query());
            out << ",\"fragment\":";
            write_json_optional(out, x.has_fragment(), x.encoded_fragment());
        }
        out << "}\n";
        return r.has_value();
    }
    out << input << '\n';
    if (!r) {
        write_text_error(out, input, r.error());
        return false;
    }
    iris::iri_view const& x = *r;
    auto line = [&out](char const* name, bool present, std::string_view v) {
        out << "  " << name;
        for (std::size_t n = std::char_traits<char>::length(name); n < 10; ++n)
            out << ' ';
        if (present)
            out << '"' << v << "\"\n";
        else
            out << "(absent)\n";
    };
    bool const a = x.has_authority();
    line("scheme", x.has_scheme(), x.scheme());
    line("userinfo", x.has_userinfo(), x.encoded_userinfo());
    line("host", a, x.encoded_host());
    if (a)
        out << "  host_type " << iris::to_string(x.host_type()) << '\n';
    line("port", x.has_port(), x.port());
    line("path", true, x.encoded_path());
    line("query", x.has_query(), x.encoded_query());
    line("fragment", x.has_fragment(), x.encoded_fragment());
    return true;
}

// The text a command's result is written as.
std::string_view text_of(std::string const& s) noexcept
{
    return s;
}

std::string_view text_of(iris::iri const& x) noexcept
{
    return x.buffer();
}

// A command's result (text or an IRI), or its error.
template <class Result>
bool write_result(std::string_view input, Result const& r, options const& o, std::ostream& out);

bool check_command(std::string_view input, options const& o, std::ostream& out)
{
    auto const r = iris::check(input, o.check);
    bool const ok = r && !iris::has_error(*r);
    std::vector<iris::finding> findings;
    if (r)
        for (iris::finding const& f : *r)
            if (f.severity >= o.min_severity)
                findings.push_back(f);
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"ok\":" << (ok ? "true" : "false");
        if (!r) {
            out << ",\"error\":";
            write_json_error(out, r.error());
        }
        out << ",\"diagnostics\":[";
        bool first = true;
        for (iris::finding const& f : findings) {
            out << (first ? "" : ",") << "{\"code\":\"" << iris::to_string(f.code) << "\",\"severity\":\""
                << iris::to_string(f.severity) << "\",\"offset\":" << f.offset << ",\"length\":" << f.length
                << ",\"component\":";
            if (f.component == iris::component::none)
                out << "null";
            else
                out << '"' << iris::to_string(f.component) << '"';
            out << ",\"message\":";
            write_json_string(out, f.message);
            out << ",\"spec\":";
            write_json_string(out, f.spec);
            if (f.error.code) {
                out << ",\"error\":";
                write_json_error(out, f.error);
            }
            out << '}';
            first = false;
        }
        out << "]}\n";
        return ok;
    }
    out << printable(input) << '\n';
    if (!r) {
        write_text_error(out, input, r.error());
        return false;
    }
    if (findings.empty())
        out << "  ok\n";
    for (iris::finding const& f : findings) {
        out << "  " << iris::to_string(f.severity) << ' ' << iris::to_string(f.code) << " (" << f.spec;
        if (f.component != iris::component::none)
            out << ", " << iris::to_string(f.component);
        out << "): " << f.message << '\n';
        write_underlined(out, input, f.offset, f.length);
    }
    return ok;
}


bool display_command(std::string_view input, options const& o, std::ostream& out)
{
    iris::display_options d = o.display;
    d.parse = o.parse;
    d.components = o.check.components;
    return write_result(input, iris::to_display(input, d), o, out);
}

void write_tree_text(std::ostream& out, std::string_view input, iris::derivation::node n, bool all_rules,
                     int depth)
{
    for (int i = 0; i < depth; ++i)
        out << "  ";
    out << n.rule() << " [" << n.begin() << ',' << n.end() << ") \""
        << input.substr(n.begin(), n.end() - n.begin()) << "\"\n";
    for_each_shown(n, all_rules, [&](iris::derivation::node inner) {
        write_tree_text(out, input, inner, all_rules, depth + 1);
    });
}

void write_tree_json(std::ostream& out, std::string_view input, iris::derivation::node n, bool all_rules)
{
    out << "{\"rule\":";
    write_json_string(out, n.rule());
    out << ",\"begin\":" << n.begin() << ",\"end\":" << n.end() << ",\"text\":";
    write_json_string(out, input.substr(n.begin(), n.end() - n.begin()));
    out << ",\"inner\":[";
    bool first = true;
    for_each_shown(n, all_rules, [&](iris::derivation::node inner) {
        if (!first)
            out << ',';
        first = false;
        write_tree_json(out, input, inner, all_rules);
    });
    out << "]}";
}

// The derivation, or `input_too_long` past --max-length.
iris::parse_result<iris::derivation> derive_input(std::string_view input, options const& o)
{
    if (input.size() > o.max_length) {
        iris::parse_error e;
        e.code = iris::error::input_too_long;
        e.offset = o.max_length;
        return e;
    }
    return iris::derive(input, o.absolute ? iris::start_rule::absolute_IRI : iris::start_rule::IRI_reference,
                        o.parse);
}

bool explain_command(std::string_view input, options const& o, std::ostream& out)
{
    auto const r = derive_input(input, o);
    if (o.page) {
        o.page->add(input, r, o.all_rules);
        return r.has_value();
    }
    if (o.format == "dot") {
        ++o.explained;
        if (r)
            write_dot(out, input, *r, o.all_rules, o.explained);
        else // a comment between the graphs
            out << "// input " << o.explained << ": " << printable(input) << ": " << r.error().message() << '\n';
        return r.has_value();
    }
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"ok\":" << (r ? "true" : "false");
        if (r) {
            out << ",\"tree\":";
            write_tree_json(out, input, r->root(), o.all_rules);
        }
        else {
            out << ",\"error\":";
            write_json_error(out, r.error());
        }
        out << "}\n";
        return r.has_value();
    }
    if (!r) {
        out << input << '\n';
        write_text_error(out, input, r.error());
        return false;
    }
    write_tree_text(out, input, r->root(), o.all_rules, 0);
    return true;
}

// The commands that give one string: {"input", "ok", "result"} or the error.
template <class Result>
bool write_result(std::string_view input, Result const& r, options const& o, std::ostream& out)
{
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"ok\":" << (r ? "true" : "false");
        if (r) {
            out << ",\"result\":";
            write_json_string(out, text_of(*r));
        }
        else {
            out << ",\"error\":";
            write_json_error(out, r.error());
        }
        out << "}\n";
    }
    else if (r)
        out << text_of(*r) << '\n';
    else {
        out << input << '\n';
        write_text_error(out, input, r.error());
    }
    return r.has_value();
}

bool to_uri_command(std::string_view input, options const& o, std::ostream& out)
{
    iris::unicode_to_uri_options m = o.to_uri;
    m.parse = o.parse;
    return write_result(input, iris::to_uri(input, m), o, out);
}

bool to_iri_command(std::string_view input, options const& o, std::ostream& out)
{
    return write_result(input, iris::to_iri(input, o.to_iri), o, out);
}

bool resolve_command(std::string_view input, options const& o, std::ostream& out)
{
    return write_result(input, iris::resolve(o.base, input, o.resolve), o, out);
}

bool relativize_command(std::string_view input, options const& o, std::ostream& out)
{
    return write_result(input, iris::relativize(o.base, input, o.relativize), o, out);
}

bool normalize_command(std::string_view input, options const& o, std::ostream& out)
{
    if (o.level == iris::comparison_level::simple) {
        auto const r = iris::parse_iri_reference(input, o.parse);
        return write_result(input, r ? iris::parse_result<std::string>(std::string(input))
                                     : iris::parse_result<std::string>(r.error()), o, out);
    }
    return write_result(input, iris::normalize(input, o.normalization()), o, out);
}

// One input is a pair "A B", separated by white space.
bool compare_command(std::string_view input, options const& o, std::ostream& out)
{
    std::size_t const gap = input.find_first_of(" \t");
    std::string_view const a = input.substr(0, gap);
    std::string_view b = gap == std::string_view::npos ? std::string_view() : input.substr(gap);
    b.remove_prefix(std::min(b.find_first_not_of(" \t"), b.size()));
    iris::normalize_options n =
        o.level == iris::comparison_level::simple ? iris::options_for(o.level) : o.normalization();
    n.parse = o.parse;
    auto r = iris::compare(a, b, n);
    if (!r && r.error().operand == 1) { // the offset in the line "A B"
        iris::parse_error e = r.error();
        e.offset += static_cast<std::size_t>(b.data() - input.data());
        r = iris::parse_result<bool>(e);
    }
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"a\":";
        write_json_string(out, a);
        out << ",\"b\":";
        write_json_string(out, b);
        out << ",\"ok\":" << (r ? "true" : "false");
        if (r)
            out << ",\"equivalent\":" << (*r ? "true" : "false");
        else {
            out << ",\"error\":";
            write_json_error(out, r.error());
        }
        out << "}\n";
    }
    else if (r)
        out << (*r ? "equivalent" : "different") << '\n';
    else
        write_text_error(out, input, r.error());
    return r.has_value();
}

// ---- the IRI as a value ----------------------------------------------------------------------

// One setting applied to `x`; the error of a checked one.
iris::parse_result<void> apply(iris::iri& x, options::setting const& s)
{
    std::string_view const n = s.name, v = s.value;
    if (s.how == '-') {
        if (n == "scheme") x.remove_scheme();
        else if (n == "userinfo") x.remove_userinfo();
        else if (n == "host") x.remove_authority();
        else if (n == "port") x.remove_port();
        else if (n == "query") x.remove_query();
        else if (n == "fragment") x.remove_fragment();
        else x.set_path(""); // the path is never absent
        return {};
    }
    if (n == "scheme")
        return x.set_scheme(v);
    if (n == "port")
        return x.set_port(v);
    if (s.how == '%') { // as written: checked
        if (n == "userinfo")
            return x.set_encoded_userinfo(v);
        if (n == "host")
            return x.set_encoded_host(v);
        if (n == "path")
            return x.set_encoded_path(v);
        if (n == "query")
            return x.set_encoded_query(v);
        return x.set_encoded_fragment(v);
    }
    if (n == "userinfo")
        x.set_userinfo(v);
    else if (n == "host")
        x.set_host(v);
    else if (n == "path")
        x.set_path(v);
    else if (n == "query")
        x.set_query(v);
    else
        x.set_fragment(v);
    return {};
}

bool set_command(std::string_view input, options const& o, std::ostream& out)
{
    auto const parsed = iris::parse_iri_reference(input, o.parse);
    if (!parsed)
        return write_result(input, iris::parse_result<iris::iri>(parsed.error()), o, out);
    iris::iri x = *parsed;
    for (auto const& s : o.settings)
        if (auto r = apply(x, s); !r) {
            // the offset counts in the setting's value: shown under it
            std::string const setting = std::string(s.name) + (s.how == '%' ? "%=" : "=") + std::string(s.value);
            iris::parse_error e = r.error();
            e.offset += s.name.size() + (s.how == '%' ? 2 : 1);
            return write_result(setting, iris::parse_result<iris::iri>(e), o, out);
        }
    return write_result(input, iris::parse_result<iris::iri>(std::move(x)), o, out);
}

bool segments_command(std::string_view input, options const& o, std::ostream& out)
{
    auto const x = iris::parse_iri_reference(input, o.parse);
    if (!x)
        return write_result(input, iris::parse_result<iris::iri>(x.error()), o, out);
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"ok\":true,\"absolute\":" << (x->encoded_segments().is_absolute() ? "true" : "false")
            << ",\"segments\":[";
        bool first = true;
        for (std::string_view s : x->encoded_segments()) {
            out << (first ? "" : ",") << "{\"decoded\":";
            write_json_string(out, iris::decoded_view(s).decode());
            out << ",\"encoded\":";
            write_json_string(out, s);
            out << '}';
            first = false;
        }
        out << "]}\n";
        return true;
    }
    for (std::string_view s : x->encoded_segments())
        out << iris::decoded_view(s) << '\n';
    return true;
}

bool params_command(std::string_view input, options const& o, std::ostream& out)
{
    auto const x = iris::parse_iri_reference(input, o.parse);
    if (!x)
        return write_result(input, iris::parse_result<iris::iri>(x.error()), o, out);
    if (o.json) {
        out << "{\"input\":";
        write_json_string(out, input);
        out << ",\"ok\":true,\"params\":[";
        bool first = true;
        for (iris::param_view p : x->encoded_params()) {
            out << (first ? "" : ",") << "{\"name\":";
            write_json_string(out, p.decoded_name().decode());
            out << ",\"value\":";
            if (p.has_value)
                write_json_string(out, p.decoded_value().decode());
            else
                out << "null";
            out << ",\"encoded_name\":";
            write_json_string(out, p.name);
            out << ",\"encoded_value\":";
            if (p.has_value)
                write_json_string(out, p.value);
            else
                out << "null";
            out << '}';
            first = false;
        }
        out << "]}\n";
        return true;
    }
    for (iris::param_view p : x->encoded_params()) {
        out << p.decoded_name();
        if (p.has_value)
            out << '=' << p.decoded_value();
        out << '\n';
    }
    return true;
}

using command = bool (*)(std::string_view, options const&, std::ostream&);

command find_command(std::string_view name)
{
    if (name == "parse")
        return parse_command;
    if (name == "check")
        return check_command;
    if (name == "display")
        return display_command;
    if (name == "explain")
        return explain_command;
    if (name == "to-uri")
        return to_uri_command;
    if (name == "to-iri")
        return to_iri_command;
    if (name == "resolve")
        return resolve_command;
    if (name == "relativize")
        return relativize_command;
    if (name == "normalize")
        return normalize_command;
    if (name == "compare")
        return compare_command;
    if (name == "set")
        return set_command;
    if (name == "segments")
        return segments_command;
    if (name == "params")
        return params_command;
    return nullptr;
}

bool parse_size(std::string_view digits, std::size_t& n)
{
    auto const r = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    return !digits.empty() && r.ec == std::errc() && r.ptr == digits.data() + digits.size();
}

// --jobs=N: 1 to 256 threads, or 0 for one a processor.
bool parse_jobs(std::string_view digits, unsigned& jobs)
{
    std::size_t n = 0;
    if (!parse_size(digits, n) || n > 256)
        return false;
    jobs = n == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(n);
    return true;
}

bool set_profile(std::string_view name, iris::parse_options& o)
{
    for (auto p : {iris::profile::rfc3987, iris::profile::rfc3987bis, iris::profile::leiri,
                   iris::profile::uri})
        if (name == iris::to_string(p)) {
            o.profile = p;
            return true;
        }
    return false;
}

// CODE:LEVEL, e.g. not_nfc:error
bool set_severity(std::string_view setting, iris::check_options& o)
{
    std::size_t const colon = setting.find(':');
    iris::diagnostic code;
    iris::severity level;
    if (colon == std::string_view::npos || !iris::from_string(setting.substr(0, colon), code) ||
        !iris::from_string(setting.substr(colon + 1), level))
        return false;
    o.set(code, level);
    return true;
}

} // namespace

int run(std::vector<std::string> const& args, std::istream& in, std::ostream& out,
        std::ostream& err)
{
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        (args.empty() ? err : out) << usage_text;
        return args.empty() ? usage_error : all_ok;
    }
    command const cmd = find_command(args[0]);
    if (!cmd) {
        err << "iri: unknown command '" << args[0] << "'\n" << usage_text;
        return usage_error;
    }
    options o;
    std::vector<std::string_view> inputs;
    bool options_done = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string_view const a = args[i];
        if (options_done || a.size() < 2 || a.substr(0, 2) != "--") {
            inputs.push_back(a);
            continue;
        }
        if (a == "--")
            options_done = true;
        else if (a == "--json")
            o.json = true;
        else if (a == "--absolute")
            o.absolute = true;
        else if (a.substr(0, 7) == "--jobs=" && parse_jobs(a.substr(7), o.jobs))
            ;
        else if (a == "--all")
            o.all_rules = true;
        else if (args[0] == "explain" && (a == "--format=text" || a == "--format=json" ||
                                          a == "--format=dot" || a == "--format=html")) {
            o.format = a.substr(9);
            o.json = o.format == "json";
        }
        else if (a.substr(0, 13) == "--max-length=" && parse_size(a.substr(13), o.max_length))
            ;
        else if (a == "--zone-id")
            o.parse.zone_id = true;
        else if (a.substr(0, 10) == "--profile=" && set_profile(a.substr(10), o.parse))
            ;
        else if (a.substr(0, 10) == "--charset=" && a.size() > 10)
            o.charset = a.substr(10);
        else if (a.substr(0, 16) == "--query-charset=" && a.size() > 16)
            o.query_charset = a.substr(16);
        else if (a == "--encode-unsafe-ascii")
            o.to_uri.encode_unsafe_ascii = true;
        else if (a == "--host=percent" && args[0] == "to-uri")
            o.to_uri.host = iris::host_mapping::percent;
        else if (a == "--host=idna" && args[0] == "to-uri")
            o.to_uri.host = iris::host_mapping::idna;
        else if (a == "--host=keep" && args[0] == "to-iri")
            o.to_iri.host = iris::host_display::keep;
        else if (a == "--host=unicode" && args[0] == "to-iri")
            o.to_iri.host = iris::host_display::unicode;
        else if (a == "--non-strict")
            o.resolve.strict = false;
        else if (a == "--no-network-path")
            o.relativize.network_path = false;
        else if (a == "--no-parent")
            o.relativize.parent_segments = false;
        else if (a == "--level=simple")
            o.level = iris::comparison_level::simple;
        else if (a == "--level=syntax")
            o.level = iris::comparison_level::syntax;
        else if (a == "--level=scheme")
            o.level = iris::comparison_level::scheme;
        else if (a == "--nfc")
            o.nfc = true;
        else if (a == "--idna-host")
            o.idna_host = true;
        else if (a.substr(0, 11) == "--severity=" && set_severity(a.substr(11), o.check))
            ;
        else if (a.substr(0, 15) == "--min-severity=" && iris::from_string(a.substr(15), o.min_severity))
            ;
        else if (a.substr(0, 15) == "--max-findings=" && parse_size(a.substr(15), o.check.max_findings))
            ;
        else if (a == "--query-components")
            o.check.components.query_parameters = true;
        else if (a == "--isolate")
            o.display.wrapper = iris::bidi_wrapper::isolate;
        else if (a == "--no-wrapper")
            o.display.wrapper = iris::bidi_wrapper::none;
        else {
            err << "iri: unknown option '" << a << "'\n" << usage_text;
            return usage_error;
        }
    }
    o.to_uri.query_charset = o.query_charset;
    o.check.parse = o.parse;
    o.resolve.parse = o.parse;
    o.relativize.parse = o.parse;
    o.to_iri.parse = o.parse;
    if (o.absolute)
        o.check.start = iris::start_rule::absolute_IRI;
    if (args[0] == "set") {
        // the settings come first: NAME=VALUE, NAME%=VALUE, NAME-
        static constexpr std::string_view names[] = {"scheme", "userinfo", "host", "port",
                                                     "path",   "query",    "fragment"};
        while (!inputs.empty()) {
            std::string_view const a = inputs.front();
            options::setting s{};
            for (std::string_view n : names)
                if (a.substr(0, n.size()) == n) {
                    std::string_view const rest = a.substr(n.size());
                    if (rest == "-")
                        s = {n, {}, '-'};
                    else if (rest.substr(0, 1) == "=")
                        s = {n, rest.substr(1), '='};
                    else if (rest.substr(0, 2) == "%=")
                        s = {n, rest.substr(2), '%'};
                }
            if (s.how == 0)
                break;
            o.settings.push_back(s);
            inputs.erase(inputs.begin());
        }
        if (o.settings.empty()) {
            err << "iri: set needs NAME=VALUE, NAME%=VALUE or NAME-\n" << usage_text;
            return usage_error;
        }
    }
    if (args[0] == "resolve" || args[0] == "relativize") {
        if (inputs.empty()) {
            err << "iri: " << args[0] << " needs a BASE\n" << usage_text;
            return usage_error;
        }
        o.base = inputs.front();
        inputs.erase(inputs.begin());
        // RFC 3986 §5.1: the base must be an absolute IRI; said once, about BASE
        auto const base = iris::parse_iri_reference(o.base, o.parse);
        if (!base || !base->has_scheme()) {
            err << "iri: BASE is not an absolute IRI";
            if (!base) {
                err << ": " << base.error().message() << '\n';
                write_caret(err, o.base, base.error().offset);
            }
            else
                err << " (it has no scheme)\n";
            return usage_error;
        }
    }
    std::vector<std::string> pairs;
    if (args[0] == "compare" && !inputs.empty()) {
        if (inputs.size() % 2 != 0) {
            err << "iri: compare takes IRIs in pairs\n" << usage_text;
            return usage_error;
        }
        for (std::size_t i = 0; i < inputs.size(); i += 2)
            pairs.push_back(std::string(inputs[i]) + ' ' + std::string(inputs[i + 1]));
        inputs.assign(pairs.begin(), pairs.end());
    }

    // One input: from its character set to UTF-8 first, when it has one.
    auto const one = [&](std::string_view input, std::ostream& to) {
        if (o.charset.empty())
            return cmd(input, o, to);
        auto const utf8 = iris::charset_to_utf8(input, o.charset);
        if (!utf8)
            return write_result(input, utf8, o, to);
        return cmd(*utf8, o, to);
    };
    if (o.format == "html")
        o.page = std::make_shared<html_page>(out);
    bool all = true;
    if (!inputs.empty()) {
        for (auto const& input : inputs)
            all = one(input, out) && all;
    }
    else {
        // the pictures number their inputs in order: one thread
        unsigned const jobs = o.format == "html" || o.format == "dot" ? 1 : o.jobs;
        all = filter_lines(in, out, jobs, one);
    }
    if (o.page)
        o.page->finish();
    return all ? all_ok : some_failed;
}

} // iri_tool
