//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_FORMAT_HPP
#define BOOST_IRI_FORMAT_HPP

// An IRI from a format string and arguments, each argument put into the component its field
// stands in, encoded as that component needs (the semantics of Boost.URL's `urls::format`):
//     iris::format("https://{}/{}/search?q={}", host, path, q)

#include <boost/iri/detail/config.hpp>
#include <boost/iri/error.hpp>
#include <boost/iri/iri.hpp>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

namespace boost {
namespace iris {

namespace detail {
/// The integer types that `format` writes in decimal: not `bool`, and none of the character
/// types (a `char` is a character; the others have no one meaning as text).
template <class T>
constexpr bool is_format_integer = std::is_integral<T>::value && !std::is_same<T, bool>::value &&
                                   !std::is_same<T, char>::value && !std::is_same<T, wchar_t>::value &&
                                   !std::is_same<T, char16_t>::value && !std::is_same<T, char32_t>::value
#if defined(__cpp_char8_t)
                                   && !std::is_same<T, char8_t>::value
#endif
    ;
} // detail

/// The value of a replacement field: text (UTF-8, as it reads: the component's encoding is
/// applied to it), a `char` (that character) or an integer, written in decimal; with a name
/// when made by `arg`. It refers to the text it was made from, which must live until `format`
/// returns.
class format_arg
{
public:
    /// An argument made from text (which must outlive the call of `format`), from a `char`
    /// (the character, as `std::format` writes it) or from an integer (kept in decimal);
    /// implicit, so that `format` takes them as they are.
    ///@{
    format_arg(std::string_view text) noexcept : value_(text) {}
    format_arg(char const* text) noexcept : value_(text) {}
    format_arg(std::string const& text) noexcept : value_(text) {}
    format_arg(char c) : owned_(1, c), value_(owned_) {}
    template <class Integer, std::enable_if_t<detail::is_format_integer<Integer>, int> = 0>
    format_arg(Integer number) : owned_(std::to_string(number)), value_(owned_)
    {
    }
    format_arg(format_arg const& other) : name_(other.name_), owned_(other.owned_), value_(other.value_)
    {
        if (!owned_.empty())
            value_ = owned_;
    }
    ///@}
    /// Not from a `wchar_t`, `char16_t` or `char32_t`: a code unit is no text of its own, and
    /// writing its number would surprise (pass the text as UTF-8).
    ///@{
    format_arg(wchar_t) = delete;
    format_arg(char16_t) = delete;
    format_arg(char32_t) = delete;
    ///@}
    /// Not assignable: an argument refers to its text, or to its own copy of a number.
    format_arg& operator=(format_arg const&) = delete;

    /// The name given by `arg`; empty for a positional argument.
    std::string_view name() const noexcept { return name_; }
    /// The text, as it reads (before encoding).
    std::string_view value() const noexcept { return value_; }

private:
    friend format_arg arg(std::string_view name, format_arg value);
    std::string_view name_;
    std::string owned_; ///< the text of a character or a number
    std::string_view value_;
};

/// A named argument, for a field `{name}`: `format("/users/{id}", arg("id", 42))`.
inline format_arg arg(std::string_view name, format_arg value)
{
    value.name_ = name;
    return value;
}

/// The IRI reference that `fmt` makes with `args`. `fmt` is an IRI reference whose text may
/// hold replacement fields: `{}` (the next argument), `{N}` (the argument at N, from 0) or
/// `{name}` (the argument `arg(name, ...)`); `{{` and `}}` are braces. The component of each
/// field is found from the text around it before any argument is put in (RFC 3986 §3: the
/// delimiters ":", "//", "@", ":", "/", "?", "#" of `fmt` itself); a format of only "{}" is a
/// path. Each argument is percent-encoded as its component needs (RFC 3987 §3.1, keeping
/// `ucschar`, and `iprivate` in the query): in the path "/" stays, so an argument may be
/// several segments, and a first segment without a scheme has its ":" encoded; a path
/// without an authority that would start with "//" starts with "/." (RFC 3986 §3.3, as
/// `iri::set_path` does); in the query "&", "=" and "+" are encoded, so that an argument is
/// one value; a bidi formatting character, of an argument or of `fmt` itself, is written \%HH
/// (RFC 3987 §4.1); a scheme and a port argument must be all scheme characters or digits; an IP
/// literal is written as given. Every argument stays in the component of its field: one that
/// would end it and start another fails. Errors: `invalid_utf8` (`fmt` is not well-formed
/// UTF-8), `invalid_format_string` (a lone "{" or "}",
/// a field that is not empty, a number or a name), `missing_argument` (a field with no
/// argument), `invalid_format_argument` (an argument its component cannot hold: a port
/// "80/admin", "80@evil.example", a scheme "javascript:alert(1)//", an IP literal "::1]/x"),
/// `not_an_iri_reference` (the result does not match the grammar, e.g. a scheme that starts
/// with a digit), `result_too_long` (the result would pass the longest text), each at the
/// byte of `fmt`. Linear.
BOOST_IRI_DECL result<iri> format(std::string_view fmt, std::initializer_list<format_arg> args);

/// The same, with the arguments one by one: `format("http://{}/", host)`.
template <class... Args>
result<iri> format(std::string_view fmt, Args const&... args)
{
    return format(fmt, std::initializer_list<format_arg>{format_arg(args)...});
}

/// The same into `dest` (Boost.URL's `format_to`), which takes the text, reusing its buffer,
/// and the default profile; on an error `dest` is unchanged. Errors as `format`.
BOOST_IRI_DECL result<void> format_to(iri& dest, std::string_view fmt, std::initializer_list<format_arg> args);

/// The same, with the arguments one by one: `format_to(x, "http://{}/", host)`.
template <class... Args>
result<void> format_to(iri& dest, std::string_view fmt, Args const&... args)
{
    return format_to(dest, fmt, std::initializer_list<format_arg>{format_arg(args)...});
}

} // iris
} // boost

#endif
