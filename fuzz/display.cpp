//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// example/display on any bytes: one list item of well-formed UTF-8 HTML whose only tags are
// its own, no bidi formatting character or other control from the input, and a link only to
// a scheme on the allow-list (or none), whose target parses.

#include "fuzz.hpp"
#include "../example/display/display.hpp"
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <string>

namespace {

bool starts(std::string_view s, std::size_t at, std::string_view what)
{
    return s.substr(at, what.size()) == what;
}

std::string unescaped(std::string_view s)
{
    std::string r;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '&') {
            r += s[i];
            continue;
        }
        for (auto const& [entity, c] : {std::pair<std::string_view, char>{"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}})
            if (starts(s, i, entity)) {
                r += c;
                i += entity.size() - 1;
                break;
            }
    }
    return r;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string const li = display::list_item(in.text);
    // well-formed UTF-8, with no control (but none: not even a newline) and no bidi formatting
    char const* p = li.data();
    char const* const end = p + li.size();
    while (p != end) {
        char32_t const c = iris::detail::decode_utf8(p, end);
        require(c != iris::detail::bad_code_point, "display: output that is not UTF-8");
        require(c >= 0x20 || c == '\n', "display: a control character in the output");
        require(!(c >= 0x7F && c <= 0x9F), "display: a C1 control in the output");
        require(!iris::detail::is_bidi_formatting(c), "display: a bidi formatting character in the output");
    }
    // its own tags only
    for (std::size_t at = li.find('<'); at != std::string::npos; at = li.find('<', at + 1)) {
        bool known = false;
        for (std::string_view tag : {"<li>", "<li ", "</li>", "<a ", "</a>", "<code>", "<code ", "</code>"})
            known = known || starts(li, at, tag);
        require(known, "display: a tag that is not the example's");
    }
    require(li.rfind("<li", 0) == 0 && li.size() >= 5 && li.compare(li.size() - 5, 5, "</li>") == 0,
            "display: not one list item");
    // a link: to an allowed scheme or none, and a target that parses
    std::size_t const href = li.find(" href=\"");
    if (href != std::string::npos) {
        std::size_t const from = href + 7;
        std::string const target = unescaped(std::string_view(li).substr(from, li.find('"', from) - from));
        auto const x = iris::parse_iri_reference(target);
        require(x.has_value(), "display: a link target that does not parse");
        require(display::is_linked(*x, display::default_linked_schemes()), "display: a link to a scheme not allowed");
    }
    return 0;
}
