//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The WebAssembly module's functions (js/build compiles them with boost_iri): each takes UTF-8
// texts as (pointer, size) and writes the JSON object that `iri COMMAND --json` writes for
// the same input and options, through the tool's own writers (tool/reports.hpp). js/iri-api.cjs
// is the JavaScript face of these functions; enumerations are passed as their values, and the
// grammar's options (`parse_options`) as one number (`options_of`).
// What needs ICU (IDNA, NFC, check) is not here: boost_iri_unicode is not built for the Web.

#include "reports.hpp"
#include "rules.hpp"
#include <boost/iri/grammar/productions.hpp>
#include <boost/json/src.hpp> // Boost.JSON, header-only: the variables of expand
#include <ostream>
#include <streambuf>

namespace {

namespace iris = boost::iris;
using iri_tool::write_result;

/// The last object written: the caller reads it (`boost_iri_output_size` bytes) before it
/// calls again. Its capacity stays from call to call.
std::string output;

/// The stream the tool's writers write to: it appends to `output`.
class output_buffer : public std::streambuf
{
protected:
    std::streamsize xsputn(char const* s, std::streamsize n) override
    {
        output.append(s, static_cast<std::size_t>(n));
        return n;
    }
    int_type overflow(int_type c) override
    {
        if (!traits_type::eq_int_type(c, traits_type::eof()))
            output.push_back(traits_type::to_char_type(c));
        return traits_type::not_eof(c);
    }
};

/// A stream into `output`, emptied.
class output_stream : public std::ostream
{
public:
    output_stream() : std::ostream(&buffer_) { output.clear(); }

private:
    output_buffer buffer_;
};

/// `output` without the line's end, for the caller.
char const* done(output_stream&)
{
    if (!output.empty() && output.back() == '\n')
        output.pop_back();
    return output.c_str();
}

std::string_view text(char const* p, std::size_t n) noexcept
{
    return {p, n};
}

/// The parse options of `grammar`: the profile in the low byte, RFC 6874 zone identifiers
/// (`zone_id`) in bit 8.
iris::parse_options options_of(unsigned grammar) noexcept
{
    iris::parse_options o;
    o.profile = static_cast<iris::profile>(grammar & 0xFF);
    o.zone_id = (grammar & 0x100) != 0;
    return o;
}

iris::result<iris::iri_view> parse_with(std::string_view s, iris::start_rule start, iris::parse_options const& o)
{
    switch (start) {
    case iris::start_rule::IRI: return iris::parse_iri(s, o);
    case iris::start_rule::absolute_IRI: return iris::parse_absolute_iri(s, o);
    case iris::start_rule::irelative_ref: return iris::parse_irelative_ref(s, o);
    default: return iris::parse_iri_reference(s, o);
    }
}

} // namespace

extern "C" {

/// The size of what the last call returned.
std::size_t boost_iri_output_size() { return output.size(); }

/// `iri parse`: the components of `input` read as the start rule `start` (not URI_Template).
char const* boost_iri_parse(char const* input, std::size_t size, unsigned grammar, unsigned start)
{
    output_stream out;
    std::string_view const s = text(input, size);
    iri_tool::write_components(out, s, parse_with(s, static_cast<iris::start_rule>(start), options_of(grammar)), true);
    return done(out);
}

/// `iri explain --rule=RULE --max-length=N`: the derivation of `input` from the grammar's rule
/// named `rule`; {"input", "ok": false, "rule": "no such rule"} for a name the grammar has not.
char const* boost_iri_explain(char const* input, std::size_t size, char const* rule, std::size_t rule_size,
                              unsigned grammar, bool all_rules, std::size_t max_length)
{
    output_stream out;
    std::string_view const s = text(input, size);
    auto const d = iri_tool::derive_from_rule(text(rule, rule_size), s, options_of(grammar), max_length);
    if (!d) {
        iri_tool::json_object o(out);
        o.string("input", s);
        o.boolean("ok", false);
        o.string("rule", "no such rule");
        o.end();
    }
    else
        iri_tool::write_derivation(out, s, *d, all_rules, true);
    return done(out);
}

/// The names of the grammar's rules, as a JSON array in the order of
/// <boost/iri/grammar/productions.hpp> (from IRI-reference down to the core rules).
char const* boost_iri_rules()
{
    output_stream out;
    out << '[';
    for (iris::grammar::production const& p : iris::grammar::productions) {
        if (p.name != iris::grammar::productions[0].name)
            out << ',';
        iri_tool::write_json_string(out, p.name);
    }
    out << ']';
    return done(out);
}

/// `iri resolve BASE` of `reference`; `strict` false: --non-strict.
char const* boost_iri_resolve(char const* base, std::size_t base_size, char const* reference,
                              std::size_t reference_size, unsigned grammar, bool strict)
{
    output_stream out;
    iris::resolve_options o;
    o.parse = options_of(grammar);
    o.strict = strict;
    std::string_view const b = text(base, base_size), r = text(reference, reference_size);
    static char const* const names[] = {"base", "reference", "result"};
    iri_tool::two_texts const two{{b, r}, names};
    write_result(out, r, iris::resolve(b, r, o), true, &two);
    return done(out);
}

/// `iri relativize BASE` of `target`.
char const* boost_iri_relativize(char const* base, std::size_t base_size, char const* target,
                                 std::size_t target_size, unsigned grammar)
{
    output_stream out;
    iris::relativize_options o;
    o.parse = options_of(grammar);
    std::string_view const b = text(base, base_size), t = text(target, target_size);
    static char const* const names[] = {"base", "target", "result"};
    iri_tool::two_texts const two{{b, t}, names};
    write_result(out, t, iris::relativize(b, t, o), true, &two);
    return done(out);
}

/// `iri normalize --level=LEVEL` (a `comparison_level`) of `input`.
char const* boost_iri_normalize(char const* input, std::size_t size, unsigned grammar, unsigned level)
{
    output_stream out;
    std::string_view const s = text(input, size);
    auto const l = static_cast<iris::comparison_level>(level);
    iris::normalize_options o = iris::options_for(l);
    o.parse = options_of(grammar);
    iri_tool::write_normalized(out, s, l, o, true);
    return done(out);
}

/// `iri to-uri` (--host=percent) of `input`.
char const* boost_iri_to_uri(char const* input, std::size_t size, unsigned grammar, bool encode_unsafe_ascii)
{
    output_stream out;
    iris::to_uri_options o;
    o.parse = options_of(grammar);
    o.encode_unsafe_ascii = encode_unsafe_ascii;
    std::string_view const s = text(input, size);
    write_result(out, s, iris::to_uri(s, o), true);
    return done(out);
}

/// `iri to-iri` (--host=keep) of `input`.
char const* boost_iri_to_iri(char const* input, std::size_t size, unsigned grammar)
{
    output_stream out;
    iris::to_iri_options o;
    o.parse = options_of(grammar);
    std::string_view const s = text(input, size);
    write_result(out, s, iris::to_iri(s, o), true);
    return done(out);
}

/// `iri expand --vars=FILE --max-size=N` of the template `input`, FILE holding `variables` (a
/// JSON object); `uri`: --uri. Variables that are not such an object: {"input", "ok": false,
/// "vars": why}.
char const* boost_iri_expand(char const* input, std::size_t size, char const* variables, std::size_t variables_size,
                             unsigned grammar, bool uri, std::size_t max_size)
{
    output_stream out;
    std::string_view const s = text(input, size);
    std::string why;
    auto const v = iri_tool::read_variables(text(variables, variables_size), why);
    if (!v) {
        iri_tool::json_object o(out);
        o.string("input", s);
        o.boolean("ok", false);
        o.string("vars", why);
        o.end();
        return done(out);
    }
    iris::expand_options o;
    o.profile = options_of(grammar).profile;
    o.uri = uri;
    o.max_size = max_size;
    iri_tool::write_expansion(out, s, *v, o, true);
    return done(out);
}

/// `iri match TEMPLATE` of `input`.
char const* boost_iri_match(char const* template_text, std::size_t template_size, char const* input,
                            std::size_t size)
{
    output_stream out;
    iri_tool::write_match(out, text(input, size), text(template_text, template_size), true);
    return done(out);
}

/// The ABNF of `rule` as the library's grammar quotes it (<boost/iri/grammar/productions.hpp>),
/// with the section it comes from and how the grammar reads it: {"rule", "abnf", "source",
/// "notes"}, or {"rule"} for a rule that is not the library's.
char const* boost_iri_production(char const* rule, std::size_t size)
{
    output_stream out;
    std::string_view const name = text(rule, size);
    iri_tool::json_object o(out);
    o.string("rule", name);
    for (iris::grammar::production const& p : iris::grammar::productions)
        if (p.name == name) {
            o.string("abnf", p.abnf);
            o.string("source", p.source);
            o.string("notes", p.notes);
        }
    o.end();
    return done(out);
}

} // extern "C"
