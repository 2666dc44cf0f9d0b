//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// expand and match: IRI templates (RFC 6570). expand: each input a template, the variables
// from a JSON file; match: each input an IRI, the variables of one template.

#include "command.hpp"
#include <boost/json/basic_parser_impl.hpp>
#include <cstdint>
#include <fstream>
#include <set>

namespace iri_tool {

namespace {

/// The longest `--vars` file: past it the tool stops reading (a variables file is a few
/// kilobytes; `/dev/zero` must not fill memory).
constexpr std::size_t max_vars_size = std::size_t(64) << 20;

/// Reads `--vars` straight into template variables, through Boost.JSON's event parser: a
/// number is a value as the file writes it (RFC 6570 §2.3: a value is a string, and
/// 51.5072 must not become 5.15072E1), and a name given twice is an error, not a silent
/// choice of one.
class variables_reader
{
public:
    static constexpr std::size_t max_array_size = std::size_t(-1);
    static constexpr std::size_t max_object_size = std::size_t(-1);
    static constexpr std::size_t max_string_size = std::size_t(-1);
    static constexpr std::size_t max_key_size = std::size_t(-1);

    iris::template_variables variables;
    std::string why; ///< what is wrong with the file, when parsing stopped on it

    bool on_document_begin(boost::system::error_code&) { return true; }
    bool on_document_end(boost::system::error_code&) { return true; }
    bool on_object_begin(boost::system::error_code& ec)
    {
        if (depth_ == 1) // an associative array (§2.3)
            kind_ = kind::pairs;
        else if (depth_ != 0)
            return not_a_value(ec);
        ++depth_;
        return true;
    }
    bool on_object_end(std::size_t, boost::system::error_code&)
    {
        if (--depth_ == 1)
            variables.set(name_, std::move(pairs_));
        pairs_.clear();
        inner_keys_.clear();
        return true;
    }
    bool on_array_begin(boost::system::error_code& ec)
    {
        if (depth_ != 1)
            return depth_ == 0 ? fail(ec, "not a JSON object") : not_a_value(ec);
        kind_ = kind::list;
        ++depth_;
        return true;
    }
    bool on_array_end(std::size_t, boost::system::error_code&)
    {
        --depth_;
        variables.set(name_, std::move(list_));
        list_.clear();
        return true;
    }
    bool on_key_part(boost::json::string_view s, std::size_t, boost::system::error_code&)
    {
        text_.append(s.data(), s.size());
        return true;
    }
    bool on_key(boost::json::string_view s, std::size_t, boost::system::error_code& ec)
    {
        text_.append(s.data(), s.size());
        std::string key = std::move(text_);
        text_.clear();
        if (depth_ == 1) {
            if (!names_.insert(key).second)
                return fail(ec, "\"" + key + "\" is given twice");
            name_ = std::move(key);
            kind_ = kind::string;
        }
        else {
            if (!inner_keys_.insert(key).second)
                return fail(ec, "\"" + name_ + "\" has the key \"" + key + "\" twice");
            inner_key_ = std::move(key);
        }
        return true;
    }
    bool on_string_part(boost::json::string_view s, std::size_t, boost::system::error_code&)
    {
        text_.append(s.data(), s.size());
        return true;
    }
    bool on_string(boost::json::string_view s, std::size_t, boost::system::error_code& ec)
    {
        return scalar(s, ec);
    }
    bool on_number_part(boost::json::string_view s, boost::system::error_code&)
    {
        text_.append(s.data(), s.size());
        return true;
    }
    bool on_int64(std::int64_t, boost::json::string_view s, boost::system::error_code& ec) { return scalar(s, ec); }
    bool on_uint64(std::uint64_t, boost::json::string_view s, boost::system::error_code& ec) { return scalar(s, ec); }
    bool on_double(double, boost::json::string_view s, boost::system::error_code& ec) { return scalar(s, ec); }
    bool on_bool(bool b, boost::system::error_code& ec) { return scalar(b ? "true" : "false", ec); }
    bool on_null(boost::system::error_code& ec)
    {
        if (depth_ == 1) // an undefined variable (§2.3)
            return true;
        return fail(ec, depth_ == 0 ? "not a JSON object" : "\"" + name_ + "\" has a null member");
    }
    bool on_comment_part(boost::json::string_view, boost::system::error_code&) { return true; }
    bool on_comment(boost::json::string_view, boost::system::error_code&) { return true; }

private:
    enum class kind { string, list, pairs };

    /// A string, number or boolean, as the file writes it (after what its parts left in text_).
    bool scalar(boost::json::string_view s, boost::system::error_code& ec)
    {
        text_.append(s.data(), s.size());
        std::string value = std::move(text_);
        text_.clear();
        if (depth_ == 0)
            return fail(ec, "not a JSON object");
        if (depth_ == 1)
            variables.set(name_, std::move(value));
        else if (kind_ == kind::list)
            list_.push_back(std::move(value));
        else
            pairs_.emplace_back(std::move(inner_key_), std::move(value));
        return true;
    }

    bool fail(boost::system::error_code& ec, std::string what)
    {
        why = std::move(what);
        ec = make_error_code(boost::system::errc::invalid_argument);
        return false;
    }

    /// The error of a variable whose value nests deeper than a list or an object of strings.
    bool not_a_value(boost::system::error_code& ec)
    {
        return fail(ec, "\"" + name_ + "\" is not a string, a list of strings or an object of strings");
    }

    int depth_ = 0; ///< 1 among the variables, 2 inside a list or an associative array
    kind kind_ = kind::string;
    std::string name_, inner_key_, text_;
    std::set<std::string> names_, inner_keys_;
    iris::template_variables::list list_;
    iris::template_variables::pairs pairs_;
};

/// The variables of `--vars=FILE`: a JSON object whose members are strings (numbers and
/// booleans as the file writes them), lists of them, objects of them, or null (undefined).
std::shared_ptr<iris::template_variables const> read_variables(std::string const& file)
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
    boost::json::basic_parser<variables_reader> parser{boost::json::parse_options()};
    boost::system::error_code ec;
    parser.write_some(false, text.data(), text.size(), ec);
    if (ec) {
        std::string const& why = parser.handler().why;
        throw po::error("--vars: " + file + ": " + (why.empty() ? "not a JSON object: " + ec.message() : why));
    }
    return std::make_shared<iris::template_variables>(std::move(parser.handler().variables));
}

void declare_expand(po::options_description& d, settings& s)
{
    d.add_options()
        ("vars", po::value<std::string>()->value_name("FILE")->notifier([&s](std::string const& f) {
             s.variables = read_variables(f);
         }),
         "the variables: a JSON object of strings (numbers and booleans as the file writes them), "
         "lists and objects of them (null: undefined); each name once, at most 64 MiB")
        ("uri", po::bool_switch(&s.expand.uri),
         "RFC 6570's URI expansion (default: an IRI, with the characters of ucschar as they are)")
        ("max-size", number(s.expand.max_size, UINT32_MAX),
         "refuse expansions longer than N bytes with result_too_long, checked while writing "
         "(default 4294967295)");
}

/// The varname at `offset` of the template, or empty.
std::string_view variable_at(iris::iri_template const& t, std::size_t offset)
{
    for (iris::iri_template::varspec const& v : t.varspecs())
        if (v.offset == offset)
            return t.text().substr(v.offset, v.name.size());
    return {};
}

bool expand_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::expand_options o = s.expand;
    o.profile = s.parse.profile;
    static iris::template_variables const none;
    auto const t = iris::parse_template(in[0]);
    iris::result<iris::iri> r = t ? t->expand(s.variables ? *s.variables : none, o)
                                        : iris::result<iris::iri>(t.error());
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
    auto const m = t ? t->match(in[0]) : iris::result<iris::template_variables>(t.error());
    static char const* const names[] = {"template", "input", "result"};
    if (!m) {
        two_texts const two{{s.template_text, in[0]}, names};
        return write_result(in[0], iris::result<std::string>(m.error()), s, out, &two);
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
