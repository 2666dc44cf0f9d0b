//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The value's edit set, next to Boost.URL's `url` (<boost/iri/iri.hpp>): the edits of
// `segments()` and `params()`, each checked over random sequences against a model of the
// sequence and against parsing the text again; the user and the password; a host from an
// address; `clear`; `format_to`; and ranges that go both ways.

#define BOOST_TEST_MODULE edits
#include <boost/iri/format.hpp>
#include <boost/iri/iri.hpp>
#include <boost/iri/parse.hpp>
#include "generate.hpp"
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

using namespace boost::iris;

namespace {

// Decoded text an edit may take: delimiters of every component, "%", UTF-8 and a byte that
// is not, a bidi formatting character.
std::string some_text(std::mt19937& rng)
{
    return test::compose(rng, {}, {"a", "/", "?", "#", "@", ":", "[", "]", "%", "%41", " ", "=", "&", "+", ".",
                                   "..", "1", "é", "例", "\u202E", "\uE000", "x:y", "\xff"},
                         3);
}

// The values the sequences start from, in each profile.
iri some_start(std::mt19937& rng)
{
    static char const* const starts[] = {"", "http://h/p?q#f", "//u@h:1/", "a:b", "mailto:x@y", "?q", "#f",
                                         "http://例え/パス/", "/a/b/c?x=1&y&=z", "a/b:c", "s:/", "//h", "./a:b", "?&", "?a&&=&", "/.//x"};
    static profile const profiles[] = {profile::rfc3987, profile::rfc3987bis, profile::leiri, profile::uri};
    parse_options options;
    options.profile = profiles[rng() % 4];
    auto const x = parse_iri_reference(starts[rng() % std::size(starts)], options);
    return x ? iri(*x) : iri();
}

// The components an edit of the path or the query must leave as they were.
struct others
{
    std::optional<std::string> scheme, authority, path, query, fragment;
    friend bool operator==(others const& a, others const& b)
    {
        return a.scheme == b.scheme && a.authority == b.authority && a.path == b.path && a.query == b.query &&
               a.fragment == b.fragment;
    }
};

others others_of(iri const& x, bool path, bool query)
{
    auto const text = [](bool has, std::string_view s) {
        return has ? std::optional<std::string>(std::string(s)) : std::nullopt;
    };
    return {text(x.has_scheme(), x.scheme()), text(x.has_authority(), x.encoded_authority()),
            text(path, x.encoded_path()), text(query && x.has_query(), x.encoded_query()),
            text(x.has_fragment(), x.encoded_fragment())};
}

// The text parses to what the value says it holds.
void check_reparse(iri const& x)
{
    auto const again = parse_iri_reference(x.buffer(), x.options());
    BOOST_REQUIRE_MESSAGE(again, x.buffer());
    BOOST_TEST((*again == iri_view(x)), x.buffer());
}

std::vector<std::string> segments_of(iri const& x)
{
    std::vector<std::string> out;
    for (decoded_view s : x.segments())
        out.push_back(s.decode());
    return out;
}

// What a path of the segments `m` reads back as (iri::segments_ref): one empty segment is
// the empty path; without an authority, a first empty segment gets a "." in front.
std::vector<std::string> as_read(std::vector<std::string> m, bool authority)
{
    if (m.size() == 1 && m[0].empty())
        return {};
    if (!authority && m.size() >= 2 && m[0].empty())
        m.insert(m.begin(), ".");
    return m;
}

} // namespace

BOOST_AUTO_TEST_CASE(ranges_go_both_ways)
{
    static_assert(std::is_same_v<std::iterator_traits<segments_view::iterator>::iterator_category,
                                 std::bidirectional_iterator_tag>);
    static_assert(std::is_same_v<std::iterator_traits<segments_encoded_view::iterator>::iterator_category,
                                 std::bidirectional_iterator_tag>);
    static_assert(std::is_same_v<std::iterator_traits<params_view::iterator>::iterator_category,
                                 std::bidirectional_iterator_tag>);
    static_assert(std::is_same_v<std::iterator_traits<params_encoded_view::iterator>::iterator_category,
                                 std::bidirectional_iterator_tag>);
    for (char const* path : {"", "/", "a", "/a", "/a/", "//", "a/b%20c//d", "/x/y/z/"}) {
        segments_encoded_view const v(path);
        std::vector<std::string_view> forward(v.begin(), v.end()), backward;
        for (auto i = v.end(); i != v.begin();)
            backward.push_back(*--i);
        std::reverse(backward.begin(), backward.end());
        BOOST_TEST(forward == backward, boost::test_tools::per_element());
        if (!v.empty())
            BOOST_TEST(*std::prev(v.end()) == forward.back());
    }
    for (char const* query : {"", "&", "a=1", "a=1&b&=c&", "&&x"}) {
        params_encoded_view const v(query);
        std::vector<std::string_view> forward, backward;
        for (param_view p : v)
            forward.push_back(p.name);
        for (auto i = v.end(); i != v.begin();)
            backward.push_back((*--i).name);
        std::reverse(backward.begin(), backward.end());
        BOOST_TEST(forward == backward, boost::test_tools::per_element());
    }
    // decoded text, valid or not: "%" that starts no "%HH" reads as itself either way
    static_assert(std::is_same_v<std::iterator_traits<decoded_view::iterator>::iterator_category,
                                 std::bidirectional_iterator_tag>);
    std::mt19937 rng(3986);
    for (int i = 0; i < 5000; ++i) {
        std::string const text = test::compose(rng, {}, {"%", "%4", "%41", "%zz", "a", "+", "%%", "4", "1"}, 6);
        decoded_view const d(text, i % 2 == 0);
        std::string backward;
        for (auto j = d.end(); j != d.begin();)
            backward += *--j;
        std::reverse(backward.begin(), backward.end());
        BOOST_TEST(backward == d.decode(), text);
    }
    iri const x("http://h/a/b%20c?k=v&n");
    BOOST_TEST((*std::prev(x.segments().end())).decode() == "b c");
    BOOST_TEST((*std::prev(x.params().end())).name.decode() == "n");
}

BOOST_AUTO_TEST_CASE(segment_edits)
{
    iri x("http://h/a/b");
    auto s = x.segments();
    auto i = s.insert(std::next(s.begin()), "c d");
    BOOST_TEST(x.buffer() == "http://h/a/c%20d/b");
    BOOST_TEST((*i).decode() == "c d");
    i = s.erase(s.begin());
    BOOST_TEST(x.buffer() == "http://h/c%20d/b");
    BOOST_TEST((*i).decode() == "c d");
    i = s.replace(std::next(s.begin()), "e/f");
    BOOST_TEST(x.buffer() == "http://h/c%20d/e%2Ff");
    BOOST_TEST((*i).decode() == "e/f");
    s.pop_back();
    s.push_back("");
    BOOST_TEST(x.buffer() == "http://h/c%20d/");
    s = {"x", "y"};
    BOOST_TEST(x.buffer() == "http://h/x/y");
    std::vector<std::string> const more = {"1", "2"};
    s.insert(s.end(), more.begin(), more.end());
    BOOST_TEST(x.buffer() == "http://h/x/y/1/2");
    i = s.erase(std::next(s.begin()), std::prev(s.end()));
    BOOST_TEST(x.buffer() == "http://h/x/2");
    BOOST_TEST((*i).decode() == "2");
    s.clear();
    BOOST_TEST(x.buffer() == "http://h/");

    // where the text alone could not say it: ":" of a first segment that would read as a
    // scheme (RFC 3986 §4.2), a first empty segment without an authority (§3.3)
    iri r("a/b");
    r.segments().replace(r.segments().begin(), "c:d");
    BOOST_TEST(r.buffer() == "c%3Ad/b");
    BOOST_TEST((segments_of(r) == std::vector<std::string>{"c:d", "b"}));
    iri kept("./a:b");
    kept.segments().erase(kept.segments().begin());
    BOOST_TEST(kept.buffer() == "a%3Ab");
    iri rootless("s:x");
    rootless.segments() = {"", "y"};
    BOOST_TEST(rootless.buffer() == "s:.//y");
    iri absolute("/x");
    absolute.segments().insert(absolute.segments().begin(), "");
    BOOST_TEST(absolute.buffer() == "/.//x");
    iri empty;
    empty.segments().push_back("a");
    BOOST_TEST(empty.buffer() == "a");
    iri authority("//h");
    authority.segments().push_back("a");
    BOOST_TEST(authority.buffer() == "//h/a");
}

namespace {

// One edit of a sequence (`iri::segments_ref` or `iri::params_ref`) at a random place, of those
// both have: insert, erase and replace (one element, and a range), push_back / append,
// pop_back, clear, assign. `news` are what it puts (`put.insert`, `put.replace` and
// `put.append` call the overloads of one element). Gives what the model must do, [first,
// last) becoming `news`, and the iterator the edit returned; `done` is false for an edit
// that has no place (erasing from nothing).
template <class Iterator>
struct model_edit
{
    std::size_t first = 0, last = 0;
    std::optional<Iterator> returned;
    bool done = true;
};

template <class Ref, class New, class Put>
model_edit<typename Ref::iterator> edit_at_random(std::mt19937& rng, Ref& r, std::vector<New>& news, Put const& put)
{
    auto const n = static_cast<std::size_t>(std::distance(r.begin(), r.end()));
    std::size_t const from = rng() % (n + 1), to = from + rng() % (n - from + 1);
    auto const at = [&](std::size_t k) { return std::next(r.begin(), static_cast<std::ptrdiff_t>(k)); };
    model_edit<typename Ref::iterator> e;
    e.first = from;
    e.last = to;
    unsigned const op = rng() % 10;
    if (op == 0 || op == 4 || op == 6)
        news.resize(1);
    if (op == 2 || op == 4 || op == 7) { // one element that is there
        if (n == 0) {
            e.done = false;
            return e;
        }
        e.first = op == 7 ? n - 1 : std::min(from, n - 1);
        e.last = e.first + 1;
    }
    switch (op) {
    case 0: e.last = e.first; e.returned = put.insert(r, at(from), news[0]); break;
    case 1: e.last = e.first; e.returned = r.insert(at(from), news.begin(), news.end()); break;
    case 2: news.clear(); e.returned = r.erase(at(e.first)); break;
    case 3: news.clear(); e.returned = r.erase(at(from), at(to)); break;
    case 4: e.returned = put.replace(r, at(e.first), news[0]); break;
    case 5: e.returned = r.replace(at(from), at(to), news.begin(), news.end()); break;
    case 6: e.first = e.last = n; e.returned = put.append(r, news[0]); break;
    case 7: news.clear(); r.pop_back(); break;
    case 8: e.first = 0; e.last = n; news.clear(); r.clear(); break;
    default: e.first = 0; e.last = n; r.assign(news.begin(), news.end()); break;
    }
    return e;
}

// The model's edit: [first, last) of `model` becomes `made`.
template <class T>
void apply(std::vector<T>& model, std::size_t first, std::size_t last, std::vector<T> const& made)
{
    model.erase(model.begin() + static_cast<std::ptrdiff_t>(first), model.begin() + static_cast<std::ptrdiff_t>(last));
    model.insert(model.begin() + static_cast<std::ptrdiff_t>(first), made.begin(), made.end());
}

// The overloads of one segment.
struct put_segment
{
    using iterator = iri::segments_ref::iterator;
    iterator insert(iri::segments_ref& r, iterator at, std::string_view s) const { return r.insert(at, s); }
    iterator replace(iri::segments_ref& r, iterator at, std::string_view s) const { return r.replace(at, s); }
    std::optional<iterator> append(iri::segments_ref& r, std::string_view s) const
    {
        r.push_back(s);
        return std::nullopt;
    }
};

} // namespace

// Every edit of the segments, at random places, on values of every profile: the text parses
// to the value, the other components stay, the segments read back as the model of the
// sequence says, and the iterator returned is the first new segment (or the one after).
BOOST_AUTO_TEST_CASE(segment_edits_match_a_model)
{
    std::mt19937 rng(28);
    std::size_t edits = 0;
    for (int round = 0; round < 2000; ++round) {
        iri x = some_start(rng);
        for (int step = 0; step < 8; ++step) {
            std::vector<std::string> model = segments_of(x);
            others const before = others_of(x, false, true);
            std::string const was(x.buffer());
            bool const absolute = x.encoded_path().substr(0, 1) == "/";
            std::vector<std::string> texts;
            for (std::size_t k = rng() % 3; k > 0; --k)
                texts.push_back(some_text(rng));
            std::vector<std::string_view> news(texts.begin(), texts.end());
            auto s = x.segments();
            auto const e = edit_at_random(rng, s, news, put_segment{});
            if (!e.done)
                continue;
            ++edits;
            check_reparse(x);
            BOOST_TEST((others_of(x, false, true) == before), was << " -> " << x.buffer());
            apply(model, e.first, e.last, std::vector<std::string>(news.begin(), news.end()));
            std::vector<std::string> const expected = as_read(model, x.has_authority());
            BOOST_TEST((segments_of(x) == expected), was << " -> " << x.buffer());
            if (!model.empty() && !(model.size() == 1 && model[0].empty()))
                BOOST_TEST((x.encoded_path().substr(0, 1) == "/") == (absolute || x.has_authority()), x.buffer());
            if (e.returned) {
                std::size_t const shift = expected.size() > model.size() ? 1 : 0; // the "." in front
                std::size_t const index = std::min(e.first + shift, expected.size());
                BOOST_TEST(static_cast<std::size_t>(std::distance(s.begin(), *e.returned)) == index, x.buffer());
                if (!news.empty() && index < expected.size())
                    BOOST_TEST((**e.returned).decode() == expected[index], x.buffer());
            }
        }
    }
    BOOST_TEST(edits > 12000u);
}

namespace {

struct param
{
    std::string name;
    std::optional<std::string> value;
    friend bool operator==(param const& a, param const& b) { return a.name == b.name && a.value == b.value; }
};

std::vector<param> params_of(iri const& x)
{
    std::vector<param> out;
    for (decoded_param p : x.params())
        out.push_back({p.name.decode(), p.has_value ? std::optional<std::string>(p.value.decode()) : std::nullopt});
    return out;
}

} // namespace

BOOST_AUTO_TEST_CASE(param_edits)
{
    // decoded, "+" stays "+" (iri_view_base::params)
    BOOST_TEST((*iri("?q=a+b%2Bc").params().begin()).value.decode() == "a+b+c");
    iri x("http://h/?a=1&b&c=x+y");
    auto p = x.params();
    auto i = p.insert(std::next(p.begin()), "k&", "v=w");
    BOOST_TEST(x.encoded_query() == "a=1&k%26=v%3Dw&b&c=x+y");
    BOOST_TEST((*i).value.decode() == "v=w");
    i = p.erase(p.begin());
    BOOST_TEST((*i).name.decode() == "k&");
    i = p.replace(std::next(p.begin()), "b", "+");
    BOOST_TEST(x.encoded_query() == "k%26=v%3Dw&b=%2B&c=x+y");
    p.pop_back();
    p.append("d", "");
    BOOST_TEST(x.encoded_query() == "k%26=v%3Dw&b=%2B&d=");
    p = {{"x", "1"}, {"y", "2"}, {"x", "3"}};
    BOOST_TEST(x.encoded_query() == "x=1&y=2&x=3");
    i = p.set("x", "9");
    BOOST_TEST(x.encoded_query() == "x=9&y=2");
    BOOST_TEST(std::distance(p.begin(), i) == 0);
    BOOST_TEST(p.erase("y") == 1u);
    p.clear();
    BOOST_TEST(x.buffer() == "http://h/?");
    iri none("http://h/");
    none.params().clear();
    none.params().erase(none.params().begin(), none.params().end());
    BOOST_TEST(!none.has_query());
    none.params().insert(none.params().end(), {{"a", "b"}});
    BOOST_TEST(none.buffer() == "http://h/?a=b");
    // "&" less one empty parameter is the empty query: the iterator returned is its end
    iri two("?&");
    BOOST_TEST((two.params().erase(two.params().begin()) == two.params().end()));
    BOOST_TEST(two.buffer() == "?");
}

namespace {

// The overloads of one parameter.
struct put_param
{
    using iterator = iri::params_ref::iterator;
    using value_type = iri::params_ref::value_type;
    iterator insert(iri::params_ref& r, iterator at, value_type p) const { return r.insert(at, p.first, p.second); }
    iterator replace(iri::params_ref& r, iterator at, value_type p) const { return r.replace(at, p.first, p.second); }
    std::optional<iterator> append(iri::params_ref& r, value_type p) const { return r.append(p.first, p.second); }
};

} // namespace

// Every edit of the parameters, at random places, and `set` and `erase` by name: the text
// parses to the value, the other components stay, the parameters read back as the model
// says, a parameter kept stays as written, and an absent query stays absent when nothing is
// put in it.
BOOST_AUTO_TEST_CASE(param_edits_match_a_model)
{
    std::mt19937 rng(6);
    std::size_t edits = 0;
    for (int round = 0; round < 2000; ++round) {
        iri x = some_start(rng);
        for (int step = 0; step < 8; ++step) {
            std::vector<param> model = params_of(x);
            others const before = others_of(x, true, false);
            std::string const was(x.buffer());
            bool const had_query = x.has_query();
            std::vector<std::string> texts; // names (some of those there) and values
            for (std::size_t k = rng() % 3; k > 0; --k) {
                texts.push_back(!model.empty() && rng() % 2 ? model[rng() % model.size()].name : some_text(rng));
                texts.push_back(some_text(rng));
            }
            std::vector<iri::params_ref::value_type> news;
            for (std::size_t k = 0; k < texts.size(); k += 2)
                news.emplace_back(texts[k], texts[k + 1]);
            auto p = x.params();
            std::optional<iri::params_ref::iterator> returned;
            std::size_t first = 0;
            auto const named = [](std::string_view name) { return [name](param const& e) { return e.name == name; }; };
            if (!news.empty() && rng() % 5 == 0) { // set: the first of the name takes the value, the others go
                auto const [name, value] = news[0];
                auto const it = std::find_if(model.begin(), model.end(), named(name));
                first = static_cast<std::size_t>(it - model.begin());
                returned = p.set(name, value);
                if (it == model.end())
                    model.push_back({std::string(name), std::string(value)});
                else {
                    it->value = std::string(value);
                    model.erase(std::remove_if(it + 1, model.end(), named(name)), model.end());
                }
            }
            else if (!news.empty() && rng() % 4 == 0) { // erase by name: all of them, counted
                auto const count = static_cast<std::size_t>(std::count_if(model.begin(), model.end(), named(news[0].first)));
                BOOST_TEST(p.erase(news[0].first) == count);
                model.erase(std::remove_if(model.begin(), model.end(), named(news[0].first)), model.end());
            }
            else {
                auto const e = edit_at_random(rng, p, news, put_param{});
                if (!e.done)
                    continue;
                std::vector<param> made;
                for (auto const& [name, value] : news)
                    made.push_back({std::string(name), std::string(value)});
                apply(model, e.first, e.last, made);
                returned = e.returned;
                first = e.first;
            }
            ++edits;
            check_reparse(x);
            BOOST_TEST((others_of(x, true, false) == before), was << " -> " << x.buffer());
            if (model.size() == 1 && model[0].name.empty() && !model[0].value)
                model.clear(); // a query of one empty parameter is the empty query
            BOOST_TEST((params_of(x) == model), was << " -> " << x.buffer());
            BOOST_TEST(x.has_query() == (had_query || !model.empty()), was << " -> " << x.buffer());
            if (returned)
                BOOST_TEST(static_cast<std::size_t>(std::distance(p.begin(), *returned)) == std::min(first, model.size()),
                           was << " -> " << x.buffer());
        }
    }
    BOOST_TEST(edits > 10000u);
}

BOOST_AUTO_TEST_CASE(user_and_password)
{
    iri x("http://h/");
    x.set_user("a:b c");
    BOOST_TEST(x.buffer() == "http://a%3Ab%20c@h/");
    BOOST_TEST(x.user() == "a:b c");
    BOOST_TEST(!x.has_password());
    x.set_password("p:q");
    BOOST_TEST(x.buffer() == "http://a%3Ab%20c:p:q@h/");
    BOOST_TEST(x.password() == "p:q");
    x.set_user("u");
    BOOST_TEST(x.buffer() == "http://u:p:q@h/");
    x.set_encoded_password("%41");
    BOOST_TEST(x.buffer() == "http://u:%41@h/");
    x.set_encoded_user("v%20");
    BOOST_TEST(x.buffer() == "http://v%20:%41@h/");
    x.remove_password();
    BOOST_TEST(x.buffer() == "http://v%20@h/");
    x.remove_password();
    BOOST_TEST(x.buffer() == "http://v%20@h/");

    // checked: a ":" would end the user; what iuserinfo does not allow fails; nothing changes
    try {
        x.set_encoded_user("a:b");
        BOOST_ERROR("set_encoded_user took a ':'");
    }
    catch (failure_exception const& e) {
        BOOST_TEST((e.error().code == error::invalid_character));
        BOOST_TEST(e.error().offset == 1u);
        BOOST_TEST((e.error().component == component::userinfo));
    }
    BOOST_CHECK_THROW(x.set_encoded_password("a@b"), failure_exception);
    BOOST_TEST(x.buffer() == "http://v%20@h/");

    // without an authority, one is made (RFC 3986 §3.3: the path then starts with "/")
    iri m("mailto:x");
    m.set_password("p");
    BOOST_TEST(m.buffer() == "mailto://:p@/x");
    check_reparse(m);
}

BOOST_AUTO_TEST_CASE(host_from_an_address)
{
    // RFC 5952 §4: lower case, no leading zeros, the longest run of zero groups (the first of
    // equal ones, never one alone) as "::"; §5: IPv4-mapped with its dotted quad
    struct
    {
        ipv6_address address;
        char const* text;
    } const cases[] = {
        {{}, "[::]"},
        {{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, "[::1]"},
        {{0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, "[2001:db8::1]"},
        {{0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1}, "[2001:db8::1:0:0:1]"},
        {{0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}, "[2001:db8:0:1:1:1:1:1]"},
        {{0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0}, "[2001:db8:0:0:1::]"},
        {{0xFE, 0x80, 0, 0, 0, 0, 0, 0, 0xAB, 0xCD, 0, 0, 0, 0, 0, 0}, "[fe80::abcd:0:0:0]"},
        {{0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "[1::]"},
        {{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 192, 0, 2, 1}, "[::ffff:192.0.2.1]"},
        {{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0}, "[::ffff:0.0.0.0]"},
    };
    for (auto const& c : cases) {
        iri x("http://old/p");
        x.set_host_ipv6(c.address);
        BOOST_TEST(x.encoded_host() == c.text);
        BOOST_TEST((x.host_type() == host_type::ipv6));
        ipv6_address back{};
        BOOST_TEST(x.host_ipv6(back));
        BOOST_TEST((back == c.address), c.text);
    }
    // any address reads back
    std::mt19937 rng(5952);
    for (int i = 0; i < 2000; ++i) {
        ipv6_address a{};
        for (auto& b : a)
            b = static_cast<std::uint8_t>(rng() % 3 == 0 ? rng() : 0);
        iri x;
        x.set_host_ipv6(a);
        check_reparse(x);
        ipv6_address back{};
        BOOST_TEST(x.host_ipv6(back));
        BOOST_TEST((back == a), x.buffer());
    }
    iri y("s:p");
    y.set_host_ipv4({192, 0, 2, 255});
    BOOST_TEST(y.buffer() == "s://192.0.2.255/p");
    BOOST_TEST((y.host_type() == host_type::ipv4));
}

BOOST_AUTO_TEST_CASE(clear_keeps_the_profile)
{
    parse_options options;
    options.profile = profile::leiri;
    iri x(parse_iri_reference("http://h/a b", options).value());
    std::size_t const capacity = x.capacity();
    x.clear();
    BOOST_TEST(x.buffer() == "");
    BOOST_TEST((x.options().profile == profile::leiri));
    BOOST_TEST(x.capacity() == capacity);
    BOOST_TEST(!x.has_scheme());
    check_reparse(x);
}

BOOST_AUTO_TEST_CASE(format_into_a_value)
{
    iri x("http://old/");
    BOOST_TEST(format_to(x, "https://{}/{}?q={}", "例え.テスト", "a b", "1&2").has_value());
    BOOST_TEST(x.buffer() == "https://例え.テスト/a%20b?q=1%262");
    check_reparse(x);
    // on an error the value stays
    auto const failed = format_to(x, "http://h:{}/", "80@evil.example");
    BOOST_REQUIRE(!failed);
    BOOST_TEST((failed.error().code == error::invalid_format_argument));
    BOOST_TEST(x.buffer() == "https://例え.テスト/a%20b?q=1%262");
    // the format may be the value's own text
    BOOST_TEST(format_to(x, x.buffer()).has_value());
    BOOST_TEST(x.buffer() == "https://例え.テスト/a%20b?q=1%262");
}
