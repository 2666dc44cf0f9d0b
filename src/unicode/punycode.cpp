//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Punycode, RFC 3492 §5-6, with the overflow handling of §6.4.

#define BOOST_IRI_UNICODE_SOURCE

#include <boost/iri/idna.hpp>
#include "../error_at.hpp"
#include "../utf8_text.hpp"
#include <cstdint>
#include <limits>
#include <vector>

namespace boost {
namespace iris {

namespace {

// RFC 3492 §5: parameter values for Punycode
constexpr std::uint32_t base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700;
constexpr std::uint32_t initial_bias = 72, initial_n = 0x80;
constexpr char delimiter = '-';
constexpr std::uint32_t maxint = std::numeric_limits<std::uint32_t>::max();

// §6.1: bias adaptation
std::uint32_t adapt(std::uint32_t delta, std::uint32_t numpoints, bool firsttime) noexcept
{
    delta = firsttime ? delta / damp : delta / 2;
    delta += delta / numpoints;
    std::uint32_t k = 0;
    while (delta > ((base - tmin) * tmax) / 2) {
        delta /= base - tmin;
        k += base;
    }
    return k + (base - tmin + 1) * delta / (delta + skew);
}

// §5: digit values; a-z and A-Z are 0-25, 0-9 are 26-35
char encode_digit(std::uint32_t d) noexcept
{
    return static_cast<char>(d < 26 ? 'a' + d : '0' + (d - 26));
}

std::uint32_t decode_digit(char c) noexcept
{
    if (c >= 'a' && c <= 'z')
        return static_cast<std::uint32_t>(c - 'a');
    if (c >= 'A' && c <= 'Z')
        return static_cast<std::uint32_t>(c - 'A');
    if (c >= '0' && c <= '9')
        return static_cast<std::uint32_t>(c - '0') + 26;
    return base;
}

std::uint32_t threshold(std::uint32_t k, std::uint32_t bias) noexcept
{
    return k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
}


} // namespace

result<std::string> punycode_encode(std::string_view utf8)
{
    auto const decoded = detail::code_points_of(utf8);
    if (!decoded)
        return decoded.error();
    std::vector<char32_t> const& input = *decoded;
    if (input.size() > max_punycode_code_points) {
        char const* p = utf8.data();
        for (std::size_t k = 0; k < max_punycode_code_points; ++k)
            detail::decode_utf8(p, utf8.data() + utf8.size());
        return detail::error_at(error::input_too_long, static_cast<std::size_t>(p - utf8.data()));
    }

    std::string output;
    for (char32_t c : input)
        if (c < 0x80)
            output += static_cast<char>(c);
    std::uint32_t const b = static_cast<std::uint32_t>(output.size());
    std::uint32_t h = b;
    if (b > 0)
        output += delimiter;

    std::uint32_t n = initial_n, delta = 0, bias = initial_bias;
    while (h < input.size()) {
        // the smallest code point >= n in the input
        std::uint32_t m = maxint;
        for (char32_t c : input)
            if (c >= n && c < m)
                m = c;
        if (m - n > (maxint - delta) / (h + 1))
            return detail::error_at(error::punycode_overflow, 0);
        delta += (m - n) * (h + 1);
        n = m;
        for (char32_t c : input) {
            if (c < n && ++delta == 0)
                return detail::error_at(error::punycode_overflow, 0);
            if (c != n)
                continue;
            std::uint32_t q = delta;
            for (std::uint32_t k = base;; k += base) {
                std::uint32_t const t = threshold(k, bias);
                if (q < t)
                    break;
                output += encode_digit(t + (q - t) % (base - t));
                q = (q - t) / (base - t);
            }
            output += encode_digit(q);
            bias = adapt(delta, h + 1, h == b);
            delta = 0;
            ++h;
        }
        ++delta;
        ++n;
    }
    return output;
}

result<std::string> punycode_decode(std::string_view input)
{
    // the basic code points are those before the last delimiter
    std::size_t const last_delimiter = input.rfind(delimiter);
    std::size_t const b = last_delimiter == std::string_view::npos ? 0 : last_delimiter;
    std::vector<char32_t> output;
    for (std::size_t j = 0; j < b; ++j) {
        unsigned char const c = static_cast<unsigned char>(input[j]);
        if (c >= 0x80)
            return detail::error_at(error::invalid_punycode, j);
        if (output.size() == max_punycode_code_points)
            return detail::error_at(error::input_too_long, j);
        output.push_back(c);
    }

    std::uint32_t n = initial_n, i = 0, bias = initial_bias;
    for (std::size_t in = b > 0 ? b + 1 : 0; in < input.size();) {
        std::uint32_t const oldi = i;
        std::uint32_t w = 1;
        for (std::uint32_t k = base;; k += base) {
            if (in >= input.size())
                return detail::error_at(error::invalid_punycode, in);
            std::uint32_t const digit = decode_digit(input[in]);
            if (digit >= base)
                return detail::error_at(error::invalid_punycode, in);
            ++in;
            if (digit > (maxint - i) / w)
                return detail::error_at(error::punycode_overflow, in - 1);
            i += digit * w;
            std::uint32_t const t = threshold(k, bias);
            if (digit < t)
                break;
            if (w > maxint / (base - t))
                return detail::error_at(error::punycode_overflow, in - 1);
            w *= base - t;
        }
        std::uint32_t const length = static_cast<std::uint32_t>(output.size()) + 1;
        bias = adapt(i - oldi, length, oldi == 0);
        if (i / length > maxint - n)
            return detail::error_at(error::punycode_overflow, in - 1);
        n += i / length;
        i %= length;
        // §6.2: a decoded code point must not be basic; and it must be a scalar value
        if (n < 0x80 || n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF))
            return detail::error_at(error::invalid_punycode, in - 1);
        if (output.size() == max_punycode_code_points)
            return detail::error_at(error::input_too_long, in - 1);
        output.insert(output.begin() + i, n);
        ++i;
    }
    return detail::utf8_of(output);
}

} // iris
} // boost
