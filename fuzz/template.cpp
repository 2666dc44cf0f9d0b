//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI templates (RFC 6570): a template on the first line, its variables on the others, one a
// line: "NAME=VALUE" a string, "NAME@A,B,C" a list, "NAME%K=V,K=V" an associative array.
// A template parses or gives an error inside it; an expansion is an IRI reference of the
// profile (a URI reference of ASCII with URI output), laid out as its parse lays it out, the IRI expansion mapped by RFC 3987
// §3.1 is the URI expansion, and expand_to leaves its buffer as it was on an error. The same
// text as a format string of `format`, the values of the lines its arguments (named and not):
// an IRI reference or one of its errors, inside the format string, with the components the
// format string has with plain arguments. Neither writes a bidi formatting character as
// itself; an expansion past a max_size is result_too_long, one within it unchanged.

#include "fuzz.hpp"
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/format.hpp>
#include <boost/iri/template.hpp>

namespace {

// No bidi formatting character as itself (RFC 3987 §4.1; issue 27, item 6).
bool free_of_bidi(std::string_view s)
{
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char32_t const c = fuzz::iris::detail::decode_utf8(p, end);
        if (fuzz::iris::detail::is_bidi_formatting(c))
            return false;
        if (c == fuzz::iris::detail::bad_code_point)
            ++p;
    }
    return true;
}

std::vector<std::string_view> split(std::string_view s, char at)
{
    std::vector<std::string_view> r;
    for (std::size_t from = 0;;) {
        std::size_t const to = s.find(at, from);
        r.push_back(s.substr(from, to == std::string_view::npos ? std::string_view::npos : to - from));
        if (to == std::string_view::npos)
            return r;
        from = to + 1;
    }
}

fuzz::iris::template_variables variables_of(std::string_view lines)
{
    fuzz::iris::template_variables v;
    for (std::string_view line : split(lines, '\n')) {
        std::size_t const at = line.find_first_of("=@%");
        if (at == std::string_view::npos)
            continue;
        std::string_view const name = line.substr(0, at), rest = line.substr(at + 1);
        if (line[at] == '=')
            v.set(name, std::string(rest));
        else if (line[at] == '@') {
            fuzz::iris::template_variables::list l;
            for (std::string_view m : split(rest, ','))
                l.emplace_back(m);
            v.set(name, std::move(l));
        }
        else {
            fuzz::iris::template_variables::pairs p;
            for (std::string_view m : split(rest, ',')) {
                std::size_t const eq = m.find('=');
                p.emplace_back(std::string(m.substr(0, eq)),
                               eq == std::string_view::npos ? std::string() : std::string(m.substr(eq + 1)));
            }
            v.set(name, std::move(p));
        }
    }
    return v;
}

bool is_ascii(std::string_view s)
{
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80)
            return false;
    return true;
}

void format_checks(std::string_view text, std::string_view lines)
{
    using namespace fuzz;
    std::vector<std::string_view> values;
    for (std::string_view line : split(lines, '\n'))
        values.push_back(line.substr(line.find_first_of("=@%") == std::string_view::npos ? 0 : line.find_first_of("=@%") + 1));
    values.resize(4);
    auto const r = iris::format(text, {values[0], values[1], iris::arg("a", values[2]), iris::arg("b", values[3])});
    if (r) {
        require(iris::parse_iri_reference(r->buffer()).has_value(), "format: a result that does not parse");
        // no argument moves a boundary (issue 27, item 1): with the arguments a letter or a
        // digit each, the same format string has the same components
        auto const plain = iris::format(text, {"1", "a", iris::arg("a", "a"), iris::arg("b", "1")});
        if (plain)
            require(r->has_scheme() == plain->has_scheme() && r->has_authority() == plain->has_authority() &&
                        r->has_userinfo() == plain->has_userinfo() && r->has_port() == plain->has_port() &&
                        r->has_query() == plain->has_query() && r->has_fragment() == plain->has_fragment(),
                    "format: an argument made or removed a component");
        require(free_of_bidi(r->buffer()), "format: a bidi formatting character written as itself");
        return;
    }
    require_well_formed(r, text.size(), "format: an ill-formed error");
    auto const code = r.error().code;
    require(code == iris::error::invalid_utf8 || code == iris::error::invalid_format_string ||
                code == iris::error::missing_argument ||
                code == iris::error::invalid_format_argument || code == iris::error::not_an_iri_reference,
            "format: an error of another kind");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    auto const [text, lines] = in.halves();
    format_checks(text, lines);
    auto const t = iris::parse_template(text);
    require_well_formed(t, text.size(), "parse_template: an ill-formed error");
    if (!t)
        return 0;
    require(t->text() == text, "the template keeps its text");
    auto const vars = variables_of(lines);
    iris::expand_options iri_output;
    iri_output.profile = in.parse_options().profile;
    iris::expand_options uri_output;
    uri_output.uri = true;
    auto const as_iri = t->expand(vars, iri_output);
    auto const as_uri = t->expand(vars, uri_output);
    require_well_formed(as_iri, text.size(), "expand: an ill-formed error");
    require_well_formed(as_uri, text.size(), "expand --uri: an ill-formed error");
    // an expansion parses, with the layout it came with (which the writer may have found
    // without a parse: writer::lay_out)
    if (as_iri)
        require(reads_as_parsed(*as_iri), "an IRI expansion that does not parse as laid out");
    if (as_uri) {
        require(is_ascii(as_uri->buffer()), "a URI expansion that is not ASCII");
        require(reads_as_parsed(*as_uri), "a URI expansion that does not parse as laid out");
    }
    if (as_iri && as_uri && iri_output.profile == iris::profile::rfc3987) {
        auto const mapped = iris::to_uri(*as_iri);
        require(mapped && mapped->buffer() == as_uri->buffer(), "to_uri of the IRI expansion is not the URI expansion");
    }
    // match inverts expand: what it finds expands back to the text
    if (as_iri) {
        auto const m = t->match(as_iri->buffer());
        if (m)
            require(t->expand(*m, iri_output).has_value() || iri_output.profile != iris::profile::rfc3987,
                    "match: variables that do not expand");
        else
            require(m.error().code == iris::error::unmatchable_template || m.error().code == iris::error::no_match,
                    "match: an error of another kind");
    }
    if (as_iri)
        require(free_of_bidi(as_iri->buffer()), "expand: a bidi formatting character written as itself");
    // a max_size stops the expansion where it passes it, and changes nothing else (item 5)
    iris::expand_options bounded = iri_output;
    bounded.max_size = text.size() % 64;
    auto const short_one = t->expand(vars, bounded);
    if (as_iri && as_iri->size() <= bounded.max_size)
        require(short_one && short_one->buffer() == as_iri->buffer(), "expand: a max_size it keeps changed it");
    else if (as_iri)
        require(!short_one && short_one.error().code == iris::error::result_too_long,
                "expand: a result longer than max_size");
    std::string out = "before";
    auto const appended = t->expand_to(out, vars, iri_output);
    require(appended.has_value() == as_iri.has_value(), "expand_to and expand disagree");
    require(appended ? out == "before" + std::string(as_iri->buffer()) : out == "before",
            "expand_to does not append the expansion, or changes its buffer on an error");
    return 0;
}
