//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_BENCH_BENCH_HPP
#define BOOST_IRI_BENCH_BENCH_HPP

// What the benchmarks share: the corpora of shared/data/bench, comparing passes over their
// lines with a peer's (the least of several rounds in turns, in ns per line), and the template
// workload.

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

/// Ours against a peer (another library's operation, or Boost.IRI's own parse): the least
/// time per line of each over `rounds` rounds, each of which runs one pass of ours and one of
/// the peer's, after a round that is not counted (it faults in the lines and the library's
/// per-thread buffers and trains the branch predictors). The two meet the same states of the
/// machine, whatever they are, and nothing else runs between them: on this shared virtual
/// machine the same pass runs up to 40 % slower from one moment to the next, and a pass runs
/// slower after other work, so that medians of passes run back to back moved by up to 40 %
/// between runs where the least of passes in turns reproduces within a few per cent
/// (doc/performance.adoc, "Why a figure reproduces").
struct comparison
{
    measurement ours, peer;
    double ratio() const { return ours.ns_per_line / peer.ns_per_line; }
};

inline comparison compare(task const& ours, task const& peer, int rounds)
{
    comparison c{{1e300, 0}, {1e300, 0}};
    for (int r = 0; r <= rounds; ++r) {
        measurement const a = pass(ours);
        measurement const b = pass(peer);
        if (r == 0)
            continue; // the warm-up round
        c.ours = {std::min(c.ours.ns_per_line, a.ns_per_line), a.accepted};
        c.peer = {std::min(c.peer.ns_per_line, b.ns_per_line), b.accepted};
    }
    return c;
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

/// Appends one comparison, as a JSON line, to the file that BOOST_IRI_BENCH_JSON names
/// (bench/run sets it): {"op", "corpus", "ns_per_line", "peer", "peer_ns_per_line", "ratio"}.
inline void record(char const* op, std::string const& corpus, comparison const& c, char const* peer)
{
    double const ns_per_line = c.ours.ns_per_line, peer_ns_per_line = c.peer.ns_per_line;
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
