//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// One operation over the first lines of a corpus, once: a target for instruction counts,
// which unlike times do not depend on what else the machine is doing.
//
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null bench_loop ../shared/data/bench/iris_unicode.txt to_iri [LINES]
//
// OPERATION is load (nothing: the cost of reading, to subtract), parse, to_uri, to_iri,
// resolve, normalize, check; to_iri, and parse_uri, work on the lines mapped to URIs first.
// expand sets each line's host, path and query into reused variables and expands
// bench::corpus_template into a reused value, as bench/template.cpp does; its
// references are load_expanded (the same reading) and parse_expanded (parsing the results).
//
//   bench_loop FILE verify
//
// compares the accelerator of IRI-reference with its X3 rule on every line of FILE, in every
// profile (test/accelerator_differential.hpp), and says how many lines it accelerated and how
// many IRI references it left to the rule (IP literals); exits
// 1 when they differ on one.

#include <boost/iri.hpp>
#include <boost/iri/check.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/iri/template.hpp>
#include "../test/accelerator_differential.hpp"
#include "bench.hpp"
#include <cstdio>
#include <cstdlib>
#include <array>
#include <fstream>
#include <string>
#include <vector>

namespace {

int verify(char const* file)
{
    namespace iris = boost::iris;
    using accelerator_differential::outcome;
    std::ifstream in(file, std::ios::binary);
    std::size_t lines = 0, accelerated = 0, declined_valid = 0, differ = 0;
    for (std::string line; std::getline(in, line); ++lines)
        for (iris::profile p : {iris::profile::rfc3987, iris::profile::rfc3987bis, iris::profile::leiri,
                                iris::profile::uri}) {
            iris::parse_options o;
            o.profile = p;
            outcome const r = accelerator_differential::compare(iris::start_rule::IRI_reference, line, o);
            if (p == iris::profile::rfc3987) {
                iris::grammar::iri_components ignored;
                accelerated += r == outcome::agreed;
                declined_valid += r == outcome::declined &&
                                  accelerator_differential::by_rule(iris::start_rule::IRI_reference, line, o, ignored);
            }
            if (r == outcome::differ && ++differ <= 10)
                std::fprintf(stderr, "the accelerator and the rule differ (%s) on line %zu: %s\n",
                             std::string(to_string(p)).c_str(), lines + 1, line.c_str());
        }
    std::printf("%s: %zu lines, %zu accelerated and %zu valid ones declined (rfc3987), %zu differ\n", file, lines,
                accelerated, declined_valid, differ);
    return differ == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    namespace iris = boost::iris;
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_loop FILE load|parse|parse_uri|to_uri|to_iri|resolve|normalize|check|"
                             "load_expanded|expand|parse_expanded|verify [LINES]\n");
        return 2;
    }
    std::string const op = argv[2];
    if (op == "verify")
        return verify(argv[1]);
    std::size_t const max_lines = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 20000;
    bool const as_uris = op == "to_iri" || op == "parse_uri" || op == "load_uri";

    std::ifstream in(argv[1], std::ios::binary);
    std::vector<std::string> lines;
    for (std::string line; lines.size() < max_lines && std::getline(in, line);) {
        auto const uri = iris::to_uri(line);
        lines.push_back(as_uris && uri ? std::string(uri->buffer()) : line);
    }

    // the template's workload: each line's host, path and query, and what they expand to
    bool const expanding = op == "expand" || op == "parse_expanded" || op == "load_expanded";
    iris::iri_template const shape = iris::parse_template(bench::corpus_template).value();
    iris::template_variables variables;
    variables.set("lang", "ja");
    std::vector<std::array<std::string, 3>> pieces;
    if (expanding) {
        std::vector<std::string> expanded;
        for (auto const& line : lines) {
            auto p = bench::template_pieces(line);
            if (!p)
                continue;
            variables.set("host", std::string_view((*p)[0])).set("path", std::string_view((*p)[1])).set("q", std::string_view((*p)[2]));
            auto const e = shape.expand(variables);
            if (!e)
                continue;
            expanded.emplace_back(e->buffer());
            pieces.push_back(std::move(*p));
        }
        lines = std::move(expanded);
    }

    iris::iri_view const base = iris::parse_iri("https://example.org/a/b/c/d;p?q").value();
    auto const syntax = iris::options_for(iris::comparison_level::syntax);
    iris::iri dest; // reused, as a server would
    enum class operation { load, parse, to_uri, to_iri, resolve, normalize, check, expand };
    operation const what = op == "parse" || op == "parse_uri" || op == "parse_expanded" ? operation::parse
                         : op == "expand"                     ? operation::expand
                         : op == "to_uri"                     ? operation::to_uri
                         : op == "to_iri"                     ? operation::to_iri
                         : op == "resolve"                    ? operation::resolve
                         : op == "normalize"                  ? operation::normalize
                         : op == "check"                      ? operation::check
                                                              : operation::load;
    std::size_t ok = 0;
    for (auto const& s : lines) {
        switch (what) {
        case operation::expand: {
            auto const& p = pieces[static_cast<std::size_t>(&s - lines.data())];
            variables.set("host", std::string_view(p[0])).set("path", std::string_view(p[1])).set("q", std::string_view(p[2]));
            ok += shape.expand(variables, dest).has_value();
            break;
        }
        case operation::parse: ok += iris::parse_iri_reference(s).has_value(); break;
        case operation::to_uri: {
            auto const x = iris::parse_iri_reference(s);
            ok += x && iris::to_uri(*x, dest).has_value();
            break;
        }
        case operation::to_iri: {
            auto const x = iris::parse_iri_reference(s);
            ok += x && iris::to_iri(*x, dest).has_value();
            break;
        }
        case operation::resolve: {
            auto const ref = iris::parse_iri_reference(s);
            ok += ref && iris::resolve(base, *ref, dest).has_value();
            break;
        }
        case operation::normalize: { // as bench/resolve.cpp does
            auto const x = iris::parse_iri_reference(s);
            ok += x && iris::normalize(*x, dest, syntax).has_value();
            break;
        }
        case operation::check: { // as bench/check.cpp does
            auto const r = iris::check(s);
            ok += r && !iris::has_error(*r);
            break;
        }
        case operation::load: break;
        }
    }
    std::printf("%zu of %zu lines\n", ok, lines.size());
    return 0;
}
