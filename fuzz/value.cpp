//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The IRI as a value (<boost/iri/iri.hpp>): the first line is an IRI reference, each line
// after it a change (its first byte chooses a setter, an edit of the segments or the
// parameters, a setter given text of the value itself, or normalize or resolve into the value
// with the value as input; the rest is the argument). After every change the value reads as
// a parse of its text under its options does; a change that fails (set_host of a "[" that is
// no IP literal throws, a checked setter of text its rule refuses) changes nothing.

#include "fuzz.hpp"
#include <boost/iri/iri.hpp>
#include <algorithm>
#include <iterator>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    iris::parse_options const o = in.parse_options();
    std::string_view rest = in.text;
    std::size_t const nl = rest.find('\n');
    auto const parsed = iris::parse_iri_reference(rest.substr(0, nl), o);
    if (!parsed)
        return 0;
    iris::iri x = *parsed;
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    while (!rest.empty()) {
        std::size_t const end = std::min(rest.find('\n'), rest.size());
        std::string_view const line = rest.substr(0, end);
        rest = rest.substr(std::min(end + 1, rest.size()));
        if (line.empty())
            continue;
        std::string_view const v = line.substr(1);
        std::string const before(x.buffer());
        iris::result<void> checked;
        switch (static_cast<unsigned char>(line[0]) % 25) {
        case 0: checked = x.set_encoded(iris::component::scheme, v); break;
        case 1: x.set_userinfo(v); break;
        case 2: // "[" starts an IP literal, or throws (and changes nothing)
            try {
                x.set_host(v);
            }
            catch (iris::failure_exception const& e) {
                require(!v.empty() && v.front() == '[', "value: set_host threw for text that is no IP literal's");
                checked = e.error();
            }
            break;
        case 3: checked = x.set_encoded(iris::component::port, v); break;
        case 4: x.set_path(v); break;
        case 5: x.set_query(v); break;
        case 6: x.set_fragment(v); break;
        case 7: checked = x.set_encoded(iris::component::userinfo, v); break;
        case 8: checked = x.set_encoded(iris::component::host, v); break;
        case 9: checked = x.set_encoded(iris::component::path, v); break;
        case 10: checked = x.set_encoded(iris::component::query, v); break;
        case 11: checked = x.set_encoded(iris::component::fragment, v); break;
        case 12: { // an edit of the segments at a place the argument's length chooses, with text
                   // of the argument or of the value itself
            auto s = x.segments();
            std::size_t const n = s.size();
            auto const at = std::next(s.begin(), static_cast<std::ptrdiff_t>(v.size() % (n + 1)));
            std::string_view const text = v.size() % 3 == 0 ? x.encoded_path() : v;
            switch (v.size() % 7) {
            case 0: s.insert(at, text); break;
            case 1: if (at != s.end()) s.erase(at); break;
            case 2: s.erase(s.begin(), at); break;
            case 3: if (at != s.end()) s.replace(at, text); break;
            case 4: s.insert(at, {text, v, ""}); break;
            case 5: if (n != 0) s.pop_back(); break;
            default: s.assign({v, text}); break;
            }
            break;
        }
        case 13: { // an edit of the parameters, the same way
            auto p = x.params();
            auto const n = static_cast<std::size_t>(std::distance(p.begin(), p.end()));
            auto const at = std::next(p.begin(), static_cast<std::ptrdiff_t>(v.size() % (n + 1)));
            std::string_view const text = v.size() % 3 == 0 ? x.encoded_query() : v;
            switch (v.size() % 7) {
            case 0: p.insert(at, text, v); break;
            case 1: if (at != p.end()) p.erase(at); break;
            case 2: p.erase(p.begin(), at); break;
            case 3: if (at != p.end()) p.replace(at, v, text); break;
            case 4: p.set(text, v); break;
            case 5: p.erase(text); break;
            default: p = {{v, text}, {text, v}}; break;
            }
            break;
        }
        case 14: // the user and the password, decoded and checked
            try {
                switch (v.size() % 5) {
                case 0: x.set_user(v); break;
                case 1: x.set_password(v); break;
                case 2: x.set_encoded_user(v); break;
                case 3: x.set_encoded_password(v); break;
                default: x.remove_password(); break;
                }
            }
            catch (iris::failure_exception const& e) {
                require(v.size() % 5 == 2 || v.size() % 5 == 3, "value: a decoded user or password threw");
                checked = e.error();
            }
            break;
        case 15: { // a host from the argument's bytes as an address, or the empty value
            iris::ipv6_address a6{};
            std::copy_n(v.begin(), std::min(v.size(), a6.size()), a6.begin());
            if (v.size() % 3 == 0)
                x.set_host_ipv6(a6);
            else if (v.size() % 3 == 1)
                x.set_host_ipv4({a6[0], a6[1], a6[2], a6[3]});
            else
                x.clear();
            break;
        }
        case 16: x.remove_scheme(); break;
        case 17: x.remove_authority(); break;
        case 18: x.remove_query().remove_fragment(); break;
        case 19: x.remove_userinfo().remove_port(); break;
        // the operations that write into a value, with the value itself as their input
        case 20: checked = iris::normalize(x, x); break;
        case 21: checked = iris::resolve(x, x, x); break;
        case 22: // a view of the value, assigned back
            x = iris::iri_view(x);
            break;
        case 23: // setters given text of the value itself
            switch (v.size() % 4) {
            case 0: checked = x.set_encoded(iris::component::path, x.encoded_query()); break;
            case 1: checked = x.set_encoded(iris::component::fragment, x.encoded_path()); break;
            case 2: checked = x.set_encoded(iris::component::userinfo, x.encoded_host()); break;
            default: checked = x.set_encoded(iris::component::query, x.buffer().substr(v.size() % (x.size() + 1))); break;
            }
            break;
        default: { // resolve a reference into the value
            auto const ref = iris::parse_iri_reference(v, o);
            checked = ref ? iris::resolve(x, *ref, x) : iris::result<void>(ref.error());
            break;
        }
        }
        require(checked || x.buffer() == before, "value: a failed change changed the value");
        require(reads_as_parsed(x), "value: the components differ from a parse of the text");
    }
    return 0;
}
