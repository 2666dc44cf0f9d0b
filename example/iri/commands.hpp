//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_IRI_COMMANDS_HPP
#define BOOST_IRI_EXAMPLE_IRI_COMMANDS_HPP

// The `iri` command line tool (README.md, `iri --help`), as a function so that tests can call it.

#include <iosfwd>
#include <string>
#include <vector>

namespace iri_tool {

/// Exit status: 0 when every input was fine, 1 when some failed, 2 on a usage error.
enum exit_status { all_ok = 0, some_failed = 1, usage_error = 2 };

/// Runs `iri ARGS...`: inputs are the arguments after the command and its options, or
/// else the lines of `in`.
int run(std::vector<std::string> const& args, std::istream& in, std::ostream& out,
        std::ostream& err);

} // iri_tool

#endif
