//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI -> URI and URI -> IRI on the benchmark corpora, in one process: into a reused value,
// parse included, against Boost.IRI's own parse of the same input (targets: to_uri at most
// 1.2x a parse on the ASCII corpus, where it is the identity, and 1.6x on the IRI corpus;
// to_iri 1.5x and 2x on their URIs); from the text into a new value, against Boost.URL's
// parse of the URIs.
//
//   bench_mapping [CORPUS_DIR] [ROUNDS]

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/url/parse.hpp>

namespace {

void report(char const* what, bench::comparison const& c, char const* peer)
{
    std::printf("  %-32s %7.1f ns/line (%zu ok)  %.3fx %s (%.1f ns/line)\n", what, c.ours.ns_per_line,
                c.ours.accepted, c.ratio(), peer, c.peer.ns_per_line);
}

void run(char const* corpus, std::vector<std::string> const& iris, int rounds)
{
    namespace iris_ns = boost::iris;
    std::vector<std::string> uris;
    for (auto const& s : iris)
        if (auto u = iris_ns::to_uri(s))
            uris.emplace_back(u->buffer());

    auto const parse = [](std::string const& s) { return iris_ns::parse_iri_reference(s).has_value(); };
    auto const url_parse = [](std::string const& s) { return boost::urls::parse_uri_reference(s).has_value(); };
    // into a reused value (as a server would), parse included, against the parse alone
    iris_ns::iri reused;
    auto const into_reused = [&](std::vector<std::string> const& lines, auto map) {
        return bench::compare({&lines, [&reused, map](std::string const& s) {
                                   auto const x = iris_ns::parse_iri_reference(s);
                                   return x && map(*x, reused).has_value();
                               }},
                              {&lines, parse}, rounds);
    };
    auto const to_uri = into_reused(iris, [](auto const& x, iris_ns::iri& dest) { return iris_ns::to_uri(x, dest); });
    auto const to_iri = into_reused(uris, [](auto const& x, iris_ns::iri& dest) { return iris_ns::to_iri(x, dest); });
    // from the text into a new value, against Boost.URL's parse of the URIs
    auto const to_uri_new = bench::compare(
        {&iris, [](std::string const& s) { return iris_ns::to_uri(s).has_value(); }}, {&uris, url_parse}, rounds);
    auto const to_iri_new = bench::compare(
        {&uris, [](std::string const& s) { return iris_ns::to_iri(s).has_value(); }}, {&uris, url_parse}, rounds);
    std::printf("%s: %zu lines\n", corpus, iris.size());
    report("parse, to_uri into a reused iri", to_uri, "boost.iri parse");
    report("to_uri of the text, a new iri", to_uri_new, "boost.url parse of the URIs");
    std::printf(" of their URIs:\n");
    report("parse, to_iri into a reused iri", to_iri, "boost.iri parse");
    report("to_iri of the text, a new iri", to_iri_new, "boost.url parse");
    bench::record("to_uri", corpus, to_uri, "boost.iri.parse");
    bench::record("to_iri", corpus, to_iri, "boost.iri.parse");
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("IRI <-> URI mappings, least of %d rounds in turns\n", rounds);
    run("urls_ascii.txt", bench::read_lines(dir + "/urls_ascii.txt"), rounds);
    run("iris_unicode.txt", bench::read_lines(dir + "/iris_unicode.txt"), rounds);
    return 0;
}
