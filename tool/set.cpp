//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// set: each input with components changed through the value's setters (`iris::iri`).

#include "command.hpp"

namespace iri_tool {

namespace {

constexpr std::string_view component_names[] = {"scheme", "userinfo", "host", "port",
                                                "path",   "query",    "fragment"};

bool take_changes(std::vector<std::string>& arguments, settings& s, std::string& why)
{
    while (!arguments.empty()) {
        std::string_view const a = arguments.front();
        settings::change c{{}, {}, 0};
        for (std::string_view n : component_names) {
            if (a.substr(0, n.size()) != n)
                continue;
            std::string_view const rest = a.substr(n.size());
            if (rest == "-")
                c = {n, {}, '-'};
            else if (rest.substr(0, 1) == "=")
                c = {n, std::string(rest.substr(1)), '='};
            else if (rest.substr(0, 2) == "%=")
                c = {n, std::string(rest.substr(2)), '%'};
        }
        if (c.how == 0)
            break;
        s.changes.push_back(c);
        arguments.erase(arguments.begin());
    }
    if (s.changes.empty())
        why = "needs NAME=VALUE, NAME%=VALUE or NAME-";
    return !s.changes.empty();
}

/// The error of a path given as written that the value would have to change to hold (the
/// fixes of `iri::set_encoded_path`): the place and the rule that refuses it.
iris::result<void> path_as_written(iris::iri const& x, std::string_view path)
{
    iris::failure e;
    e.code = iris::error::invalid_character;
    e.component = iris::component::path;
    if (x.has_authority() && !path.empty() && path.front() != '/')
        e.set_rule("ipath-abempty"); // RFC 3986 §3.3: after an authority, empty or "/"
    else if (!x.has_authority() && path.substr(0, 2) == "//") {
        e.offset = 1;             // §3.3: without one, no "//" (it would read as an authority)
        e.set_rule("ipath-absolute");
    }
    else if (!x.has_scheme() && path.substr(0, path.find('/')).find(':') != std::string_view::npos) {
        e.offset = path.find(':'); // §4.2: a first segment with ":" would read as a scheme
        e.set_rule("isegment-nz-nc");
    }
    else
        return {};
    e.found = static_cast<unsigned char>(path[e.offset]);
    return e;
}

/// One change to `x`; the error of a checked one, with the offset in its value.
iris::result<void> apply(iris::iri& x, settings::change const& c)
{
    std::string_view const n = c.name, v = c.value;
    if (c.how == '-') {
        if (n == "scheme") x.remove_scheme();
        else if (n == "userinfo") x.remove_userinfo();
        else if (n == "host") x.remove_authority();
        else if (n == "port") x.remove_port();
        else if (n == "query") x.remove_query();
        else if (n == "fragment") x.remove_fragment();
        else x.set_path(""); // the path is never absent
        return {};
    }
    if (n == "scheme")
        return x.set_encoded(iris::component::scheme, v);
    if (n == "port")
        return x.set_encoded(iris::component::port, v);
    if (c.how == '%') { // as written: checked, never rewritten
        if (n == "userinfo")
            return x.set_encoded(iris::component::userinfo, v);
        if (n == "host")
            return x.set_encoded(iris::component::host, v);
        if (n == "query")
            return x.set_encoded(iris::component::query, v);
        if (n == "fragment")
            return x.set_encoded(iris::component::fragment, v);
        if (auto const fixed = path_as_written(x, v); !fixed)
            return fixed;
        return x.set_encoded(iris::component::path, v);
    }
    if (n == "userinfo")
        x.set_userinfo(v);
    else if (n == "host") {
        try { // "[" starts an IP literal: one that is not valid throws, and is this change's error
            x.set_host(v);
        }
        catch (iris::failure_exception const& e) {
            return e.error();
        }
    }
    else if (n == "path")
        x.set_path(v);
    else if (n == "query")
        x.set_query(v);
    else
        x.set_fragment(v);
    return {};
}

bool set_command(std::string_view const* in, settings const& s, std::ostream& out)
{
    auto const parsed = iris::parse_iri_reference(in[0], s.parse);
    if (!parsed)
        return write_error(out, in[0], parsed.error(), s.json);
    iris::iri x = *parsed;
    for (auto const& c : s.changes)
        if (auto r = apply(x, c); !r) {
            // the offset counts in the change's value: shown under it
            std::string const change = std::string(c.name) + (c.how == '%' ? "%=" : "=") + std::string(c.value);
            iris::failure e = r.error();
            e.offset += c.name.size() + (c.how == '%' ? 2 : 1);
            return write_error(out, change, e, s.json);
        }
    return write_result(out, in[0], iris::result<iris::iri>(std::move(x)), s.json);
}

} // namespace

std::vector<command> set_commands()
{
    return {
        {"set", "CHANGE...", "each IRI with components changed: NAME=VALUE, NAME%=VALUE, NAME-",
         "A CHANGE is NAME=VALUE (VALUE as it reads: what the component does not allow is\n"
         "percent-encoded), NAME%=VALUE (VALUE as written: refused, with the offset and the rule,\n"
         "where the component cannot hold it as it is) or NAME- (the component removed). NAME is\n"
         "scheme, userinfo, host, port, path, query or fragment. A path set with NAME=VALUE that\n"
         "would read back otherwise is fixed by the library: \"/\" before it after an authority\n"
         "(ipath-abempty, RFC 3986 section 3.3), \"/.\" before a \"//\" without one (ipath-absolute,\n"
         "section 3.3), \"./\" before a first segment with \":\" without a scheme (isegment-nz-nc,\n"
         "section 4.2); with NAME%=VALUE each is an error.\n",
         nullptr, take_changes, 1, set_command},
    };
}

} // iri_tool
