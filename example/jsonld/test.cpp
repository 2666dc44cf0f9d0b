//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_TEST_MODULE jsonld_example
#include "jsonld.hpp"
#include <boost/test/unit_test.hpp>

namespace {

// A document written for this test after the examples of JSON-LD 1.1 §4.1.3 (base IRI) and
// §4.4 (compact IRIs), with IRIs in several scripts.
char const document[] = R"({
  "@context": {"@base": "http://例え.テスト/人/", "ex": "http://example.org/vocab#", "name": "ex:name"},
  "@id": "太郎",
  "ex:knows": [
    {"@id": "../人/花子#me"},
    {"@id": "ex:thing"},
    {"@id": "_:b0"},
    {"@id": "mailto:a@example.org"},
    {"@context": {"@base": "../組織/"}, "@id": "会社?q=値", "ex:part": {"@id": "部"}},
    {"@context": [{"@base": null}], "@id": "kept/relative"},
    {"@id": "http://a b/"},
    {"@id": "//other.example/x"}
  ],
  "ex:a~b/c": {"@id": "#frag"}
})";

std::vector<jsonld::identifier> ids(std::string_view base)
{
    return jsonld::identifiers(boost::json::parse(document), base);
}

} // namespace

BOOST_AUTO_TEST_CASE(identifiers_against_the_base)
{
    auto const r = ids("http://ignored.example/doc.jsonld");
    BOOST_REQUIRE_EQUAL(r.size(), 11u);
    auto iri = [&](std::size_t i) { return r[i].iri ? *r[i].iri : "error: " + r[i].iri.error().message(); };
    BOOST_TEST(r[0].pointer == "/@id");
    BOOST_TEST(iri(0) == "http://例え.テスト/人/太郎");
    BOOST_TEST(r[1].pointer == "/ex:knows/0/@id");
    BOOST_TEST(iri(1) == "http://例え.テスト/人/花子#me");         // "../人/" back to the same folder
    BOOST_TEST(iri(2) == "http://example.org/vocab#thing");        // a compact IRI
    BOOST_TEST(iri(3) == "_:b0");                                  // a blank node
    BOOST_TEST(iri(4) == "mailto:a@example.org");                  // absolute already
    BOOST_TEST(iri(5) == "http://例え.テスト/組織/会社?q=値");      // a scoped, relative @base
    BOOST_TEST(r[6].pointer == "/ex:knows/4/ex:part/@id");
    BOOST_TEST(iri(6) == "http://例え.テスト/組織/部");              // the scope reaches inside
    BOOST_TEST(iri(7) == "kept/relative");                         // "@base": null
    BOOST_REQUIRE(!r[8].iri);                                      // not an IRI reference: where
    BOOST_TEST(r[8].iri.error().offset == 8u);
    BOOST_TEST(iri(9) == "http://other.example/x");                // a network-path reference
    BOOST_TEST(r[10].pointer == "/ex:a~0b~1c/@id");                // RFC 6901 escapes
    BOOST_TEST(iri(10) == "http://例え.テスト/人/#frag");
}

BOOST_AUTO_TEST_CASE(the_documents_iri_is_the_first_base)
{
    auto const doc = boost::json::parse(R"([{"@id": "a/b"}, {"@context": {"@base": "c/"}, "@id": "d"}])");
    auto const r = jsonld::identifiers(doc, "http://example.org/dir/doc.jsonld");
    BOOST_REQUIRE_EQUAL(r.size(), 2u);
    BOOST_TEST(*r[0].iri == "http://example.org/dir/a/b");
    BOOST_TEST(*r[1].iri == "http://example.org/dir/c/d");
    // a relative document IRI cannot be a base (RFC 3986 §5.1)
    auto const none = jsonld::identifiers(doc, "relative/doc");
    BOOST_TEST((none[0].iri.error().code == boost::iris::error::base_not_absolute));
}

// What a hostile document found (issue "reliability", item 7): a compact IRI is checked after
// expansion, a prefix must be an absolute IRI, and the output fields cannot be forged.
BOOST_AUTO_TEST_CASE(hostile_documents)
{
    auto const doc = boost::json::parse(R"({
      "@context": {"ex": "http://example.org/", "bad": "not an iri at all /"},
      "@graph": [{"@id": "ex:a b<script>\"x"}, {"@id": "bad:x"}, {"@id": "ex:fine"}]
    })");
    auto const r = jsonld::identifiers(doc, "http://base.example/");
    BOOST_REQUIRE_EQUAL(r.size(), 4u);
    BOOST_TEST(r[0].pointer == "/@context/bad"); // the prefix that is not an IRI
    BOOST_TEST(!r[0].iri);
    BOOST_TEST(!r[1].iri);                       // "http://example.org/a b<script>..." is no IRI
    BOOST_TEST(r[1].iri.error().offset == 20u);
    BOOST_TEST(*r[2].iri == "bad:x");            // "bad" is no prefix: "bad:x" is an IRI of its own
    BOOST_TEST(*r[3].iri == "http://example.org/fine");
    BOOST_TEST(jsonld::escaped("a\tb\nc\\d\x01") == "a\\tb\\nc\\\\d\\x01");
}

// A context in scope costs each node the terms it defines, not those it inherits: 40,000
// nodes with "@context": {} under 2,000 terms (copying the terms for each took minutes; the
// test has a timeout of 60 s in CMake).
BOOST_AUTO_TEST_CASE(scoped_contexts_are_linear)
{
    std::string text = R"({"@context": {)";
    for (int i = 0; i < 2000; ++i)
        text += (i ? "," : "") + std::string("\"p") + std::to_string(i) + "\": \"http://e/" + std::to_string(i) + "/\"";
    text += R"(}, "@graph": [)";
    for (int i = 0; i < 40000; ++i)
        text += (i ? "," : "") + std::string(R"({"@context": {"q": "http://q/"}, "@id": "p7:x"})");
    text += "]}";
    auto const r = jsonld::identifiers(boost::json::parse(text), "");
    BOOST_REQUIRE_EQUAL(r.size(), 40000u);
    BOOST_TEST(*r.back().iri == "http://e/7/x");
}
