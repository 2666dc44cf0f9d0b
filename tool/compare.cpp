//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// resolve, relativize (RFC 3986 §5), normalize and compare (RFC 3987 §5.3): the commands of
// two IRIs. A base that is not an absolute IRI is the error of every input ("operand":
// "base"), the same in both commands, so that a program reading --json gets an object for
// each input.

#include "command.hpp"

namespace iri_tool {

namespace {

bool take_base(std::vector<std::string>& arguments, settings& s, std::string& why)
{
    return take_operand(arguments, s.base, "BASE", why);
}

bool resolve_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::resolve_options r = s.resolve;
    r.parse = s.parse;
    static char const* const names[] = {"base", "reference", "result"};
    two_texts const two{{s.base, in[0]}, names};
    return write_result(out, in[0], iris::resolve(s.base, in[0], r), s.json, &two);
}

void declare_resolve(po::options_description& d, settings& s)
{
    d.add_options()("non-strict", po::bool_switch()->notifier([&s](bool on) { s.resolve.strict = !on; }),
                    "ignore a scheme that is the base's (RFC 3986 section 5.2.2)");
}

bool relativize_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    iris::relativize_options r = s.relativize;
    r.parse = s.parse;
    static char const* const names[] = {"base", "target", "result"};
    two_texts const two{{s.base, in[0]}, names};
    return write_result(out, in[0], iris::relativize(s.base, in[0], r), s.json, &two);
}

void declare_relativize(po::options_description& d, settings& s)
{
    d.add_options()
        ("no-network-path", po::bool_switch()->notifier([&s](bool on) { s.relativize.network_path = !on; }),
         "no //host references")
        ("no-parent", po::bool_switch()->notifier([&s](bool on) { s.relativize.parent_segments = !on; }),
         "no ../ segments");
}

bool normalize_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    return write_normalized(out, in[0], s.level, s.normalization(), s.json);
}

void declare_comparison(po::options_description& d, settings& s)
{
    d.add_options()
        ("level", one_of({"simple", "syntax", "scheme"},
                         [&s](std::size_t i) {
                             s.level = i == 0   ? iris::comparison_level::simple
                                       : i == 1 ? iris::comparison_level::syntax
                                                : iris::comparison_level::scheme;
                         }),
         "the rung of the comparison ladder (RFC 3987 section 5.3; default syntax)")
        ("nfc", po::bool_switch(&s.nfc), "also NFC (RFC 3987 section 5.3.2.2)")
        ("idna-host", po::bool_switch(&s.idna_host), "IDN hosts through UTS #46 ToUnicode");
}

// A line of standard input is "A<TAB>B"; arguments come in pairs.
bool compare_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    // all the options, --nfc and --idna-host with the others (boost_iri_unicode's equivalent)
    iris::unicode_normalize_options const n = s.normalization();
    auto const r = iris::equivalent(in[0], in[1], n);
    std::string const input = std::string(in[0]) + '\t' + std::string(in[1]);
    static char const* const names[] = {"a", "b", "result"};
    if (s.json) {
        json_object o(out);
        o.string("input", input);
        o.string("a", in[0]);
        o.string("b", in[1]);
        o.boolean("ok", r.has_value());
        if (r)
            o.boolean("equivalent", *r);
        else
            o.error(r.error(), names);
        o.end();
    }
    else if (r)
        out << (*r ? "equivalent" : "different") << '\n';
    else {
        write_text_error(out, in[r.error().operand], r.error(), names[r.error().operand]);
    }
    return r.has_value();
}

} // namespace

iris::unicode_normalize_options settings::normalization() const
{
    iris::unicode_normalize_options n{iris::options_for(level)};
    n.nfc = nfc;
    n.idna_host = idna_host;
    n.parse = parse;
    return n;
}

std::vector<command> compare_commands()
{
    return {
        {"resolve", "BASE", "each reference resolved against BASE (RFC 3986 section 5.2)",
         "A BASE that is not an absolute IRI is the error of every input (\"operand\": \"base\").\n",
         declare_resolve, take_base, 1, resolve_command},
        {"relativize", "BASE", "the shortest reference to each IRI from BASE",
         "Each input is an absolute IRI. A BASE that is not an absolute IRI is the error of every\n"
         "input (\"operand\": \"base\").\n",
         declare_relativize, take_base, 1, relativize_command},
        {"normalize", "", "the normal form of each IRI (RFC 3987 section 5.3)", "",
         declare_comparison, nullptr, 1, normalize_command},
        {"compare", "", "whether each pair A B is equivalent (RFC 3987 section 5.3)",
         "The inputs are pairs: two arguments each, or a line of standard input with a TAB between A\n"
         "and B.\n",
         declare_comparison, nullptr, 2,
         compare_command},
    };
}

} // iri_tool
