//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_REPORTS_HPP
#define BOOST_IRI_TOOL_REPORTS_HPP

// What a command of the `iri` tool writes for one input, as text and as JSON, given what the
// library returned. The tool's commands and the JavaScript module (js/module.cpp) both write
// through these, so that the module's objects are the tool's `--json` lines.

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

/// parse: the components of `x` (`input`), or "(absent)" / null for those it has not.
void write_components(std::ostream& out, std::string_view input, iris::iri_view const& x, bool json);

/// explain: the derivation of `input`, a node a line (text) or nested objects (JSON: "rule",
/// "begin", "end", "text", "inner"); without `all_rules` no character rule is shown.
void write_derivation(std::ostream& out, std::string_view input, iris::derivation const& d, bool all_rules,
                      bool json);

/// expand: the expansion `r` of the template `t` (`input`); an error of the expansion names,
/// in JSON, the variable of the varspec it comes from ("variable"). True when `r` holds one.
bool write_expansion(std::ostream& out, std::string_view input, iris::result<iris::iri_template> const& t,
                     iris::result<iris::iri> const& r, bool json);

/// match: the variables `m` that `t` (whose text is `template_text`) expands to `input` with,
/// as a JSON object (strings, lists as arrays, associative arrays as objects), or the error,
/// which counts in the template or the input ("operand"). True when `m` holds them.
bool write_match(std::ostream& out, std::string_view input, std::string_view template_text,
                 iris::result<iris::iri_template> const& t, iris::result<iris::template_variables> const& m,
                 bool json);

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

} // iri_tool

#endif
