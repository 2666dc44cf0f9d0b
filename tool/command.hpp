//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_COMMAND_HPP
#define BOOST_IRI_TOOL_COMMAND_HPP

// A command of the `iri` tool: its name, what it does, the options it declares (once, for
// parsing and for `iri COMMAND --help`) and the function that runs it on one input. The
// commands come in groups, one source file each:
//   inspect.cpp  parse, explain, segments, params
//   map.cpp      to-uri, to-iri, check, display
//   compare.cpp  resolve, relativize, normalize, compare
//   set.cpp      set
//   template.cpp expand, match

#include "reports.hpp"
#include "rules.hpp"
#include <boost/iri.hpp>
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace iri_tool {

namespace iris = boost::iris;
namespace po = boost::program_options;

class html_page;

/// What the options of the command line set.
struct settings
{
    // every command
    bool json = false;
    unsigned jobs = 1;            ///< threads over the lines of standard input
    std::string charset;          ///< of the inputs; empty: UTF-8
    iris::parse_options parse;
    bool color = false;           ///< check: severities in colour (a terminal, no NO_COLOR)

    // parse, explain, check
    bool absolute = false;

    // explain
    bool all_rules = false;
    bool templates = false;                      ///< --template: derive URI-Template
    std::string rule;                            ///< --rule: derive this rule; empty: none
    std::size_t max_length = default_max_length;
    std::string format = "text";                 ///< text, json, dot, html
    std::shared_ptr<html_page> page;             ///< --format=html
    mutable std::size_t explained = 0;           ///< --format=dot: inputs so far (one thread)

    // to-uri, to-iri
    iris::unicode_to_uri_options to_uri;
    std::string query_charset;                   ///< to_uri.query_charset refers to it
    iris::unicode_to_iri_options to_iri;

    // check, display
    iris::check_options check;
    iris::severity min_severity = iris::severity::note;
    iris::display_options display;

    // resolve, relativize, normalize, compare
    std::string base;
    iris::resolve_options resolve;
    iris::relativize_options relativize;
    iris::comparison_level level = iris::comparison_level::syntax;
    bool nfc = false;
    bool idna_host = false;

    // set: NAME=VALUE (decoded, encoded as needed), NAME%=VALUE (as written, checked), NAME- (remove)
    struct change
    {
        std::string_view name;
        std::string value;
        char how; ///< '=', '%' or '-'
    };
    std::vector<change> changes;

    // expand, match
    std::shared_ptr<iris::template_variables const> variables; ///< --vars; null: none
    iris::expand_options expand;
    std::string template_text;                                  ///< match's TEMPLATE

    /// The options of normalize and compare.
    iris::unicode_normalize_options normalization() const;
};

struct command
{
    char const* name;
    char const* operands; ///< what comes before the inputs, for the usage line ("BASE")
    char const* summary;  ///< one line for `iri --help`
    char const* details;  ///< more for `iri COMMAND --help`: what an input is, the rules it follows

    /// Adds the command's options, which write into `s`.
    void (*declare)(po::options_description& d, settings& s);

    /// Takes the operands from the front of `arguments` (the arguments that are not options)
    /// into `s`; false, with the reason in `why`, when they are missing or wrong.
    bool (*take_operands)(std::vector<std::string>& arguments, settings& s, std::string& why);

    /// How many arguments make one input (compare: 2); a line of standard input holds them
    /// separated by TABs.
    unsigned arity;

    /// Writes the result for one input (`arity` texts); false when it failed.
    bool (*run)(std::string_view const* input, settings const& s, std::ostream& out);
};

std::vector<command> inspect_commands();
std::vector<command> map_commands();
std::vector<command> compare_commands();
std::vector<command> set_commands();
std::vector<command> template_commands();

// ---- what the commands share --------------------------------------------------------------

/// Takes the first of `arguments` into `into` (an operand such as "BASE"); false, with "needs
/// a NAME" in `why`, when there is none.
bool take_operand(std::vector<std::string>& arguments, std::string& into, char const* name, std::string& why);

/// `--absolute`.
void declare_absolute(po::options_description& d, settings& s);

/// The input as an IRI reference, or as an absolute IRI with --absolute.
iris::result<iris::iri_view> parse_input(std::string_view input, settings const& s);

/// An option's argument that is one of `choices` (a usage error otherwise): `set(i)` is called
/// with the index of the one given.
po::typed_value<std::string>* one_of(std::vector<std::string_view> const& choices,
                                     std::function<void(std::size_t)> set);

/// An option's argument that is a number up to `max` (a usage error otherwise), given to `set`.
po::typed_value<std::string>* number_value(std::function<void(std::size_t)> set, std::size_t max);

/// A number up to `max` into `target` (a usage error otherwise).
po::typed_value<std::string>* number(std::size_t& target, std::size_t max);

} // iri_tool

#endif
