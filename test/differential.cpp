//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Differential tests against Boost.URL, which implements RFC 3986: the `uri` profile must
// accept exactly the URI references Boost.URL accepts, and resolution must give the same
// URI. Inputs: a sample of real URLs (data/differential, see its SOURCE.md), the RFC 3986
// §5.4 examples and generated strings. Every disagreement is listed, with the RFC 3986 text
// that decides it, in data/differential/boost_url_disagreements.json; the test fails on a
// disagreement that is not listed, and on a listed one that no longer occurs.

#define BOOST_TEST_MODULE differential
#include <boost/iri.hpp>
#include <boost/iri/resolve.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>
#include "generate.hpp"
#include "test_data.hpp"
#include <map>
#include <random>
#include <set>

using namespace boost::iris;
namespace urls = boost::urls;

namespace {

parse_options const uri_profile = [] {
    parse_options o;
    o.profile = profile::uri;
    return o;
}();

// What each library answers: the resolved text, or "error".
std::string ours_resolve(std::string_view base, std::string_view ref)
{
    auto const r = resolve(base, ref);
    return r ? std::string(r->buffer()) : std::string("error");
}

std::string boost_url_resolve(std::string_view base, std::string_view ref)
{
    auto const b = urls::parse_uri(base);
    auto const r = urls::parse_uri_reference(ref);
    if (!b || !r)
        return "error";
    urls::url out;
    if (!urls::resolve(*b, *r, out))
        return "error";
    return std::string(out.buffer());
}

// RFC 3986 §3.2.2: an IPv4address (dotted decimal, each part 0-255 without leading zeros).
bool is_ipv4(std::string_view s)
{
    auto const v = urls::parse_ipv4_address(s);
    return v.has_value();
}

// The classes of disagreement, each decided by RFC 3986 (data/differential/
// boost_url_disagreements.json has the text): the class of one, or "" when it is new.
std::string classify_parse(std::string_view input, bool ours)
{
    if (!ours) {
        // Boost.URL reads an authority followed by a path that does not begin with "/"
        auto const u = urls::parse_uri_reference(input);
        if (u->has_authority() && !u->encoded_path().empty() && u->encoded_path().front() != '/')
            return "path_after_authority_without_slash";
        return "";
    }
    // Boost.URL rejects a reg-name that begins with an IPv4 address
    auto const x = parse_iri_reference(input, uri_profile);
    std::string_view const host = x->encoded_host();
    if (x->has_authority() && x->host_type() == host_type::reg_name)
        for (std::size_t n = 7; n < host.size(); ++n)
            if (is_ipv4(host.substr(0, n)))
                return "reg_name_with_ipv4_prefix";
    return "";
}

// The components as written: absent ones as "(absent)".
std::vector<std::string> components(iri_view const& x)
{
    auto const text = [](bool has, std::string_view c) { return has ? std::string(c) : std::string("(absent)"); };
    return {text(x.has_scheme(), x.scheme()), text(x.has_userinfo(), x.encoded_userinfo()),
            text(x.has_authority(), x.encoded_host()), text(x.has_port(), x.port()),
            std::string(x.encoded_path()), text(x.has_query(), x.encoded_query()),
            text(x.has_fragment(), x.encoded_fragment())};
}

std::vector<std::string> components(urls::url_view const& u)
{
    auto const text = [](bool has, auto const& c) { return has ? std::string(c) : std::string("(absent)"); };
    bool const a = u.has_authority();
    return {text(u.has_scheme(), u.scheme()), a ? text(u.has_userinfo(), u.encoded_userinfo()) : "(absent)",
            text(a, u.encoded_host_and_port().substr(0, u.encoded_host_and_port().size() -
                                                           (u.has_port() ? u.port().size() + 1 : 0))),
            a ? text(u.has_port(), u.port()) : "(absent)", std::string(u.encoded_path()),
            text(u.has_query(), u.encoded_query()), text(u.has_fragment(), u.encoded_fragment())};
}

// The components of a URI reference, percent-decoded.
std::vector<std::string> decoded_components(std::string_view s)
{
    auto const u = urls::parse_uri_reference(s);
    if (!u)
        return {};
    return {std::string(u->scheme()), u->userinfo(), u->host(), std::string(u->port()), u->path(),
            u->query(), u->fragment(), std::to_string(u->has_authority()), std::to_string(u->has_query()),
            std::to_string(u->has_fragment())};
}

std::string classify_resolution(std::string_view base, std::string_view ref, std::string const& ours,
                                 std::string const& theirs)
{
    for (std::string_view operand : {base, ref})
        if (classify_parse(operand, false) == "path_after_authority_without_slash")
            return "operand_read_with_path_after_authority";
    auto const r = parse_iri_reference(ref, uri_profile);
    if (ours == "error") {
        // RFC 3986 §5.2.4 gives a path that starts with "//" and no authority, which written
        // out would read as an authority: Boost.IRI refuses, Boost.URL writes it
        auto const e = resolve(base, ref);
        if (e.error().code == error::unrepresentable_result)
            return "unrepresentable_result_written";
        return "";
    }
    if (theirs == "error")
        return "";
    if (decoded_components(ours) == decoded_components(theirs))
        return "resolution_decodes_percent_encoding";
    // RFC 3986 §5.2.4: Boost.URL leaves dot segments in the result (".." above the root, or
    // all of a rootless path): removing them gives Boost.IRI's result
    auto const t = parse_iri_reference(theirs, uri_profile);
    iri fixed(*t);
    (void)fixed.set_encoded(component::path, remove_dot_segments(t->encoded_path()));
    if (fixed.encoded_path() != t->encoded_path() && fixed.buffer() == ours)
        return "dot_segments_left_in_the_result";
    // RFC 3986 §5.2.2: a reference with a scheme keeps its path, less its dot segments
    if (r->has_scheme()) {
        iri rfc(*r);
        (void)rfc.set_encoded(component::path, remove_dot_segments(r->encoded_path()));
        if (rfc.buffer() == ours && rfc.encoded_path() != r->encoded_path())
            return "dot_segments_of_a_reference_with_a_scheme";
    }
    return "";
}

// The disagreements found in this run: class -> count, and the first example of each.
struct disagreements
{
    std::map<std::string, std::size_t> count;
    std::map<std::string, std::string> example;

    void add(std::string const& kind, std::string const& what)
    {
        if (count[kind]++ == 0)
            example[kind] = what;
        if (kind.empty())
            BOOST_TEST_MESSAGE("a new disagreement with Boost.URL: " << what);
    }
    void parse(std::string_view input)
    {
        auto const ours = parse_iri_reference(input, uri_profile);
        auto const theirs = urls::parse_uri_reference(input);
        if (ours.has_value() != theirs.has_value())
            add(classify_parse(input, ours.has_value()),
                std::string(input) + (ours ? " (Boost.URL rejects)" : " (Boost.URL accepts)"));
        else if (ours && components(*ours) != components(*theirs))
            // both accept: the same components (RFC 3986 §3), as written
            add(classify_parse(input, false) == "path_after_authority_without_slash"
                    ? "components_read_with_path_after_authority"
                    : "",
                std::string(input) + " (Boost.URL reads other components)");
    }
    void resolution(std::string_view base, std::string_view ref)
    {
        // both must take the operands as URIs
        if (!parse_iri_reference(ref, uri_profile) || !parse_iri(base, uri_profile) || !urls::parse_uri(base) ||
            !urls::parse_uri_reference(ref))
            return;
        std::string const a = ours_resolve(base, ref), b = boost_url_resolve(base, ref);
        if (a != b)
            add(classify_resolution(base, ref, a, b),
                std::string(base) + " + " + std::string(ref) + ": " + a + " (Boost.URL " + b + ")");
    }
};

std::vector<std::string> lines_of(std::string const& file)
{
    std::vector<std::string> lines;
    std::istringstream in(test::read_file(file));
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    test::expect_rows(file, lines.size());
    return lines;
}

// URI references made of the pieces where parsers tend to differ.
std::vector<std::string> generated(std::size_t count)
{
    std::mt19937 rng(3986);
    std::vector<char const*> const starts = {"", "http:", "a:", "//", "http://", "a+b-c.d:", "1a:", "//@", "?", "#"};
    std::vector<char const*> const pieces = {
        "a", "Z", "0", "9", ".", "..", "/", "//", ":", "::", "@", "?", "#", "%", "%4", "%41", "%zz",
        "[", "]", "[::1]", "[v1.x]", "[v1.]", "[::ffff:1.2.3.4]", "[1:2:3:4:5:6:7:8]", "[fe80::1%25eth0]",
        "1.2.3.4", "255.255.255.256", "01.2.3.4", "-", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+",
        ",", ";", "=", " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "\x7F", "\x01", ":80", ":0x"};
    std::vector<std::string> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(test::compose(rng, starts, pieces, 8));
    return out;
}

// Each class of disagreement found must be listed, with its count in this (deterministic)
// run, and each listed class must still occur.
void compare_with_listed(disagreements const& d)
{
    std::map<std::string, std::size_t> listed;
    for (auto const& row : test::rows("differential/boost_url_disagreements.json"))
        listed[test::str(row.at("class"))] = static_cast<std::size_t>(row.at("count").as_int64());
    for (auto const& [kind, n] : d.count) {
        BOOST_TEST_MESSAGE((kind.empty() ? "(new)" : kind) << ": " << n << ", e.g. " << d.example.at(kind));
        BOOST_TEST((!kind.empty() && listed.count(kind) == 1u), "a new disagreement with Boost.URL: " << d.example.at(kind));
        if (listed.count(kind))
            BOOST_TEST(listed[kind] == n, kind << " occurs " << n << " times, listed " << listed[kind]);
    }
    for (auto const& [kind, n] : listed)
        BOOST_TEST(d.count.count(kind) == 1u, "a listed disagreement no longer occurs: " << kind);
}

} // namespace

BOOST_AUTO_TEST_CASE(parse_and_resolve_like_boost_url)
{
    disagreements d;
    std::size_t inputs = 0;
    auto const one = [&](std::string const& s) {
        d.parse(s);
        ++inputs;
    };
    for (auto const& line : lines_of("differential/urls_ascii_sample.txt"))
        one(line);
    auto const made = generated(200000);
    for (auto const& s : made)
        one(s);

    // resolution: the sample's pairs, RFC 3986 §5.4, and generated references against a few bases
    for (auto const& line : lines_of("differential/resolve_pairs.txt")) {
        std::size_t const tab = line.find('\t');
        d.resolution(line.substr(0, tab), line.substr(tab + 1));
    }
    for (auto const& r : test::rows("rfc-examples/resolution_5_4.json"))
        d.resolution(test::str(r.at("base")), test::str(r.at("relative")));
    for (char const* base : {"http://a/b/c/d;p?q", "http://a", "a:b", "a:/b/c", "//a/b"})
        for (std::size_t i = 0; i < 20000; ++i)
            d.resolution(base, made[i]);

    BOOST_TEST_MESSAGE(inputs << " inputs parsed by both");
    compare_with_listed(d);
}
