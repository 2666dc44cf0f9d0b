//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Resolution and normalization beside Boost.URL's, in one process, on the same lines
// (doc/performance.adoc).
//
//   bench_resolve [CORPUS_DIR] [ROUNDS]
//
// resolve: each line of X.rel.txt against https://example.org/a/b/c/d;p?q, the reference
// parsed and resolved into a buffer that is reused (Boost.URL: parse_uri_reference and
// resolve into a url that is reused). normalize: each line of X.txt, syntax-based
// (Boost.URL: url::normalize). Boost.URL gets the IRI corpus mapped to URIs.

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>

namespace {

namespace iris = boost::iris;
namespace urls = boost::urls;

char const base_text[] = "https://example.org/a/b/c/d;p?q";

std::vector<std::string> as_uris(std::vector<std::string> const& lines)
{
    std::vector<std::string> out;
    for (auto const& s : lines)
        out.emplace_back(iris::to_uri(s).value().buffer());
    return out;
}

void report(char const* what, bench::comparison const& c)
{
    std::printf("  %-10s boost.iri %7.1f ns/line (%zu ok)  boost.url %7.1f ns/line (%zu ok)  ratio %.3f\n",
                what, c.ours.ns_per_line, c.ours.accepted, c.peer.ns_per_line, c.peer.accepted, c.ratio());
}

void run(std::string const& dir, std::string const& name, int rounds)
{
    auto const rel = bench::read_lines(dir + "/" + name + ".rel.txt");
    auto const lines = bench::read_lines(dir + "/" + name + ".txt");
    bool const unicode = name.find("unicode") != std::string::npos;
    auto const rel_uris = unicode ? as_uris(rel) : rel;
    auto const line_uris = unicode ? as_uris(lines) : lines;

    iris::iri_view const base = iris::parse_iri(base_text).value();
    urls::url_view const url_base = urls::parse_uri(base_text).value();
    iris::iri dest; // reused, as a server would
    urls::url url_dest;
    iris::normalize_options const syntax = iris::options_for(iris::comparison_level::syntax);
    iris::iri normalized; // reused, as a server would

    auto const resolution = bench::compare(
        {&rel, [&](std::string const& s) {
             auto const ref = iris::parse_iri_reference(s);
             return ref && iris::resolve(base, *ref, dest).has_value();
         }},
        {&rel_uris, [&](std::string const& s) {
             auto const ref = urls::parse_uri_reference(s);
             return ref && urls::resolve(url_base, *ref, url_dest).has_value();
         }},
        rounds);
    auto const normalization = bench::compare(
        {&lines, [&](std::string const& s) {
             auto const x = iris::parse_iri_reference(s);
             return x && iris::normalize(*x, normalized, syntax).has_value();
         }},
        {&line_uris, [&](std::string const& s) {
             auto const u = urls::parse_uri_reference(s);
             if (!u)
                 return false;
             urls::url v(*u);
             v.normalize();
             return true;
         }},
        rounds);
    std::printf("%s: %zu lines\n", name.c_str(), lines.size());
    report("resolve", resolution);
    report("normalize", normalization);
    bench::record("resolve", name, resolution, "boost.url");
    bench::record("normalize", name, normalization, "boost.url");
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("resolve and normalize, least of %d rounds in turns\n", rounds);
    run(dir, "urls_ascii", rounds);
    run(dir, "iris_unicode", rounds);
    return 0;
}
