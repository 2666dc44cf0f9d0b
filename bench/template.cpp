//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Expanding IRI templates (RFC 6570) into a reused `iri`, against parsing the results: the
// corpus-shaped template https://{host}/{+path}{?q,lang} with each corpus line's host, path
// and query (an empty one where the line has none) set into reused variables, and
// the Level 3 and 4 examples of the uritemplate-test suite (test/data). Boost.URL 1.81 has no
// templates; its parse of the same results (as URIs) is printed as the reference of the run.
// Also counts the allocations of the timed expansions (none once the buffers have grown).

#include "bench.hpp"
#include <boost/iri.hpp>
#include <boost/iri/template.hpp>
#include <boost/json.hpp>
#include <boost/url/parse.hpp>
#include <array>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <new>

// the project's copy of the suite (CMake says where; else from the repository's root)
#ifndef BOOST_IRI_TEST_DATA
#define BOOST_IRI_TEST_DATA "test/data"
#endif

namespace {

std::atomic<std::size_t> allocations{0};

} // namespace

// The allocations counted: operator new and delete on malloc and free (GCC cannot see that
// they pair, hence the pragma).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

void* operator new(std::size_t n)
{
    ++allocations;
    if (void* p = std::malloc(n ? n : 1))
        return p;
    throw std::bad_alloc();
}

void operator delete(void* p) noexcept
{
    std::free(p);
}

void operator delete(void* p, std::size_t) noexcept
{
    std::free(p);
}

namespace {

namespace iris = boost::iris;
namespace urls = boost::urls;

// A group of expansions: for each line a template and what to set the variables to, the
// way a server would: one `template_variables` filled again for each request.
struct workload
{
    std::vector<iris::iri_template> templates;
    std::vector<iris::template_variables> variables; ///< of each template
    std::vector<std::size_t> which;                  ///< the template of each line
    std::vector<std::array<std::string, 3>> pieces;  ///< host, path and query of each line, if any
    std::vector<std::string> lines;                  ///< each line's expansion (what parse reads)
};

// Fills the variables of line `i` and expands it into `dest`.
bool expand_line(workload& w, std::size_t i, iris::iri& dest)
{
    std::size_t const t = w.which[i];
    iris::template_variables& v = w.variables[t];
    if (!w.pieces.empty()) {
        auto const& p = w.pieces[i];
        v.set("host", std::string_view(p[0])).set("path", std::string_view(p[1])).set("q", std::string_view(p[2]));
    }
    return w.templates[t].expand(v, dest).has_value();
}

void finish(workload& w)
{
    iris::iri dest;
    for (std::size_t i = 0; i < w.which.size(); ++i) {
        if (!expand_line(w, i, dest))
            std::abort();
        w.lines.emplace_back(dest.buffer());
    }
}

workload corpus_shaped(std::vector<std::string> const& corpus)
{
    workload w;
    w.templates.push_back(iris::parse_template(bench::corpus_template).value());
    w.variables.emplace_back();
    w.variables[0].set("lang", "ja");
    iris::iri dest;
    for (std::string const& line : corpus) {
        auto p = bench::template_pieces(line);
        if (!p)
            continue;
        w.variables[0].set("host", std::string_view((*p)[0])).set("path", std::string_view((*p)[1])).set("q", std::string_view((*p)[2]));
        if (!w.templates[0].expand(w.variables[0], dest)) // a host the grammar refuses once expanded
            continue;
        w.pieces.push_back(std::move(*p));
        w.which.push_back(0);
    }
    finish(w);
    return w;
}

workload suite_levels_3_and_4(std::string const& file)
{
    workload w;
    std::ifstream in(file);
    std::string const text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    boost::json::object const groups = boost::json::parse(text).as_object();
    for (char const* group : {"Level 3 Examples", "Level 4 Examples"}) {
        auto const& g = groups.at(group).as_object();
        iris::template_variables v;
        for (auto const& [name, value] : g.at("variables").as_object()) {
            if (value.is_string())
                v.set(name, std::string(value.get_string()));
            else if (value.is_array()) {
                iris::template_variables::list l;
                for (auto const& m : value.get_array())
                    l.emplace_back(m.get_string());
                v.set(name, std::move(l));
            }
            else if (value.is_object()) {
                iris::template_variables::pairs p;
                for (auto const& [k, m] : value.get_object())
                    p.emplace_back(std::string(k), std::string(m.get_string()));
                v.set(name, std::move(p));
            }
        }
        for (auto const& c : g.at("testcases").as_array()) {
            w.templates.push_back(iris::parse_template(std::string(c.as_array()[0].get_string())).value());
            w.variables.push_back(v);
            w.which.push_back(w.templates.size() - 1);
        }
    }
    // enough lines to time: the 57 templates 200 times over
    std::size_t const n = w.which.size();
    for (std::size_t r = 1; r < 200; ++r)
        for (std::size_t i = 0; i < n; ++i)
            w.which.push_back(w.which[i]);
    finish(w);
    return w;
}

void run(char const* name, workload& w, int rounds)
{
    std::vector<std::string> uris;
    for (std::string const& s : w.lines)
        uris.emplace_back(iris::to_uri(s).value().buffer());
    iris::iri dest; // reused, as a server would
    auto const index = [&](std::string const& line) { return static_cast<std::size_t>(&line - w.lines.data()); };
    bench::task const expand{&w.lines, [&](std::string const& line) { return expand_line(w, index(line), dest); }};
    auto const to_parse = bench::compare(
        expand, {&w.lines, [&](std::string const& line) { return iris::parse_iri_reference(line).has_value(); }},
        rounds);
    auto const to_url = bench::compare(
        expand, {&uris, [&](std::string const& line) { return urls::parse_uri_reference(line).has_value(); }},
        rounds);
    std::size_t const before = allocations;
    for (std::size_t i = 0; i < w.lines.size(); ++i)
        (void)expand_line(w, i, dest);
    std::size_t const allocated = allocations - before;
    std::printf("%s: %zu expansions\n", name, w.lines.size());
    std::printf("  expand     boost.iri %7.1f ns/line (%zu ok)  parse of the result %7.1f ns/line  ratio %.3f\n",
                to_parse.ours.ns_per_line, to_parse.ours.accepted, to_parse.peer.ns_per_line, to_parse.ratio());
    std::printf("  reference  boost.url parse of the result as a URI %7.1f ns/line (%zu ok); expand / it %.3f\n",
                to_url.peer.ns_per_line, to_url.peer.accepted, to_url.ratio());
    std::printf("  allocations in %zu expansions into a reused iri: %zu\n", w.lines.size(), allocated);
    bench::record("expand_vs_parse", name, to_parse, "boost.iri parse");
    bench::record("expand", name, to_url, "boost.url");
}

} // namespace

int main(int argc, char** argv)
{
    std::string const dir = bench::corpus_dir(argc, argv);
    int const rounds = bench::rounds(argc, argv);
    std::printf("template expansion (RFC 6570), least of %d rounds in turns\n", rounds);
    for (char const* corpus : {"urls_ascii", "iris_unicode"}) {
        workload w = corpus_shaped(bench::read_lines(dir + "/" + corpus + ".txt"));
        run(corpus, w, rounds);
    }
    workload suite = suite_levels_3_and_4(BOOST_IRI_TEST_DATA "/uritemplate-test/spec-examples.json");
    run("suite_levels_3_4", suite, rounds);
    return 0;
}
