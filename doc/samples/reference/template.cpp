//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The examples of the reference pages of <boost/iri/template.hpp> and <boost/iri/format.hpp>.
#include "../sample.hpp"
#include <boost/iri/format.hpp>
#include <boost/iri/template.hpp>
#include <map>
#include <string>

namespace iris = boost::iris;

int main()
{
    {
        // tag::parse_template[]
        iris::iri_template const t = iris::parse_template("https://例え.テスト/{user}/photos{?tag*}").value();
        EXPECT(t.expressions() == 2);
        EXPECT(iris::parse_template("/{a").error().code == iris::condition::invalid_syntax); // no "}"
        // end::parse_template[]
    }
    {
        // tag::iri_template[]
        iris::iri_template const t = iris::parse_template("/search{?q,lang}").value();
        iris::template_variables v;
        v.set("q", "値 段").set("lang", "ja");
        EXPECT(t.expand(v).value() == "/search?q=値%20段&lang=ja");
        EXPECT(t.expand(v, {true}).value() == "/search?q=%E5%80%A4%20%E6%AE%B5&lang=ja"); // RFC 6570's URI
        iris::template_variables const back = t.match("/search?q=x&lang=en").value();
        EXPECT(std::get<std::string>(*back.find("lang")) == "en");
        // end::iri_template[]
    }
    {
        // tag::iri_template.varspec[]
        iris::iri_template const t = iris::parse_template("{a,b:3}{/c*}").value();
        std::string names;
        for (iris::iri_template::varspec const& s : t.varspecs())
            names += s.name + (s.max_length ? ":" + std::to_string(s.max_length) : "") + (s.explode ? "*" : "") + " ";
        EXPECT(names == "a b:3 c* ");
        // end::iri_template.varspec[]
    }
    {
        // tag::template_variables[]
        iris::template_variables v;
        v.set("list", iris::template_variables::list{"red", "green"});
        v.set("keys", iris::template_variables::pairs{{"semi", ";"}, {"dot", "."}});
        EXPECT(iris::parse_template("{list}{?keys*}").value().expand(v).value() == "red,green?semi=%3B&dot=.");
        // end::template_variables[]
    }
    {
        // tag::expand_options[]
        iris::expand_options uri;
        uri.uri = true;
        std::map<std::string, std::string> const m{{"x", "ü"}};
        EXPECT(iris::parse_template("/{x}").value().expand(m, uri).value() == "/%C3%BC");
        EXPECT(iris::parse_template("/{x}").value().expand(m).value() == "/ü");
        // end::expand_options[]
    }
    {
        // tag::format[]
        EXPECT(iris::format("https://{}/{}/search?q={}", "例え.テスト", "a/b", "x&y").value() ==
               "https://例え.テスト/a/b/search?q=x%26y");
        EXPECT(iris::format("/{}/{}", "a").error().code == iris::error::missing_argument);
        // end::format[]
    }
    {
        // tag::format_to[]
        iris::iri x("http://old.example/");
        EXPECT(iris::format_to(x, "https://{}/{}", "例え.テスト", "a b").has_value());
        EXPECT(x == "https://例え.テスト/a%20b");
        EXPECT(!iris::format_to(x, "http://h:{}/", "80@evil.example")); // x is unchanged
        EXPECT(x == "https://例え.テスト/a%20b");
        // end::format_to[]
    }
    {
        // tag::arg[]
        EXPECT(iris::format("/users/{id}/{tab}", iris::arg("tab", "設定"), iris::arg("id", 42)).value() == "/users/42/設定");
        // end::arg[]
    }
    {
        // tag::format_arg[]
        iris::format_arg const n = 8080;
        EXPECT(n.value() == "8080" && n.name().empty());
        EXPECT(iris::format("http://h:{}/", n).value() == "http://h:8080/");
        // end::format_arg[]
    }
}
