//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// UTS #46 through ICU (Boost.Locale has no IDNA API).

#define BOOST_IRI_UNICODE_SOURCE

#include <boost/iri/idna.hpp>
#include "icu_failure.hpp"
#include "icu_instances.hpp"
#include "../utf8_text.hpp"
#include "labels.hpp"
#include <unicode/uidna.h>
#include <algorithm>
#include <memory>
#include <utility>

namespace boost {
namespace iris {

namespace {

// VerifyDnsLength is false, as in the WHATWG URL Standard: a host of an IRI need not be a
// DNS name that fits (a trailing dot is fine). ICU always reports the lengths, so they are
// masked: ToASCII ignores empty and long labels (UTS #46 A4_1, A4_2); ToUnicode keeps
// the empty label, which UTS #46 counts as its own error there (X4_2).
constexpr std::uint32_t long_name = UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
constexpr std::uint32_t ignored_by_to_ascii = long_name | UIDNA_ERROR_EMPTY_LABEL;
constexpr std::uint32_t ignored_by_to_unicode = long_name;

// The two directions of UTS #46 §4.
enum class direction { to_ascii, to_unicode };

// What ICU made of a name: the text and its UIDNA_ERROR_* bits, or the failure of ICU itself.
struct processed
{
    std::string text;
    std::uint32_t errors = 0;
    UErrorCode status = U_ZERO_ERROR;
    bool too_long_for_icu = false; ///< a label past what ICU's Punycode takes

    /// The errors that count, when `ignored` are not checked.
    std::uint32_t failures(std::uint32_t ignored) const noexcept
    {
        return too_long_for_icu ? errors : errors & ~ignored;
    }
};

// ICU's UTS #46 Punycode-encodes a label of at most 1000 UTF-16 code units
// (U_INPUT_TOO_LONG_ERROR past it): a supplementary code point counts twice.
constexpr std::size_t icu_longest_label_utf16 = 1000;

// The UTF-16 length of well-formed UTF-8: one unit a lead byte, two for a 4-byte sequence.
std::size_t utf16_length(std::string_view utf8) noexcept
{
    std::size_t n = 0;
    for (char c : utf8) {
        auto const b = static_cast<unsigned char>(c);
        n += ((b & 0xC0) != 0x80) + (b >= 0xF0);
    }
    return n;
}

// True when a label of `name` (as ICU wrote it, labels separated by U+002E) is non-ASCII and
// longer than ICU's Punycode takes: it has no ASCII form. ICU refuses such a label given in
// Unicode, but not given as "xn--" + Punycode, nor as the output of ToUnicode; both fail alike
// here, so that ToASCII(ToUnicode(ToASCII(x))) is ToASCII(x). Only labels that can be that
// long are decoded or counted: a UTF-8 label has at least as many bytes as UTF-16 units, and
// Punycode takes at least one byte a code point, which is at most two units (RFC 3492 §3.3).
bool has_label_too_long_for_punycode(direction d, std::string_view name)
{
    constexpr std::size_t ace_prefix = 4; // "xn--"
    for (std::size_t start = 0; start <= name.size();) {
        std::size_t const dot = std::min(name.find('.', start), name.size());
        std::string_view const label = name.substr(start, dot - start);
        start = dot + 1;
        if (d == direction::to_ascii) {
            if (!detail::is_ace_label(label) || 2 * (label.size() - ace_prefix) <= icu_longest_label_utf16)
                continue;
            auto const decoded = punycode_decode(label.substr(ace_prefix));
            if (decoded ? utf16_length(*decoded) > icu_longest_label_utf16
                        : decoded.error().code == error::input_too_long)
                return true;
        } else if (label.size() > icu_longest_label_utf16 && !detail::is_ascii(label) &&
                   utf16_length(label) > icu_longest_label_utf16) {
            return true;
        }
    }
    return false;
}

processed run(direction d, std::string_view in)
{
    processed r;
    detail::icu_instances const& instances = detail::shared_icu();
    r.status = instances.status;
    UIDNA const* idna = instances.uts46.get();
    if (!idna)
        return r;
    auto const f = d == direction::to_ascii ? uidna_nameToASCII_UTF8 : uidna_nameToUnicodeUTF8;
    r.text.resize(in.size() * 4 + 64);
    for (;;) {
        UIDNAInfo info = UIDNA_INFO_INITIALIZER;
        r.status = U_ZERO_ERROR;
        int32_t const n = f(idna, in.data(), static_cast<int32_t>(in.size()), r.text.data(),
                            static_cast<int32_t>(r.text.size()), &info, &r.status);
        if (r.status == U_BUFFER_OVERFLOW_ERROR) {
            r.text.resize(static_cast<std::size_t>(n));
            continue;
        }
        if (r.status == U_INPUT_TOO_LONG_ERROR) {
            // a label past what ICU's Punycode takes: reported as the label being too long,
            // which VerifyDnsLength would say too (UTS #46 §4.2 A4)
            r.status = U_ZERO_ERROR;
            r.errors = UIDNA_ERROR_LABEL_TOO_LONG;
            r.too_long_for_icu = true;
            r.text.clear();
            return r;
        }
        r.text.resize(U_SUCCESS(r.status) ? static_cast<std::size_t>(n) : 0);
        r.errors = info.errors;
        if (U_SUCCESS(r.status) && has_label_too_long_for_punycode(d, r.text)) {
            r.errors |= UIDNA_ERROR_LABEL_TOO_LONG;
            r.too_long_for_icu = true;
        }
        return r;
    }
}

// The byte offset of the first label that fails on its own, else 0.
std::size_t failing_label(direction d, std::string_view domain, std::uint32_t ignored)
{
    std::size_t const at = detail::find_label(domain, [&](std::size_t b, std::size_t e) {
        return e > b && run(d, domain.substr(b, e - b)).failures(ignored) != 0;
    });
    return at == std::string_view::npos ? 0 : at;
}

// The UIDNA_ERROR_* bit for an ASCII label that starts with "xn--" but is no A-label: one is
// "xn--" and the Punycode of a U-label, which has a non-ASCII character and whose Punycode
// is that text again (RFC 5890 §2.3.2.1, RFC 5891 §5.4); 0 for another label. ICU 72 lets
// "xn--", "xn--abc-" (an ASCII label in disguise) and non-canonical Punycode pass.
std::uint32_t fake_a_label(std::string_view label)
{
    if (!detail::is_ace_label(label) || !detail::is_ascii(label))
        return 0;
    // in lower case, as UTS #46 maps the label before it decodes it (§4 step 1)
    std::string punycode(label.substr(4));
    std::transform(punycode.begin(), punycode.end(), punycode.begin(), detail::ascii_lower);
    auto const decoded = punycode_decode(punycode);
    if (!decoded || decoded->empty())
        return UIDNA_ERROR_PUNYCODE;
    auto const again = punycode_encode(*decoded);
    return detail::is_ascii(*decoded) || !again || *again != punycode ? UIDNA_ERROR_INVALID_ACE_LABEL : 0;
}

// The first label of `domain` that is a fake A-label: its offset and UIDNA_ERROR_* bit; a bit
// of 0 when there is none.
std::pair<std::size_t, std::uint32_t> first_fake_a_label(std::string_view domain)
{
    std::uint32_t bit = 0;
    std::size_t const at = detail::find_label(domain, [&](std::size_t b, std::size_t e) {
        return (bit = fake_a_label(domain.substr(b, e - b))) != 0;
    });
    return {bit ? at : 0, bit};
}

result<std::string> process(direction d, std::string_view domain, std::uint32_t ignored)
{
    if (detail::find_invalid_utf8(domain).sequence != domain.size())
        return detail::utf8_error_of(domain);
    // ICU's UTS #46 takes time quadratic in the length of a name with non-ASCII labels
    // (each label's Punycode is spliced into the whole name): longer names are refused, so
    // that a call takes milliseconds. DNS names have at most 253 octets (RFC 1034 §3.1).
    if (domain.size() > max_domain_length) {
        failure e;
        e.code = error::input_too_long;
        e.offset = max_domain_length;
        return e;
    }
    processed r = run(d, domain);
    if (U_FAILURE(r.status))
        return detail::icu_failure(r.status);
    std::uint32_t const errors = r.failures(ignored);
    if (errors == 0) {
        auto const [at, fake] = first_fake_a_label(domain);
        if (fake == 0)
            return std::move(r.text);
        failure e;
        e.code = error::idna_failure;
        e.detail = fake;
        e.offset = at;
        return e;
    }
    failure e;
    e.code = error::idna_failure;
    e.detail = errors;
    e.offset = failing_label(d, domain, ignored);
    return e;
}

} // namespace

result<std::string> idna_to_ascii(std::string_view domain)
{
    return process(direction::to_ascii, domain, ignored_by_to_ascii);
}

result<std::string> idna_to_unicode(std::string_view domain)
{
    return process(direction::to_unicode, domain, ignored_by_to_unicode);
}

} // iris
} // boost
