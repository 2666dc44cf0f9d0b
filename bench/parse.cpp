//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Parse + validate the benchmark corpora with Boost.IRI and with Boost.URL, in one process,
// on the same lines, and print ns/line and the ratio (doc/performance.adoc).
//
//   bench_parse [CORPUS_DIR] [ROUNDS]
//
// Boost.URL cannot parse IRIs, so on the IRI corpus it parses the lines mapped to URIs
// (boost::iris::to_uri, RFC 3987 §3.1).

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/url/parse.hpp>

namespace {

void report(char const* corpus, std::size_t n, bench::comparison const& c)
{
    std::printf("%-18s %8zu lines  boost.iri %7.1f ns/line (%zu valid)  boost.url %7.1f ns/line "
                "(%zu valid)  ratio %.3f\n",
                corpus, n, c.ours.ns_per_line, c.ours.accepted, c.peer.ns_per_line, c.peer.accepted, c.ratio());
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);

    auto const iri_parse = [](std::string const& s) {
        return boost::iris::parse_iri_reference(s).has_value();
    };
    auto const url_parse = [](std::string const& s) {
        return boost::urls::parse_uri_reference(s).has_value();
    };

    std::printf("parse + validate, least of %d rounds in turns\n", rounds);
    auto const ascii = bench::read_lines(dir + "/urls_ascii.txt");
    auto const a = bench::compare({&ascii, iri_parse}, {&ascii, url_parse}, rounds);
    report("urls_ascii.txt", ascii.size(), a);
    bench::record("parse", "urls_ascii", a, "boost.url");

    auto const unicode = bench::read_lines(dir + "/iris_unicode.txt");
    std::vector<std::string> mapped;
    for (auto const& s : unicode)
        mapped.emplace_back(boost::iris::to_uri(s).value().buffer());
    auto const u = bench::compare({&unicode, iri_parse}, {&mapped, url_parse}, rounds);
    report("iris_unicode.txt", unicode.size(), u);
    bench::record("parse", "iris_unicode", u, "boost.url");
    return 0;
}
