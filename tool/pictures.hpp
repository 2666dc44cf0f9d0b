//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TOOL_PICTURES_HPP
#define BOOST_IRI_TOOL_PICTURES_HPP

// `iri explain --format=dot|html`: derivations as pictures for learners.
//   - dot: one Graphviz digraph per input (`iri explain --format=dot URI | dot -Tsvg`);
//   - html: one self-contained page (no network needed) for all inputs: each input with the
//     span of the node under the pointer highlighted, the tree beside it, each node linked to
//     the ABNF of its rule, which the page carries (<boost/iri/grammar/productions.hpp>).

#include <boost/iri/parse.hpp>
#include <iosfwd>
#include <set>
#include <string>
#include <string_view>

namespace iri_tool {

/// The nodes shown directly inside `n`: without `all_rules` a character rule is not shown,
/// but the rules inside it are (a `pct-encoded` inside an `ipchar`).
template <class F>
void for_each_shown(boost::iris::derivation::node n, bool all_rules, F const& f)
{
    for (boost::iris::derivation::node inner : n.inner())
        if (all_rules || !boost::iris::is_character_rule(inner.rule()))
            f(inner);
        else
            for_each_shown(inner, all_rules, f);
}

/// The derivation of the `number`th input as a Graphviz digraph.
void write_dot(std::ostream& out, std::string_view input, boost::iris::derivation const& d,
               bool all_rules, std::size_t number);

/// An HTML page of derivations, written as the inputs come; `finish` closes it.
class html_page
{
public:
    explicit html_page(std::ostream& out);
    void add(std::string_view input, boost::iris::result<boost::iris::derivation> const& d,
             bool all_rules);
    void finish();

private:
    std::ostream& out_;
    std::size_t inputs_ = 0;
    std::set<std::string> rules_; // whose productions the page must carry
};

} // iri_tool

#endif
