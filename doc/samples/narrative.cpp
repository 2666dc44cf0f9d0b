//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The samples of doc/lifetimes.adoc, doc/errors.adoc and doc/threads.adoc.

#include "sample.hpp"
#include <boost/iri.hpp>
#include <boost/system/error_code.hpp>
#include <string>
#include <thread>
#include <vector>

namespace iris = boost::iris;

// tag::keep_text[]
// A view refers into the text it was parsed from: return a value, which owns its text,
// from a function whose text is its own
iris::iri host_root(std::string const& line)
{
    std::string text = line + "/"; // a local: a view of it would dangle after the return
    iris::iri_view const v = iris::parse_iri(text).value();
    iris::iri root = v; // copies the text
    root.set_path("/");
    return root;
}
// end::keep_text[]

int main()
{
    {
        // tag::views[]
        std::string text = "http://例え.テスト/パス?q=1";
        iris::iri_view const v = iris::parse_iri(text).value(); // refers into `text`
        iris::decoded_view const path = v.path();               // refers into `text` too
        iris::iri const owned = v;                              // a copy: owns its text
        // Not: iris::parse_iri(std::string("http://a/")).value(), kept past the statement:
        // the string is gone at its end, and the view dangles.
        EXPECT(path == "/パス" && owned == v);
        // end::views[]
    }
    {
        // tag::edits_invalidate[]
        iris::iri x("http://h/a/b");
        std::string_view const before = x.encoded_path(); // into x's buffer
        auto segments = x.segments();                     // a range over x's buffer
        segments.push_back("c");                          // refreshes `segments` itself...
        // ...but `before` and any other view or iterator of x may now dangle: read again
        EXPECT(x.encoded_path() == "/a/b/c" && segments.size() == 3);
        (void)before;
        // end::edits_invalidate[]
    }
    EXPECT(host_root("http://h/x") == "http://h/");
    {
        // tag::result[]
        // the functions return result<T>; value() throws failure_exception
        iris::result<iris::iri_view> const r = iris::parse_iri("http://h/a b");
        if (!r) {
            iris::failure const& e = r.error();
            // e.code: invalid_character, e.offset: 10, e.rule(): "isegment",
            // e.message(): "character not allowed here at byte 10 in path: U+0020 ' ' (rule isegment; ...)"
            EXPECT(e.code == iris::error::invalid_character && e.offset == 10 && e.rule() == "isegment");
        }
        // end::result[]
    }
    {
        // tag::error_code[]
        // for code that speaks boost::system: the code, and groups of codes as conditions
        boost::system::error_code const ec = iris::parse_iri("http://h:8x/").error().code;
        EXPECT(ec == iris::error::invalid_port);
        EXPECT(ec == iris::condition::invalid_syntax);
        EXPECT(ec.category().name() == std::string("boost.iri"));
        // end::error_code[]
    }
    {
        // tag::exceptions[]
        // constructors, setters and value() throw failure_exception, a system_error that
        // keeps the failure
        try {
            iris::iri x("http://h/");
            x.set_encoded_host("a b");
        }
        catch (iris::failure_exception const& e) {
            EXPECT(e.code() == iris::error::invalid_character); // the system_error's code
            EXPECT(e.error().offset == 1);                       // and the failure's details
        }
        // end::exceptions[]
    }
    {
        // tag::threads[]
        // const objects may be read by any number of threads; each thread its own values
        iris::iri const base("http://example.com/a/b");
        std::vector<std::string> out(4);
        std::vector<std::thread> threads;
        for (std::size_t i = 0; i < out.size(); ++i)
            threads.emplace_back([&, i] {
                iris::iri dest; // a value each thread, reused across its calls
                for (int k = 0; k < 100; ++k)
                    (void)iris::resolve(base, iris::parse_iri_reference("../c?" + std::to_string(k)).value(), dest);
                out[i] = std::string(dest.buffer());
            });
        for (auto& t : threads)
            t.join();
        EXPECT(out[0] == "http://example.com/c?99" && out[3] == out[0]);
        // end::threads[]
    }
}
