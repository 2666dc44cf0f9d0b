//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// parse, explain, segments, params: what an IRI reference is made of.

#include "command.hpp"
#include "pictures.hpp"
#include <boost/assert.hpp>

namespace iri_tool {

namespace {

bool parse_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    std::string_view const input = in[0];
    return write_components(out, input, parse_input(input, s), s.json);
}

// ---- explain ----------------------------------------------------------------------------------

// The derivation from --rule (IRI-reference, absolute-IRI with --absolute, URI-Template with
// --template), or `input_too_long` past --max-length.
iris::result<iris::derivation> derive_input(std::string_view input, settings const& s)
{
    std::string_view const rule = !s.rule.empty() ? std::string_view(s.rule)
                                  : s.templates  ? "URI-Template"
                                  : s.absolute   ? "absolute-IRI"
                                                 : "IRI-reference";
    auto d = derive_from_rule(rule, input, s.parse, s.max_length);
    BOOST_ASSERT(d); // a rule of the grammar: --rule checks the name it takes
    return std::move(*d);
}

bool explain_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    std::string_view const input = in[0];
    auto const r = derive_input(input, s);
    if (s.page) {
        s.page->add(input, r, s.all_rules);
        return r.has_value();
    }
    if (s.format == "dot") {
        ++s.explained;
        if (r)
            write_dot(out, input, *r, s.all_rules, s.explained);
        else { // a comment between the graphs
            out << "// input " << s.explained << ": ";
            write_printable(out, input);
            out << ": ";
            write_printable(out, r.error().message());
            out << '\n';
        }
        return r.has_value();
    }
    return write_derivation(out, input, r, s.all_rules, s.json);
}

void declare_explain(po::options_description& d, settings& s)
{
    declare_absolute(d, s);
    d.add_options()
        ("all", po::bool_switch(&s.all_rules), "also the character rules (ALPHA, ipchar, ...)")
        ("template", po::bool_switch(&s.templates), "the inputs are IRI templates (URI-Template, RFC 6570 section 2)")
        ("rule", po::value<std::string>()->value_name("RULE")->notifier([&s](std::string const& rule) {
             if (!is_rule(rule))
                 throw po::error("--rule: the grammar has no rule '" + rule + "' (doc/abnf.adoc lists them)");
             s.rule = rule;
         }),
         "derive the inputs from this rule of the grammar, by its ABNF name (ipath-abempty, ihost, "
         "varspec, ...), instead of IRI-reference")
        ("format", one_of({"text", "json", "dot", "html"},
                          [&s](std::size_t i) {
                              s.format = std::vector<char const*>{"text", "json", "dot", "html"}[i];
                              s.json = s.json || i == 1;
                          }),
         "a tree (text), JSON (as --json), a Graphviz digraph per input, or one HTML page (the span "
         "of the rule under the pointer highlighted, each rule linked to its ABNF)")
        ("max-length", number(s.max_length, SIZE_MAX),
         "refuse inputs longer than N bytes with input_too_long (default 1048576; explain takes up "
         "to 64 bytes of memory a byte of its longest input, its output streamed)");
}

// ---- segments, params -----------------------------------------------------------------------

bool segments_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    auto const x = iris::parse_iri_reference(in[0], s.parse);
    if (!x)
        return write_error(out, in[0], x.error(), s.json);
    if (!s.json) {
        for (std::string_view segment : x->encoded_segments()) {
            write_printable(out, iris::decoded_view(segment).decode());
            out << '\n';
        }
        return true;
    }
    json_object o(out);
    o.string("input", in[0]);
    o.boolean("ok", true);
    o.boolean("absolute", x->encoded_segments().is_absolute());
    o.key("segments") << '[';
    bool first = true;
    for (std::string_view segment : x->encoded_segments()) {
        out << (first ? "" : ",");
        json_object one(out);
        one.string("decoded", iris::decoded_view(segment).decode());
        one.string("encoded", segment);
        one.close();
        first = false;
    }
    out << ']';
    o.end();
    return true;
}

bool params_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    auto const x = iris::parse_iri_reference(in[0], s.parse);
    if (!x)
        return write_error(out, in[0], x.error(), s.json);
    if (!s.json) {
        for (iris::param_view p : x->encoded_params()) {
            write_printable(out, p.decoded_name().decode());
            if (p.has_value) {
                out << '=';
                write_printable(out, p.decoded_value().decode());
            }
            out << '\n';
        }
        return true;
    }
    json_object o(out);
    o.string("input", in[0]);
    o.boolean("ok", true);
    o.key("params") << '[';
    bool first = true;
    for (iris::param_view p : x->encoded_params()) {
        out << (first ? "" : ",");
        json_object one(out);
        one.string("name", p.decoded_name().decode());
        one.optional("value", p.has_value, p.has_value ? p.decoded_value().decode() : std::string());
        one.string("encoded_name", p.name);
        one.optional("encoded_value", p.has_value, p.value);
        one.close();
        first = false;
    }
    out << ']';
    o.end();
    return true;
}

} // namespace

void declare_absolute(po::options_description& d, settings& s)
{
    d.add_options()("absolute", po::bool_switch(&s.absolute), "the inputs must be absolute IRIs (absolute-IRI)");
}

iris::result<iris::iri_view> parse_input(std::string_view input, settings const& s)
{
    return s.absolute ? iris::parse_absolute_iri(input, s.parse) : iris::parse_iri_reference(input, s.parse);
}

std::vector<command> inspect_commands()
{
    return {
        {"parse", "", "the components of each IRI reference", "",
         declare_absolute, nullptr, 1, parse_command},
        {"explain", "", "the derivation, production by production, with byte spans", "",
         declare_explain, nullptr, 1, explain_command},
        {"segments", "", "the segments of each path, decoded", "",
         nullptr, nullptr, 1, segments_command},
        {"params", "", "the name=value parameters of each query, decoded", "",
         nullptr, nullptr, 1, params_command},
    };
}

} // iri_tool
