//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_DETAIL_TRACE_HPP
#define BOOST_IRI_GRAMMAR_DETAIL_TRACE_HPP

// How the grammar explains itself, at no cost to a successful parse.
//
// The parse functions first run the rules over `char const*`. Only when a parse fails
// (or when `explain` asks for the derivation) they run the same rules again over a
// `traced_iterator`, which reports every byte the rules look at to a `parse_trace`:
//   - the farthest byte looked at is where the input stopped making sense
//     (the error offset), together with the innermost rule that looked there first;
//   - each rule that succeeds leaves a node with its byte span, so that the derivation
//     tree can be rebuilt (see `derivation` in parse.hpp).
// BOOST_IRI_DEFINE replaces BOOST_SPIRIT_DEFINE to keep the stack of active rules.

#include <boost/iri/detail/derivation_node.hpp>
#include <boost/spirit/home/x3.hpp>
#include <boost/preprocessor/cat.hpp>
#include <boost/preprocessor/seq/for_each.hpp>
#include <boost/preprocessor/variadic/to_seq.hpp>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <iterator>
#include <type_traits>
#include <vector>

namespace boost {
namespace iris {
namespace grammar {

namespace x3 = boost::spirit::x3;

namespace detail {

/// One active rule; the innermost points to the one around it.
struct rule_frame
{
    char const* rule;
    rule_frame const* outer;
    char const* begin; ///< where the rule started
};

struct parse_trace
{
    static constexpr unsigned max_chain = 32;

    char const* begin = nullptr;
    char const* end = nullptr;
    bool record_nodes = false;            ///< keep the derivation (explain)

    /// Whether a closure of characters that has a run (grammar/detail/runs.hpp) may go to
    /// where its run stops without looking at the characters before: a trace that only
    /// locates an error, whose farthest byte is never one of those
    bool skip_runs = false;

    char const* farthest = nullptr;       ///< farthest byte looked at
    bool record_chain = true;             ///< keep the chain below (a pass that only finds
                                          ///< `farthest` goes without)
    char const* chain[max_chain] = {};    ///< the rules active when it was first looked at,
    char const* chain_begin[max_chain] = {}; ///< and where each started,
    unsigned chain_size = 0;              ///< innermost first

    /// Whether a rule that looked at a byte is named by the rule around it in `expected`
    /// (set by the parser, which knows the rules): a character rule, or a part of a token
    /// that had not started there (a `dec-octet` is an `IPv4address` to the reader).
    bool (*named_by_outer)(std::string_view rule, bool started) = nullptr;

    /// With `named_by_outer`: collect `expected` only at this byte (the farthest that a first
    /// pass found), not at every farthest byte on the way, which would cost far more; null: at
    /// every one.
    char const* expect_only_at = nullptr;

    /// The rules that tried to go on at `farthest`, each named by the innermost rule above the
    /// character rules at the place it looked, in the order the grammar tried them.
    static constexpr unsigned max_expected = 6;
    char const* expected[max_expected] = {};
    unsigned expected_size = 0;
    rule_frame const* innermost = nullptr;
    unsigned depth = 0;
    unsigned tentative = 0;               ///< inside detail::tentative[...]

    /// The rules that matched, in the order they finished (post-order), and their names.
    std::vector<iris::detail::derivation_node> nodes;
    std::vector<char const*> rule_names;

    /// The index of `rule` in `rule_names` (the grammar has a few dozen rules).
    std::uint16_t rule_index(char const* rule)
    {
        for (std::size_t i = rule_names.size(); i-- > 0;)
            if (rule_names[i] == rule)
                return static_cast<std::uint16_t>(i);
        rule_names.push_back(rule);
        return static_cast<std::uint16_t>(rule_names.size() - 1);
    }

    /// Whether looks at the `n` bytes from `p` can change nothing: in a pass that collects at
    /// one byte only (`expect_only_at`), the looks before it, which it lies past.
    bool before_target(char const* p, std::ptrdiff_t n) const noexcept
    {
        return expect_only_at != nullptr && expect_only_at - p >= n;
    }

    BOOST_FORCEINLINE void look(char const* p) noexcept
    {
        // most looks are behind the farthest byte, or at it with nothing to collect there:
        // nothing to do, without a call
        if (tentative > 0 || (farthest != nullptr && p < farthest))
            return;
        if (p == farthest && !collects_at(p))
            return;
        look_at_farthest(p);
    }

private:
    // Whether the chain and `expected` are wanted at `p`: at every farthest byte, or at the
    // one a first pass found
    bool at_target(char const* p) const noexcept { return expect_only_at == nullptr || p == expect_only_at; }
    bool collects_at(char const* p) const noexcept { return named_by_outer != nullptr && at_target(p); }

    BOOST_NOINLINE void look_at_farthest(char const* p) noexcept
    {
        if (p != farthest) {
            farthest = p;
            chain_size = 0;
            for (rule_frame const* f = record_chain && at_target(p) ? innermost : nullptr;
                 f != nullptr && chain_size < max_chain;
                 f = f->outer) {
                chain_begin[chain_size] = f->begin;
                chain[chain_size++] = f->rule;
            }
            expected_size = 0;
        }
        if (collects_at(p))
            expect(p);
    }

    // The innermost rule that names what it looks for at `p` goes into `expected`, once.
    void expect(char const* p) noexcept
    {
        rule_frame const* f = innermost;
        while (f != nullptr && named_by_outer_at(*f, p))
            f = f->outer;
        if (f == nullptr)
            return;
        for (unsigned i = 0; i < expected_size; ++i)
            if (expected[i] == f->rule)
                return;
        if (expected_size < max_expected)
            expected[expected_size++] = f->rule;
    }

    // named_by_outer for the rule of `f` at `p`, asked once per rule (a few dozen rules are
    // asked again at every byte the traced parse looks at): a table by the name's address, per
    // thread and for every trace, since the parser's named_by_outer answers by the name alone
    static constexpr unsigned named_slots = 128; // open addressing, twice the grammar's rules
    struct named_cache
    {
        char const* rule[named_slots] = {};
        unsigned char answer[named_slots] = {}; ///< bit 0: not started, bit 1: started
    };
    static named_cache& named() noexcept
    {
        static thread_local named_cache cache;
        return cache;
    }

    bool named_by_outer_at(rule_frame const& f, char const* p) noexcept
    {
        unsigned const started = f.begin < p ? 1 : 0;
        named_cache& cache = named();
        std::uintptr_t const key = reinterpret_cast<std::uintptr_t>(f.rule);
        unsigned slot = static_cast<unsigned>((key ^ key >> 7) % named_slots);
        for (unsigned probes = 0; probes < named_slots; ++probes, slot = (slot + 1) % named_slots) {
            if (cache.rule[slot] == nullptr) {
                cache.rule[slot] = f.rule;
                cache.answer[slot] = static_cast<unsigned char>(named_by_outer(f.rule, false) |
                                                                named_by_outer(f.rule, true) << 1);
            }
            if (cache.rule[slot] == f.rule)
                return (cache.answer[slot] >> started) & 1u;
        }
        return named_by_outer(f.rule, started != 0); // a grammar of more rules than the table
    }
};

/// A `char const*` that tells a `parse_trace` which bytes the rules look at: each
/// dereference, and each comparison with the end of the input.
class traced_iterator
{
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = char const*;
    using reference = char const&;

    traced_iterator() = default;
    traced_iterator(char const* p, parse_trace* t) noexcept : p_(p), t_(t) {}

    char const* base() const noexcept { return p_; }
    parse_trace& trace() const noexcept { return *t_; }

    reference operator*() const noexcept
    {
        t_->look(p_);
        return *p_;
    }
    traced_iterator& operator++() noexcept
    {
        ++p_;
        return *this;
    }
    traced_iterator operator++(int) noexcept
    {
        traced_iterator old = *this;
        ++p_;
        return old;
    }
    friend bool operator==(traced_iterator const& a, traced_iterator const& b) noexcept
    {
        if (b.p_ == a.t_->end)
            a.t_->look(a.p_);
        else if (a.p_ == a.t_->end)
            a.t_->look(b.p_);
        return a.p_ == b.p_;
    }
    friend bool operator!=(traced_iterator const& a, traced_iterator const& b) noexcept
    {
        return !(a == b);
    }

private:
    char const* p_ = nullptr;
    parse_trace* t_ = nullptr;
};

/// Keeps the stack of active rules; does nothing over plain pointers.
template <class Iterator>
struct rule_scope
{
    rule_scope(Iterator const&, char const*) noexcept {}
    void finish(bool, Iterator const&) noexcept {}
};

template <>
struct rule_scope<traced_iterator>
{
    rule_scope(traced_iterator const& first, char const* name) noexcept
        : trace_(first.trace())
        , frame_{name, trace_.innermost, first.base()}
        , begin_(first.base())
        , first_inner_(trace_.nodes.size())
    {
        trace_.innermost = &frame_;
        ++trace_.depth;
    }

    void finish(bool matched, traced_iterator const& first)
    {
        --trace_.depth;
        trace_.innermost = frame_.outer;
        if (!trace_.record_nodes)
            return;
        if (!matched) {
            trace_.nodes.resize(first_inner_);
            return;
        }
        trace_.nodes.push_back(iris::detail::derivation_node{
            trace_.rule_index(frame_.rule), static_cast<std::uint16_t>(trace_.depth),
            static_cast<std::uint32_t>(begin_ - trace_.begin),
            static_cast<std::uint32_t>(first.base() - trace_.begin)});
    }

private:
    parse_trace& trace_;
    rule_frame frame_;
    char const* begin_;
    std::size_t first_inner_;
};

/// The tag by which X3's `rule::parse` finds a rule's definition: the first parameter of the
/// `parse_rule` overloads that BOOST_SPIRIT_DECLARE declares and BOOST_SPIRIT_DEFINE defines.
template <class Rule>
using rule_tag = x3::detail::rule_id<typename Rule::id>;

/// traced_rule(name)[p]: p, inside the scope of the rule `name` (see rule_scope).
template <class Subject>
struct traced_rule_directive : x3::unary_parser<Subject, traced_rule_directive<Subject>>
{
    using base_type = x3::unary_parser<Subject, traced_rule_directive<Subject>>;
    static bool const is_pass_through_unary = true;
    static bool const handles_container = Subject::handles_container;

    constexpr traced_rule_directive(Subject const& subject, char const* rule)
        : base_type(subject), name(rule)
    {
    }

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute& attr) const
    {
        rule_scope<Iterator> scope(first, name);
        bool const matched = this->subject.parse(first, last, ctx, rctx, attr);
        scope.finish(matched, first);
        return matched;
    }

    char const* name;
};

struct traced_rule
{
    char const* name;

    template <class Subject>
    constexpr traced_rule_directive<typename x3::extension::as_parser<Subject>::value_type>
    operator[](Subject const& subject) const
    {
        return {x3::as_parser(subject), name};
    }
};

} // detail
} // grammar
} // iris
} // boost

/// BOOST_IRI_DEFINE(r...) is BOOST_SPIRIT_DEFINE built from X3's public interface: each rule
/// `r` is defined as `r = detail::traced_rule{r.name}[x3::lexeme[r_def]]` (the definition
/// `r_traced`), so that a traced parse keeps the stack of active rules and the nodes of the
/// derivation, and so that the rules, which match characters and never white space, do not
/// skip inside themselves when a user's grammar runs them with a skipper.
#define BOOST_IRI_DEFINE_(r, data, rule_name)                                              \
    auto const BOOST_PP_CAT(rule_name, _traced) =                                          \
        decltype(rule_name)(rule_name) =                                                   \
            ::boost::iris::grammar::detail::traced_rule{rule_name.name}                    \
                [::boost::spirit::x3::lexeme[BOOST_PP_CAT(rule_name, _def)]];              \
    template <class Iterator, class Context>                                               \
    inline bool parse_rule(::boost::iris::grammar::detail::rule_tag<decltype(rule_name)>,  \
                           Iterator& first, Iterator const& last, Context const& context,  \
                           decltype(rule_name)::attribute_type& attr)                      \
    {                                                                                      \
        return BOOST_PP_CAT(rule_name, _traced)                                            \
            .parse(first, last, context, ::boost::spirit::x3::unused, attr);               \
    }

#define BOOST_IRI_DEFINE(...)                                                              \
    BOOST_PP_SEQ_FOR_EACH(BOOST_IRI_DEFINE_, _, BOOST_PP_VARIADIC_TO_SEQ(__VA_ARGS__))

#endif
