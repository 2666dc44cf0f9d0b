//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_TEMPLATE_HPP
#define BOOST_IRI_TEMPLATE_HPP

// IRI templates: RFC 6570 URI Templates, which its §1.1 makes IRI templates too. A template
// is parsed once (`parse_template`) and expanded many times with `template_variables`.

#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/template_parts.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/profile.hpp>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace boost {
namespace iris {

namespace detail {

/// Variable names ordered by length first: most comparisons end at a size that differs, and
/// names of the same size by their bytes, compared here rather than by a call to memcmp
/// (names are short).
struct variable_name_order
{
    using is_transparent = void;
    bool operator()(std::string_view a, std::string_view b) const noexcept
    {
        if (a.size() != b.size())
            return a.size() < b.size();
        for (std::size_t i = 0; i != a.size(); ++i)
            if (a[i] != b[i])
                return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]);
        return false;
    }
};

/// A key for a name of one to seven bytes: its size, then its bytes, so that two such names
/// have the same key only when they are equal; 0 for any other name.
constexpr std::uint64_t short_name_key(std::string_view name) noexcept
{
    if (name.empty() || name.size() > 7)
        return 0;
    std::uint64_t key = name.size();
    for (char c : name)
        key = key << 8 | static_cast<unsigned char>(c);
    return key;
}

} // detail

/// The values of a template's variables (RFC 6570 §2.3): each a string, a list of strings
/// or an associative array of (name, value) pairs, kept in the order given. A name that is
/// not set is undefined; so are an empty list and an empty array (§2.3). Strings are UTF-8.
class template_variables
{
public:
    using list = std::vector<std::string>;                            ///< a list value (§2.3)
    using pairs = std::vector<std::pair<std::string, std::string>>; ///< an associative array
    using value = std::variant<std::string, list, pairs>;           ///< any value

    /// Sets `name` (as the template writes it, pct-encoded triplets and all: §2.3) to a value,
    /// replacing what it had.
    ///@{
    BOOST_IRI_DECL template_variables& set(std::string_view name, std::string text);
    BOOST_IRI_DECL template_variables& set(std::string_view name, list members);
    BOOST_IRI_DECL template_variables& set(std::string_view name, pairs members);
    template_variables& set(std::string_view name, char const* text) { return set(name, std::string_view(text)); }
    ///@}
    /// The same, reusing the text of a string value `name` already has: no allocation once
    /// it has grown (a server that fills the same variables for each request).
    BOOST_IRI_DECL template_variables& set(std::string_view name, std::string_view text);

    /// The value of `name`, or null when it is not set.
    BOOST_IRI_DECL value const* find(std::string_view name) const noexcept;

    /// The number of variables set.
    std::size_t size() const noexcept { return values_.size(); }

    /// The variables set, shorter names first and names of one length in byte order: a
    /// bidirectional range of `std::pair<std::string const, value>` (the name as the template
    /// writes it, its value), so that what `iri_template::match` found can be listed (a
    /// recipe: doc/recipes.adoc).
    ///@{
    using const_iterator = std::map<std::string, value, detail::variable_name_order>::const_iterator;
    const_iterator begin() const noexcept { return values_.begin(); }
    const_iterator end() const noexcept { return values_.end(); }
    bool empty() const noexcept { return values_.empty(); }
    ///@}

    /// Sets `name` to a value of any kind.
    BOOST_IRI_DECL template_variables& set_value(std::string_view name, value v);

    /// No variables.
    template_variables() = default;
    /// Copies and moves: a value type. A moved-from object holds no variables.
    ///@{
    BOOST_IRI_DECL template_variables(template_variables const& other);
    BOOST_IRI_DECL template_variables(template_variables&& other) noexcept;
    BOOST_IRI_DECL template_variables& operator=(template_variables const& other);
    BOOST_IRI_DECL template_variables& operator=(template_variables&& other) noexcept;
    ///@}

private:
    friend class iri_template;
    using map = std::map<std::string, value, detail::variable_name_order>;

    // `find` with the name's `detail::short_name_key`, which a template keeps for each varspec.
    value const* find(std::string_view name, std::uint64_t key) const noexcept;
    value* find(std::string_view name, std::uint64_t key) noexcept;
    // Notes `entry` among the short names when there is room.
    void note_short(map::value_type& entry) noexcept;
    // The short names noted again, from the map: after a copy.
    void note_shorts() noexcept;
    // The short names of `other`, whose map this one took, and none left to it: after a move.
    void take_shorts(template_variables& other) noexcept;

    map values_;
    // Up to `most_shorts` of the variables whose names have one to seven bytes, by key: found
    // without walking the map (a server sets and expands the same few names for each request).
    // The map's entries stay where they are as it grows, and no variable is ever removed.
    static constexpr std::size_t most_shorts = 8;
    std::uint64_t short_keys_[most_shorts] = {};
    map::value_type* short_entries_[most_shorts] = {};
    std::size_t shorts_ = 0; // how many are noted
};

/// How `iri_template::expand` writes its result.
struct expand_options
{
    /// false: an IRI (RFC 6570 §1.1): characters of `ucschar` stay as they are, and those
    /// of `iprivate` in the query (RFC 3987 §2.2); true: exactly RFC 6570's expansion, a URI
    /// reference in which every other character is percent-encoded as UTF-8 (§3.1, §3.2.1).
    bool uri = false;
    /// The grammar the result must match; `uri` checks it as `profile::uri`.
    iris::profile profile = iris::profile::rfc3987;
    /// The longest result, in bytes: past it `expand` stops writing and fails with
    /// `result_too_long` (a value of a megabyte written a thousand times would be a gigabyte).
    /// The default is the longest text an `iri` holds.
    std::size_t max_size = UINT32_MAX;
};

/// A parsed template: literals and expressions (RFC 6570 §2), with the text it was parsed
/// from. A value type: copies own their text.
class iri_template
{
public:
    /// An operator of an expression (RFC 6570 §2.2, §3.2), by its character.
    enum class operator_kind : char
    {
        simple = 0,         ///< no operator: simple string expansion (§3.2.2)
        reserved = '+',     ///< reserved expansion (§3.2.3)
        fragment = '#',     ///< fragment expansion (§3.2.4)
        label = '.',        ///< label expansion with dot-prefix (§3.2.5)
        path_segment = '/', ///< path segment expansion (§3.2.6)
        path_parameter = ';', ///< path-style parameter expansion (§3.2.7)
        query = '?',        ///< form-style query expansion (§3.2.8)
        continuation = '&'  ///< form-style query continuation (§3.2.9)
    };

    /// A variable of an expression, with its modifier (RFC 6570 §2.3, §2.4) and the operator
    /// of its expression.
    struct varspec
    {
        std::string name;            ///< as written, pct-encoded triplets and all (a copy: no template must outlive it)
        std::size_t offset = 0;      ///< of the name in the template's text
        unsigned max_length = 0;     ///< the prefix modifier (§2.4.1); 0: none
        bool explode = false;        ///< the explode modifier (§2.4.2)
        operator_kind op = operator_kind::simple; ///< the operator of the expression (§2.2)
        std::size_t expression = 0;  ///< which expression, from 0 in the order of the text
    };

    /// The empty template, which expands to the empty IRI reference.
    iri_template() = default;

    /// The text the template was parsed from.
    std::string_view text() const noexcept { return text_; }

    /// The number of expressions.
    BOOST_IRI_DECL std::size_t expressions() const noexcept;

    /// Every varspec of every expression, in the order of the text. They own their names, so
    /// that those of a temporary template (`parse_template(t)->varspecs()`) stay valid.
    BOOST_IRI_DECL std::vector<varspec> varspecs() const;

    /// Expands the template (RFC 6570 §3, all four levels) into an IRI reference. Errors, each
    /// at the offset in the template of the varspec or literal they come from:
    /// `prefix_of_composite` (a prefix modifier on a list or an array, §2.4.1),
    /// `invalid_utf8` (a value that is not UTF-8), `result_too_long` (the expansion would be
    /// longer than `options.max_size`; checked as it is written, so that no more than that is
    /// ever allocated), `not_an_iri_reference` (the expansion
    /// does not match the grammar of `options.profile`, e.g. a value of `{+v}` that puts a
    /// "[" into a path; `rule` and `found` say where the grammar stopped). Linear in the size
    /// of the template and of the values it reads.
    BOOST_IRI_DECL result<iri> expand(template_variables const& variables,
                                            expand_options const& options = {}) const;

    /// The same, into `dest`, whose buffer is reused: no allocation once the buffers have
    /// grown (a server expanding one template per request); on an error `dest` is as it was.
    BOOST_IRI_DECL result<void> expand(template_variables const& variables, iri& dest,
                                             expand_options const& options = {}) const;

    /// The same, appending the expansion to `out`; on an error `out` is as it was.
    BOOST_IRI_DECL result<void> expand_to(std::string& out, template_variables const& variables,
                                                expand_options const& options = {}) const;

    /// The variables whose expansion is `text`, an IRI reference as written (a non-ASCII
    /// character and its \%HH alike, as RFC 3987 §5.3.2.3 compares them): the inverse of
    /// `expand`, where the template can tell; the answer is checked by expanding it.
    ///
    /// Values come back percent-decoded, but those of `+` and `#` as written (expansion keeps
    /// their own pct-encoded triplets, §3.2.3). A value with a "," that expansion did not
    /// encode is a list; an exploded one whose members all have an "=", an associative array.
    ///
    /// A template can be matched when it has no prefix modifier (§2.4.1 drops the rest of the
    /// value), when each `+` or `#` expression (whose values may hold any character) is
    /// followed by literals or ends it, and when no expression is followed by one whose first
    /// character the first one's values may hold ("{a}{b}", "{.a}{.b}", "{?a,b}{&c}"); else
    /// `unmatchable_template` at the varspec or expression. An expression followed by
    /// literals ends where they last occur in the characters it may hold (`+` and `#`: where
    /// they first occur). `no_match` at the byte of `text` where it stops matching (`operand`
    /// 1). Linear in `text`, times a literal's length where it starts with a character the
    /// expression before it may hold ("{name}.html").
    BOOST_IRI_DECL result<template_variables> match(std::string_view text) const;

    /// The same, with the variables of a map from names to strings (any type with
    /// `begin()`/`end()` over pairs whose members convert to std::string_view).
    template <class Map, class = decltype(std::string_view(std::declval<Map const&>().begin()->first)),
              class = decltype(std::string_view(std::declval<Map const&>().begin()->second))>
    result<iri> expand(Map const& map, expand_options const& options = {}) const
    {
        template_variables v;
        for (auto const& [name, text] : map)
            v.set(std::string_view(name), std::string_view(text));
        return expand(v, options);
    }

private:
    friend BOOST_IRI_DECL result<iri_template> parse_template(std::string_view text);

    // The expansion written into `out` from `at` on, over what it holds there, and parsed;
    // `out` may be left longer than that.
    result<iri_view> expand_over(std::string& out, std::size_t at, template_variables const& variables,
                                 expand_options const& options) const;
    // One pass of it; `record`: where each piece comes from, to say where an error is.
    result<iri_view> expand_pass(std::string& out, std::size_t at, template_variables const& variables,
                                 expand_options const& options, bool record) const;

    std::string text_;
    detail::template_parts parts_;
};

/// Parses a template (RFC 6570 §2, `URI-Template`; literals with `ucschar` and `iprivate`
/// as §2.1 allows, and "'" as erratum 6937 does). A template that does not match gives the
/// grammar's error, with its byte offset, rule and the rules expected there; an expression
/// with an operator that §2.2 reserves for future extensions ("=", ",", "!", "@", "|") gives
/// `reserved_operator` at the operator. The grammar's errors: `invalid_utf8`,
/// `invalid_character`, `invalid_percent_encoding`, `unexpected_end` (an expression not
/// closed). Linear time.
BOOST_IRI_DECL result<iri_template> parse_template(std::string_view text);

} // iris
} // boost

#endif
