//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// UTF conversions, legacy character sets and NFC. Boost.Locale transcodes between the UTFs
// (with conv::stop, never its default "skip") and normalizes. Legacy character sets go
// through ICU's converters, which Boost.Locale wraps but without saying where a conversion
// stopped: ICU stops at the first bad byte and says which, in one pass over the input
// (RFC 3987 §3.1 step 1b: nothing is skipped or replaced). ICU also answers the NFC quick
// check, which Boost.Locale does not offer. No call here lets an exception of ICU or
// Boost.Locale out: a failure of either is an error result.

#define BOOST_IRI_UNICODE_SOURCE

#include <boost/iri/unicode.hpp>
#include "../error_at.hpp"
#include "icu_failure.hpp"
#include "icu_instances.hpp"
#include "stream_safe.hpp"
#include "../utf8_text.hpp"
#include <boost/locale/conversion.hpp>
#include <boost/locale/encoding.hpp>
#include <unicode/normalizer2.h>
#include <unicode/stringpiece.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <vector>

namespace boost {
namespace iris {

namespace {

namespace conv = boost::locale::conv;


// An ICU converter for a legacy character set that stops at the first byte (or character)
// it cannot convert, without substituting or using fallbacks.
class charset_converter
{
public:
    static result<charset_converter> open(std::string_view name)
    {
        // ICU takes an empty name for the platform's default charset: not a name here
        if (name.empty() || name.find('\0') != std::string_view::npos)
            return detail::error_at(error::unknown_charset, 0);
        UErrorCode status = U_ZERO_ERROR;
        charset_converter c(ucnv_open(std::string(name).c_str(), &status));
        if (status == U_FILE_ACCESS_ERROR || status == U_ILLEGAL_ARGUMENT_ERROR)
            return detail::error_at(error::unknown_charset, 0);
        if (U_FAILURE(status))
            return detail::icu_failure(status);
        ucnv_setToUCallBack(c.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
        ucnv_setFromUCallBack(c.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
        if (U_FAILURE(status))
            return detail::icu_failure(status);
        return c;
    }

    UConverter* get() const noexcept { return converter_.get(); }

private:
    explicit charset_converter(UConverter* c) noexcept : converter_(c, ucnv_close) {}
    std::unique_ptr<UConverter, void (*)(UConverter*)> converter_;
};

bool is_conversion_error(UErrorCode status) noexcept
{
    return status == U_INVALID_CHAR_FOUND || status == U_ILLEGAL_CHAR_FOUND ||
           status == U_TRUNCATED_CHAR_FOUND || status == U_ILLEGAL_ESCAPE_SEQUENCE ||
           status == U_UNSUPPORTED_ESCAPE_SEQUENCE;
}

// Converts in chunks of this many code units, so that the memory is that of the result.
constexpr std::size_t chunk = 4096;

// Bytes in a legacy charset to UTF-16, in one pass; an error is at the first bad byte. With
// `offsets`, the source offset of each UTF-16 code unit too.
result<std::u16string> legacy_to_utf16(UConverter* c, std::string_view bytes,
                                             std::vector<std::int32_t>* offsets = nullptr)
{
    std::u16string out;
    char const* source = bytes.data();
    char const* const source_end = source + bytes.size();
    UChar buffer[chunk];
    std::int32_t chunk_offsets[chunk];
    std::size_t consumed_before = 0; // source offsets are per call of ucnv_toUnicode
    for (;;) {
        UChar* target = buffer;
        char const* const call_source = source;
        UErrorCode status = U_ZERO_ERROR;
        // at most INT32_MAX bytes a call: ICU counts in int32_t
        char const* const call_end = source_end - source > INT32_MAX / 2 ? source + INT32_MAX / 2 : source_end;
        ucnv_toUnicode(c, &target, buffer + chunk, &source, call_end, offsets ? chunk_offsets : nullptr,
                       call_end == source_end, &status);
        out.append(buffer, static_cast<std::size_t>(target - buffer));
        if (offsets)
            for (std::int32_t const* o = chunk_offsets; o != chunk_offsets + (target - buffer); ++o)
                offsets->push_back(static_cast<std::int32_t>(consumed_before) + *o);
        if (status == U_BUFFER_OVERFLOW_ERROR || (U_SUCCESS(status) && source != source_end)) {
            consumed_before += static_cast<std::size_t>(source - call_source);
            continue;
        }
        if (U_SUCCESS(status))
            return out;
        if (!is_conversion_error(status))
            return detail::icu_failure(status);
        // the bad bytes are the last ones read
        char invalid[32];
        std::int8_t length = sizeof invalid;
        UErrorCode ignored = U_ZERO_ERROR;
        ucnv_getInvalidChars(c, invalid, &length, &ignored);
        std::size_t const read = static_cast<std::size_t>(source - bytes.data());
        return detail::error_at(error::invalid_charset_data, read - std::min<std::size_t>(read, U_SUCCESS(ignored) ? length : 0));
    }
}

// The index of the first unpaired surrogate, or the size (some charsets, SCSU and BOCU-1
// among them, can encode one).
std::size_t find_unpaired_surrogate(std::u16string_view s) noexcept
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        char16_t const u = s[i];
        if (u >= 0xD800 && u <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF)
            ++i;
        else if (u >= 0xD800 && u <= 0xDFFF)
            return i;
    }
    return s.size();
}

// The UTF-8 offset in `utf8` of UTF-16 code unit `index` of the same text.
std::size_t utf8_offset_of(std::string_view utf8, std::size_t index) noexcept
{
    char const* p = utf8.data();
    char const* const end = p + utf8.size();
    for (std::size_t units = 0; p != end && units < index;)
        units += detail::decode_utf8(p, end) > 0xFFFF ? 2 : 1;
    return static_cast<std::size_t>(p - utf8.data());
}

} // namespace

result<void> check_utf8(std::string_view s) noexcept
{
    detail::utf8_error const bad = detail::find_invalid_utf8(s);
    if (bad.sequence == s.size())
        return {};
    return detail::error_at(error::invalid_utf8, bad.byte);
}

result<std::string> utf16_to_utf8(std::u16string_view s)
{
    if (std::size_t const bad = find_unpaired_surrogate(s); bad != s.size())
        return detail::error_at(error::invalid_utf16, bad, s[bad]);
    // valid UTF-16: conv::stop has nothing to stop at
    return conv::utf_to_utf<char>(s.data(), s.data() + s.size(), conv::stop);
}

result<std::string> utf32_to_utf8(std::u32string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] > 0x10FFFF || (s[i] >= 0xD800 && s[i] <= 0xDFFF))
            return detail::error_at(error::invalid_utf32, i);
    return conv::utf_to_utf<char>(s.data(), s.data() + s.size(), conv::stop);
}

result<std::string> charset_to_utf8(std::string_view bytes, std::string_view charset)
{
    auto converter = charset_converter::open(charset);
    if (!converter)
        return converter.error();
    auto const utf16 = legacy_to_utf16(converter->get(), bytes);
    if (!utf16)
        return utf16.error();
    // the byte of `bytes` a UTF-16 code unit came from: converted once more, with the
    // offsets (error paths only)
    auto const source_of = [&](std::size_t unit) -> std::size_t {
        std::vector<std::int32_t> offsets;
        ucnv_resetToUnicode(converter->get());
        legacy_to_utf16(converter->get(), bytes, &offsets);
        return unit < offsets.size() ? static_cast<std::size_t>(offsets[unit]) : 0;
    };
    if (std::size_t const bad = find_unpaired_surrogate(*utf16); bad != utf16->size())
        return detail::error_at(error::invalid_charset_data, source_of(bad));
    auto const utf8 = conv::utf_to_utf<char>(utf16->data(), utf16->data() + utf16->size(), conv::stop);
    // RFC 3987 §3.1 step 1b: from a non-Unicode encoding, normalize to NFC.
    auto normalized = to_nfc(utf8);
    if (!normalized && normalized.error().code == error::not_stream_safe) {
        // the offset in the input: the UTF-16 code units before it, then their source
        failure e = normalized.error();
        std::size_t units = 0;
        for (char const* p = utf8.data(); p < utf8.data() + e.offset;)
            units += detail::decode_utf8(p, utf8.data() + utf8.size()) > 0xFFFF ? 2 : 1;
        e.offset = source_of(units);
        return e;
    }
    return normalized;
}

result<std::string> utf8_to_charset(std::string_view utf8, std::string_view charset)
{
    if (auto ok = check_utf8(utf8); !ok)
        return ok.error();
    auto converter = charset_converter::open(charset);
    if (!converter)
        return converter.error();
    std::u16string const utf16 = conv::utf_to_utf<char16_t>(utf8.data(), utf8.data() + utf8.size(), conv::stop);
    std::string out;
    UChar const* source = reinterpret_cast<UChar const*>(utf16.data());
    UChar const* const source_end = source + utf16.size();
    char buffer[chunk];
    for (;;) {
        char* target = buffer;
        UErrorCode status = U_ZERO_ERROR;
        ucnv_fromUnicode(converter->get(), &target, buffer + chunk, &source, source_end, nullptr, true, &status);
        out.append(buffer, static_cast<std::size_t>(target - buffer));
        if (status == U_BUFFER_OVERFLOW_ERROR)
            continue;
        if (U_SUCCESS(status))
            return out;
        if (!is_conversion_error(status))
            return detail::icu_failure(status);
        // the character that does not convert is the last one read
        UChar invalid[4];
        std::int8_t length = 4;
        UErrorCode ignored = U_ZERO_ERROR;
        ucnv_getInvalidUChars(converter->get(), invalid, &length, &ignored);
        std::size_t const read = static_cast<std::size_t>(source - reinterpret_cast<UChar const*>(utf16.data()));
        std::size_t const at = utf8_offset_of(utf8, read - std::min<std::size_t>(read, U_SUCCESS(ignored) ? length : 0));
        char const* p = utf8.data() + at;
        return detail::error_at(error::unmappable_character, at, detail::decode_utf8(p, utf8.data() + utf8.size()));
    }
}

result<bool> is_nfc(std::string_view utf8)
{
    if (detail::is_ascii(utf8))
        return true;
    if (auto ok = check_utf8(utf8); !ok)
        return ok.error();
    if (utf8.size() > INT32_MAX)
        return detail::error_at(error::input_too_long, INT32_MAX);
    detail::icu_instances const& shared = detail::shared_icu();
    if (U_FAILURE(shared.status))
        return detail::icu_failure(shared.status);
    if (std::size_t const at = detail::find_unsafe_run(utf8, *shared.nfc); at != std::string_view::npos) {
        char const* p = utf8.data() + at;
        return detail::error_at(error::not_stream_safe, at, detail::decode_utf8(p, utf8.data() + utf8.size()));
    }
    UErrorCode ec = U_ZERO_ERROR;
    bool const normalized =
        shared.nfc->isNormalizedUTF8(icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())), ec);
    if (U_FAILURE(ec))
        return detail::icu_failure(ec);
    return normalized;
}

result<std::string> to_nfc(std::string_view utf8)
{
    auto const normalized = is_nfc(utf8);
    if (!normalized)
        return normalized.error();
    if (*normalized)
        return std::string(utf8);
    try {
        return boost::locale::normalize(utf8.data(), utf8.data() + utf8.size(),
                                        boost::locale::norm_nfc, detail::shared_icu().locale);
    }
    catch (std::bad_alloc const&) {
        throw;
    }
    catch (std::exception const&) {
        // Boost.Locale without its ICU backend: not the input's fault
        return detail::icu_failure(U_MISSING_RESOURCE_ERROR);
    }
}

} // iris
} // boost
