//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// to-uri, to-iri (RFC 3987 §3.1, §3.2), check (§4, §5.3; 3987bis §5.1, §6.3, §7.5) and display
// (§4.1): an IRI for the network, for people, and what to tell them about it.

#include "command.hpp"

namespace iri_tool {

namespace {

bool to_uri_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::unicode_to_uri_options m = s.to_uri;
    m.parse = s.parse;
    m.query_charset = s.query_charset;
    return write_result(out, in[0], iris::to_uri(in[0], m), s.json);
}

void declare_to_uri(po::options_description& d, settings& s)
{
    d.add_options()
        ("host", one_of({"percent", "idna"},
                        [&s](std::size_t i) {
                            s.to_uri.host = i == 0 ? iris::host_mapping::percent : iris::host_mapping::idna;
                        }),
         "map ireg-name by percent-encoding (RFC 3987 section 3.1) or by IDNA (UTS #46 ToASCII)")
        ("query-charset", po::value<std::string>(&s.query_charset)->value_name("NAME"),
         "http(s) queries in this document charset (3987bis section 3.5)")
        ("encode-unsafe-ascii", po::bool_switch(&s.to_uri.encode_unsafe_ascii),
         "percent-encode space < > \" { } | \\ ^ ` (a LEIRI's characters)");
}

bool to_iri_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::unicode_to_iri_options m = s.to_iri;
    m.parse = s.parse;
    return write_result(out, in[0], iris::to_iri(in[0], m), s.json);
}

void declare_to_iri(po::options_description& d, settings& s)
{
    d.add_options()("host", one_of({"keep", "unicode"},
                                   [&s](std::size_t i) {
                                       s.to_iri.host = i == 0 ? iris::host_display::keep : iris::host_display::unicode;
                                   }),
                    "turn xn-- labels into Unicode (UTS #46 ToUnicode), or not");
}

// ---- check ------------------------------------------------------------------------------------

/// SGR colours of the severities on a terminal.
char const* color_of(iris::severity level)
{
    switch (level) {
    case iris::severity::error: return "\x1b[1;31m";
    case iris::severity::warning: return "\x1b[1;33m";
    default: return "\x1b[1;36m";
    }
}

bool check_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    std::string_view const input = in[0];
    iris::check_options c = s.check;
    c.parse = s.parse;
    c.start = s.absolute ? iris::start_rule::absolute_IRI : iris::start_rule::IRI_reference;
    auto const r = iris::check(input, c);
    bool const ok = r && !iris::has_error(*r);
    std::vector<iris::finding> findings;
    if (r)
        for (iris::finding const& f : *r)
            if (f.severity >= s.min_severity)
                findings.push_back(f);
    if (s.json) {
        json_object o(out);
        o.string("input", input);
        o.boolean("ok", ok);
        if (!r)
            o.error(r.error());
        o.key("diagnostics") << '[';
        bool first = true;
        for (iris::finding const& f : findings) {
            out << (first ? "" : ",");
            json_object d(out);
            d.string("code", iris::to_string(f.code));
            d.string("severity", iris::to_string(f.severity));
            d.number("offset", f.offset);
            d.number("length", f.length);
            d.optional("component", f.component != iris::component::none, iris::to_string(f.component));
            d.string("message", f.message);
            d.string("spec", f.spec);
            if (f.error.code)
                d.error(f.error);
            d.close();
            first = false;
        }
        out << ']';
        o.end();
        return ok;
    }
    write_printable(out, input);
    out << '\n';
    if (!r) {
        write_text_error(out, input, r.error());
        return false;
    }
    if (findings.empty())
        out << "  ok\n";
    for (iris::finding const& f : findings) {
        out << "  ";
        if (s.color)
            out << color_of(f.severity) << iris::to_string(f.severity) << "\x1b[0m";
        else
            out << iris::to_string(f.severity);
        out << ' ' << iris::to_string(f.code) << " (" << f.spec;
        if (f.component != iris::component::none)
            out << ", " << iris::to_string(f.component);
        out << "): ";
        write_printable(out, f.message);
        out << '\n';
        write_underlined(out, input, f.offset, f.length);
    }
    return ok;
}

/// --query-components, shared with display.
void declare_query_components(po::options_description& d, settings& s)
{
    d.add_options()("query-components", po::bool_switch(&s.check.components.query_parameters),
                    "each name and value of the query is a component for the bidi rules (RFC 3987 "
                    "section 4.2)");
}

void declare_check(po::options_description& d, settings& s)
{
    declare_absolute(d, s);
    declare_query_components(d, s);
    d.add_options()
        ("severity", po::value<std::vector<std::string>>()->value_name("CODE:LEVEL")->composing()->notifier(
             [&s](std::vector<std::string> const& v) {
                 for (std::string const& setting : v) {
                     std::string_view const text = setting;
                     std::size_t const colon = text.find(':');
                     iris::diagnostic code;
                     iris::severity level;
                     if (colon == std::string_view::npos || !iris::from_string(text.substr(0, colon), code) ||
                         !iris::from_string(text.substr(colon + 1), level))
                         throw po::error("'" + setting + "' is not CODE:LEVEL (iri check --json names the codes)");
                     s.check.set(code, level);
                 }
             }),
         "the severity of a code (off|note|warning|error), e.g. not_nfc:error; repeatable")
        ("min-severity", one_of({"note", "warning", "error"},
                                [&s](std::size_t i) {
                                    s.min_severity = i == 0   ? iris::severity::note
                                                     : i == 1 ? iris::severity::warning
                                                              : iris::severity::error;
                                }),
         "show only findings of this severity or more")
        ("max-findings", number(s.check.max_findings, SIZE_MAX), "stop after N findings (default 1000)");
}

// ---- display ----------------------------------------------------------------------------------

// The result is written as it is: the library made it safe to show, and its wrapper is bidi
// formatting on purpose.
bool display_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::display_options d = s.display;
    d.parse = s.parse;
    d.components = s.check.components;
    auto const r = iris::to_display(in[0], d);
    if (s.json || !r)
        return write_result(out, in[0], r, s.json);
    out << *r << '\n';
    return true;
}

void declare_display(po::options_description& d, settings& s)
{
    declare_query_components(d, s);
    d.add_options()
        ("isolate", po::bool_switch()->notifier([&s](bool on) {
             if (on)
                 s.display.wrapper = iris::bidi_wrapper::isolate;
         }),
         "wrap right-to-left IRIs in LRI...PDI (default LRE...PDF)")
        ("no-wrapper", po::bool_switch()->notifier([&s](bool on) {
             if (on)
                 s.display.wrapper = iris::bidi_wrapper::none;
         }),
         "no wrapper");
}

} // namespace

std::vector<command> map_commands()
{
    return {
        {"to-uri", "", "the URI of each IRI (RFC 3987 section 3.1)", "",
         declare_to_uri, nullptr, 1, to_uri_command},
        {"to-iri", "", "the IRI of each URI (RFC 3987 section 3.2)", "",
         declare_to_iri, nullptr, 1, to_iri_command},
        {"check", "",
         "what the specifications say about each IRI reference (RFC 3987 sections 4, 5.3)",
         "The grammar, bidi, normalization, look-alikes, hosts, percent-encoding (RFC 3987 sections\n"
         "4, 5.3; 3987bis sections 5.1, 6.3, 7.5). On a terminal the severities are in colour, unless\n"
         "NO_COLOR is set.\n",
         declare_check, nullptr, 1, check_command},
        {"display", "", "the form of each IRI that is safe to show (RFC 3987 section 4.1)", "",
         declare_display, nullptr, 1, display_command},
    };
}

} // iri_tool
