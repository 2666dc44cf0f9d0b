//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_REPORTS_HPP
#define BOOST_IRI_TOOL_REPORTS_HPP

// What a command of the `iri` tool writes for one input, as text and as JSON: given what the
// library returned, or (normalize, expand, match, whose calls are the same everywhere) making
// the call too. The tool's commands and the JavaScript module (js/module.cpp) both go through
// these, so that the module's objects are the tool's `--json` lines.

#include "output.hpp"
#include <boost/iri.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace iri_tool {

namespace iris = boost::iris;

/// The text a command's result is written as.
inline std::string_view text_of(std::string const& s) noexcept { return s; }
inline std::string_view text_of(iris::iri const& x) noexcept { return x.buffer(); }

/// The texts of an operation on two (resolve: the base and the reference) and their names,
/// which say which one an error counts in (`failure::operand`); the third name is that of
/// what the operation made of them ("result"), whose text an error does not give.
struct two_texts
{
    std::string_view texts[2];
    char const* const* names; ///< three
};

/// The commands that give one text: `{"input", "ok", "result"}` or the error; in text, the
/// result or the error under the input (under the text of `two` the error counts in). True
/// when `r` holds a value.
template <class Result>
bool write_result(std::ostream& out, std::string_view input, Result const& r, bool json,
                  two_texts const* two = nullptr);

/// An error as the commands write it: `{"input", "ok": false, "error"}`, or in text under the
/// input. False.
bool write_error(std::ostream& out, std::string_view input, iris::failure const& e, bool json);

/// parse: the components of `x` (`input`), or "(absent)" / null for those it has not; or its
/// error. True when `x` holds a value.
bool write_components(std::ostream& out, std::string_view input, iris::result<iris::iri_view> const& x, bool json);

/// explain: the derivation of `input`, a node a line (text) or nested objects (JSON: "rule",
/// "begin", "end", "text", "inner"), without `all_rules` no character rule shown; or its error.
/// True when `d` holds one.
bool write_derivation(std::ostream& out, std::string_view input, iris::result<iris::derivation> const& d,
                      bool all_rules, bool json);

/// normalize: `input` normalized with `options` (`normalize_options` or
/// `unicode_normalize_options`), or at the simple rung (RFC 3987 §5.3.1) the text as it is
/// once it parses. True when it does.
template <class Options>
bool write_normalized(std::ostream& out, std::string_view input, iris::comparison_level level,
                      Options const& options, bool json);

/// expand: the template `input` expanded with `variables`; an error of the expansion names, in
/// JSON, the variable of the varspec it comes from ("variable"). True when it expands.
bool write_expansion(std::ostream& out, std::string_view input, iris::template_variables const& variables,
                     iris::expand_options const& options, bool json);

/// match: the variables that the template `template_text` expands to `input` with, as a JSON
/// object (strings, lists as arrays, associative arrays as objects), or the error, which counts
/// in the template or the input ("operand"). True when it matches.
bool write_match(std::ostream& out, std::string_view input, std::string_view template_text, bool json);

/// The variables of a template from a JSON object whose members are strings (numbers and
/// booleans as the text writes them: RFC 6570 §2.3, a value is a string), lists of them,
/// objects of them, or null (undefined); a name given twice is an error. Empty, with the
/// reason in `why`, when `json` is not such an object.
std::optional<iris::template_variables> read_variables(std::string_view json, std::string& why);

// ---- implementation ----------------------------------------------------------------------

template <class Result>
bool write_result(std::ostream& out, std::string_view input, Result const& r, bool json, two_texts const* two)
{
    if (json) {
        json_object o(out);
        o.string("input", input);
        o.boolean("ok", r.has_value());
        if (r)
            o.string("result", text_of(*r));
        else
            o.error(r.error(), two ? two->names : nullptr);
        o.end();
    }
    else if (r) {
        write_printable(out, text_of(*r));
        out << '\n';
    }
    else {
        write_printable(out, input);
        out << '\n';
        if (two && r.error().operand < 2)
            write_text_error(out, two->texts[r.error().operand], r.error(), two->names[r.error().operand]);
        else if (two)
            write_text_error(out, {}, r.error(), two->names[r.error().operand], false);
        else
            write_text_error(out, input, r.error());
    }
    return r.has_value();
}

template <class Options>
bool write_normalized(std::ostream& out, std::string_view input, iris::comparison_level level,
                      Options const& options, bool json)
{
    if (level == iris::comparison_level::simple) {
        auto const r = iris::parse_iri_reference(input, options.parse);
        return r ? write_result(out, input, iris::result<std::string>(std::string(input)), json)
                 : write_error(out, input, r.error(), json);
    }
    return write_result(out, input, iris::normalize(input, options), json);
}

} // iri_tool

#endif
