//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// check (every diagnostic on) beside parsing the same lines, in one process: ns/line and the
// ratio to Boost.IRI's own parse (targets: at most 3x on the ASCII corpus, 6x on the IRI
// corpus).
//
//   bench_check [CORPUS_DIR] [ROUNDS]

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/check.hpp>

namespace {

void run(char const* corpus, std::vector<std::string> const& lines, int rounds)
{
    namespace iris = boost::iris;
    std::size_t findings = 0;
    auto const c = bench::compare(
        {&lines,
         [&](std::string const& s) {
             auto const r = iris::check(s);
             findings += r ? r->size() : 0;
             return r && !iris::has_error(*r);
         }},
        {&lines, [](std::string const& s) { return iris::parse_iri_reference(s).has_value(); }}, rounds);
    std::printf("%s: %zu lines, %zu findings in all rounds\n", corpus, lines.size(), findings);
    std::printf("  check %7.1f ns/line (%zu ok)  %.2fx boost.iri parse (%.1f ns/line)\n", c.ours.ns_per_line,
                c.ours.accepted, c.ratio(), c.peer.ns_per_line);
    bench::record("check", corpus, c, "boost.iri.parse");
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("check: every diagnostic, least of %d rounds in turns\n", rounds);
    run("urls_ascii.txt", bench::read_lines(dir + "/urls_ascii.txt"), rounds);
    run("iris_unicode.txt", bench::read_lines(dir + "/iris_unicode.txt"), rounds);
    return 0;
}
