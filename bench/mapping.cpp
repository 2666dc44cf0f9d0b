//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI -> URI and URI -> IRI on the benchmark corpora, beside parsing the same lines, in one
// process: ns/line, the ratio to Boost.IRI's own parse of the same input (targets: at
// most 1.2x a parse on the ASCII corpus, where to_uri is the identity, and at most 2x on
// the IRI corpus) and to Boost.URL's parse of the URIs.
//
//   bench_mapping [CORPUS_DIR] [ROUNDS]

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/url/parse.hpp>

namespace {

void report(char const* what, bench::measurement const& m, bench::measurement const& parse,
            bench::measurement const& url)
{
    std::printf("  %-30s %7.1f ns/line (%zu ok)  %.2fx boost.iri parse  %.3fx boost.url parse\n",
                what, m.ns_per_line, m.accepted, m.ns_per_line / parse.ns_per_line,
                m.ns_per_line / url.ns_per_line);
}

void run(char const* corpus, std::vector<std::string> const& iris, int rounds)
{
    namespace iris_ns = boost::iris;
    std::vector<std::string> uris;
    for (auto const& s : iris)
        if (auto u = iris_ns::to_uri(s))
            uris.emplace_back(u->buffer());

    iris_ns::iri reused; // as a server would
    auto const m = bench::measure(
        {{&iris, [](std::string const& s) { return iris_ns::parse_iri_reference(s).has_value(); }},
         {&iris, [](std::string const& s) { return iris_ns::to_uri(s).has_value(); }},
         {&uris, [](std::string const& s) { return iris_ns::parse_iri_reference(s).has_value(); }},
         {&uris, [](std::string const& s) { return boost::urls::parse_uri_reference(s).has_value(); }},
         {&uris, [](std::string const& s) { return iris_ns::to_iri(s).has_value(); }},
         {&iris, [&](std::string const& s) {
              auto const x = iris_ns::parse_iri_reference(s);
              return x && iris_ns::to_uri(*x, reused).has_value();
          }},
         {&uris, [&](std::string const& s) {
              auto const x = iris_ns::parse_iri_reference(s);
              return x && iris_ns::to_iri(*x, reused).has_value();
          }}},
        rounds);
    auto const& parse = m[0];
    auto const& parse_uris = m[2];
    auto const& url = m[3];
    std::printf("%s: %zu lines\n", corpus, iris.size());
    report("parse_iri_reference", parse, parse, url);
    report("to_uri", m[1], parse, url);
    report("parse, to_uri into a reused iri", m[5], parse, url);
    std::printf(" of their URIs:\n");
    report("parse_iri_reference", parse_uris, parse_uris, url);
    report("boost.url parse_uri_reference", url, parse_uris, url);
    report("to_iri", m[4], parse_uris, url);
    report("parse, to_iri into a reused iri", m[6], parse_uris, url);
    bench::record("to_uri", corpus, m[5].ns_per_line, "boost.iri.parse", parse.ns_per_line);
    bench::record("to_iri", corpus, m[6].ns_per_line, "boost.iri.parse", parse_uris.ns_per_line);
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("IRI <-> URI mappings, median of %d rounds\n", rounds);
    run("urls_ascii.txt", bench::read_lines(dir + "/urls_ascii.txt"), rounds);
    run("iris_unicode.txt", bench::read_lines(dir + "/iris_unicode.txt"), rounds);
    return 0;
}
