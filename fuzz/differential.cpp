//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The two ways in: the input parsed as text, and the input split into components the way an
// application does (RFC 3986 Appendix B, then the authority at its first "@" and its port's
// ":") and built with the value's checked setters. The text parses exactly when every setter
// takes its part and the value reads back as the text; then the two are the same IRI, and
// every operation gives the same result, or the same error, on both; and each accessor read
// back through its setter keeps the IRI.

#include "fuzz.hpp"
#include <boost/iri/check.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/mapping.hpp>
#include <boost/iri/normalize.hpp>
#include <boost/iri/resolve.hpp>
#include <optional>

namespace {

struct parts
{
    std::optional<std::string_view> scheme, userinfo, host, port, query, fragment;
    std::string_view path;
};

// RFC 3986 Appendix B: ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
parts split(std::string_view s)
{
    parts p;
    std::size_t const colon = s.find_first_of(":/?#");
    if (colon != std::string_view::npos && colon > 0 && s[colon] == ':') {
        p.scheme = s.substr(0, colon);
        s.remove_prefix(colon + 1);
    }
    if (s.substr(0, 2) == "//") {
        s.remove_prefix(2);
        std::string_view authority = s.substr(0, s.find_first_of("/?#"));
        s.remove_prefix(authority.size());
        if (std::size_t const at = authority.find('@'); at != std::string_view::npos) {
            p.userinfo = authority.substr(0, at);
            authority.remove_prefix(at + 1);
        }
        // the port: after the last ":" that is not inside an IP literal
        std::size_t const bracket = authority.rfind(']');
        std::size_t const port = authority.rfind(':');
        if (port != std::string_view::npos && (bracket == std::string_view::npos || port > bracket)) {
            p.port = authority.substr(port + 1);
            authority = authority.substr(0, port);
        }
        p.host = authority;
    }
    p.path = s.substr(0, s.find_first_of("?#"));
    s.remove_prefix(p.path.size());
    if (!s.empty() && s.front() == '?') {
        std::string_view const q = s.substr(1, s.find('#') == std::string_view::npos ? s.npos : s.find('#') - 1);
        p.query = q;
        s.remove_prefix(1 + q.size());
    }
    if (!s.empty() && s.front() == '#')
        p.fragment = s.substr(1);
    return p;
}

// The value built from the parts; none when a setter refuses its part.
std::optional<boost::iris::iri> build(parts const& p, boost::iris::parse_options const& o)
{
    namespace iris = boost::iris;
    iris::iri x = iris::parse_iri_reference("", o).value();
    if (p.scheme && !x.set_encoded(iris::component::scheme, *p.scheme))
        return std::nullopt;
    if (p.host && !x.set_encoded(iris::component::host, *p.host))
        return std::nullopt;
    if (p.userinfo && !x.set_encoded(iris::component::userinfo, *p.userinfo))
        return std::nullopt;
    if (p.port && !x.set_encoded(iris::component::port, *p.port))
        return std::nullopt;
    if (!x.set_encoded(iris::component::path, p.path))
        return std::nullopt;
    if (p.query && !x.set_encoded(iris::component::query, *p.query))
        return std::nullopt;
    if (p.fragment && !x.set_encoded(iris::component::fragment, *p.fragment))
        return std::nullopt;
    return x;
}

template <class A, class B>
bool same(A const& a, B const& b)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a)
        return a.error() == b.error();
    return *a == *b;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text.substr(0, in.text.find('\n'));
    iris::parse_options const o = in.parse_options();

    auto const parsed = iris::parse_iri_reference(s, o);
    auto const built = build(split(s), o);
    bool const same_text = built && built->buffer() == s;
    require(parsed.has_value() == same_text, "differential: the text parses, but its parts do not build it, or the other way");
    if (!parsed)
        return 0;
    iris::iri const& x = *built;
    require(reads_as_parsed(x) && x.host_type() == parsed->host_type(), "differential: the built value reads otherwise");

    // each accessor through its setter keeps the IRI: decoded, the same decoded component and
    // host kind (as written, the setters above rebuilt the text)
    iris::iri d = x;
    if (x.has_userinfo())
        require(d.set_userinfo(x.userinfo().decode()).userinfo() == x.userinfo().decode(), "differential: userinfo round trip");
    // (a reg-name that decodes to "[..." is set as written: "[" starts an IP literal)
    if (x.has_authority() && (x.host_type() != iris::host_type::reg_name || x.host().decode().substr(0, 1) != "[")) {
        d.set_host(x.host().decode());
        require(d.host() == x.host().decode() && d.host_type() == x.host_type(), "differential: host round trip");
    }
    // the path, but for the fixes the value documents (RFC 3986 §3.3, §4.2): "./" before a
    // first segment with ":" without a scheme, "/." before "//" without an authority
    std::string const path = x.path().decode();
    std::string const back = d.set_path(path).path().decode();
    require(back == path || back == "./" + path || back == "/." + path, "differential: path round trip");
    if (x.has_query())
        require(d.set_query(x.query().decode()).query() == x.query().decode(), "differential: query round trip");
    if (x.has_fragment())
        require(d.set_fragment(x.fragment().decode()).fragment() == x.fragment().decode(), "differential: fragment round trip");
    require(reads_as_parsed(d), "differential: the value after the decoded round trips reads otherwise");

    // every operation on the view of the text and on the built value
    iris::iri_view const& v = *parsed;
    require(same(iris::to_uri(v), iris::to_uri(x)), "differential: to_uri");
    require(same(iris::to_iri(v), iris::to_iri(x)), "differential: to_iri");
    require(same(iris::normalize(v), iris::normalize(x)), "differential: normalize");
    iris::unicode_normalize_options all{iris::options_for(iris::comparison_level::scheme)};
    all.nfc = in.bit(3);
    all.idna_host = in.bit(4);
    require(same(iris::normalize(v, all), iris::normalize(x, all)), "differential: normalize (scheme, NFC, IDNA)");
    require(same(iris::equivalence_key(v, all), iris::equivalence_key(x, all)), "differential: equivalence_key");
    auto const base = iris::parse_iri("http://a/b/c/d;p?q", o);
    if (base) {
        require(same(iris::resolve(*base, v), iris::resolve(*base, x)), "differential: resolve");
        require(same(iris::relativize(*base, v), iris::relativize(*base, x)), "differential: relativize");
    }
    auto const found_v = iris::check(v), found_x = iris::check(x);
    require(found_v.has_value() == found_x.has_value() && (!found_v || found_v->size() == found_x->size()),
            "differential: check");
    require(same(iris::to_display(v), iris::to_display(x)), "differential: to_display");
    return 0;
}
