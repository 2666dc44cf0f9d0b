//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#define BOOST_IRI_SOURCE

#include <boost/iri/error.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/grammar/productions.hpp>
#include <boost/throw_exception.hpp>
#include <algorithm>
#include <cstdio>
#include <ostream>

namespace boost {
namespace iris {

namespace {

class BOOST_SYMBOL_VISIBLE error_category_impl : public system::error_category
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
        case error::invalid_utf16:            return "unpaired UTF-16 surrogate";
        case error::invalid_utf32:            return "UTF-32 value that is not a Unicode scalar value";
        case error::unknown_charset:          return "unknown character set";
        case error::invalid_charset_data:     return "bytes not valid in the character set";
        case error::unmappable_character:     return "character not representable in the character set";
        case error::invalid_punycode:         return "invalid Punycode";
        case error::punycode_overflow:        return "Punycode overflow";
        case error::idna_failure:             return "IDNA (UTS #46) processing failed";
        case error::base_not_absolute:        return "the base is not an absolute IRI";
        case error::unrepresentable_result:   return "the result has no authority but a path starting with \"//\"";
        case error::no_relative_reference:    return "no reference with the allowed forms resolves to the target";
        case error::target_not_absolute:      return "the target is not an absolute IRI";
        case error::result_too_long:          return "the result would be longer than the limit";
        case error::input_too_long:           return "the input is longer than the limit";
        case error::unicode_service_failure:  return "the Unicode service (ICU) failed";
        case error::not_stream_safe:          return "more than 30 combining characters in a row (UAX #15 §13)";
        case error::reserved_operator:        return "an operator reserved for future extensions (RFC 6570 §2.2)";
        case error::prefix_of_composite:      return "a prefix modifier on a list or associative array (RFC 6570 §2.4.1)";
        case error::not_an_iri_reference:     return "the result is not an IRI reference";
        case error::invalid_format_string:    return "invalid format string";
        case error::missing_argument:         return "a replacement field without an argument";
        case error::invalid_format_argument:  return "an argument that its field's component cannot hold";
        case error::unmatchable_template:     return "a template that matching cannot invert";
        case error::no_match:                 return "the template does not match";
        }
        return "unknown boost.iri error";
    }

    system::error_condition default_error_condition(int ev) const noexcept override
    {
        if (ev == 0)
            return {};
        switch (static_cast<error>(ev)) {
        case error::invalid_utf8:
        case error::invalid_utf16:
        case error::invalid_utf32:
        case error::invalid_charset_data:
            return make_error_condition(condition::invalid_encoding);
        case error::unknown_charset:
        case error::unmappable_character:
        case error::idna_failure:
        case error::unrepresentable_result:
        case error::no_relative_reference:
        case error::target_not_absolute:
        case error::input_too_long:
        case error::result_too_long:
        case error::unicode_service_failure:
        case error::not_stream_safe:
        case error::prefix_of_composite:
        case error::not_an_iri_reference:
        case error::missing_argument:
        case error::unmatchable_template:
        case error::no_match:
            return make_error_condition(condition::not_convertible);
        default:
            return make_error_condition(condition::invalid_syntax);
        }
    }

    // The domain conditions, beside the default one.
    bool equivalent(int ev, system::error_condition const& c) const noexcept override
    {
        if (c == default_error_condition(ev))
            return true;
        if (c.category() != condition_category())
            return false;
        switch (static_cast<error>(ev)) {
        case error::idna_failure:
        case error::invalid_punycode:
        case error::punycode_overflow:
            return c.value() == static_cast<int>(condition::idna);
        case error::unknown_charset:
        case error::invalid_charset_data:
        case error::unmappable_character:
            return c.value() == static_cast<int>(condition::charset);
        case error::input_too_long:
        case error::result_too_long:
        case error::not_stream_safe:
            return c.value() == static_cast<int>(condition::capacity);
        case error::base_not_absolute:
        case error::target_not_absolute:
        case error::unrepresentable_result:
        case error::no_relative_reference:
            return c.value() == static_cast<int>(condition::resolution);
        default:
            return false;
        }
    }
};

class BOOST_SYMBOL_VISIBLE condition_category_impl : public system::error_category
{
public:
    char const* name() const noexcept override { return "boost.iri.condition"; }

    std::string message(int ev) const override
    {
        switch (static_cast<condition>(ev)) {
        case condition::invalid_encoding: return "the input is not well-formed UTF-8";
        case condition::invalid_syntax:   return "the input does not match the grammar";
        case condition::not_convertible:  return "the input cannot be converted as asked";
        case condition::idna:             return "an internationalized domain name failed";
        case condition::charset:          return "a character set conversion failed";
        case condition::capacity:         return "a limit was passed";
        case condition::resolution:       return "resolution or relativization failed";
        }
        return "unknown boost.iri condition";
    }
};

// The names of ICU's UIDNA_ERROR_* bits (unicode/uidna.h), without including ICU here.
std::string idna_error_names(std::uint32_t bits)
{
    static char const* const names[] = {
        "empty label", "label too long", "domain name too long", "leading hyphen",
        "trailing hyphen", "hyphens in positions 3 and 4", "leading combining mark",
        "disallowed character", "invalid Punycode", "label has a dot", "invalid ACE label",
        "bidi rule", "CONTEXTJ rule", "CONTEXTO punctuation rule", "CONTEXTO digits rule"};
    std::string out;
    for (std::size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
        if (bits & (1u << i)) {
            if (!out.empty())
                out += ", ";
            out += names[i];
        }
    return out;
}

} // namespace

std::string_view to_string(error e) noexcept
{
    switch (e) {
    case error::success:                  return "success";
    case error::invalid_utf8:             return "invalid_utf8";
    case error::unexpected_end:           return "unexpected_end";
    case error::invalid_character:        return "invalid_character";
    case error::invalid_percent_encoding: return "invalid_percent_encoding";
    case error::invalid_scheme:           return "invalid_scheme";
    case error::invalid_port:             return "invalid_port";
    case error::invalid_ip_literal:       return "invalid_ip_literal";
    case error::invalid_utf16:            return "invalid_utf16";
    case error::invalid_utf32:            return "invalid_utf32";
    case error::unknown_charset:          return "unknown_charset";
    case error::invalid_charset_data:     return "invalid_charset_data";
    case error::unmappable_character:     return "unmappable_character";
    case error::invalid_punycode:         return "invalid_punycode";
    case error::punycode_overflow:        return "punycode_overflow";
    case error::idna_failure:             return "idna_failure";
    case error::base_not_absolute:        return "base_not_absolute";
    case error::unrepresentable_result:   return "unrepresentable_result";
    case error::no_relative_reference:    return "no_relative_reference";
    case error::target_not_absolute:      return "target_not_absolute";
    case error::result_too_long:          return "result_too_long";
    case error::input_too_long:           return "input_too_long";
    case error::unicode_service_failure:  return "unicode_service_failure";
    case error::not_stream_safe:          return "not_stream_safe";
    case error::reserved_operator:        return "reserved_operator";
    case error::prefix_of_composite:      return "prefix_of_composite";
    case error::not_an_iri_reference:     return "not_an_iri_reference";
    case error::invalid_format_string:    return "invalid_format_string";
    case error::missing_argument:         return "missing_argument";
    case error::invalid_format_argument:  return "invalid_format_argument";
    case error::unmatchable_template:     return "unmatchable_template";
    case error::no_match:                 return "no_match";
    }
    return "unknown";
}

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

static_assert(std::size(grammar::productions) < 255, "a production's id fits failure::expected_");

std::array<std::string_view, failure::max_expected> failure::expected() const noexcept
{
    std::array<std::string_view, max_expected> names{};
    for (std::size_t i = 0; i < max_expected && expected_[i] != 0; ++i)
        names[i] = grammar::productions[expected_[i] - 1].name;
    return names;
}

void failure::set_expected(char const* const* names, std::size_t n) noexcept
{
    expected_ = {};
    std::size_t k = 0;
    for (std::size_t i = 0; i < n && k < max_expected; ++i) {
        auto const* const p = std::find_if(std::begin(grammar::productions), std::end(grammar::productions),
                                           [&](grammar::production const& q) { return q.name == names[i]; });
        if (p != std::end(grammar::productions))
            expected_[k++] = static_cast<std::uint8_t>(p - std::begin(grammar::productions) + 1);
    }
}

std::string failure::message() const
{
    std::string m = code.message();
    char buf[64];
    bool const positioned = code != error::base_not_absolute && code != error::target_not_absolute &&
                            code != error::unrepresentable_result &&
                            code != error::no_relative_reference && code != error::unicode_service_failure;
    if (positioned) {
        std::snprintf(buf, sizeof buf, " at %s %zu",
                      code == error::invalid_utf16 || code == error::invalid_utf32 ? "code unit" : "byte",
                      offset);
        m += buf;
        if (component != iris::component::none) {
            m += " in ";
            m += to_string(component);
        }
    }
    if (found != no_code_point && code != error::invalid_utf8) {
        std::snprintf(buf, sizeof buf, ": U+%04X", static_cast<unsigned>(found));
        m += buf;
        if (found >= 0x20 && found < 0x7F) {
            m += " '";
            m += static_cast<char>(found);
            m += '\'';
        }
    }
    if (!rule().empty()) {
        m += " (rule ";
        m += rule();
        // "; expected A, B or C"
        auto const expected = this->expected();
        std::size_t const n = static_cast<std::size_t>(
            std::find(expected.begin(), expected.end(), std::string_view()) - expected.begin());
        for (std::size_t i = 0; i < n; ++i) {
            m += i == 0 ? "; expected " : i + 1 == n ? " or " : ", ";
            m.append(expected[i].data(), expected[i].size());
        }
        m += ')';
    }
    if (found != no_code_point && iris::detail::is_iprivate(found, profile::rfc3987bis) &&
        code == error::invalid_character)
        m += "; private-use characters are allowed only in iquery (RFC 3987 §2.2)";
    if (code == error::unicode_service_failure) {
        std::snprintf(buf, sizeof buf, " (UErrorCode %u)", static_cast<unsigned>(detail));
        m += buf;
    }
    if (code == error::idna_failure && detail != 0) {
        m += ": ";
        m += idna_error_names(detail);
    }
    return m;
}

std::ostream& operator<<(std::ostream& os, failure const& e)
{
    return os << e.message();
}

void throw_exception_from_error(failure const& e, boost::source_location const& loc)
{
    boost::throw_exception(failure_exception(e), loc);
}

} // iris
} // boost
