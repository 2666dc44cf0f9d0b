//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Runs a fuzz target's checks as a normal program, without libFuzzer, over its seed corpus
// and the crash files kept in test/data/fuzz (each one a regression):
//
//   replay_TARGET TARGET TEST_DATA_DIR SEED_DIR
//
// Each folder must hold as many files as test/data/SOURCE.md lists (`fuzz/corpus/*/` for the
// seeds, `fuzz/TARGET/` for the crash files; a target with none listed has no folder), so a
// missing or emptied folder fails. Built with each target by the test suite; fails (aborts)
// as the target would.

#include "../test/source_rows.hpp"
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// Replays every file of `dir`; false when it does not hold `expected` files.
bool replay(fs::path const& dir, std::size_t expected)
{
    std::vector<fs::path> files;
    if (fs::is_directory(dir))
        for (auto const& e : fs::directory_iterator(dir))
            if (e.is_regular_file())
                files.push_back(e.path());
    for (auto const& f : files) {
        std::ifstream in(f, std::ios::binary);
        std::vector<char> const bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        LLVMFuzzerTestOneInput(reinterpret_cast<std::uint8_t const*>(bytes.data()), bytes.size());
    }
    std::printf("%s: %zu inputs replayed, %zu expected\n", dir.string().c_str(), files.size(), expected);
    return files.size() == expected;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: replay_TARGET TARGET TEST_DATA_DIR SEED_DIR\n");
        return 2;
    }
    std::string const target = argv[1];
    fs::path const data = argv[2];
    std::ifstream source(data / "SOURCE.md");
    auto const rows = test::row_table(source);
    auto const listed = [&](std::string const& key) {
        auto const it = rows.find(key);
        return it == rows.end() ? std::size_t(0) : it->second;
    };
    if (listed("fuzz/corpus/*/") == 0) {
        std::fprintf(stderr, "replay: no count of the seed corpora in %s\n", (data / "SOURCE.md").string().c_str());
        return 1;
    }
    bool const seeds = replay(argv[3], listed("fuzz/corpus/*/"));
    bool const crashes = replay(data / "fuzz" / target, listed("fuzz/" + target + "/"));
    return seeds && crashes ? 0 : 1;
}
