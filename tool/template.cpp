//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// expand and match: IRI templates (RFC 6570). expand: each input a template, the variables
// from a JSON file; match: each input an IRI, the variables of one template.

#include "command.hpp"
#include <fstream>

namespace iri_tool {

namespace {

/// The longest `--vars` file: past it the tool stops reading (a variables file is a few
/// kilobytes; `/dev/zero` must not fill memory).
constexpr std::size_t max_vars_size = std::size_t(64) << 20;

/// The variables of `--vars=FILE`: a JSON object whose members are strings (numbers and
/// booleans as the file writes them), lists of them, objects of them, or null (undefined).
std::shared_ptr<iris::template_variables const> read_variables_file(std::string const& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw po::error("--vars: cannot read " + file);
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > max_vars_size)
            throw po::error("--vars: " + file + " is longer than " + std::to_string(max_vars_size) + " bytes");
    }
    std::string why;
    auto v = read_variables(text, why);
    if (!v)
        throw po::error("--vars: " + file + ": " + why);
    return std::make_shared<iris::template_variables>(std::move(*v));
}

void declare_expand(po::options_description& d, settings& s)
{
    d.add_options()
        ("vars", po::value<std::string>()->value_name("FILE")->notifier([&s](std::string const& f) {
             s.variables = read_variables_file(f);
         }),
         "the variables: a JSON object of strings (numbers and booleans as the file writes them), "
         "lists and objects of them (null: undefined); each name once, at most 64 MiB")
        ("uri", po::bool_switch(&s.expand.uri),
         "RFC 6570's URI expansion (default: an IRI, with the characters of ucschar as they are)")
        ("max-size", number(s.expand.max_size, UINT32_MAX),
         "refuse expansions longer than N bytes with result_too_long, checked while writing "
         "(default 4294967295)");
}

bool expand_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::expand_options o = s.expand;
    o.profile = s.parse.profile;
    static iris::template_variables const none;
    return write_expansion(out, in[0], s.variables ? *s.variables : none, o, s.json);
}

bool take_template(std::vector<std::string>& arguments, settings& s, std::string& why)
{
    return take_operand(arguments, s.template_text, "TEMPLATE", why);
}

bool match_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    return write_match(out, in[0], s.template_text, s.json);
}

} // namespace

std::vector<command> template_commands()
{
    return {
        {"expand", "", "the expansion of each IRI template (RFC 6570)",
         "Each input is a template (RFC 6570 section 2), expanded with the variables of --vars, all\n"
         "four levels. The result is an IRI reference of --profile (a URI reference with --uri), or\n"
         "the error: of the template's grammar, or of its expansion at the varspec it comes from\n"
         "(\"variable\" in JSON): a prefix of a list or object, a value that is not UTF-8, an\n"
         "expansion that the IRI grammar does not match.\n",
         declare_expand, nullptr, 1, expand_command},
        {"match", "TEMPLATE", "the variables of TEMPLATE that expand to each IRI (RFC 6570, inverted)",
         "The variables as a JSON object: strings, lists (arrays) and associative arrays (objects),\n"
         "percent-decoded. A template with a prefix modifier, or with two expressions that cannot be\n"
         "told apart (\"{a}{b}\"), is unmatchable_template; an input it does not match is no_match\n"
         "at the byte where it stops (\"operand\": \"input\").\n",
         nullptr, take_template, 1, match_command},
    };
}

} // iri_tool
