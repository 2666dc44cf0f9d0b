//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The command line: the command, its options through Boost.Program_options (declared once, in
// the command's file, for parsing and for help), its operands, and the inputs from the
// arguments or from standard input as a line filter.

#include "command.hpp"
#include "filter.hpp"
#include "pictures.hpp"
#include "tool.hpp"

#include <boost/iri/version.hpp>
#include <boost/program_options/parsers.hpp>
#include <boost/program_options/positional_options.hpp>
#include <boost/program_options/variables_map.hpp>
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <istream>
#include <ostream>
#include <sstream>
#include <thread>

namespace iri_tool {

namespace {

std::vector<command> const& all_commands()
{
    static std::vector<command> const commands = [] {
        std::vector<command> all;
        for (auto group : {inspect_commands, map_commands, compare_commands, set_commands, template_commands})
            for (command const& c : group())
                all.push_back(c);
        return all;
    }();
    return commands;
}

command const* find_command(std::string_view name)
{
    for (command const& c : all_commands())
        if (name == c.name)
            return &c;
    return nullptr;
}

/// The options of every command.
void declare_common(po::options_description& d, settings& s)
{
    d.add_options()
        ("json", po::bool_switch(&s.json), "one JSON object per input, one a line")
        ("jobs", number_value([&s](std::size_t n) {
             s.jobs = n == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(n);
         }, 256),
         "the lines of standard input on N threads (0: one a processor), the output in the order "
         "of the input")
        ("charset", po::value<std::string>(&s.charset)->value_name("NAME"),
         "the inputs are in this legacy character set; they are converted to UTF-8 and NFC (RFC "
         "3987 section 3.1 step 1b)")
        ("profile", one_of({"rfc3987", "rfc3987bis", "leiri", "uri"},
                           [&s](std::size_t i) {
                               s.parse.profile = std::vector<iris::profile>{
                                   iris::profile::rfc3987, iris::profile::rfc3987bis, iris::profile::leiri,
                                   iris::profile::uri}[i];
                           }),
         "the grammar's repertoire (default rfc3987)")
        ("zone-id", po::bool_switch(&s.parse.zone_id), "accept RFC 6874 zone identifiers in IPv6 literals")
        ("progress", po::bool_switch(),
         "a progress line on standard error while standard input is read (by default only when "
         "standard error is a terminal and the input takes more than two seconds)")
        ("help", po::bool_switch(), "this help")
        ("version", po::bool_switch(), "the version of the tool and of Boost.IRI");
}

/// The command's own options.
po::options_description own_options(command const& c, settings& s)
{
    po::options_description d(std::string("options of ") + c.name);
    if (c.declare)
        c.declare(d, s);
    return d;
}

po::options_description common_options(settings& s)
{
    po::options_description d("options of every command");
    declare_common(d, s);
    return d;
}

void write_usage(std::ostream& out)
{
    settings s;
    out << "usage: iri COMMAND [OPTIONS] [OPERANDS] [INPUT...]\n"
           "Applies COMMAND to each input: the arguments, or one a line from standard input, and writes\n"
           "one result a line (one JSON object a line with --json), in the order of the inputs.\n"
           "\n"
           "commands:\n";
    for (command const& c : all_commands()) {
        std::string const name = std::string(c.name) + (*c.operands ? " " : "") + c.operands;
        out << "  " << name << std::string(name.size() < 20 ? 20 - name.size() : 1, ' ') << c.summary << '\n';
    }
    out << '\n' << common_options(s) << '\n'
        << "`iri COMMAND --help` shows the options of COMMAND.\n"
           "Exit status: 0 when every input was accepted, 1 when some failed, 2 on a usage error.\n";
}

void write_command_help(std::ostream& out, command const& c)
{
    settings s;
    out << "usage: iri " << c.name << " [OPTIONS] " << c.operands << (*c.operands ? " " : "") << "[INPUT...]\n"
        << c.summary << '\n'
        << c.details;
    po::options_description const own = own_options(c, s);
    if (!own.options().empty())
        out << '\n' << own;
    out << '\n' << common_options(s);
}

/// A line on standard error that says how far the input is: shown when `forced`, or when
/// standard error is a terminal and the input has taken more than two seconds.
class progress_line
{
public:
    progress_line(std::ostream& err, bool forced, bool terminal) : err_(err), forced_(forced), terminal_(terminal) {}

    void add(std::size_t bytes)
    {
        bytes_ += bytes;
        auto const now = clock::now();
        double const elapsed = seconds(now - start_);
        if (!(forced_ || (terminal_ && elapsed > 2.0)) || seconds(now - shown_) < 0.5)
            return;
        shown_ = now;
        show(elapsed);
    }

    ~progress_line()
    {
        if (forced_ || shown_ != clock::time_point()) {
            show(seconds(clock::now() - start_));
            err_ << '\n';
        }
    }

private:
    using clock = std::chrono::steady_clock;
    static double seconds(clock::duration d) { return std::chrono::duration<double>(d).count(); }

    void show(double elapsed)
    {
        char line[96];
        std::snprintf(line, sizeof line, "\riri: %.1f MB read in %.1f s (%.1f MB/s)", bytes_ / 1e6, elapsed,
                      elapsed > 0 ? bytes_ / 1e6 / elapsed : 0.0);
        err_ << line << std::flush;
    }

    std::ostream& err_;
    bool forced_, terminal_;
    std::size_t bytes_ = 0;
    clock::time_point start_ = clock::now(), shown_{};
};

/// Runs the command on the inputs of the arguments, `arity` at a time.
bool run_arguments(command const& c, std::vector<std::string> const& arguments,
                   std::function<bool(std::string_view const*, std::ostream&)> const& one, std::ostream& out)
{
    bool all = true;
    std::vector<std::string_view> input(c.arity);
    for (std::size_t i = 0; i + c.arity <= arguments.size(); i += c.arity) {
        std::copy(arguments.begin() + static_cast<std::ptrdiff_t>(i),
                  arguments.begin() + static_cast<std::ptrdiff_t>(i + c.arity), input.begin());
        all = one(input.data(), out) && all;
    }
    return all;
}

/// A line of standard input that is not `arity` texts separated by TABs.
bool write_wrong_line(std::string_view line, command const& c, settings const& s, std::ostream& out)
{
    char message[80];
    std::snprintf(message, sizeof message, "a line of %s is %u texts separated by a TAB", c.name, c.arity);
    if (s.json) {
        json_object o(out);
        o.string("input", line);
        o.boolean("ok", false);
        json_object e(o.key("error"));
        e.string("code", "not_a_pair");
        e.number("offset", line.size());
        e.optional("rule", false, "");
        e.optional("component", false, "");
        e.string("message", message);
        e.close();
        o.end();
    }
    else {
        write_printable(out, line);
        out << "\nerror: " << message << '\n';
    }
    return false;
}

} // namespace

bool take_operand(std::vector<std::string>& arguments, std::string& into, char const* name, std::string& why)
{
    if (arguments.empty()) {
        why = std::string("needs a ") + name;
        return false;
    }
    into = arguments.front();
    arguments.erase(arguments.begin());
    return true;
}

po::typed_value<std::string>* one_of(std::vector<std::string_view> const& choices,
                                     std::function<void(std::size_t)> set)
{
    std::string names;
    for (std::string_view c : choices)
        names.append(names.empty() ? "" : "|").append(c);
    return po::value<std::string>()->value_name(names)->notifier([choices, names, set](std::string const& v) {
        auto const i = std::find(choices.begin(), choices.end(), v);
        if (i == choices.end())
            throw po::error("'" + v + "' is not one of " + names);
        set(static_cast<std::size_t>(i - choices.begin()));
    });
}

po::typed_value<std::string>* number_value(std::function<void(std::size_t)> set, std::size_t max)
{
    return po::value<std::string>()->value_name("N")->notifier([set, max](std::string const& v) {
        std::size_t n = 0;
        auto const r = std::from_chars(v.data(), v.data() + v.size(), n);
        if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size() || n > max)
            throw po::error("'" + v + "' is not a number from 0 to " + std::to_string(max));
        set(n);
    });
}

po::typed_value<std::string>* number(std::size_t& target, std::size_t max)
{
    return number_value([&target](std::size_t n) { target = n; }, max);
}

std::vector<std::string> command_names()
{
    std::vector<std::string> names;
    for (command const& c : all_commands())
        names.emplace_back(c.name);
    return names;
}

std::vector<option_help> options_of(std::string const& name)
{
    settings s;
    command const* const c = find_command(name);
    po::options_description const d = c ? own_options(*c, s) : common_options(s);
    std::vector<option_help> options;
    for (auto const& o : d.options()) {
        std::string const value = o->semantic()->max_tokens() > 0 ? o->semantic()->name() : "";
        options.push_back({o->long_name(), value, o->description()});
    }
    return options;
}

int run(std::vector<std::string> const& args, std::istream& in, std::ostream& out, std::ostream& err,
        terminal const& where)
{
    if (args.empty()) {
        write_usage(err);
        return usage_error;
    }
    if (args[0] == "--help" || args[0] == "-h") {
        write_usage(out);
        return all_ok;
    }
    if (args[0] == "--version") {
        out << "iri (Boost.IRI) " << BOOST_IRI_VERSION_STRING << '\n';
        return all_ok;
    }
    command const* const found = find_command(args[0]);
    if (!found) {
        err << "iri: unknown command '" << printable(args[0]) << "' (iri --help lists them)\n";
        return usage_error;
    }
    command const& c = *found;
    settings s;
    std::vector<std::string> arguments; // operands and inputs
    po::options_description all = own_options(c, s);
    all.add(common_options(s));
    all.add_options()("input", po::value<std::vector<std::string>>(&arguments));
    po::positional_options_description positional;
    positional.add("input", -1);
    po::variables_map vm;
    try {
        // long options only, written out in full: an input may start with "-", and "--js"
        // is no abbreviation
        int const style = po::command_line_style::allow_long | po::command_line_style::long_allow_adjacent |
                          po::command_line_style::long_allow_next;
        po::store(po::command_line_parser(std::vector<std::string>(args.begin() + 1, args.end()))
                      .options(all)
                      .positional(positional)
                      .style(style)
                      .run(),
                  vm);
        if (vm["help"].as<bool>()) {
            write_command_help(out, c);
            return all_ok;
        }
        if (vm["version"].as<bool>()) {
            out << "iri (Boost.IRI) " << BOOST_IRI_VERSION_STRING << '\n';
            return all_ok;
        }
        po::notify(vm);
    }
    catch (po::error const& e) {
        err << "iri " << c.name << ": " << printable(e.what()) << " (iri " << c.name << " --help lists its options)\n";
        return usage_error;
    }
    std::string why;
    if (c.take_operands && !c.take_operands(arguments, s, why)) {
        err << "iri " << c.name << ": " << why << " (iri " << c.name << " --help)\n";
        return usage_error;
    }
    if (arguments.size() % c.arity != 0) {
        err << "iri " << c.name << ": the inputs come in groups of " << c.arity << '\n';
        return usage_error;
    }
    s.color = where.out && !where.no_color;

    // One input: from its character set to UTF-8 first, when it has one.
    auto const one = [&c, &s](std::string_view const* input, std::ostream& to) {
        if (s.charset.empty())
            return c.run(input, s, to);
        std::vector<std::string> utf8(c.arity);
        std::vector<std::string_view> converted(c.arity);
        for (unsigned i = 0; i < c.arity; ++i) {
            auto r = iris::charset_to_utf8(input[i], s.charset);
            if (!r)
                return write_result(to, input[i], r, s.json);
            utf8[i] = std::move(*r);
            converted[i] = utf8[i];
        }
        return c.run(converted.data(), s, to);
    };
    if (s.format == "html")
        s.page = std::make_shared<html_page>(out);
    bool all_fine = true;
    if (!arguments.empty())
        all_fine = run_arguments(c, arguments, one, out);
    else {
        progress_line progress(err, vm["progress"].as<bool>(), where.err);
        // the pictures number their inputs in order: one thread
        unsigned const jobs = s.format == "html" || s.format == "dot" ? 1 : s.jobs;
        auto const line = [&](std::string_view text, std::ostream& to) {
            if (c.arity == 1)
                return one(&text, to);
            std::vector<std::string_view> parts;
            for (std::size_t at = 0;;) {
                std::size_t const tab = text.find('\t', at);
                parts.push_back(text.substr(at, tab - at));
                if (tab == std::string_view::npos)
                    break;
                at = tab + 1;
            }
            if (parts.size() != c.arity)
                return write_wrong_line(text, c, s, to);
            return one(parts.data(), to);
        };
        all_fine = filter_lines(in, out, jobs, line, [&progress](std::size_t bytes) { progress.add(bytes); });
    }
    if (s.page)
        s.page->finish();
    return all_fine ? all_ok : some_failed;
}

} // iri_tool
