//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Parse + validate the benchmark corpora with Boost.IRI and with Boost.URL, in one process,
// on the same lines, and print ns/line and the ratio (DESIGN.md §8).
//
//   bench_parse [CORPUS_DIR] [ROUNDS]
//
// CORPUS_DIR defaults to ../shared/data/bench beside the repository. Boost.URL cannot
// parse IRIs, so on the IRI corpus it parses the lines mapped to URIs (each non-ASCII
// byte percent-encoded, which is RFC 3987 §3.1 step 2 for text that is a valid IRI).

#include <boost/iri.hpp>
#include <boost/url/parse.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

std::vector<std::string> read_lines(std::string const& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "bench_parse: cannot open %s\n", path.c_str());
        std::exit(2);
    }
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

std::string percent_encode_non_ascii(std::string const& s)
{
    static char const hex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : s) {
        if (c < 0x80)
            out += static_cast<char>(c);
        else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

struct measurement
{
    double ns_per_line;
    std::size_t accepted;
};

// The median over `rounds` passes of the time per line.
template <class Parse>
measurement measure(std::vector<std::string> const& lines, int rounds, Parse parse)
{
    std::vector<double> times;
    std::size_t accepted = 0;
    for (int r = 0; r < rounds; ++r) {
        accepted = 0;
        auto const start = std::chrono::steady_clock::now();
        for (auto const& line : lines)
            accepted += parse(line);
        auto const stop = std::chrono::steady_clock::now();
        times.push_back(std::chrono::duration<double, std::nano>(stop - start).count() /
                        static_cast<double>(lines.size()));
    }
    std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
    return {times[times.size() / 2], accepted};
}

void report(char const* corpus, std::size_t n, measurement const& iri, measurement const& url)
{
    std::printf("%-18s %8zu lines  boost.iri %7.1f ns/line (%zu valid)  boost.url %7.1f ns/line "
                "(%zu valid)  ratio %.3f\n",
                corpus, n, iri.ns_per_line, iri.accepted, url.ns_per_line, url.accepted,
                iri.ns_per_line / url.ns_per_line);
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = argc > 1 ? argv[1] : BOOST_IRI_BENCH_DATA;
    int const rounds = argc > 2 ? std::atoi(argv[2]) : 9;

    auto const iri_parse = [](std::string const& s) {
        return boost::iris::parse_iri_reference(s).has_value();
    };
    auto const url_parse = [](std::string const& s) {
        return boost::urls::parse_uri_reference(s).has_value();
    };

    std::printf("parse + validate, median of %d rounds\n", rounds);
    auto const ascii = read_lines(dir + "/urls_ascii.txt");
    report("urls_ascii.txt", ascii.size(), measure(ascii, rounds, iri_parse),
           measure(ascii, rounds, url_parse));

    auto const unicode = read_lines(dir + "/iris_unicode.txt");
    std::vector<std::string> mapped;
    for (auto const& s : unicode)
        mapped.push_back(percent_encode_non_ascii(s));
    report("iris_unicode.txt", unicode.size(), measure(unicode, rounds, iri_parse),
           measure(mapped, rounds, url_parse));
    return 0;
}
