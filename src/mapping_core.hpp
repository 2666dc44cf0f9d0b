//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_MAPPING_CORE_HPP
#define BOOST_IRI_SRC_MAPPING_CORE_HPP

// The mappings of boost_iri (src/mapping.cpp), which boost_iri_unicode
// (src/unicode/mapping.cpp) runs with the steps that need Unicode data: IDNA hosts and
// query charsets.

#include <boost/iri/mapping.hpp>
#include "percent.hpp"
#include "thread_buffer.hpp"
#include <string>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

/// The steps of the mappings that need Unicode data; each null unless asked for.
struct mapping_steps
{
    /// 3987bis §3.4.2: the `ireg-name` `host` by IDNA, appended to `out`; errors with offsets
    /// in `host`.
    result<void> (*host_to_uri)(text_buffer& out, std::string_view host) = nullptr;
    /// Whether `host_to_uri` appends `host` as it is: then the host maps like every other part.
    bool (*host_to_uri_keeps)(std::string_view host) noexcept = nullptr;

    /// 3987bis §3.5: the query of an http(s) IRI in `query_charset` (when it is not
    /// UCS-based), appended to `out`; errors with offsets in `query`.
    result<void> (*query_to_uri)(text_buffer& out, std::string_view query, std::string_view charset) = nullptr;
    std::string_view query_charset;

    /// 3987bis §4 step 6: the `ireg-name` `host` with its "xn--" labels in Unicode where they
    /// may be, appended to `out`.
    void (*host_to_iri)(std::string& out, std::string_view host) = nullptr;
};

/// `to_uri` and `to_iri` with the given steps, into `out`: the view of the result.
BOOST_IRI_DECL result<iri_view> to_uri(std::string_view iri, to_uri_options const& options,
                                             mapping_steps const& steps, text_buffer& out);
BOOST_IRI_DECL result<iri_view> to_uri(iri_view_base const& iri, to_uri_options const& options,
                                             mapping_steps const& steps, text_buffer& out);
BOOST_IRI_DECL result<iri_view> to_iri(iri_view_base const& uri, mapping_steps const& steps, text_buffer& out);

/// `to_uri` into `dest`: straight into its buffer where nothing can fail once it is being
/// written, else through the thread's buffer (`mapping_text`, `into`).
BOOST_IRI_DECL result<void> to_uri(iri_view_base const& x, to_uri_options const& options,
                                   mapping_steps const& steps, iri& dest);
/// `to_iri` into `dest`, which never fails: straight into its buffer unless `x` views it.
BOOST_IRI_DECL result<void> to_iri(iri_view_base const& x, mapping_steps const& steps, iri& dest);

/// The buffer a thread maps into (src/thread_buffer.hpp); a result in it as a new value (a
/// buffer of its own size), or copied into `dest` (which keeps its own buffer).
BOOST_IRI_DECL thread_buffer<text_buffer> mapping_text();
BOOST_IRI_DECL result<iri> as_value(result<iri_view> const& r);
BOOST_IRI_DECL result<void> into(result<iri_view> const& r, iri& dest);

/// RFC 3987 §3.2 steps 2-5: hex digits that stay are upper case where octets were decoded and
/// encoded again (§3.2.1), as written elsewhere.
constexpr percent_rules uri_to_iri{true, true, hex_case::upper_non_ascii};

} // detail
} // iris
} // boost

#endif
