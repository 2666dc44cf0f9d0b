//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The accelerator of IRI-reference against its X3 rule on any bytes, in every profile and from
// every start rule it serves: wherever it accepts, the rule accepts with the same components.
// And where the rule does not, the diagnosis, which skips runs of characters, is the full
// trace's (on inputs of up to 128 bytes).

#include "fuzz.hpp"
#include "../test/accelerator_differential.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    fuzz::input const in(data, size);
    namespace iris = boost::iris;
    static constexpr iris::start_rule starts[] = {iris::start_rule::IRI_reference, iris::start_rule::IRI,
                                                  iris::start_rule::absolute_IRI, iris::start_rule::irelative_ref};
    iris::start_rule const start = starts[(in.bits >> 3) & 3u];
    fuzz::require(accelerator_differential::compare(start, in.text, in.parse_options()) !=
                      accelerator_differential::outcome::differ,
                  "the accelerator and the rule differ");
    // short inputs only: the full trace costs about 1,000 instructions a byte
    if (in.text.size() <= 128)
        fuzz::require(accelerator_differential::same_diagnosis(start, in.text, in.parse_options()),
                      "the diagnosis differs from the full trace");
    return 0;
}
