//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The parser, every start rule in every profile: a value that prints back as the input and
// converts to the owning form and back unchanged, or a typed error inside the input; the
// start rules agree with each other (an IRI is an IRI reference with a scheme, ...). The
// percent-decoders on the same bytes, valid or not: none reads or writes past its text.

#include "fuzz.hpp"
#include "../src/percent.hpp" // the library's own decoder, white box
#include <boost/iri/iri.hpp>
#include <cctype>
#include <memory>
#include <string>

namespace {

// RFC 3986 §2.1, as plainly as it can be written: "%" and two hex digits is an octet,
// anything else itself.
std::string plain_decode(std::string_view s, bool plus_is_space)
{
    auto const hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) && hex(s[i + 2])) {
            out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
            i += 2;
        }
        else
            out += plus_is_space && s[i] == '+' ? ' ' : s[i];
    }
    return out;
}

void decoders(std::string_view s, fuzz::input const& in)
{
    using namespace fuzz;
    bool const plus = in.bit(3);
    iris::decoded_view const d(s, plus);
    require(d.decode() == plain_decode(s, plus), "decoded_view: not the plain decoding");
    require(d.size() == d.decode().size(), "decoded_view: size() is not the decoded size");
    // decode_into writes at most the size of its text: a buffer of exactly that size
    std::unique_ptr<char[]> const out(new char[s.size() + 1]);
    for (bool unreserved : {false, true})
        for (bool non_ascii : {false, true})
            for (auto hex : {iris::detail::hex_case::keep, iris::detail::hex_case::upper}) {
                char* const end = iris::detail::decode_into(out.get(), s, in.bit(4), {unreserved, non_ascii, hex});
                require(end >= out.get() && static_cast<std::size_t>(end - out.get()) <= s.size(),
                        "decode_into: wrote past the size of its text");
                std::string_view const written(out.get(), static_cast<std::size_t>(end - out.get()));
                if (!unreserved && !non_ascii && hex == iris::detail::hex_case::keep)
                    require(written == s, "decode_into: changed text it was told to keep");
                std::unique_ptr<char[]> const one(new char[s.size() + 1]);
                char* const one_end =
                    iris::detail::decode_into<false>(one.get(), s, in.bit(4), {unreserved, non_ascii, hex});
                require(written == std::string_view(one.get(), static_cast<std::size_t>(one_end - one.get())),
                        "decode_into: its blocks decode otherwise than one sequence at a time");
                // the first half, with the rest readable after it
                std::string_view const half = s.substr(0, s.size() / 2);
                char* const half_end = iris::detail::decode_into(out.get(), half, in.bit(4), {unreserved, non_ascii, hex},
                                                                 s.size() - half.size());
                char* const one_half_end =
                    iris::detail::decode_into<false>(one.get(), half, in.bit(4), {unreserved, non_ascii, hex});
                require(std::string_view(out.get(), static_cast<std::size_t>(half_end - out.get())) ==
                            std::string_view(one.get(), static_cast<std::size_t>(one_half_end - one.get())),
                        "decode_into: reading past its text changed what it decodes");
            }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size)
{
    using namespace fuzz;
    input const in(data, size);
    std::string_view const s = in.text;
    iris::parse_options const o = in.parse_options();

    auto const reference = iris::parse_iri_reference(s, o);
    auto const iri = iris::parse_iri(s, o);
    auto const absolute = iris::parse_absolute_iri(s, o);
    auto const relative = iris::parse_irelative_ref(s, o);
    for (auto const* r : {&reference, &iri, &absolute, &relative}) {
        require_well_formed(*r, s.size(), "parse: error outside the input");
        if (*r) {
            require((*r)->buffer() == s, "parse: the view does not hold the input");
            iris::iri const value(**r);
            iris::iri_view const of_value = value;
            require(value.buffer() == s && of_value == **r && of_value.encoded_path() == (*r)->encoded_path() &&
                        of_value.encoded_host() == (*r)->encoded_host() && of_value.host_type() == (*r)->host_type() &&
                        of_value.has_query() == (*r)->has_query() && of_value.options().profile == o.profile,
                    "parse: the value's components differ");
        }
    }
    require(reference.has_value() == (iri.has_value() || relative.has_value()),
            "parse: IRI-reference is not IRI / irelative-ref");
    require(!iri || iri->has_scheme(), "parse: an IRI without a scheme");
    require(!absolute || (iri && !iri->has_fragment()), "parse: absolute-IRI is not an IRI without fragment");
    require(!relative || !relative->has_scheme(), "parse: irelative-ref with a scheme");
    if (reference && iri)
        require(*reference == *iri, "parse: IRI-reference and IRI differ");

    // the uri profile takes no more than the others
    if (o.profile == iris::profile::uri && reference) {
        iris::parse_options wide = o;
        wide.profile = iris::profile::rfc3987;
        require(iris::parse_iri_reference(s, wide).has_value(), "parse: a URI that is not an IRI");
    }
    decoders(s, in);
    return 0;
}
