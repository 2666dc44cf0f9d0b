//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "reports.hpp"
#include "pictures.hpp"
#include <boost/json/basic_parser_impl.hpp>
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <set>

namespace iri_tool {

namespace {

void write_tree_text(std::ostream& out, std::string_view input, iris::derivation::node n, bool all_rules,
                     int depth)
{
    out << std::string(2 * static_cast<std::size_t>(depth), ' ') << n.rule() << " [" << n.begin() << ','
        << n.end() << ") \"";
    write_printable(out, input.substr(n.begin(), n.end() - n.begin()));
    out << "\"\n";
    for_each_shown(n, all_rules, [&](iris::derivation::node inner) {
        write_tree_text(out, input, inner, all_rules, depth + 1);
    });
}

void write_tree_json(std::ostream& out, std::string_view input, iris::derivation::node n, bool all_rules)
{
    out << "{\"rule\":";
    write_json_string(out, n.rule());
    char buf[64]; // the offsets in one write, without the stream's locale
    char* p = buf;
    auto const put = [&p](std::string_view s) { p = std::copy(s.begin(), s.end(), p); };
    put(",\"begin\":");
    p = std::to_chars(p, buf + sizeof buf, n.begin()).ptr;
    put(",\"end\":");
    p = std::to_chars(p, buf + sizeof buf, n.end()).ptr;
    put(",\"text\":");
    out.write(buf, p - buf);
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

/// Reads a JSON object straight into template variables, through Boost.JSON's event parser:
/// a number is a value as the text writes it (RFC 6570 §2.3: a value is a string, and
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

/// The varname at `offset` of the template, or empty.
std::string_view variable_at(iris::iri_template const& t, std::size_t offset)
{
    for (iris::iri_template::varspec const& v : t.varspecs())
        if (v.offset == offset)
            return t.text().substr(v.offset, v.name.size());
    return {};
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

} // namespace

bool write_error(std::ostream& out, std::string_view input, iris::failure const& e, bool json)
{
    return write_result(out, input, iris::result<std::string>(e), json);
}

bool write_components(std::ostream& out, std::string_view input, iris::result<iris::iri_view> const& r, bool json)
{
    if (!r)
        return write_error(out, input, r.error(), json);
    iris::iri_view const& x = *r;
    bool const a = x.has_authority();
    if (json) {
        json_object o(out);
        o.string("input", input);
        o.boolean("ok", true);
        o.optional("scheme", x.has_scheme(), x.scheme());
        o.optional("userinfo", x.has_userinfo(), x.encoded_userinfo());
        o.optional("host", a, x.encoded_host());
        o.optional("host_type", a, a ? iris::to_string(x.host_type()) : "");
        o.optional("port", x.has_port(), x.port());
        o.string("path", x.encoded_path());
        o.optional("query", x.has_query(), x.encoded_query());
        o.optional("fragment", x.has_fragment(), x.encoded_fragment());
        o.end();
        return true;
    }
    write_printable(out, input);
    out << '\n';
    auto line = [&out](std::string_view name, bool present, std::string_view v) {
        out << "  " << name << std::string(10 - name.size(), ' ');
        if (present) {
            out << '"';
            write_printable(out, v);
            out << "\"\n";
        }
        else
            out << "(absent)\n";
    };
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

bool write_derivation(std::ostream& out, std::string_view input, iris::result<iris::derivation> const& d,
                      bool all_rules, bool json)
{
    if (!d)
        return write_error(out, input, d.error(), json);
    if (!json) {
        write_tree_text(out, input, d->root(), all_rules, 0);
        return true;
    }
    json_object o(out);
    o.string("input", input);
    o.boolean("ok", true);
    write_tree_json(o.key("tree"), input, d->root(), all_rules);
    o.end();
    return true;
}

bool write_expansion(std::ostream& out, std::string_view input, iris::template_variables const& variables,
                     iris::expand_options const& options, bool json)
{
    auto const t = iris::parse_template(input);
    auto const r = t ? t->expand(variables, options) : iris::result<iris::iri>(t.error());
    std::string_view const variable = t && !r ? variable_at(*t, r.error().offset) : std::string_view();
    if (!json || variable.empty())
        return write_result(out, input, r, json);
    json_object j(out);
    j.string("input", input);
    j.boolean("ok", false);
    j.error(r.error());
    j.string("variable", variable);
    j.end();
    return false;
}

bool write_match(std::ostream& out, std::string_view input, std::string_view template_text, bool json)
{
    auto const t = iris::parse_template(template_text);
    auto const m = t ? t->match(input) : iris::result<iris::template_variables>(t.error());
    static char const* const names[] = {"template", "input", "result"};
    if (!m) {
        two_texts const two{{template_text, input}, names};
        return write_result(out, input, iris::result<std::string>(m.error()), json, &two);
    }
    if (json) {
        json_object j(out);
        j.string("input", input);
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

std::optional<iris::template_variables> read_variables(std::string_view json, std::string& why)
{
    boost::json::basic_parser<variables_reader> parser{boost::json::parse_options()};
    boost::system::error_code ec;
    parser.write_some(false, json.data(), json.size(), ec);
    if (ec) {
        why = parser.handler().why.empty() ? "not a JSON object: " + ec.message() : parser.handler().why;
        return std::nullopt;
    }
    return std::move(parser.handler().variables);
}

} // iri_tool
