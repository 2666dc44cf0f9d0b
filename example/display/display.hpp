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
// - Text that is not an IRI is shown escaped, with its error, and is not a link.

#include <boost/iri/check.hpp>
#include <boost/iri/mapping.hpp>
#include <sstream>
#include <string>
#include <string_view>

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

/// One list item of HTML for the IRI `text`.
inline std::string list_item(std::string_view text)
{
    iris::display_options shown;
    shown.wrapper = iris::bidi_wrapper::none; // dir="ltr" does it
    iris::unicode_to_uri_options target;
    target.host = iris::host_mapping::idna;
    // parsed once: to_uri and check take the view (to_display takes only text)
    auto const parsed = iris::parse_iri_reference(text, shown.parse);
    auto const label = parsed ? iris::to_display(text, shown) : iris::parse_result<std::string>(parsed.error());
    auto const uri = label ? iris::to_uri(*parsed, target) : iris::parse_result<iris::iri>(label.error());
    if (!uri) {
        std::ostringstream error;
        error << uri.error();
        return "<li class=\"invalid\"><code>" + html_escaped(text) + "</code> (" + html_escaped(error.str()) +
               ")</li>";
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
    return std::string("<li") + (unsafe ? " class=\"unsafe\"" : "") + "><a dir=\"ltr\" href=\"" +
           html_escaped(uri->buffer()) + "\"" + (title.empty() ? "" : " title=\"" + html_escaped(title) + "\"") + ">" +
           html_escaped(*label) + "</a></li>";
}

} // display

#endif
