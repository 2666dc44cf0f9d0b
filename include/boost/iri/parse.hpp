//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_PARSE_HPP
#define BOOST_IRI_PARSE_HPP

#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/derivation_node.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/iri_view.hpp>
#include <boost/iri/profile.hpp>
#include <boost/system/result.hpp>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <vector>

namespace boost {
namespace iris {

/// Parses an `IRI-reference` (RFC 3987 §2.2): an IRI or a relative reference.
/// The view refers into `s`; parsing allocates nothing. Errors, each at its byte of `s` with
/// the rule that was reading there: `invalid_utf8`, `invalid_character`,
/// `invalid_percent_encoding`, `invalid_port`, `invalid_ip_literal`, and `input_too_long` for
/// texts past the longest text (a scheme that is not one is a first segment with an
/// `invalid_character`).
BOOST_IRI_DECL result<iri_view>
parse_iri_reference(std::string_view s, parse_options const& options = {}) noexcept;

/// Parses an `IRI` (RFC 3987 §2.2): a scheme, and perhaps a query and a fragment.
/// The view refers into `s`; parsing allocates nothing. Errors, each at its byte of `s` with
/// the rule that was reading there: `invalid_utf8`, `invalid_scheme`, `invalid_character`,
/// `invalid_percent_encoding`, `invalid_port`, `invalid_ip_literal`, and `input_too_long` for
/// texts past the longest text.
BOOST_IRI_DECL result<iri_view>
parse_iri(std::string_view s, parse_options const& options = {}) noexcept;

/// Parses an `absolute-IRI` (RFC 3987 §2.2): an IRI without a fragment, as a base IRI.
/// The view refers into `s`; parsing allocates nothing. Errors, each at its byte of `s` with
/// the rule that was reading there: `invalid_utf8`, `invalid_scheme`, `invalid_character`,
/// `invalid_percent_encoding`, `invalid_port`, `invalid_ip_literal`, and `input_too_long` for
/// texts past the longest text.
BOOST_IRI_DECL result<iri_view>
parse_absolute_iri(std::string_view s, parse_options const& options = {}) noexcept;

/// Parses an `irelative-ref` (RFC 3987 §2.2): a reference without a scheme.
/// The view refers into `s`; parsing allocates nothing. Errors, each at its byte of `s` with
/// the rule that was reading there: `invalid_utf8`, `invalid_character`,
/// `invalid_percent_encoding`, `invalid_port`, `invalid_ip_literal`, and `input_too_long` for
/// texts past the longest text (a scheme that is not one is a first segment with an
/// `invalid_character`).
BOOST_IRI_DECL result<iri_view>
parse_irelative_ref(std::string_view s, parse_options const& options = {}) noexcept;

#if defined(__cpp_char8_t)
namespace detail {
inline std::string_view as_chars(std::u8string_view s) noexcept
{
    return {reinterpret_cast<char const*>(s.data()), s.size()};
}
} // detail

/// The same for UTF-8 literals (`u8"..."`), which are `char8_t` since C++20.
///@{
inline result<iri_view>
parse_iri_reference(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_iri_reference(detail::as_chars(s), options);
}
inline result<iri_view>
parse_iri(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_iri(detail::as_chars(s), options);
}
inline result<iri_view>
parse_absolute_iri(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_absolute_iri(detail::as_chars(s), options);
}
inline result<iri_view>
parse_irelative_ref(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_irelative_ref(detail::as_chars(s), options);
}
///@}
#endif

/// The start rules of the grammar that the parse functions offer.
enum class start_rule : unsigned char
{
    IRI_reference, ///< parse_iri_reference
    IRI,           ///< parse_iri
    absolute_IRI,  ///< parse_absolute_iri
    irelative_ref, ///< parse_irelative_ref
    URI_Template   ///< parse_template: an IRI template (RFC 6570 §2)
};

class derivation;
namespace grammar {
// declared here, with its default argument, to be the friend of `derivation` (grammar/derive.hpp)
template <class Rule>
result<derivation> derive(Rule const& rule, std::string_view s, parse_options const& options = {});
} // grammar

/// How an input derives from a start rule: a tree of the rules that matched, each with the
/// bytes it matched. Stored flat, twelve bytes a node in post-order (every node after the
/// nodes inside it), so that a derivation takes at most 64 bytes per input byte.
///
///     void walk(derivation::node n) {
///         use(n.rule(), n.begin(), n.end());
///         for (derivation::node inner : n.inner())
///             walk(inner);
///     }
///     walk(derive("http://a/b").value().root());
class derivation
{
public:
    class node;
    class inner_range;

    /// The start rule, which spans the whole input.
    node root() const noexcept;

    /// The number of nodes.
    std::size_t size() const noexcept { return nodes_.size(); }

private:
    // made by the parser only (`grammar::derive`), whose nodes are in post-order with
    // consistent depths and the root last: what `node` and `inner_range` rely on
    /// @cond detail
    template <class Rule>
    friend result<derivation> grammar::derive(Rule const&, std::string_view, parse_options const&);
    /// @endcond
    derivation(std::vector<detail::derivation_node> nodes, std::vector<char const*> rule_names) noexcept
        : nodes_(std::move(nodes)), rule_names_(std::move(rule_names))
    {
    }

    std::vector<detail::derivation_node> nodes_;
    std::vector<char const*> rule_names_;
};

/// One production in a derivation: the rule, the bytes it matched, the rules inside it.
/// A light handle into its derivation, which must outlive it.
class derivation::node
{
public:
    /// The ABNF name, e.g. "ipath-abempty".
    std::string_view rule() const noexcept { return tree_->rule_names_[flat().rule]; }

    /// Byte offsets into the input: the node matched [begin, end).
    ///@{
    std::size_t begin() const noexcept { return flat().begin; }
    std::size_t end() const noexcept { return flat().end; }
    ///@}

    /// The nodes directly inside, in the order of the input.
    inner_range inner() const noexcept;

private:
    friend class derivation;
    friend class inner_range;
    node(derivation const* tree, std::size_t index) noexcept : tree_(tree), index_(index) {}
    detail::derivation_node const& flat() const noexcept { return tree_->nodes_[index_]; }

    derivation const* tree_;
    std::size_t index_;
};

/// The nodes directly inside a node, as a forward range of `derivation::node`.
class derivation::inner_range
{
public:
    /// A forward iterator whose `operator*` gives a `derivation::node`.
    class iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = node;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = node;

        /// The iterator's operations: the node, the next one, equality.
        ///@{
        node operator*() const noexcept { return node(tree_, index_); }
        iterator& operator++() noexcept
        {
            ++index_;
            skip();
            return *this;
        }
        iterator operator++(int) noexcept
        {
            iterator old = *this;
            ++*this;
            return old;
        }
        friend bool operator==(iterator const& a, iterator const& b) noexcept { return a.index_ == b.index_; }
        friend bool operator!=(iterator const& a, iterator const& b) noexcept { return a.index_ != b.index_; }
        ///@}

    private:
        friend class inner_range;
        iterator(derivation const* tree, std::size_t index, std::size_t stop, std::uint16_t depth) noexcept
            : tree_(tree), index_(index), stop_(stop), depth_(depth)
        {
            skip();
        }
        // to the next node one level down, or to the parent (the end)
        void skip() noexcept
        {
            while (index_ != stop_ && tree_->nodes_[index_].depth != depth_)
                ++index_;
        }

        derivation const* tree_;
        std::size_t index_, stop_;
        std::uint16_t depth_;
    };

    /// The range: iterators, and whether the node has no nodes inside (constant time).
    ///@{
    iterator begin() const noexcept { return iterator(tree_, first_, parent_, depth_); }
    iterator end() const noexcept { return iterator(tree_, parent_, parent_, depth_); }
    bool empty() const noexcept { return begin() == end(); }
    ///@}

private:
    friend class derivation::node;
    inner_range(derivation const* tree, std::size_t first, std::size_t parent, std::uint16_t depth) noexcept
        : tree_(tree), first_(first), parent_(parent), depth_(depth)
    {
    }

    derivation const* tree_;
    std::size_t first_, parent_; ///< the parent's subtree is [first_, parent_]
    std::uint16_t depth_;        ///< the depth of the nodes inside
};

inline derivation::node derivation::root() const noexcept
{
    return node(this, nodes_.size() - 1);
}

inline derivation::inner_range derivation::node::inner() const noexcept
{
    // the parent's subtree: the nodes before it that are deeper
    std::uint16_t const depth = flat().depth;
    std::size_t first = index_;
    while (first > 0 && tree_->nodes_[first - 1].depth > depth)
        --first;
    return inner_range(tree_, first, index_, static_cast<std::uint16_t>(depth + 1));
}

/// True for the rules that match a single character: `ALPHA`, `DIGIT`, `HEXDIG`, `ucschar`, `iprivate`,
/// `leiri-ucschar`, `iunreserved`, `unreserved`, `reserved`, `gen-delims`, `sub-delims`,
/// `ipchar`, and of templates `varchar`, `op-level2`, `op-level3`, `op-reserve`. Errors name
/// the rule above them; `iri explain` hides them unless asked.
BOOST_IRI_DECL bool is_character_rule(std::string_view rule) noexcept;

/// How the grammar derives `s`, production by production (what `iri explain` prints).
/// Every rule that matched is a node, character rules included. Time and memory are linear
/// in `s` (at most 64 bytes a byte); `input_too_long` past the longest text.
BOOST_IRI_DECL result<derivation>
derive(std::string_view s, start_rule start = start_rule::IRI_reference,
       parse_options const& options = {});

} // iris
} // boost

#endif
