//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "filter.hpp"

#include <cstring>
#include <streambuf>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <istream>
#include <ostream>
#include <vector>

namespace iri_tool {

namespace {

constexpr std::size_t block_size = std::size_t(1) << 17;

/// A stream buffer that appends to a std::string: the output of one block of lines. With one
/// thread the blocks are written in order as they are done, so the output may go on to
/// `spill` as it grows: a huge line (`explain` of 10 MB) is then never held whole.
class string_sink : public std::streambuf
{
public:
    std::string text;
    std::ostream* spill = nullptr;
    static constexpr std::size_t spill_at = std::size_t(1) << 20;

protected:
    std::streamsize xsputn(char const* s, std::streamsize n) override
    {
        text.append(s, static_cast<std::size_t>(n));
        spill_if_large();
        return n;
    }
    int_type overflow(int_type c) override
    {
        if (!traits_type::eq_int_type(c, traits_type::eof()))
            text.push_back(traits_type::to_char_type(c));
        spill_if_large();
        return traits_type::not_eof(c);
    }

private:
    void spill_if_large()
    {
        if (spill == nullptr || text.size() < spill_at)
            return;
        spill->write(text.data(), static_cast<std::streamsize>(text.size()));
        text.clear();
    }
};

/// A block of whole lines of the input. Its bytes and its output keep their memory from
/// block to block, so that the filter allocates (and the kernel maps pages) only at first.
struct block
{
    std::string input;
    std::size_t lines_end = 0; ///< input[0, lines_end) are whole lines; the rest is carried
    std::string output;
    bool all_ok = true;        ///< every line of it succeeded (once processed)
    bool processed = false;    ///< with --jobs: a thread has run it and its output is ready
};

/// Reads the next block of whole lines: what `previous` carried, then about block_size
/// bytes more, up to the last line break (a longer line whole). False at the end.
bool read_block(std::istream& in, block const& previous, block& b)
{
    b.input.assign(previous.input, previous.lines_end, std::string::npos);
    std::size_t searched = 0; // no line break before this offset
    for (;;) {
        if (b.input.size() >= block_size || !in) {
            void const* const p = memrchr(b.input.data() + searched, '\n', b.input.size() - searched);
            if (p != nullptr) {
                b.lines_end = static_cast<std::size_t>(static_cast<char const*>(p) - b.input.data()) + 1;
                return true;
            }
            searched = b.input.size();
            if (!in) { // the last line has no line break
                b.lines_end = b.input.size();
                return b.lines_end != 0;
            }
        }
        std::size_t const old = b.input.size();
        b.input.resize(old + block_size);
        in.read(&b.input[old], static_cast<std::streamsize>(block_size));
        b.input.resize(old + static_cast<std::size_t>(in.gcount()));
    }
}

/// Runs `one` on each line of a block, into its output; says whether all lines succeeded.
bool process_block(block& b, std::function<bool(std::string_view, std::ostream&)> const& one,
                   std::ostream* spill = nullptr)
{
    string_sink sink;
    sink.spill = spill;
    sink.text.swap(b.output);
    sink.text.clear();
    std::ostream out(&sink);
    bool all = true;
    std::string_view rest(b.input.data(), b.lines_end);
    while (!rest.empty()) {
        std::size_t const end = rest.find('\n');
        std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        all = one(line, out) && all;
    }
    b.output.swap(sink.text);
    return all;
}

} // namespace

bool filter_lines(std::istream& in, std::ostream& out, unsigned jobs,
                  std::function<bool(std::string_view, std::ostream&)> const& one,
                  std::function<void(std::size_t)> const& written)
{
    bool all = true;
    if (jobs <= 1) {
        block b[2]; // the one read, and the one before it (which carries into it)
        for (std::size_t k = 0; read_block(in, b[(k + 1) % 2], b[k % 2]); ++k) {
            all = process_block(b[k % 2], one, &out) && all;
            out.write(b[k % 2].output.data(), static_cast<std::streamsize>(b[k % 2].output.size()));
            if (written)
                written(b[k % 2].lines_end);
        }
        out.flush();
        return all;
    }
    // A ring of 2 x jobs blocks and `jobs` threads: while the threads run blocks, the oldest
    // is written and its place read anew; the outputs go out in the order of the input.
    std::vector<block> ring(2 * std::size_t(jobs));
    std::size_t read = 0, taken = 0, blocks_written = 0; // blocks read, taken by a thread, written
    bool end_of_input = false;
    std::mutex m;
    std::condition_variable work, done;
    auto worker = [&] {
        std::unique_lock<std::mutex> lock(m);
        for (;;) {
            work.wait(lock, [&] { return taken < read || end_of_input; });
            if (taken == read)
                return;
            std::size_t const k = taken++ % ring.size();
            lock.unlock();
            bool const ok = process_block(ring[k], one);
            lock.lock();
            ring[k].all_ok = ok;
            ring[k].processed = true;
            done.notify_all();
        }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < jobs; ++t)
        threads.emplace_back(worker);
    auto write_oldest = [&] {
        std::size_t const k = blocks_written % ring.size();
        {
            std::unique_lock<std::mutex> lock(m);
            done.wait(lock, [&] { return ring[k].processed; });
            ring[k].processed = false;
        }
        all = ring[k].all_ok && all;
        out.write(ring[k].output.data(), static_cast<std::streamsize>(ring[k].output.size()));
        if (written)
            written(ring[k].lines_end);
        ++blocks_written;
    };
    for (;;) {
        if (read - blocks_written == ring.size())
            write_oldest();
        std::size_t const k = read % ring.size();
        if (!read_block(in, ring[(read + ring.size() - 1) % ring.size()], ring[k]))
            break;
        std::lock_guard<std::mutex> lock(m);
        ++read;
        work.notify_one();
    }
    {
        std::lock_guard<std::mutex> lock(m);
        end_of_input = true;
        work.notify_all();
    }
    while (blocks_written < read)
        write_oldest();
    for (std::thread& t : threads)
        t.join();
    out.flush();
    return all;
}

} // iri_tool
