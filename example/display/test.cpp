//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE display_example
#include "display.hpp"
#include <boost/test/unit_test.hpp>

using display::list_item;

namespace {

bool has(std::string const& s, std::string_view part)
{
    return s.find(part) != std::string::npos;
}

} // namespace

// Only the allowed schemes are links: a script in the href would run in the page.
BOOST_AUTO_TEST_CASE(only_allowed_schemes_are_links)
{
    for (char const* script : {"javascript:alert(document.cookie)", "JavaScript:alert(1)", "data:text/html,x",
                               "vbscript:msgbox(1)"}) {
        std::string const li = list_item(script);
        BOOST_TEST(!has(li, "href="), li);
        BOOST_TEST(has(li, "<li class=\"not-linked\"><code dir=\"ltr\""), li);
    }
    BOOST_TEST(has(list_item("mailto:a@example.org"), "href=\"mailto:a@example.org\""));
    BOOST_TEST(has(list_item("HTTPS://example.org/"), "href=\"HTTPS://example.org/\""));
    BOOST_TEST(has(list_item("../a"), "href=\"../a\"")); // no scheme: relative to the page
    BOOST_TEST(has(list_item("urn:isbn:0451450523", {"urn"}), "href=\"urn:isbn:0451450523\""));
    BOOST_TEST(!has(list_item("urn:isbn:0451450523"), "href="));
}

// U+202E RIGHT-TO-LEFT OVERRIDE would show ".../exe.txt" as ".../txt.exe" (RFC 3987 §4.1)
BOOST_AUTO_TEST_CASE(bidi_override_is_shown_encoded)
{
    std::string const li = list_item("http://example.com/\xE2\x80\xAEtxt.exe");
    BOOST_TEST(li.rfind("<li class=\"unsafe\">", 0) == 0u, li);
    BOOST_TEST(has(li, ">http://example.com/%E2%80%AEtxt.exe</a>"), li);
    BOOST_TEST(has(li, "href=\"http://example.com/%E2%80%AEtxt.exe\""), li);
    BOOST_TEST(has(li, "error bidi_formatting_character"), li);
    BOOST_TEST(!has(li, "\xE2\x80\xAE"), li); // the control itself is nowhere on the page
}

// a Cyrillic а in a Latin label (3987bis §7.5)
BOOST_AUTO_TEST_CASE(mixed_script_host_is_shown_encoded)
{
    std::string const li = list_item("http://\xD0\xB0pple.com/");
    BOOST_TEST(has(li, ">http://%D0%B0pple.com/</a>"), li);
    BOOST_TEST(has(li, "href=\"http://xn--pple-43d.com/\""), li);
    BOOST_TEST(has(li, "warning mixed_script_label"), li);
    BOOST_TEST(!has(li, "class=\"unsafe\""), li);
}

// right-to-left components stay readable, in a left-to-right isolate
BOOST_AUTO_TEST_CASE(rtl_iri_reads_left_to_right)
{
    std::string const li = list_item("http://\xD7\x90.example/\xD7\x91?x=1&y=2");
    BOOST_TEST(has(li, "<a dir=\"ltr\" href=\"http://xn--4db.example/%D7%91?x=1&amp;y=2\""), li);
    BOOST_TEST(has(li, ">http://\xD7\x90.example/\xD7\x91?x=1&amp;y=2</a>"), li);
    BOOST_TEST(!has(li, "\xE2\x80\xAA"), li); // no LRE: dir="ltr" does it
}

// text that is not an IRI is not a link, and cannot inject markup
BOOST_AUTO_TEST_CASE(not_an_iri_is_escaped_text)
{
    std::string const li = list_item("http://a/\"><script>x</script>");
    BOOST_TEST(li.rfind("<li class=\"invalid\"><code dir=\"ltr\">http://a/&quot;&gt;&lt;script&gt;", 0) == 0u, li);
    BOOST_TEST(!has(li, "<a "), li);
    BOOST_TEST(has(li, "at byte 9"), li);
}

// no control, bidi formatting character or broken UTF-8 of the input reaches the page, in the
// text of an invalid IRI or in a finding's message (found by fuzz/display)
BOOST_AUTO_TEST_CASE(controls_never_reach_the_page)
{
    std::string const invalid = list_item(std::string("a#\0\xE2\x80\xAE \xFF", 8));
    BOOST_TEST(has(invalid, "<code dir=\"ltr\">a#%00%E2%80%AE %FF</code>"), invalid);
    std::string const titled = list_item("http://example.org/\xD7\xA9" "a\xE2\x80\x8E" "bc");
    BOOST_TEST(!has(titled, "\xE2\x80\x8E"), titled);
    BOOST_TEST(has(titled, "%E2%80%8E"), titled);
}
