//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// UTS #46 through ICU (Boost.Locale has no IDNA API).

#define BOOST_IRI_SOURCE

#include <boost/iri/idna.hpp>
#include "utf8_text.hpp"
#include <unicode/uidna.h>
#include <memory>
#include <stdexcept>

namespace boost {
namespace iris {

namespace {

// Non-transitional processing with CheckHyphens (always on in ICU), CheckBidi,
// CheckJoiners and UseSTD3ASCIIRules (UTS #46 §4).
UIDNA const& uts46()
{
    static std::unique_ptr<UIDNA, void (*)(UIDNA*)> const idna = [] {
        UErrorCode ec = U_ZERO_ERROR;
        UIDNA* p = uidna_openUTS46(UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ |
                                       UIDNA_NONTRANSITIONAL_TO_ASCII |
                                       UIDNA_NONTRANSITIONAL_TO_UNICODE,
                                   &ec);
        if (U_FAILURE(ec))
            throw std::runtime_error("ICU: cannot open UTS #46");
        return std::unique_ptr<UIDNA, void (*)(UIDNA*)>(p, uidna_close);
    }();
    return *idna;
}

// VerifyDnsLength is false, as in the WHATWG URL Standard: a host of an IRI need not be a
// DNS name that fits (a trailing dot is fine). ICU always reports the lengths, so they are
// masked: ToASCII ignores empty and long labels (UTS #46 A4_1, A4_2); ToUnicode keeps
// the empty label, which UTS #46 counts as its own error there (X4_2).
constexpr std::uint32_t long_name = UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
constexpr std::uint32_t ignored_by_to_ascii = long_name | UIDNA_ERROR_EMPTY_LABEL;
constexpr std::uint32_t ignored_by_to_unicode = long_name;

using name_function = int32_t (*)(UIDNA const*, char const*, int32_t, char*, int32_t, UIDNAInfo*,
                                  UErrorCode*);

struct processed
{
    std::string text;
    std::uint32_t errors;
};

processed run(name_function f, std::string_view in)
{
    std::string out(in.size() * 4 + 64, '\0');
    for (;;) {
        UIDNAInfo info = UIDNA_INFO_INITIALIZER;
        UErrorCode ec = U_ZERO_ERROR;
        int32_t const n = f(&uts46(), in.data(), static_cast<int32_t>(in.size()), out.data(),
                            static_cast<int32_t>(out.size()), &info, &ec);
        if (ec == U_BUFFER_OVERFLOW_ERROR) {
            out.resize(static_cast<std::size_t>(n));
            continue;
        }
        if (U_FAILURE(ec))
            throw std::runtime_error("ICU: UTS #46 processing failed");
        out.resize(static_cast<std::size_t>(n));
        return {out, info.errors};
    }
}

// The byte offset of the first label that fails on its own, else 0. Labels are separated
// by the four dots of UTS #46 §4 step 1 (after mapping): U+002E, U+3002, U+FF0E, U+FF61.
std::size_t failing_label(name_function f, std::string_view domain, std::uint32_t ignored)
{
    char const* const begin = domain.data();
    char const* const end = begin + domain.size();
    char const* label = begin;
    for (char const* p = begin;; ) {
        char const* next = p;
        bool const at_end = p == end;
        char32_t const c = at_end ? U'.' : detail::decode_utf8(next, end);
        if (c == U'.' || c == 0x3002 || c == 0xFF0E || c == 0xFF61) {
            std::string_view const one(label, static_cast<std::size_t>(p - label));
            if (!one.empty() && (run(f, one).errors & ~ignored) != 0)
                return static_cast<std::size_t>(label - begin);
            label = next;
        }
        if (at_end)
            return 0;
        p = next;
    }
}

parse_result<std::string> process(name_function f, std::string_view domain, std::uint32_t ignored)
{
    if (detail::find_invalid_utf8(domain).sequence != domain.size())
        return detail::utf8_error_of(domain);
    processed const r = run(f, domain);
    std::uint32_t const errors = r.errors & ~ignored;
    if (errors == 0)
        return r.text;
    parse_error e;
    e.code = error::idna_failure;
    e.detail = errors;
    e.offset = failing_label(f, domain, ignored);
    return e;
}

} // namespace

parse_result<std::string> idna_to_ascii(std::string_view domain)
{
    return process(uidna_nameToASCII_UTF8, domain, ignored_by_to_ascii);
}

parse_result<std::string> idna_to_unicode(std::string_view domain)
{
    return process(uidna_nameToUnicodeUTF8, domain, ignored_by_to_unicode);
}

} // iris
} // boost
