//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The comparison ladder (RFC 3987 §5.3): normalize is idempotent on every rung and its
// result parses; the equivalence key is the normal form, the hash agrees with the key, and
// an IRI is equivalent to its normal form.

#include "fuzz.hpp"
#include <boost/iri/normalize.hpp>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;

    iris::comparison_level const level = static_cast<iris::comparison_level>(in.bits % 3);
    iris::unicode_normalize_options o{iris::options_for(level)};
    o.parse = in.parse_options();
    o.parse.profile = o.parse.profile == iris::profile::leiri ? iris::profile::rfc3987 : o.parse.profile;
    o.nfc = in.bit(5);
    o.idna_host = in.bit(6);

    auto const n = iris::normalize(s, o);
    require_well_formed(n, s.size(), "normalize: error outside the input");
    if (n) {
        require(iris::parse_iri_reference(n->buffer(), o.parse).has_value() && reads_as_parsed(*n),
                "normalize: the result is not an IRI reference laid out as its text");
        auto const twice = iris::normalize(*n, o);
        require(twice && *twice == *n, "normalize: not idempotent");
    }

    auto const key = iris::equivalence_key(s, iris::options_for(level));
    if (key) {
        iris::equivalence_hash<> const hash{iris::options_for(level)};
        iris::equivalent_to<> const same{iris::options_for(level)};
        require(hash(s) == hash(*key) || level == iris::comparison_level::simple, "hash: disagrees with the key");
        require(same(s, *key), "equivalent_to: an IRI differs from its key");
        auto const c = iris::equivalent(s, *key, iris::options_for(level));
        require(c && *c, "compare: an IRI differs from its key");
    }
    return 0;
}
