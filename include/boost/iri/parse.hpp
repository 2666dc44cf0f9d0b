//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_PARSE_HPP
#define BOOST_IRI_PARSE_HPP

#include <boost/iri/detail/config.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/profile.hpp>
#include <boost/system/result.hpp>
#include <cstddef>
#include <string_view>
#include <vector>

namespace boost {
namespace iris {

/// What the parse functions return: the value, or where and why the input is not one.
/// `value()` throws `parse_exception`.
template <class T>
using parse_result = system::result<T, parse_error>;

/// Parses an `IRI-reference` (RFC 3987 §2.2): an IRI or a relative reference.
/// The view refers into `s`; parsing allocates nothing.
BOOST_IRI_DECL parse_result<iri_view>
parse_iri_reference(std::string_view s, parse_options const& options = {}) noexcept;

/// Parses an `IRI` (RFC 3987 §2.2): a scheme, and perhaps a query and a fragment.
BOOST_IRI_DECL parse_result<iri_view>
parse_iri(std::string_view s, parse_options const& options = {}) noexcept;

/// Parses an `absolute-IRI` (RFC 3987 §2.2): an IRI without a fragment, as a base IRI.
BOOST_IRI_DECL parse_result<iri_view>
parse_absolute_iri(std::string_view s, parse_options const& options = {}) noexcept;

/// Parses an `irelative-ref` (RFC 3987 §2.2): a reference without a scheme.
BOOST_IRI_DECL parse_result<iri_view>
parse_irelative_ref(std::string_view s, parse_options const& options = {}) noexcept;

#if defined(__cpp_char8_t)
// UTF-8 literals (u8"…") are char8_t since C++20.
namespace detail {
inline std::string_view as_chars(std::u8string_view s) noexcept
{
    return {reinterpret_cast<char const*>(s.data()), s.size()};
}
} // detail

inline parse_result<iri_view>
parse_iri_reference(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_iri_reference(detail::as_chars(s), options);
}
inline parse_result<iri_view>
parse_iri(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_iri(detail::as_chars(s), options);
}
inline parse_result<iri_view>
parse_absolute_iri(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_absolute_iri(detail::as_chars(s), options);
}
inline parse_result<iri_view>
parse_irelative_ref(std::u8string_view s, parse_options const& options = {}) noexcept
{
    return parse_irelative_ref(detail::as_chars(s), options);
}
#endif

/// The start rules of the grammar that the parse functions offer.
enum class start_rule : unsigned char
{
    IRI_reference, ///< parse_iri_reference
    IRI,           ///< parse_iri
    absolute_IRI,  ///< parse_absolute_iri
    irelative_ref  ///< parse_irelative_ref
};

/// One production in a derivation: the rule, the bytes it matched, the rules inside it.
struct derivation
{
    std::string_view rule; ///< the ABNF name, e.g. "ipath-abempty"
    std::size_t begin = 0; ///< byte offsets into the input, [begin, end)
    std::size_t end = 0;
    std::vector<derivation> inner;
};

/// True for the rules that match a single character: `ucschar`, `iprivate`,
/// `leiri-ucschar`, `iunreserved`, `unreserved`, `reserved`, `gen-delims`, `sub-delims`,
/// `ipchar`. Errors name the rule above them; `iri explain` hides them unless asked.
BOOST_IRI_DECL bool is_character_rule(std::string_view rule) noexcept;

/// How the grammar derives `s`, production by production (what `iri explain` prints).
/// Every rule that matched is a node, character rules included.
BOOST_IRI_DECL parse_result<derivation>
derive(std::string_view s, start_rule start = start_rule::IRI_reference,
       parse_options const& options = {});

} // iris
} // boost

#endif
