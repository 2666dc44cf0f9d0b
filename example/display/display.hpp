//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_EXAMPLE_DISPLAY_HPP
#define BOOST_IRI_EXAMPLE_DISPLAY_HPP

// Showing IRIs in a web page safely (RFC 3987 §4.1, 3987bis §7.6): a link whose text is the
// display form of the IRI and whose target is its URI.
//
// - The text is `to_display` without a bidi wrapper: bidi controls, invisible characters,
//   look-alikes of delimiters and the host labels that mix scripts are percent-encoded, so a
//   U+202E cannot turn "txt.exe" around, and "аpple" (Cyrillic а) does not read as "apple".
//   The element has dir="ltr", which HTML renders as an isolate: an IRI with right-to-left
//   components reads left to right, as RFC 3987 §4.1 asks, and leaves the text around it alone.
// - The target is the URI (`to_uri` with IDNA hosts): what a browser fetches is what the
//   library checked, not what it would make of the raw text.
// - `check` says why the text was changed; its warnings and errors go in the title.
// - Only the schemes of an allow-list are links (http, https, ftp, mailto by default, and
//   references without a scheme): "javascript:", "data:" or "vbscript:" would run in the page.
//   An IRI of another scheme is shown as text, in its display form.
// - Text that is not an IRI is shown escaped, with its error, and is not a link.

#include <boost/iri/check.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/locale/utf.hpp>
#include <algorithm>
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace display {

namespace iris = boost::iris;

/// `s` as HTML text or attribute value.
inline std::string html_escaped(std::string_view s)
{
    std::string out;
    for (char c : s)
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    return out;
}

/// Text that is not an IRI, as it can be shown: each control character (C0, DEL, C1), bidi
/// formatting character (RFC 3987 §4.1: LRM, RLM, ALM, the embeddings, overrides and
/// isolates) and byte that is not UTF-8 written as the %HH of its bytes, so that a document
/// cannot reorder or hide the page around it; then HTML-escaped.
inline std::string shown_as_text(std::string_view s)
{
    using utf8 = boost::locale::utf::utf_traits<char>;
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    char const* p = s.data();
    char const* const end = p + s.size();
    while (p != end) {
        char const* q = p;
        auto const c = utf8::decode(q, end);
        bool const bad = c == boost::locale::utf::illegal || c == boost::locale::utf::incomplete;
        if (bad)
            q = p + 1;
        bool const hidden = bad || c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E ||
                            c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
        for (; p != q; ++p)
            if (hidden)
                out.append({'%', hex[static_cast<unsigned char>(*p) >> 4], hex[static_cast<unsigned char>(*p) & 15]});
            else
                out += *p;
    }
    return html_escaped(out);
}

/// The schemes that are links by default.
inline std::vector<std::string> const& default_linked_schemes()
{
    static std::vector<std::string> const schemes = {"http", "https", "ftp", "mailto"};
    return schemes;
}

/// Whether an IRI of this scheme may be a link: none (a relative reference), or one of `allowed`
/// (schemes compare without case, RFC 3986 §3.1).
inline bool is_linked(iris::iri_view const& x, std::vector<std::string> const& allowed)
{
    if (!x.has_scheme())
        return true;
    std::string scheme(x.scheme());
    std::transform(scheme.begin(), scheme.end(), scheme.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
    return std::find(allowed.begin(), allowed.end(), scheme) != allowed.end();
}

/// One list item of HTML for the IRI `text`: a link if its scheme is in `linked`.
inline std::string list_item(std::string_view text, std::vector<std::string> const& linked = default_linked_schemes())
{
    iris::display_options shown;
    shown.wrapper = iris::bidi_wrapper::none; // dir="ltr" does it
    iris::unicode_to_uri_options target;
    target.host = iris::host_mapping::idna;
    // parsed once: to_display, to_uri and check take the view
    auto const parsed = iris::parse_iri_reference(text, shown.parse);
    auto const label = parsed ? iris::to_display(*parsed, shown) : iris::result<std::string>(parsed.error());
    auto const uri = label ? iris::to_uri(*parsed, target) : iris::result<iris::iri>(label.error());
    if (!uri) {
        std::ostringstream error;
        error << uri.error();
        return "<li class=\"invalid\"><code dir=\"ltr\">" + shown_as_text(text) + "</code> (" +
               shown_as_text(error.str()) + ")</li>";
    }
    std::string title;
    bool unsafe = false;
    if (auto const findings = iris::check(*parsed))
        for (iris::finding const& f : *findings) {
            if (f.severity < iris::severity::warning)
                continue;
            std::ostringstream one;
            one << f.severity << ' ' << f.code << ": " << f.message;
            title += (title.empty() ? "" : "\n") + one.str();
            unsafe = unsafe || f.severity == iris::severity::error;
        }
    if (!is_linked(*parsed, linked))
        return std::string("<li class=\"not-linked\"><code dir=\"ltr\"") +
               (title.empty() ? "" : " title=\"" + html_escaped(title) + "\"") + ">" + html_escaped(*label) +
               "</code> (not a link: scheme " + html_escaped(parsed->scheme()) + ")</li>";
    return std::string("<li") + (unsafe ? " class=\"unsafe\"" : "") + "><a dir=\"ltr\" href=\"" +
           html_escaped(uri->buffer()) + "\"" + (title.empty() ? "" : " title=\"" + html_escaped(title) + "\"") + ">" +
           html_escaped(*label) + "</a></li>";
}

} // display

#endif
