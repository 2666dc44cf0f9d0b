//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_TOOL_HPP
#define BOOST_IRI_TOOL_TOOL_HPP

// The `iri` command line tool (doc/iri.1.adoc, `iri --help`), as a function that tests call.

#include <iosfwd>
#include <string>
#include <vector>

namespace iri_tool {

/// Exit status: 0 when every input was fine, 1 when some failed, 2 on a usage error.
enum exit_status { all_ok = 0, some_failed = 1, usage_error = 2 };

/// What the tool knows of where it writes (main reads it off the process).
struct terminal
{
    bool out = false;      ///< standard output is a terminal: check's severities in colour
    bool err = false;      ///< standard error is a terminal: a progress line for long inputs
    bool no_color = false; ///< NO_COLOR is set and not empty (https://no-color.org)
};

/// Runs `iri ARGS...`: inputs are the arguments after the command, its options and operands,
/// or else the lines of `in`.
int run(std::vector<std::string> const& args, std::istream& in, std::ostream& out, std::ostream& err,
        terminal const& where = {});

/// An option as `iri COMMAND --help` shows it, for the test that compares the man page.
struct option_help
{
    std::string name;        ///< "host"
    std::string value;       ///< "percent|idna", or empty for a switch
    std::string description;
};

/// The commands' names, in the order of `iri --help`.
std::vector<std::string> command_names();

/// The options of a command (without those of every command), or, for "", those of every command.
std::vector<option_help> options_of(std::string const& command);

} // iri_tool

#endif
