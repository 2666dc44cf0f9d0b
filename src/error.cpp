//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_IRI_SOURCE

#include <boost/iri/error.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/throw_exception.hpp>
#include <cstdio>
#include <ostream>

namespace boost {
namespace iris {

namespace {

class error_category_impl : public system::error_category
{
public:
    char const* name() const noexcept override { return "boost.iri"; }

    std::string message(int ev) const override
    {
        switch (static_cast<error>(ev)) {
        case error::success:                  return "success";
        case error::invalid_utf8:             return "ill-formed UTF-8";
        case error::unexpected_end:           return "unexpected end of input";
        case error::invalid_character:        return "character not allowed here";
        case error::invalid_percent_encoding: return "'%' not followed by two hexadecimal digits";
        case error::invalid_scheme:           return "invalid scheme";
        case error::invalid_port:             return "invalid port";
        case error::invalid_ip_literal:       return "invalid IP literal";
        }
        return "unknown boost.iri error";
    }

    system::error_condition default_error_condition(int ev) const noexcept override
    {
        if (ev == 0)
            return {};
        if (static_cast<error>(ev) == error::invalid_utf8)
            return make_error_condition(condition::invalid_encoding);
        return make_error_condition(condition::invalid_syntax);
    }
};

class condition_category_impl : public system::error_category
{
public:
    char const* name() const noexcept override { return "boost.iri.condition"; }

    std::string message(int ev) const override
    {
        switch (static_cast<condition>(ev)) {
        case condition::invalid_encoding: return "the input is not well-formed UTF-8";
        case condition::invalid_syntax:   return "the input does not match the grammar";
        }
        return "unknown boost.iri condition";
    }
};

} // namespace

system::error_category const& error_category() noexcept
{
    static error_category_impl const instance;
    return instance;
}

system::error_category const& condition_category() noexcept
{
    static condition_category_impl const instance;
    return instance;
}

std::string parse_error::message() const
{
    std::string m = code.message();
    char buf[64];
    std::snprintf(buf, sizeof buf, " at byte %zu", offset);
    m += buf;
    if (found != no_code_point && code != error::invalid_utf8) {
        std::snprintf(buf, sizeof buf, ": U+%04X", static_cast<unsigned>(found));
        m += buf;
        if (found >= 0x20 && found < 0x7F) {
            m += " '";
            m += static_cast<char>(found);
            m += '\'';
        }
    }
    if (!rule.empty()) {
        m += " (rule ";
        m.append(rule.data(), rule.size());
        m += ')';
    }
    if (found != no_code_point && detail::is_iprivate(found, profile::rfc3987bis))
        m += "; private-use characters are allowed only in iquery (RFC 3987 §2.2)";
    return m;
}

std::ostream& operator<<(std::ostream& os, parse_error const& e)
{
    return os << e.message();
}

void throw_exception_from_error(parse_error const& e, boost::source_location const& loc)
{
    boost::throw_exception(parse_exception(e), loc);
}

} // iris
} // boost
