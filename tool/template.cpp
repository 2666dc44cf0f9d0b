//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// expand and match: IRI templates (RFC 6570). expand: each input a template, the variables
// from a JSON file; match: each input an IRI, the variables of one template.

#include "command.hpp"
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <fstream>
#include <iterator>

namespace iri_tool {

namespace {

namespace json = boost::json;

/// A JSON value as a string of a template variable: a string as it is; a number or a
/// boolean as JSON writes it.
bool scalar(json::value const& v, std::string& out)
{
    if (v.is_string())
        out = std::string(v.get_string());
    else if (v.is_number() || v.is_bool())
        out = json::serialize(v);
    else
        return false;
    return true;
}

/// The variables of `--vars=FILE`: a JSON object whose members are strings (numbers and
/// booleans as JSON writes them), lists of them, objects of them, or null (undefined).
std::shared_ptr<iris::template_variables const> read_variables(std::string const& file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw po::error("--vars: cannot read " + file);
    std::string const text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    boost::system::error_code ec;
    json::value const doc = json::parse(text, ec);
    if (ec || !doc.is_object())
        throw po::error("--vars: " + file + " is not a JSON object" + (ec ? ": " + ec.message() : ""));
    auto vars = std::make_shared<iris::template_variables>();
    for (auto const& [name, v] : doc.get_object()) {
        std::string s;
        bool ok = true;
        if (v.is_null())
            continue;
        if (v.is_array()) {
            iris::template_variables::list l;
            for (json::value const& m : v.get_array())
                if ((ok = ok && scalar(m, s)))
                    l.push_back(s);
            vars->set(name, std::move(l));
        }
        else if (v.is_object()) {
            iris::template_variables::pairs p;
            for (auto const& [k, m] : v.get_object())
                if ((ok = ok && scalar(m, s)))
                    p.emplace_back(std::string(k), s);
            vars->set(name, std::move(p));
        }
        else if ((ok = scalar(v, s)))
            vars->set(name, std::move(s));
        if (!ok)
            throw po::error("--vars: " + file + ": \"" + std::string(name) +
                            "\" is not a string, a list of strings or an object of strings");
    }
    return vars;
}

void declare_expand(po::options_description& d, settings& s)
{
    d.add_options()
        ("vars", po::value<std::string>()->value_name("FILE")->notifier([&s](std::string const& f) {
             s.variables = read_variables(f);
         }),
         "the variables: a JSON object of strings, lists and objects (null: undefined)")
        ("uri", po::bool_switch(&s.expand.uri),
         "RFC 6570's URI expansion (default: an IRI, with the characters of ucschar as they are)");
}

/// The varname at `offset` of the template, or empty.
std::string_view variable_at(iris::iri_template const& t, std::size_t offset)
{
    for (iris::iri_template::varspec const& v : t.varspecs())
        if (v.offset == offset)
            return v.name;
    return {};
}

bool expand_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::expand_options o = s.expand;
    o.profile = s.parse.profile;
    static iris::template_variables const none;
    auto const t = iris::parse_template(in[0]);
    iris::parse_result<iris::iri> r = t ? t->expand(s.variables ? *s.variables : none, o)
                                        : iris::parse_result<iris::iri>(t.error());
    std::string_view const variable = t && !r ? variable_at(*t, r.error().offset) : std::string_view();
    if (!s.json || variable.empty())
        return write_result(in[0], r, s, out);
    json_object j(out);
    j.string("input", in[0]);
    j.boolean("ok", false);
    j.error(r.error());
    j.string("variable", variable);
    j.end();
    return false;
}

bool take_template(std::vector<std::string>& arguments, settings& s, std::string& why)
{
    return take_operand(arguments, s.template_text, "TEMPLATE", why);
}

/// The variables as a JSON object: strings, lists as arrays, associative arrays as objects.
void write_variables(std::ostream& out, iris::template_variables const& v, iris::iri_template const& t)
{
    out << '{';
    bool first = true;
    for (iris::iri_template::varspec const& spec : t.varspecs()) {
        iris::template_variables::value const* x = v.find(spec.name);
        if (!x)
            continue;
        out << (first ? "" : ",");
        first = false;
        write_json_string(out, spec.name);
        out << ':';
        if (auto const* s = std::get_if<std::string>(x))
            write_json_string(out, *s);
        else if (auto const* l = std::get_if<iris::template_variables::list>(x)) {
            out << '[';
            for (std::size_t i = 0; i < l->size(); ++i) {
                out << (i ? "," : "");
                write_json_string(out, (*l)[i]);
            }
            out << ']';
        }
        else {
            auto const& p = std::get<iris::template_variables::pairs>(*x);
            out << '{';
            for (std::size_t i = 0; i < p.size(); ++i) {
                out << (i ? "," : "");
                write_json_string(out, p[i].first);
                out << ':';
                write_json_string(out, p[i].second);
            }
            out << '}';
        }
    }
    out << '}';
}

bool match_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    auto const t = iris::parse_template(s.template_text);
    auto const m = t ? t->match(in[0]) : iris::parse_result<iris::template_variables>(t.error());
    static char const* const names[] = {"template", "input"};
    if (!m) {
        two_texts const two{{s.template_text, in[0]}, names};
        return write_result(in[0], iris::parse_result<std::string>(m.error()), s, out, &two);
    }
    if (s.json) {
        json_object j(out);
        j.string("input", in[0]);
        j.boolean("ok", true);
        write_variables(j.key("variables"), *m, *t);
        j.end();
    }
    else {
        write_variables(out, *m, *t);
        out << '\n';
    }
    return true;
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
