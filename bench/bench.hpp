//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_BENCH_BENCH_HPP
#define BOOST_IRI_BENCH_BENCH_HPP

// What the benchmarks share: the corpora of shared/data/bench, timing passes over their
// lines (in ns per line: against a peer, the median of passes back to back; against our own
// parse, the least of passes in turns), and the template workload.

#include <boost/iri/parse.hpp>
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace bench {

inline std::vector<std::string> read_lines(std::string const& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "bench: cannot open %s\n", path.c_str());
        std::exit(2);
    }
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

struct measurement
{
    double ns_per_line;
    std::size_t accepted;
};

/// One pass of `f` over `lines`; `f(line)` says whether it accepted the line.
struct task
{
    std::vector<std::string> const* lines;
    std::function<bool(std::string const&)> f;
};

/// One pass of `t` over its lines: the time per line, and how many lines it accepted.
inline measurement pass(task const& t)
{
    std::size_t accepted = 0;
    auto const start = std::chrono::steady_clock::now();
    for (auto const& line : *t.lines)
        accepted += t.f(line);
    auto const stop = std::chrono::steady_clock::now();
    return {std::chrono::duration<double, std::nano>(stop - start).count() / static_cast<double>(t.lines->size()),
            accepted};
}

/// For a comparison with a peer: the median over `rounds` passes of each task's time per
/// line. Each task's passes run one after the other, after a first pass that is not counted
/// (it warms the caches, the branch predictors and the allocator), as the peers' own drivers
/// time theirs: on this shared virtual machine a pass that follows other work runs up to
/// 15 % slower than one that follows a pass of the same task, and the slowdown fades over
/// several passes (doc/performance.adoc, "Why a figure reproduces").
inline std::vector<measurement> measure(std::vector<task> const& tasks, int rounds)
{
    std::vector<measurement> out(tasks.size());
    for (std::size_t t = 0; t < tasks.size(); ++t) {
        std::vector<double> times;
        (void)pass(tasks[t]); // the warm-up pass
        for (int r = 0; r < rounds; ++r) {
            measurement const m = pass(tasks[t]);
            times.push_back(m.ns_per_line);
            out[t].accepted = m.accepted;
        }
        std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
        out[t].ns_per_line = times[times.size() / 2];
    }
    return out;
}

/// For a ratio of one of Boost.IRI's operations to its own parse, where the operation's
/// pass parses each line too: each round runs one pass of each task in turn, after a round
/// that is not counted, and each figure is the least of its rounds. Both then meet the same
/// state of the machine, whatever it is: such a ratio reproduces within 3 % where the medians
/// of passes back to back moved by up to 60 % between runs (doc/performance.adoc).
inline std::vector<measurement> measure_in_turns(std::vector<task> const& tasks, int rounds)
{
    std::vector<measurement> out(tasks.size(), measurement{1e300, 0});
    for (int r = 0; r <= rounds; ++r)
        for (std::size_t t = 0; t < tasks.size(); ++t) {
            measurement const m = pass(tasks[t]);
            if (r == 0)
                continue; // the warm-up round
            out[t].ns_per_line = std::min(out[t].ns_per_line, m.ns_per_line);
            out[t].accepted = m.accepted;
        }
    return out;
}

/// The corpus folder: the first argument, else shared/data/bench beside the repository
/// (CMake builds know where that is; else it is taken from the current folder).
inline std::string corpus_dir(int argc, char** argv)
{
#ifdef BOOST_IRI_BENCH_DATA
    char const* const fallback = BOOST_IRI_BENCH_DATA;
#else
    char const* const fallback = "../shared/data/bench";
#endif
    return argc > 1 ? argv[1] : fallback;
}

inline int rounds(int argc, char** argv)
{
    return argc > 2 ? std::max(1, std::atoi(argv[2])) : 15;
}

/// The corpus's name in records: the file name without ".txt".
inline std::string corpus_name(std::string file)
{
    if (file.size() > 4 && file.compare(file.size() - 4, 4, ".txt") == 0)
        file.resize(file.size() - 4);
    return file;
}

/// Appends one figure, as a JSON line, to the file that BOOST_IRI_BENCH_JSON names (bench/run
/// sets it): {"op", "corpus", "ns_per_line", "peer", "peer_ns_per_line", "ratio"}.
inline void record(char const* op, std::string const& corpus, double ns_per_line, char const* peer,
                   double peer_ns_per_line)
{
    char const* const file = std::getenv("BOOST_IRI_BENCH_JSON");
    if (!file)
        return;
    if (std::FILE* f = std::fopen(file, "a")) {
        std::fprintf(f,
                     "{\"op\":\"%s\",\"corpus\":\"%s\",\"ns_per_line\":%.1f,\"peer\":\"%s\","
                     "\"peer_ns_per_line\":%.1f,\"ratio\":%.3f}\n",
                     op, corpus_name(corpus).c_str(), ns_per_line, peer, peer_ns_per_line,
                     ns_per_line / peer_ns_per_line);
        std::fclose(f);
    }
}

/// The template of the corpus-shaped expansions (bench/template.cpp, `bench_loop FILE expand`).
constexpr char const* corpus_template = "https://{host}/{+path}{?q,lang}";

/// What `corpus_template` takes from a corpus line with an authority: its host, its path
/// without the first "/" and its query (empty where it has none); nothing from other lines.
inline std::optional<std::array<std::string, 3>> template_pieces(std::string const& line)
{
    auto const x = boost::iris::parse_iri_reference(line);
    if (!x || !x->has_authority())
        return std::nullopt;
    std::string_view path = x->encoded_path();
    if (!path.empty() && path.front() == '/')
        path.remove_prefix(1);
    return std::array<std::string, 3>{std::string(x->encoded_host()), std::string(path),
                                      std::string(x->encoded_query())};
}

} // bench

#endif
