//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_ERROR_HPP
#define BOOST_IRI_ERROR_HPP

#include <boost/iri/detail/config.hpp>
#include <boost/assert/source_location.hpp>
#include <boost/system/error_code.hpp>
#include <boost/system/result.hpp>
#include <boost/system/system_error.hpp>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace boost {
namespace iris {

/// The errors of the library, in the category "boost.iri".
enum class error
{
    success = 0,

    /// Ill-formed UTF-8 (RFC 3629 §3): an overlong form, a surrogate, a code point past
    /// U+10FFFF, a stray continuation byte or a truncated sequence.
    invalid_utf8,

    /// The input ends where the grammar needs more.
    unexpected_end,

    /// A character that no rule allows at that place (e.g. a space, or `iprivate`
    /// outside `iquery`).
    invalid_character,

    /// A "%" that is not followed by two HEXDIG (`pct-encoded`, RFC 3986 §2.1).
    invalid_percent_encoding,

    /// Not a `scheme` (RFC 3986 §3.1): an IRI must start with ALPHA and have a ":".
    invalid_scheme,

    /// A `port` (RFC 3986 §3.2.3) with something other than digits.
    invalid_port,

    /// A malformed `IP-literal`: `IPv6address`, `IPvFuture` or an RFC 6874 zone.
    invalid_ip_literal,

    /// UTF-16 with an unpaired surrogate; the offset counts code units.
    invalid_utf16,

    /// UTF-32 with a surrogate or a value past U+10FFFF; the offset counts code units.
    invalid_utf32,

    /// A character set name that the converter does not know.
    unknown_charset,

    /// Bytes that are not valid in the named character set.
    invalid_charset_data,

    /// A character that the target character set cannot represent (3987bis §3.5).
    unmappable_character,

    /// Punycode that is not well-formed (RFC 3492 §6.2): a bad digit or a non-basic
    /// code point.
    invalid_punycode,

    /// Punycode whose values overflow (RFC 3492 §6.4).
    punycode_overflow,

    /// UTS #46 processing of a domain name failed; `failure::detail` holds ICU's
    /// UIDNA_ERROR_* bits and the message names them.
    idna_failure,

    /// A base IRI without a scheme (RFC 3986 §5.1: the base must be absolute).
    base_not_absolute,

    /// The resolved IRI has no authority but a path that starts with "//": written out it
    /// would read as an authority (RFC 3986 §5.3 cannot recompose it).
    unrepresentable_result,

    /// No reference resolves against the base to the target, with the forms allowed.
    no_relative_reference,

    /// A target of `relativize` without a scheme: only an absolute IRI has a reference
    /// relative to a base (RFC 3986 §5.1, §5.2).
    target_not_absolute,

    /// The result would be longer than the limit: the caller's (`expand_options::max_size`,
    /// the `iri` tool's `--max-size`) or the longest text an `iri`
    /// holds (4 GiB - 1 bytes; 512 MiB - 1 where `size_t` has 32 bits). For a template or
    /// a format string the offset is at its part that made the result pass the limit; for one
    /// of whole IRI references (`to_uri`, `to_iri`, `resolve`, `normalize`) the error is about
    /// the result (`operand` 2), at its first byte past the limit, in the `component` there.
    result_too_long,

    /// The input is longer than the operation can take: a limit the caller set (such as the
    /// `iri` tool's `--max-length`), the longest text (as for `result_too_long`), or the
    /// 2^31 code units that ICU counts in; the offset is where the limit is passed.
    input_too_long,

    /// ICU, behind the Unicode layer, failed for a reason that is not the input's (its
    /// data could not be loaded); `failure::detail` holds ICU's UErrorCode.
    unicode_service_failure,

    /// More than 30 combining characters (non-starters) in a row: not in the Stream-Safe
    /// Text Format of UAX #15 §13, which NFC takes in linear time; the offset is at the 31st.
    not_stream_safe,

    /// A template expression with an operator that RFC 6570 §2.2 reserves for future
    /// extensions ("=", ",", "!", "@", "|"); the offset is at the operator.
    reserved_operator,

    /// A prefix modifier on a variable whose value is a list or an associative array
    /// (RFC 6570 §2.4.1); the offset is at the varspec in the template.
    prefix_of_composite,

    /// A template's expansion, or the result of `format`, that does not match the IRI grammar
    /// asked for; the offset is at the varspec or field (or literal) of the template or format
    /// string that made the character where the grammar stopped, and `rule()`, `found` and
    /// `component` say what the grammar found there.
    not_an_iri_reference,

    /// A format string of `format` with a "{" or "}" that does not open or close a field, or a
    /// field that is not empty, a number or a name; the offset is at it.
    invalid_format_string,

    /// A field of `format` with no argument: past the last, or a name no argument has.
    missing_argument,

    /// An argument of `format` that the component of its field cannot hold: a scheme or a
    /// port with a character the component does not have (RFC 3986 §3.1, §3.2.3), or any
    /// argument that would end its component and start another (a port "80@evil.example", a
    /// path "/evil.example" after "//"); the offset is at its field in the format string,
    /// `component` names the component and `found` the character that left it.
    invalid_format_argument,

    /// A template that `iri_template::match` cannot invert (a prefix modifier, two expressions
    /// it cannot tell apart); the offset is at the varspec or expression in the template.
    unmatchable_template,

    /// A text that the template does not match; the offset is where it stops matching.
    no_match
};

/// Error conditions: groups of errors, `if (ec == condition::idna)`. The first three
/// partition the errors (each error's `default_error_condition`); the others group them by
/// domain, and an error may be in one of them too.
enum class condition
{
    /// The input is not well-formed UTF-8 (or UTF-16, UTF-32, or its character set).
    invalid_encoding = 1,

    /// The input does not match the grammar.
    invalid_syntax,

    /// The input is well-formed but cannot be converted as asked (an unknown or
    /// insufficient character set, a domain name that IDNA rejects).
    not_convertible,

    /// Internationalized domain names: `idna_failure`, `invalid_punycode`, `punycode_overflow`.
    idna,

    /// Legacy character sets: `unknown_charset`, `invalid_charset_data`, `unmappable_character`.
    charset,

    /// A limit of the library or of the caller: `input_too_long`, `result_too_long`,
    /// `not_stream_safe`.
    capacity,

    /// Resolution and relativization (RFC 3986 §5): `base_not_absolute`, `target_not_absolute`,
    /// `unrepresentable_result`, `no_relative_reference`.
    resolution
};

/// The enumerator's name, e.g. "invalid_character" (the `code` of the `iri` tool's JSON).
BOOST_IRI_DECL std::string_view to_string(error e) noexcept;

/// The category of `error`, named "boost.iri".
BOOST_IRI_DECL system::error_category const& error_category() noexcept;

/// The category of `condition`, named "boost.iri.condition".
BOOST_IRI_DECL system::error_category const& condition_category() noexcept;

/// The `error_code` of `e` (category `error_category()`): what lets an `error` compare with
/// and convert to a `boost::system::error_code`.
inline system::error_code make_error_code(error e) noexcept
{
    return {static_cast<int>(e), error_category()};
}

/// The `error_condition` of `c` (category `condition_category()`): what lets an error code
/// compare with a `condition`.
inline system::error_condition make_error_condition(condition c) noexcept
{
    return {static_cast<int>(c), condition_category()};
}

/// The components of an IRI reference (the names of RFC 3987 §2.2).
enum class component : unsigned char
{
    none, ///< not inside one component
    scheme,
    userinfo,
    host,
    port,
    path,
    query,
    fragment
};

/// The component's name, as the accessor that reads it: "scheme", "userinfo", "host", "port",
/// "path", "query", "fragment"; "" for `none`.
constexpr std::string_view to_string(component c) noexcept
{
    switch (c) {
    case component::scheme:   return "scheme";
    case component::userinfo: return "userinfo";
    case component::host:     return "host";
    case component::port:     return "port";
    case component::path:     return "path";
    case component::query:    return "query";
    case component::fragment: return "fragment";
    default:                  return "";
    }
}

/// What went wrong, and where: for a parse, at which byte and in which ABNF rule; for a
/// conversion, at which code unit of its input. The error of every `result` of the library;
/// small (at most 64 bytes: the rules are kept as names of static storage and as ids into
/// the table of the grammar's productions), and `code` is the `system::error_code` for code
/// that wants only that.
struct failure
{
    /// What went wrong; compares equal to an `error`.
    system::error_code code;

    /// Byte offset into the input.
    std::size_t offset = 0;

    /// The code point found at `offset`; `no_code_point` at the end of the input or
    /// where the bytes are not well-formed UTF-8.
    char32_t found = no_code_point;

    /// More about some errors: for `idna_failure`, ICU's UIDNA_ERROR_* bits.
    std::uint32_t detail = 0;

    /// The component the error is in (RFC 3987 §2.2), from the rules that were reading at
    /// `offset`; `none` when no component's rule was (a scheme-less start, a conversion).
    iris::component component = iris::component::none;

    /// Which text of the operation the error is about, and `offset` counts in: 0 the first
    /// (or only) input, 1 the second (the reference of `resolve`, the target of `relativize`,
    /// `b` of `equivalent`), 2 what the operation made of them (`unrepresentable_result`,
    /// `no_relative_reference`, a resolved IRI that the base's profile does not allow; the
    /// offset then counts in that result, which is not returned).
    std::uint8_t operand = 0;

    /// `found` when no character was found (the end of the input, or an error not about one).
    static constexpr char32_t no_code_point = 0xFFFFFFFF;

    /// The most rules `expected()` names.
    static constexpr std::size_t max_expected = 6;

    /// The innermost ABNF rule that was reading at `offset`, spelled as in the ABNF
    /// ("isegment-nz-nc", "IP-literal"); empty when no rule was.
    std::string_view rule() const noexcept { return rule_ ? std::string_view(rule_) : std::string_view(); }

    /// Sets `rule()`: a name of static storage duration (an X3 rule's name, a literal).
    void set_rule(char const* name) noexcept { rule_ = name; }

    /// The rules that could have gone on at `offset`, in the order the grammar tried them
    /// (each the innermost rule above the character rules that looked there; the first
    /// six), e.g. "IP-literal", "IPv4address", "ireg-name" for a host that starts with "<".
    /// Empty ones at the end; all empty for errors that are not the grammar's. Only the
    /// rules of the library's grammar (`grammar::productions`) are named.
    BOOST_IRI_DECL std::array<std::string_view, max_expected> expected() const noexcept;

    /// Sets `expected()` to the first `max_expected` of the `n` rules `names` (rules that are
    /// not the library's are left out).
    BOOST_IRI_DECL void set_expected(char const* const* names, std::size_t n) noexcept;

    /// A sentence for people, e.g.
    ///
    ///     character not allowed here at byte 10: U+0020 ' ' (rule isegment)
    BOOST_IRI_DECL std::string message() const;

    /// Every field equal.
    ///@{
    friend bool operator==(failure const& a, failure const& b) noexcept
    {
        return a.code == b.code && a.offset == b.offset && a.rule() == b.rule() && a.expected_ == b.expected_ &&
               a.component == b.component && a.found == b.found && a.detail == b.detail && a.operand == b.operand;
    }
    friend bool operator!=(failure const& a, failure const& b) noexcept
    {
        return !(a == b);
    }
    ///@}

private:
    /// Indexes into `grammar::productions`, plus one; 0 for none. (Before `rule_`, in the
    /// padding after `operand`.)
    std::array<std::uint8_t, max_expected> expected_{};
    char const* rule_ = nullptr;
};

namespace detail {

/// The longest text the library parses or makes: 4 GiB - 1 bytes, as the offsets of
/// `iri_view`, `iri` and of a derivation's nodes are 32 bits. Where `size_t` has 32 bits it is
/// 512 MiB - 1 (PTRDIFF_MAX / 4), so that a `std::string` holds twice it and one more
/// (libstdc++'s `max_size()` there under C++17): every result but a NFC form, a charset's query or a path
/// rule's path fits one before it is measured.
constexpr std::size_t max_input_size =
    std::size_t(PTRDIFF_MAX) / 4 < UINT32_MAX ? std::size_t(PTRDIFF_MAX) / 4 : std::size_t(UINT32_MAX);

/// The error of a text longer than `max_input_size`.
inline failure input_too_long() noexcept
{
    failure e;
    e.code = make_error_code(error::input_too_long);
    e.offset = max_input_size;
    return e;
}

} // detail


BOOST_IRI_DECL std::ostream& operator<<(std::ostream& os, failure const& e);

/// What the functions that parse return: the value, or where and why the input is not one.
/// `value()` throws `failure_exception`.
template <class T>
using result = system::result<T, failure>;

/// What `result<T, failure>::value()` throws: a `system_error` that keeps the details.
class BOOST_SYMBOL_VISIBLE failure_exception : public system::system_error
{
public:
    /// The exception of `e`, with `e.message()` as `what()`.
    explicit failure_exception(failure const& e)
        : system::system_error(e.code, e.message()), error_(e)
    {
    }

    /// The error, with its offset, rule and character.
    failure const& error() const noexcept { return error_; }

private:
    failure error_;
};

/// Found by `boost::system::result` through ADL.
BOOST_NORETURN BOOST_IRI_DECL void throw_exception_from_error(
    failure const& e, boost::source_location const& loc);

} // iris

namespace system {
template <>
struct is_error_code_enum<::boost::iris::error> : std::true_type {};
template <>
struct is_error_condition_enum<::boost::iris::condition> : std::true_type {};
} // system
} // boost

#endif
