//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of the vocabulary types: <boost/iri/iri.hpp>,
// iri_view.hpp, iri_view_base.hpp, segments_view.hpp, params_view.hpp, decoded_view.hpp.
#include "../sample.hpp"
#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>
#include <iterator>
#include <string>
#include <unordered_set>

namespace iris = boost::iris;

int main()
{
    {
        // tag::iri[]
        iris::iri x;
        x.set_scheme("http");
        x.set_host("例え.テスト");
        x.set_path("/パス a");     // what ipath does not allow is encoded
        x.params().append("q", "値");
        EXPECT(x == "http://例え.テスト/パス%20a?q=値");
        EXPECT(x.set_encoded(iris::component::path, "/a b").has_error() && x.encoded_path() == "/パス%20a"); // unchanged
        // end::iri[]
    }
    {
        // tag::iri_view[]
        std::string const text = "https://example.org/a/b?x=1";
        iris::iri_view const v = iris::parse_iri(text).value(); // points into `text`
        EXPECT(v.scheme() == "https" && v.encoded_path() == "/a/b" && v.data() == text.data());
        iris::iri owned(v); // the value, when the text may go away
        EXPECT(owned == v);
        // end::iri_view[]
    }
    {
        // tag::iri_view_base[]
        iris::iri_view const v = iris::parse_iri_reference("//user:pw@[::1]:8080/a%2Fb/c?k=v&k2#top").value();
        EXPECT(!v.has_scheme() && v.has_authority() && v.encoded_user() == "user" && v.has_password());
        EXPECT(v.host_type() == iris::host_type::ipv6 && v.port_number() == 8080);  // a std::optional<std::uint16_t>
        EXPECT(v.path() == "/a/b/c" && v.encoded_segments().size() == 2); // "a%2Fb" is one segment
        EXPECT(v.has_query() && v.encoded_fragment() == "top");
        // end::iri_view_base[]
    }
    {
        // tag::host_type[]
        EXPECT(iris::parse_iri("http://192.0.2.1/").value().host_type() == iris::host_type::ipv4);
        EXPECT(iris::parse_iri("file:///etc").value().host_type() == iris::host_type::reg_name); // empty
        EXPECT(iris::parse_iri("urn:isbn:0").value().host_type() == iris::host_type::none);
        EXPECT(iris::to_string(iris::host_type::reg_name) == "reg-name");
        // end::host_type[]
    }
    {
        // tag::ipv4_address[]
        iris::ipv4_address a{};
        EXPECT(iris::parse_iri("http://192.0.2.1/").value().host_ipv4(a) && a[0] == 192 && a[3] == 1);
        // end::ipv4_address[]
    }
    {
        // tag::ipv6_address[]
        iris::ipv6_address a{};
        EXPECT(iris::parse_iri("http://[2001:db8::1]/").value().host_ipv6(a) && a[0] == 0x20 && a[15] == 1);
        // end::ipv6_address[]
    }
    {
        // tag::segments_encoded_view[]
        std::string joined;
        for (std::string_view s : iris::segments_encoded_view("/a/b%20c/"))
            joined += "[" + std::string(s) + "]";
        EXPECT(joined == "[a][b%20c][]");
        // end::segments_encoded_view[]
    }
    {
        // tag::segments_view[]
        iris::iri_view const v = iris::parse_iri("http://h/a%2Fb/%E5%80%A4").value();
        std::string joined;
        for (iris::decoded_view s : v.segments())
            joined += "[" + s.decode() + "]";
        EXPECT(joined == "[a/b][値]");
        // end::segments_view[]
    }
    {
        // tag::params_encoded_view[]
        iris::params_encoded_view const ps("a=1&b&c=x%20y");
        auto const c = ps.find("c");
        EXPECT(c != ps.end() && (*c).value == "x%20y" && (*c).decoded_value() == "x y");
        // end::params_encoded_view[]
    }
    {
        // tag::param_view[]
        iris::param_view const p = *iris::params_encoded_view("q=a+b").begin();
        EXPECT(p.has_value && p.decoded_value() == "a+b" && p.decoded_value(true) == "a b");
        // end::param_view[]
    }
    {
        // tag::params_view[]
        iris::iri_view const v = iris::parse_iri("http://h/?name=%E5%80%A4&flag").value();
        auto i = v.params().begin();
        EXPECT((*i).name == "name" && (*i).value == "値");
        ++i;
        EXPECT((*i).name == "flag" && !(*i).has_value);
        // end::params_view[]
    }
    {
        // tag::decoded_param[]
        iris::decoded_param const p = *iris::parse_iri("http://h/?k=%41").value().params().begin();
        EXPECT(p.name == "k" && p.value == "A" && p.has_value);
        // end::decoded_param[]
    }
    {
        // tag::decoded_view[]
        iris::decoded_view const d("caf%C3%A9%20au%20lait");
        EXPECT(d == "café au lait" && d.size() == 13 && d.encoded().size() == 21);
        EXPECT(iris::decoded_view("a+b", true) == "a b");
        // end::decoded_view[]
    }
    {
        // tag::iri.segments_ref[]
        iris::iri x = iris::parse_iri("http://h/a").value();
        auto segments = x.segments();
        segments.push_back("b c");
        auto const e = segments.insert(segments.begin(), "d/e");
        EXPECT(x == "http://h/d%2Fe/a/b%20c" && *e == "d/e");
        segments.erase(std::next(segments.begin()));
        segments.pop_back();
        EXPECT(x == "http://h/d%2Fe");
        segments = {"x", "y:z"};
        EXPECT(x == "http://h/x/y:z");
        // end::iri.segments_ref[]
    }
    {
        // tag::iri.params_ref[]
        iris::iri x = iris::parse_iri("http://h/?a=1&b=2&a=3").value();
        auto params = x.params();
        params.set("a", "x&y");
        params.erase("b");
        params.append("c", "");
        EXPECT(x == "http://h/?a=x%26y&c=");
        params.replace(params.begin(), "k", "v w");
        EXPECT(x == "http://h/?k=v%20w&c=");
        // end::iri.params_ref[]
    }
    {
        // tag::decoded_view.iterator[]
        iris::decoded_view const d("%41b");
        std::string bytes;
        for (iris::decoded_view::iterator i = d.begin(); i != d.end(); ++i)
            bytes += *i;
        EXPECT(bytes == "Ab");
        // end::decoded_view.iterator[]
    }
}
