//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// check (every diagnostic on) beside parsing the same lines, in one process: ns/line, the
// ratio to Boost.IRI's own parse (targets: at most 3x on the ASCII corpus, 6x on the IRI
// corpus) and to Boost.URL's parse (of the URIs the IRIs map to).
//
//   bench_check [CORPUS_DIR] [ROUNDS]

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/check.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/url/parse.hpp>

namespace {

void run(char const* corpus, std::vector<std::string> const& lines, int rounds)
{
    namespace iris = boost::iris;
    std::vector<std::string> uris;
    for (auto const& s : lines)
        if (auto u = iris::to_uri(s))
            uris.emplace_back(u->buffer());
    std::size_t findings = 0;
    auto const parse = [](std::string const& s) { return iris::parse_iri_reference(s).has_value(); };
    auto const url = bench::measure(
        {{&lines, parse}, {&uris, [](std::string const& s) { return boost::urls::parse_uri_reference(s).has_value(); }}},
        rounds); // against Boost.URL: passes back to back
    auto const m = bench::measure_in_turns( // against the parse: passes in turns
        {{&lines, parse},
         {&lines,
          [&](std::string const& s) {
              auto const r = iris::check(s);
              findings += r ? r->size() : 0;
              return r && !iris::has_error(*r);
          }}},
        rounds);
    std::printf("%s: %zu lines, %zu findings in all rounds\n", corpus, lines.size(), findings);
    std::printf("  %-22s %7.1f ns/line (%zu ok)  %.3fx boost.url parse\n", "parse_iri_reference",
                url[0].ns_per_line, url[0].accepted, url[0].ns_per_line / url[1].ns_per_line);
    std::printf("  %-22s %7.1f ns/line (%zu ok)  %.2fx boost.iri parse (%.1f ns/line, in turns)\n", "check",
                m[1].ns_per_line, m[1].accepted, m[1].ns_per_line / m[0].ns_per_line, m[0].ns_per_line);
    std::printf("  %-22s %7.1f ns/line (%zu ok)\n", "boost.url parse", url[1].ns_per_line, url[1].accepted);
    bench::record("check", corpus, m[1].ns_per_line, "boost.iri.parse", m[0].ns_per_line);
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("check: every diagnostic, %d rounds: medians back to back, least in turns\n", rounds);
    run("urls_ascii.txt", bench::read_lines(dir + "/urls_ascii.txt"), rounds);
    run("iris_unicode.txt", bench::read_lines(dir + "/iris_unicode.txt"), rounds);
    return 0;
}
