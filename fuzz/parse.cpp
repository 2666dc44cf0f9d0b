//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// libFuzzer target: every input gives a value that prints back as the input, or a typed
// error inside the input; the derivation agrees with the parse.
//
//   cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DBOOST_IRI_BUILD_FUZZ=ON
//   cmake --build build-fuzz --target fuzz_parse && build-fuzz/fuzz/fuzz_parse -max_total_time=60

#include <boost/iri.hpp>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    namespace iris = boost::iris;
    std::string_view const s(reinterpret_cast<char const*>(data), size);
    for (auto const p : {iris::profile::rfc3987, iris::profile::rfc3987bis, iris::profile::leiri,
                         iris::profile::uri}) {
        iris::parse_options o;
        o.profile = p;
        o.zone_id = size % 2 == 0;
        auto const r = iris::parse_iri_reference(s, o);
        if (r) {
            if (r->to_string() != s)
                std::abort();
        }
        else if (r.error().offset > size || r.error().message().empty())
            std::abort();
        if (derive(s, iris::start_rule::IRI_reference, o).has_value() != r.has_value())
            std::abort();
    }
    return 0;
}
