//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Runs a fuzz target's checks as a normal program, without libFuzzer, over every file of the
// folders given: its seed corpus and the crash files kept in test/data/fuzz (each one a
// regression). Built with each target by the test suite; fails (aborts) as the target would.

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size);

int main(int argc, char** argv)
{
    namespace fs = std::filesystem;
    std::size_t replayed = 0;
    for (int i = 1; i < argc; ++i) {
        if (!fs::is_directory(argv[i]))
            continue; // no crash file kept for this target yet
        std::vector<fs::path> files;
        for (auto const& e : fs::directory_iterator(argv[i]))
            if (e.is_regular_file())
                files.push_back(e.path());
        for (auto const& f : files) {
            std::ifstream in(f, std::ios::binary);
            std::vector<char> const bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
            LLVMFuzzerTestOneInput(reinterpret_cast<std::uint8_t const*>(bytes.data()), bytes.size());
            ++replayed;
        }
    }
    std::printf("%zu inputs replayed\n", replayed);
    return replayed > 0 ? 0 : 1;
}
