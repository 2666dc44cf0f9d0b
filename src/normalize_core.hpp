//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_NORMALIZE_CORE_HPP
#define BOOST_IRI_SRC_NORMALIZE_CORE_HPP

// The comparison ladder of boost_iri (src/normalize.cpp), which boost_iri_unicode
// (src/unicode/normalize.cpp) runs with the steps that need Unicode data: NFC and IDNA.

#include <boost/iri/normalize.hpp>
#include <boost/iri/detail/text_buffer.hpp>
#include <string>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

/// The steps of RFC 3987 §5.3 that need Unicode data; each null unless asked for.
struct unicode_steps
{
    /// §5.3.2.2: `text`, a component decoded, in NFC appended to `out` (the ASCII that NFC
    /// makes of other characters percent-encoded); errors with offsets in `text`.
    result<void> (*nfc)(std::string_view text, std::string& out) = nullptr;

    /// §5.3.3: one form of the IDN `host` (of an IRI or, with `p` uri, a URI) into `out`;
    /// false leaves the host as it is.
    bool (*idna_host)(std::string_view host, profile p, std::string& out) = nullptr;
};

/// The normal form of `x` into `text` (its capacity reused), and where its parts start.
BOOST_IRI_DECL result<void> normalized(iri_view_base const& x, normalize_options const& o,
                                             unicode_steps const& u, text_buffer& text, iri_layout& layout);

/// `normalize` and `equivalent` with the given steps.
BOOST_IRI_DECL result<void> normalize(iri_view_base const& x, normalize_options const& o,
                                            unicode_steps const& u, iri& dest);
BOOST_IRI_DECL result<iri> normalize(iri_view_base const& x, normalize_options const& o,
                                           unicode_steps const& u);
BOOST_IRI_DECL result<bool> equivalent(iri_view_base const& a, iri_view_base const& b,
                                          normalize_options const& o, unicode_steps const& u);

/// `equivalence_key` and `equivalence_hash` with the given steps (a text is parsed under
/// `o.parse`).
BOOST_IRI_DECL result<std::string> equivalence_key(iri_view_base const& x, normalize_options const& o,
                                                   unicode_steps const& u);
BOOST_IRI_DECL result<std::string> equivalence_key(std::string_view text, normalize_options const& o,
                                                   unicode_steps const& u);
BOOST_IRI_DECL std::size_t equivalence_hash(std::string_view text, normalize_options const& o,
                                            unicode_steps const& u);

} // detail
} // iris
} // boost

#endif
