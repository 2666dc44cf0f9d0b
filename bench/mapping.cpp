//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI -> URI and URI -> IRI on the benchmark corpora, beside parsing the same lines, in one
// process: ns/line and the ratio to Boost.URL's parse of the URIs (passes back to back), and
// into a reused value the ratio to Boost.IRI's own parse of the same input (passes in turns;
// targets: to_uri at most 1.2x a parse on the ASCII corpus, where it is the identity, and
// 1.6x on the IRI corpus; to_iri 1.5x and 2x on their URIs).
//
//   bench_mapping [CORPUS_DIR] [ROUNDS]

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/url/parse.hpp>

namespace {

void report(char const* what, bench::measurement const& m, bench::measurement const& url)
{
    std::printf("  %-30s %7.1f ns/line (%zu ok)  %.3fx boost.url parse\n", what, m.ns_per_line, m.accepted,
                m.ns_per_line / url.ns_per_line);
}

void report_in_turns(char const* what, bench::measurement const& m, bench::measurement const& parse)
{
    std::printf("  %-30s %7.1f ns/line (%zu ok)  %.2fx boost.iri parse (%.1f ns/line)\n", what, m.ns_per_line,
                m.accepted, m.ns_per_line / parse.ns_per_line, parse.ns_per_line);
}

void run(char const* corpus, std::vector<std::string> const& iris, int rounds)
{
    namespace iris_ns = boost::iris;
    std::vector<std::string> uris;
    for (auto const& s : iris)
        if (auto u = iris_ns::to_uri(s))
            uris.emplace_back(u->buffer());

    auto const parse = [](std::string const& s) { return iris_ns::parse_iri_reference(s).has_value(); };
    // against Boost.URL: passes back to back
    auto const m = bench::measure(
        {{&iris, parse},
         {&iris, [](std::string const& s) { return iris_ns::to_uri(s).has_value(); }},
         {&uris, parse},
         {&uris, [](std::string const& s) { return boost::urls::parse_uri_reference(s).has_value(); }},
         {&uris, [](std::string const& s) { return iris_ns::to_iri(s).has_value(); }}},
        rounds);
    // against the parse: passes in turns, into a reused value (as a server would)
    iris_ns::iri reused;
    auto const to_uri = bench::measure_in_turns(
        {{&iris, parse},
         {&iris, [&](std::string const& s) {
              auto const x = iris_ns::parse_iri_reference(s);
              return x && iris_ns::to_uri(*x, reused).has_value();
          }}},
        rounds);
    auto const to_iri = bench::measure_in_turns(
        {{&uris, parse},
         {&uris, [&](std::string const& s) {
              auto const x = iris_ns::parse_iri_reference(s);
              return x && iris_ns::to_iri(*x, reused).has_value();
          }}},
        rounds);
    auto const& url = m[3];
    std::printf("%s: %zu lines\n", corpus, iris.size());
    report("parse_iri_reference", m[0], url);
    report("to_uri", m[1], url);
    report_in_turns("parse, to_uri into a reused iri", to_uri[1], to_uri[0]);
    std::printf(" of their URIs:\n");
    report("parse_iri_reference", m[2], url);
    report("boost.url parse_uri_reference", url, url);
    report("to_iri", m[4], url);
    report_in_turns("parse, to_iri into a reused iri", to_iri[1], to_iri[0]);
    bench::record("to_uri", corpus, to_uri[1].ns_per_line, "boost.iri.parse", to_uri[0].ns_per_line);
    bench::record("to_iri", corpus, to_iri[1].ns_per_line, "boost.iri.parse", to_iri[0].ns_per_line);
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("IRI <-> URI mappings, %d rounds: medians back to back, least in turns\n", rounds);
    run("urls_ascii.txt", bench::read_lines(dir + "/urls_ascii.txt"), rounds);
    run("iris_unicode.txt", bench::read_lines(dir + "/iris_unicode.txt"), rounds);
    return 0;
}
