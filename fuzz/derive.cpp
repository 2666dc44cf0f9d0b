//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The derivation: it exists exactly when the parse succeeds, fails with the parse's error,
// and is a tree of spans inside the input: each child inside its parent, siblings in order.

#include "fuzz.hpp"

namespace {

using namespace fuzz;

void require_tree(iris::derivation::node n, std::size_t size)
{
    require(n.begin() <= n.end() && n.end() <= size && !n.rule().empty(), "derive: a node outside the input");
    std::size_t at = n.begin();
    for (iris::derivation::node inner : n.inner()) {
        require(inner.begin() >= at && inner.end() <= n.end(), "derive: a child outside its parent or out of order");
        at = inner.end();
        require_tree(inner, size);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    input const in(data, size);
    std::string_view const s = in.text;
    iris::parse_options const o = in.parse_options();
    auto const start = static_cast<iris::start_rule>((in.bits >> 3) & 3u);

    auto const d = iris::derive(s, start, o);
    iris::result<iris::iri_view> const p =
        start == iris::start_rule::IRI           ? iris::parse_iri(s, o)
        : start == iris::start_rule::absolute_IRI ? iris::parse_absolute_iri(s, o)
        : start == iris::start_rule::irelative_ref ? iris::parse_irelative_ref(s, o)
                                                   : iris::parse_iri_reference(s, o);
    require(d.has_value() == p.has_value(), "derive: disagrees with the parse");
    if (d) {
        require(d->root().begin() == 0 && d->root().end() == s.size(), "derive: the root does not span the input");
        require_tree(d->root(), s.size());
    }
    else
        require(d.error() == p.error(), "derive: another error than the parse's");
    return 0;
}
