//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The steps of the mappings that need Unicode data (3987bis §3.4.2 IDNA hosts, §3.5 query
// charsets, §4 step 6 Unicode hosts), run by the mappings of boost_iri (src/mapping.cpp).

#define BOOST_IRI_UNICODE_SOURCE

#include <boost/iri/mapping.hpp>
#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/idna.hpp>
#include <boost/iri/unicode.hpp>
#include "../mapping_core.hpp"
#include "../percent.hpp"
#include "../utf8_text.hpp"
#include "labels.hpp"
#include <algorithm>

namespace boost {
namespace iris {

namespace {

// 3987bis §3.5: each run of non-ASCII characters in the charset, every byte as %HH.
result<void> append_query_in_charset(detail::text_buffer& out, std::string_view query,
                                           std::string_view charset)
{
    std::size_t i = 0;
    while (i < query.size()) {
        if (static_cast<unsigned char>(query[i]) < 0x80) {
            out += query[i++];
            continue;
        }
        std::size_t j = i;
        while (j < query.size() && static_cast<unsigned char>(query[j]) >= 0x80)
            ++j;
        auto bytes = utf8_to_charset(query.substr(i, j - i), charset);
        if (!bytes)
            {
            failure e = bytes.error();
            e.offset += i;
            return e;
        }
        for (char c : *bytes)
            detail::append_pct(out, static_cast<unsigned char>(c));
        i = j;
    }
    return {};
}

// 3987bis §3.4.2: percent-encoded octets decoded, if all together are valid UTF-8.
result<std::string> decode_host(std::string_view host)
{
    std::string decoded;
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] == '%' && i + 2 < host.size() && detail::hex_value(host[i + 1]) >= 0 &&
            detail::hex_value(host[i + 2]) >= 0) {
            decoded += static_cast<char>(detail::octet_at(host.data() + i));
            i += 2;
        }
        else
            decoded += host[i];
    }
    if (auto ok = check_utf8(decoded); !ok) {
        // "since punycode encoding would not succeed": the conversion fails
        failure e;
        e.code = error::idna_failure;
        return e;
    }
    return decoded;
}

// Whether `append_host_by_idna` appends `host` as it is, without decoding it: an ASCII
// reg-name without "%HH" and without an "xn--" label to check (RFC 5891 §5.4).
bool idna_keeps(std::string_view host) noexcept
{
    if (!detail::is_ascii(host) || host.find('%') != std::string_view::npos)
        return false;
    if (host.find('-') == std::string_view::npos) // the "--" of "xn--"
        return true;
    for (std::size_t at = 0;; ++at) {
        if (detail::is_ace_label(host.substr(at)))
            return false;
        at = host.find('.', at);
        if (at == std::string_view::npos)
            return true;
    }
}

result<void> append_host_by_idna(detail::text_buffer& out, std::string_view host)
{
    if (idna_keeps(host)) {
        out += host;
        return {};
    }
    auto const decoded = decode_host(host);
    if (!decoded)
        return decoded.error();
    if (detail::is_ascii(*decoded)) {
        // a reg-name already, unchanged; but its "xn--" labels must be A-labels (RFC 5891
        // §5.4): "xn--" alone or Punycode of an ASCII label is no domain name's
        std::string_view const name = *decoded;
        auto const ace = [&](std::size_t b, std::size_t e) { return detail::is_ace_label(name.substr(b, e - b)); };
        if (detail::find_label(name, ace) != std::string_view::npos)
            if (auto const checked = idna_to_ascii(*decoded); !checked) {
                failure e = checked.error();
                e.offset = *decoded == host ? e.offset : 0; // as below
                return e;
            }
        out += host;
        return {};
    }
    auto const ascii = idna_to_ascii(*decoded);
    if (!ascii) {
        failure e = ascii.error();
        // the failing label's offset holds for the host as written when nothing was decoded
        e.offset = *decoded == host ? e.offset : 0;
        return e;
    }
    out += *ascii;
    return {};
}

// 3987bis §4 step 6: each "xn--" label into Unicode, when ToUnicode succeeds and gives
// characters that may stand in an ireg-name; in a host no longer than a domain name may be
// (`max_domain_length`, as for ToASCII), so that the host grows by a bounded number of bytes.
void append_host_unicode(std::string& out, std::string_view host)
{
    if (host.size() > max_domain_length) {
        detail::append_decoded(out, host, false, detail::uri_to_iri);
        return;
    }
    std::size_t start = 0;
    for (;;) {
        std::size_t const dot = host.find('.', start);
        std::string_view const label = host.substr(start, dot == std::string_view::npos ? dot : dot - start);
        bool replaced = false;
        if (label.size() > 4 && detail::ascii_iequals(label.substr(0, 4), "xn--")) {
            if (auto u = idna_to_unicode(label)) {
                auto const cps = detail::code_points_of(*u);
                if (cps && std::all_of(cps->begin(), cps->end(), [](char32_t c) {
                        return c < 0x80 || detail::is_appropriate(c, false);
                    })) {
                    out += *u;
                    replaced = true;
                }
            }
        }
        if (!replaced)
            detail::append_decoded(out, label, false, detail::uri_to_iri);
        if (dot == std::string_view::npos)
            return;
        out += '.';
        start = dot + 1;
    }
}

detail::mapping_steps steps_of(unicode_to_uri_options const& o) noexcept
{
    detail::mapping_steps s;
    if (o.host == host_mapping::idna) {
        s.host_to_uri = append_host_by_idna;
        s.host_to_uri_keeps = idna_keeps;
    }
    s.query_to_uri = append_query_in_charset;
    s.query_charset = o.query_charset;
    return s;
}

detail::mapping_steps steps_of(unicode_to_iri_options const& o) noexcept
{
    detail::mapping_steps s;
    if (o.host == host_display::unicode)
        s.host_to_iri = append_host_unicode;
    return s;
}

} // namespace

result<iri> detail::to_uri(std::string_view text, unicode_to_uri_options const& options)
{
    return detail::as_value(detail::to_uri(text, options, steps_of(options), *detail::mapping_text()));
}

result<iri> detail::to_uri(iri_view_base const& x, unicode_to_uri_options const& options)
{
    return detail::as_value(detail::to_uri(x, options, steps_of(options), *detail::mapping_text()));
}

result<void> detail::to_uri(iri_view_base const& x, iri& dest, unicode_to_uri_options const& options)
{
    return detail::to_uri(x, options, steps_of(options), dest);
}

result<iri> detail::to_iri(std::string_view text, unicode_to_iri_options const& options)
{
    auto const parsed = parse_iri_reference(text, options.parse);
    if (!parsed)
        return parsed.error();
    return detail::to_iri(*parsed, options);
}

result<iri> detail::to_iri(iri_view_base const& x, unicode_to_iri_options const& options)
{
    return detail::as_value(detail::to_iri(x, steps_of(options), *detail::mapping_text()));
}

result<void> detail::to_iri(iri_view_base const& x, iri& dest, unicode_to_iri_options const& options)
{
    return detail::to_iri(x, steps_of(options), dest);
}

} // iris
} // boost
