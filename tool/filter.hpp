//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_FILTER_HPP
#define BOOST_IRI_TOOL_FILTER_HPP

// The `iri` tool as a line filter at scale: input read in blocks of whole lines, each
// block's output built in memory and written at once, the blocks shared out among
// `jobs` threads and their outputs written in input order. Memory stays bounded by the
// blocks in flight (jobs x 2 blocks of about 128 KiB of input and their output), whatever
// the size of the input.

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace iri_tool {

/// Runs `one(line, out)` on each line of `in` (a trailing "\r" taken off), `jobs` threads
/// at a time, writing the outputs to `out` in the order of the lines, and calling
/// `written(bytes)` (if given) with the input bytes of each block once its output is written.
/// True when every call returned true. `one` must be safe to call from several threads at once.
bool filter_lines(std::istream& in, std::ostream& out, unsigned jobs,
                  std::function<bool(std::string_view, std::ostream&)> const& one,
                  std::function<void(std::size_t)> const& written = {});

} // iri_tool

#endif
