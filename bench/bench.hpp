//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_BENCH_BENCH_HPP
#define BOOST_IRI_BENCH_BENCH_HPP

// What the benchmarks share: the corpora of shared/data/bench, timing a pass over their
// lines (the median of several rounds, in ns per line), and the template workload.

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

/// The median over `rounds` passes of each task's time per line. Each task's passes run one
/// after the other, after a first pass that is not counted (it warms the caches, the branch
/// predictors and the allocator), as the peers' own drivers time theirs: on this shared
/// virtual machine a pass that follows other work runs up to 15 % slower than one that
/// follows a pass of the same task, and the slowdown fades over several passes
/// (doc/performance.adoc, "Why a figure reproduces").
inline std::vector<measurement> measure(std::vector<task> const& tasks, int rounds)
{
    std::vector<measurement> out(tasks.size());
    for (std::size_t t = 0; t < tasks.size(); ++t) {
        std::vector<double> times;
        for (int r = 0; r <= rounds; ++r) {
            std::size_t accepted = 0;
            auto const start = std::chrono::steady_clock::now();
            for (auto const& line : *tasks[t].lines)
                accepted += tasks[t].f(line);
            auto const stop = std::chrono::steady_clock::now();
            if (r == 0)
                continue; // the warm-up pass
            times.push_back(std::chrono::duration<double, std::nano>(stop - start).count() /
                            static_cast<double>(tasks[t].lines->size()));
            out[t].accepted = accepted;
        }
        std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
        out[t].ns_per_line = times[times.size() / 2];
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
