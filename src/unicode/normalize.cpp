//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The steps of the comparison ladder that need Unicode data (RFC 3987 §5.3.2.2 NFC, §5.3.3
// IDN hosts), run by the ladder of boost_iri (src/normalize.cpp).

#define BOOST_IRI_UNICODE_SOURCE

#include <boost/iri/normalize.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/idna.hpp>
#include <boost/iri/unicode.hpp>
#include "../normalize_core.hpp"
#include "../parse_both.hpp"
#include "../percent.hpp"
#include "../utf8_text.hpp"
#include <algorithm>

namespace boost {
namespace iris {

namespace {

// §5.3.2.2: the component's text in NFC, run by run: NFC never joins a combining mark to a
// delimiter or to the hex digit of a %HH before it (`=` U+0338 stays, it does not become
// U+2260), and the ASCII that NFC makes of other characters (U+037E to `;`, U+1FEF to
// the backquote) is percent-encoded, so that the result has the same delimiters and is
// still an IRI. A run is what lies between the ASCII characters other than unreserved ones
// and the %HH triplets.
// Fails as `to_nfc` does (e.g. `not_stream_safe`), with the offset in `text`.
result<void> put_nfc(std::string_view text, std::string& out)
{
    std::size_t run = 0;
    failure failed;
    auto const flush = [&](std::size_t end) {
        std::string_view const part = text.substr(run, end - run);
        auto const n = detail::is_ascii(part) ? result<std::string>(std::string(part)) : to_nfc(part);
        if (!n && !failed.code) {
            failed = n.error();
            failed.offset += run;
        }
        for (char c : n ? std::string_view(*n) : part) {
            unsigned char const u = static_cast<unsigned char>(c);
            if (u < 0x80 && !detail::is_unreserved(u)) {
                char const triplet[3] = {'%', detail::hex_digits[u >> 4], detail::hex_digits[u & 15]};
                out.append(triplet, 3);
            }
            else
                out += c;
        }
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        unsigned char const u = static_cast<unsigned char>(text[i]);
        if (u >= 0x80 || detail::is_unreserved(u))
            continue;
        flush(i);
        std::size_t const width = u == '%' ? std::min<std::size_t>(3, text.size() - i) : 1;
        out.append(text.substr(i, width));
        i += width - 1;
        run = i + 1;
    }
    flush(text.size());
    if (failed.code)
        return failed;
    return {};
}

// One form for IDN hosts: U-labels, but A-labels for URIs, whose hosts are ASCII.
bool idna_host(std::string_view host, profile p, std::string& out)
{
    auto const one_form = p == profile::uri ? idna_to_ascii(host) : idna_to_unicode(host);
    if (!one_form)
        return false;
    out = *one_form;
    return true;
}

detail::unicode_steps steps_of(unicode_normalize_options const& o) noexcept
{
    detail::unicode_steps u;
    if (o.nfc)
        u.nfc = put_nfc;
    if (o.idna_host)
        u.idna_host = idna_host;
    return u;
}

} // namespace

result<void> detail::normalize(iri_view_base const& x, iri& dest, unicode_normalize_options const& options)
{
    return detail::normalize(x, options, steps_of(options), dest);
}

result<iri> detail::normalize(iri_view_base const& x, unicode_normalize_options const& options)
{
    return detail::normalize(x, options, steps_of(options));
}

result<iri> detail::normalize(std::string_view text, unicode_normalize_options const& options)
{
    auto const parsed = parse_iri_reference(text, options.parse);
    if (!parsed)
        return parsed.error();
    return detail::normalize(*parsed, options);
}

result<bool> detail::equivalent(iri_view_base const& a, iri_view_base const& b, unicode_normalize_options const& options)
{
    return detail::equivalent(a, b, options, steps_of(options));
}

result<std::string> detail::equivalence_key(iri_view_base const& x, unicode_normalize_options const& options)
{
    return detail::equivalence_key(x, options, steps_of(options));
}

result<std::string> detail::equivalence_key(std::string_view text, unicode_normalize_options const& options)
{
    return detail::equivalence_key(text, options, steps_of(options));
}

std::size_t detail::equivalence_hash(std::string_view text, unicode_normalize_options const& options)
{
    return detail::equivalence_hash(text, options, steps_of(options));
}

result<bool> detail::equivalent(std::string_view a, std::string_view b, unicode_normalize_options const& options)
{
    auto const both = detail::parse_both(a, b, options.parse);
    if (!both)
        return both.error();
    return detail::equivalent(both->first, both->second, options);
}

} // iris
} // boost
