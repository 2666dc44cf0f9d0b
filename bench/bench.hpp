//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_BENCH_BENCH_HPP
#define BOOST_IRI_BENCH_BENCH_HPP

// What the benchmarks share: the corpora of shared/data/bench, and timing a pass over
// their lines (the median of several rounds, in ns per line).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
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

/// The median over `rounds` passes of each task's time per line. The tasks take turns
/// within each round, so that a slower or faster spell of the machine falls on all of
/// them alike.
inline std::vector<measurement> measure(std::vector<task> const& tasks, int rounds)
{
    std::vector<std::vector<double>> times(tasks.size());
    std::vector<measurement> out(tasks.size());
    for (int r = 0; r < rounds; ++r) {
        for (std::size_t t = 0; t < tasks.size(); ++t) {
            std::size_t accepted = 0;
            auto const start = std::chrono::steady_clock::now();
            for (auto const& line : *tasks[t].lines)
                accepted += tasks[t].f(line);
            auto const stop = std::chrono::steady_clock::now();
            times[t].push_back(std::chrono::duration<double, std::nano>(stop - start).count() /
                               static_cast<double>(tasks[t].lines->size()));
            out[t].accepted = accepted;
        }
    }
    for (std::size_t t = 0; t < tasks.size(); ++t) {
        auto& v = times[t];
        std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
        out[t].ns_per_line = v[v.size() / 2];
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
    return argc > 2 ? std::max(1, std::atoi(argv[2])) : 9;
}

} // bench

#endif
