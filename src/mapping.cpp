//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI -> URI (RFC 3987 §3.1, 3987bis §3.3-3.6), URI -> IRI (RFC 3987 §3.2, 3987bis §4),
// LEIRI -> IRI (3987bis §6.2-6.3) and pre-processing (IRI processing draft §4): what needs
// no Unicode data. IDNA hosts and query charsets (src/unicode/mapping.cpp) join in through
// detail::mapping_steps.

#define BOOST_IRI_SOURCE

#include <boost/iri/mapping.hpp>
#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include "error_at.hpp"
#include "mapping_core.hpp"
#include "percent.hpp"
#include "syntax_steps.hpp"
#include "utf8_text.hpp"
#include "view_access.hpp"
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iterator>
#include <stdexcept>
#include <utility>

namespace boost {
namespace iris {

namespace {

using detail::append_pct;
using detail::hex_digits;

// The eight bytes at `p`, the first the lowest.
std::uint64_t little_endian_word(char const* p) noexcept
{
    std::uint64_t w;
    std::memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w;
}

// In byte k of the result, how many of the eight bytes of `word` (the first the lowest) up to
// the k-th are not ASCII.
std::uint64_t non_ascii_sums(std::uint64_t word) noexcept
{
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    return ((word >> 7) & ones) * ones; // each sum at most 8: no carry
}

// The same of the eight bytes at `p`.
std::uint64_t non_ascii_sums(char const* p) noexcept
{
    return non_ascii_sums(little_endian_word(p));
}

// The bytes >= 0x80, eight at a time.
std::size_t count_non_ascii(std::string_view s) noexcept
{
    std::size_t n = 0;
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8)
        n += static_cast<std::size_t>(non_ascii_sums(s.data() + i) >> 56); // the sum of all eight
    for (; i < s.size(); ++i)
        n += static_cast<unsigned char>(s[i]) >> 7;
    return n;
}

// Each octet as RFC 3987 §3.1 step 2 writes it, in the first bytes of four: an ASCII one as
// it is, the others as "%HH".
constexpr std::array<std::array<char, 4>, 256> encoded_forms = [] {
    std::array<std::array<char, 4>, 256> t{};
    for (int octet = 0; octet < 256; ++octet)
        t[octet] = octet < 0x80 ? std::array<char, 4>{static_cast<char>(octet), 0, 0, 0}
                                : std::array<char, 4>{'%', hex_digits[octet >> 4], hex_digits[octet & 15], 0};
    return t;
}();

// In byte k, k: where each of eight bytes goes when none before it grows.
constexpr std::uint64_t byte_ramp = 0x0706050403020100ull;

// Where each of the eight octets of a word goes once those before it that are not ASCII have
// become three bytes, from `sums` (in byte k, how many of the octets up to the k-th are not
// ASCII): in byte k, k + 2 * (the non-ASCII octets before it), at most 21 (no carry).
std::uint64_t encoded_places_in_word(std::uint64_t sums) noexcept
{
    return 2 * (sums << 8) + byte_ramp;
}

// The eight bytes of `word` at `to`, the lowest first.
void store_little_endian(unsigned char* to, std::uint64_t word) noexcept
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    std::memcpy(to, &word, 8);
}

// The room that `write_encoded_non_ascii` needs after the text it writes: its last word, the
// bytes after the last whole word and NULs up to eight, is written as 24 bytes.
constexpr std::size_t encoded_word_room = 24;

// RFC 3987 §3.1 step 2 of a word of eight octets, in the two ways `write_encoded_non_ascii`
// writes one: `write(w, p, i, noted)` writes the i-th word of a text, at `p`, at `w` with
// `encoded_word_room` bytes of room after what it writes, calls `noted(i, w, places)` with
// `places` (encoded_places_in_word) and gives where the writing ends.

// Portable: the octets copied where they are ASCII, else each octet written at its own place
// from `encoded_forms`, eight writes none of which waits for the one before, and no loop whose
// end the processor could not predict.
struct encoded_by_octet
{
    template <class Noted>
    static BOOST_FORCEINLINE char* write(char* w, char const* p, std::size_t i, Noted& noted) noexcept
    {
        std::uint64_t const word = little_endian_word(p);
        if ((word & 0x8080808080808080ull) == 0) {
            noted(i, w, byte_ramp);
            std::memcpy(w, p, 8);
            return w + 8;
        }
        std::uint64_t const sums = non_ascii_sums(word);
        std::uint64_t const places = encoded_places_in_word(sums);
        noted(i, w, places);
        auto const put = [&](int k) {
            std::memcpy(w + ((places >> (8 * k)) & 0xFF), encoded_forms[static_cast<unsigned char>(p[k])].data(), 4);
        };
        put(0), put(1), put(2), put(3), put(4), put(5), put(6), put(7);
        return w + 8 + 2 * (sums >> 56);
    }
};

#if defined(BOOST_IRI_SSSE3)
// For each pattern of the non-ASCII octets of a word (bit k: the k-th octet), where each of
// the 24 bytes `encoded_by_shuffle` writes comes from, as two shuffles of 16 bytes: of the
// word's octets and "%"s (k: the k-th octet, 8: a "%"), and of their hex digits (k: the high
// digit of the k-th octet, 8 + k: its low one); 0x80 in the one where the byte comes from the
// other. Past what the word becomes, any: room. The 8 bytes written after the first 16 leave
// the upper halves of `second`'s shuffles free: they hold the word's places
// (encoded_places_in_word) and how much it grows.
struct alignas(64) encoded_word_shuffle // one cache line
{
    struct half
    {
        alignas(16) unsigned char octets[16];
        alignas(16) unsigned char digits[16];
    };
    half first, second; ///< the first 16 bytes written, the 8 after them

    std::uint64_t places() const noexcept
    {
        std::uint64_t p;
        std::memcpy(&p, second.octets + 8, 8);
        return p; // little-endian: x86
    }
    unsigned char growth() const noexcept { return second.digits[8]; }
};

constexpr std::array<encoded_word_shuffle, 256> encoded_word_shuffles = [] {
    std::array<encoded_word_shuffle, 256> t{};
    for (unsigned pattern = 0; pattern != 256; ++pattern) {
        unsigned char octets[32] = {}, digits[32] = {};
        unsigned at = 0;
        for (unsigned char k = 0; k != 8; ++k) {
            octets[24 + k] = static_cast<unsigned char>(at); // where the k-th octet goes
            if (pattern >> k & 1) {
                octets[at] = 8, digits[at++] = 0x80;
                octets[at] = 0x80, digits[at++] = k;
                octets[at] = 0x80, digits[at++] = static_cast<unsigned char>(8 + k);
            }
            else
                octets[at] = k, digits[at++] = 0x80;
        }
        digits[24] = static_cast<unsigned char>(at - 8);
        for (unsigned b = at; b != 24; ++b)
            digits[b] = 0x80;
        for (unsigned b = 0; b != 16; ++b) {
            t[pattern].first.octets[b] = octets[b], t[pattern].first.digits[b] = digits[b];
            t[pattern].second.octets[b] = octets[16 + b], t[pattern].second.digits[b] = digits[16 + b];
        }
    }
    return t;
}();

// SSSE3: the word's octets with "%"s, and their hex digits (two nibble lookups), each placed
// by shuffles that the pattern of its non-ASCII octets chooses: the same steps for any word,
// so no branch on whether it is ASCII, which the processor mispredicts where IRIs mix ASCII
// and other scripts.
struct encoded_by_shuffle
{
    static BOOST_IRI_SSSE3_FUNCTION __m128i placed(__m128i octets, __m128i digits,
                                                   encoded_word_shuffle::half const& from) noexcept
    {
        return _mm_or_si128(_mm_shuffle_epi8(octets, _mm_load_si128(reinterpret_cast<__m128i const*>(from.octets))),
                            _mm_shuffle_epi8(digits, _mm_load_si128(reinterpret_cast<__m128i const*>(from.digits))));
    }

    template <class Noted>
    static BOOST_IRI_SSSE3_FUNCTION char* write(char* w, char const* p, std::size_t i, Noted& noted) noexcept
    {
        __m128i const octets = _mm_loadl_epi64(reinterpret_cast<__m128i const*>(p));
        __m128i const nibbles = _mm_set1_epi8(0x0F);
        __m128i const digits =
            _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<__m128i const*>(hex_digits)),
                             _mm_unpacklo_epi64(_mm_and_si128(_mm_srli_epi16(octets, 4), nibbles), _mm_and_si128(octets, nibbles)));
        __m128i const with_percent = _mm_or_si128(octets, _mm_set_epi64x(0x2525252525252525ll, 0));
        encoded_word_shuffle const& from = encoded_word_shuffles[static_cast<unsigned>(_mm_movemask_epi8(octets))];
        noted(i, w, from.places());
        _mm_storeu_si128(reinterpret_cast<__m128i*>(w), placed(with_percent, digits, from.first));
        _mm_storel_epi64(reinterpret_cast<__m128i*>(w + 16), placed(with_percent, digits, from.second));
        return w + 8 + from.growth();
    }
};
#endif

// RFC 3987 §3.1 step 2: every octet of a non-ASCII character becomes %HH, written at `w`,
// which has room for `s`, two more bytes a non-ASCII octet, and `encoded_word_room` bytes
// after them; gives where the writing ends. A word of eight bytes at a time (`Words`); the
// bytes after the last whole word as one more word, NULs after them (written as one byte each,
// into the room), so that no loop but the words' has an end the processor could not predict.
// `noted(i, w, places)`: the i-th word of eight bytes of `s`, the last one that word, starts
// to be written at `w`; `places` holds in byte k where the word's k-th byte goes from there
// (for the last word: where the text ends, at the first NUL).
template <class Words, class Noted>
BOOST_FORCEINLINE char* write_encoded_words(char* w, std::string_view s, Noted noted) noexcept
{
    std::size_t const words = s.size() / 8, rest = s.size() % 8;
    for (std::size_t i = 0; i != words; ++i)
        w = Words::write(w, s.data() + 8 * i, i, noted);
    // the last bytes, in the lowest of a word (from the last eight bytes of the text where it
    // has eight: a shift, where copying them would be a loop)
    unsigned char last[8] = {};
    if (words != 0)
        store_little_endian(last, (little_endian_word(s.data() + s.size() - 8) >> (8 * (7 - rest))) >> 8);
    else
        for (std::size_t k = 0; k != rest; ++k)
            last[k] = static_cast<unsigned char>(s[k]);
    w = Words::write(w, reinterpret_cast<char const*>(last), words, noted);
    return w - (8 - rest); // less the NULs
}

#if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
// `write_encoded_words` by shuffles, for processors with SSSE3 in a build that does not
// assume them: compiled for SSSE3 with everything it calls inlined into it.
template <class Noted>
__attribute__((target("ssse3"), flatten)) char* write_encoded_by_shuffle(char* w, std::string_view s, Noted noted) noexcept
{
    return write_encoded_words<encoded_by_shuffle>(w, s, noted);
}
#endif

// `write_encoded_words` in the way the processor allows.
template <class Noted>
char* write_encoded_non_ascii(char* w, std::string_view s, Noted noted) noexcept
{
#if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
    if (detail::has_ssse3())
        return write_encoded_by_shuffle(w, s, noted);
    return write_encoded_words<encoded_by_octet>(w, s, noted);
#elif defined(BOOST_IRI_SSSE3)
    return write_encoded_words<encoded_by_shuffle>(w, s, noted);
#else
    return write_encoded_words<encoded_by_octet>(w, s, noted);
#endif
}

char* write_encoded_non_ascii(char* w, std::string_view s) noexcept
{
    return write_encoded_non_ascii(w, s, [](std::size_t, char*, std::uint64_t) {});
}

// The same, appended to `out`: its size is known first.
void append_encoded_non_ascii(detail::text_buffer& out, std::string_view s)
{
    std::size_t const at = out.size();
    std::size_t const size = at + s.size() + 2 * count_non_ascii(s);
    out.resize_for_overwrite(size + encoded_word_room);
    write_encoded_non_ascii(out.data() + at, s);
    out.resize_for_overwrite(size);
}

// A text of up to `longest` bytes written by `write_encoded_non_ascii`, which noted where each
// of its words of eight bytes went and where each byte of a word went from there: where any
// place of the text went is then two loads and an add (no loop, whose end the processor could
// not predict, and no branch).
class encoded_places
{
public:
    static constexpr std::size_t longest = 256;

    /// Of a text to be written at `out`.
    explicit encoded_places(char const* out) noexcept : out_(out) {}

    /// For `write_encoded_non_ascii`.
    void operator()(std::size_t word, char const* w, std::uint64_t places) noexcept
    {
        words_[word] = static_cast<std::uint32_t>(w - out_);
        store_little_endian(in_word_ + 8 * word, places);
    }

    /// Where the byte at `at` (or the end, at the text's size) went.
    std::size_t operator()(std::size_t at) const noexcept { return words_[at / 8] + in_word_[at]; }

    /// Where each part of the text, laid out as `in`, went.
    void starts_of(detail::iri_layout const& in, std::size_t (&starts)[detail::part_end]) const noexcept
    {
        detail::for_each_part([&](auto p) { starts[p] = (*this)(in.begin_of(p)); });
    }

private:
    char const* out_;
    std::uint32_t words_[longest / 8 + 1];
    unsigned char in_word_[8 * (longest / 8 + 1)]; ///< of each byte, where it went from its word's place
};

// The ASCII characters that `to_uri` encodes before anything else: the unsafe printable
// ones when asked (RFC 3987 §3.1), and under the leiri profile all the ASCII characters of
// 3987bis §6.3, as a LEIRI becomes a URI (§6.2): space, the unsafe ones, the C0 controls and
// DEL. (The non-ASCII characters of §6.3 are encoded like every other non-ASCII one.)
struct ascii_to_encode
{
    bool unsafe = false;
    bool leiri = false;

    /// For an input of grammar `p`.
    ascii_to_encode(to_uri_options const& o, profile p) noexcept
        : unsafe(o.encode_unsafe_ascii), leiri(p == profile::leiri)
    {
    }

    bool any() const noexcept { return unsafe || leiri; }

    bool operator()(char c) const noexcept
    {
        unsigned char const u = static_cast<unsigned char>(c);
        return (leiri && detail::is_leiri_only_ascii(u)) || (unsafe && detail::is_unsafe_ascii(u));
    }
};

// 3987bis §3.5: "a document charset other than one which is UCS-based".
bool is_ucs_based(std::string_view charset)
{
    if (charset.empty())
        return true;
    std::string key;
    for (char c : charset)
        if (c != '-' && c != '_')
            key += detail::ascii_lower(c);
    for (std::string_view ucs : {"", "utf8", "utf16", "utf16le", "utf16be", "utf32", "utf32le",
                                 "utf32be", "ucs2", "ucs4", "iso10646ucs2", "iso10646ucs4"})
        if (key == ucs)
            return true;
    return false;
}

failure moved(failure e, std::size_t by)
{
    e.offset += by;
    return e;
}

// ---- IRI -> URI ---------------------------------------------------------------------------

bool is_http(std::string_view scheme)
{
    return detail::ascii_iequals(scheme, "http") || detail::ascii_iequals(scheme, "https");
}

// The offset in the original input of `offset` in the text where each ASCII character
// that `encoded` says had become three.
std::size_t offset_before_encoding(std::string_view original, std::size_t offset, ascii_to_encode encoded)
{
    std::size_t written = 0;
    for (std::size_t i = 0; i < original.size(); ++i) {
        std::size_t const width = encoded(original[i]) ? 3 : 1;
        if (written + width > offset)
            return i;
        written += width;
    }
    return original.size();
}

// ---- URI -> IRI ---------------------------------------------------------------------------


// ---- LEIRI -> IRI -------------------------------------------------------------------------

// 3987bis §6.3, with private use and tags allowed in the query (they are iprivate there).
bool leiri_only(char32_t c, bool in_query) noexcept
{
    if (c < 0x80)
        return detail::is_leiri_only_ascii(static_cast<unsigned char>(c));
    if (c <= 0x9F)
        return true; // C1 controls
    if (detail::is_bidi_formatting(c))
        return true; // bidi formatting characters: §6.3's, and ALM and the isolates (RFC 3987 §4.1)
    if (c >= 0xFFF0 && c <= 0xFFFD)
        return true; // specials
    if (detail::is_noncharacter(c))
        return true; // noncharacters
    if (detail::is_iprivate(c, profile::rfc3987bis))
        return !in_query; // private use and tags
    return false;
}


// The layout of a mapping's result in `out`, of a text laid out as `in` whose parts now start
// at `starts` (once the result is seen to fit the longest text), in the grammar of the result:
// a URI's (to_uri) or an IRI's of the input's profile (to_iri; an input parsed as a URI gives
// an RFC 3987 IRI), with the input's zone identifiers. The parts keep their delimiters and
// stay of their own rule (3987bis §3.6: the components mapped, reassembled with the original
// delimiters), so the result needs no parse; a reg-name that a mapping turns into a dotted
// quad is an IPv4 host afterwards (RFC 3986 §3.2.2). `host_rewritten`: whether the host may be
// other than the input's with its non-ASCII percent-encoded (IDNA, %HH decoded); a reg-name
// that only gained %HH holds a "%", and no dotted quad does.
void lay_out(detail::iri_layout& layout, detail::iri_layout const& in, profile p,
             std::size_t const (&starts)[detail::part_end], detail::text_buffer const& out,
             bool host_rewritten) noexcept
{
    layout = in;
    layout.options.profile = p;
    detail::set_starts(layout, starts);
    layout.size = static_cast<std::uint32_t>(out.size());
    layout.data = out.data();
    if (host_rewritten && layout.host == host_type::reg_name &&
        detail::is_ipv4address(std::string_view(out).substr(layout.start[detail::part_host], layout.length(detail::part_host))))
        layout.host = host_type::ipv4;
}

// The same, as a view of `out`.
iri_view laid_out(detail::iri_layout const& in, profile p, std::size_t const (&starts)[detail::part_end],
                  detail::text_buffer const& out, bool host_rewritten) noexcept
{
    detail::iri_layout layout;
    lay_out(layout, in, p, starts, out, host_rewritten);
    return detail::view_access::view(layout);
}

// Whether the host of `x` goes through IDNA (3987bis §3.4.2) and changes there. (This and
// `charset_query` are asked on every to_uri, most often with neither step: inlined, 16
// instructions less a line, 1-2 % of to_uri on urls_ascii.)
BOOST_FORCEINLINE bool idna_host(iri_view_base const& x, detail::mapping_steps const& steps)
{
    return steps.host_to_uri && x.host_type() == host_type::reg_name &&
           !(steps.host_to_uri_keeps && steps.host_to_uri_keeps(x.encoded_host()));
}

// Whether the query of `x` is mapped in another charset than UTF-8 (3987bis §3.5).
BOOST_FORCEINLINE bool charset_query(iri_view_base const& x, detail::mapping_steps const& steps)
{
    return steps.query_to_uri && x.has_query() && is_http(x.scheme()) && !is_ucs_based(steps.query_charset);
}

// Where each part of `text`, laid out as `in`, starts once every non-ASCII byte before it has
// become three (RFC 3987 §3.1 step 2); gives how many bytes the text grows by.
std::size_t encoded_starts(detail::iri_layout const& in, std::string_view text,
                           std::size_t (&starts)[detail::part_end]) noexcept
{
    std::size_t moved = 0;
    for (unsigned p = detail::part_scheme; p != detail::part_end; ++p) {
        auto const part = static_cast<detail::part>(p);
        starts[part] = in.begin_of(part) + moved;
        moved += 2 * count_non_ascii(text.substr(in.begin_of(part), in.length(part)));
    }
    return moved;
}

// The layout of `x` for its text copied into `out`, under the grammar `p`.
void same_layout(iri_view_base const& x, profile p, detail::text_buffer const& out, detail::iri_layout& layout) noexcept
{
    layout = detail::view_access::layout(x);
    layout.options.profile = p;
    layout.data = out.data();
}

// The text of `x` as it is into `out`, laid out in `layout` under the grammar `p`: a mapping
// that changes nothing.
void same_text(iri_view_base const& x, profile p, detail::text_buffer& out, detail::iri_layout& layout)
{
    out.clear();
    out.append(x.buffer()); // not assign, which checks for a part of itself
    same_layout(x, p, out, layout);
}

// `mapped_alike` of a text that is not seen to be ASCII as it is copied: too long for that
// look, or holding other bytes.
BOOST_NOINLINE result<void> encoded_alike(iri_view_base const& x, detail::text_buffer& out, detail::iri_layout& layout)
{
    detail::iri_layout const& in = detail::view_access::layout(x);
    std::string_view const text = x.buffer();
    if (text.size() > detail::max_input_size / 3 && detail::is_ascii(text)) {
        same_text(x, profile::uri, out, layout);
        return {};
    }
    std::size_t starts[detail::part_end];
    if (text.size() <= encoded_places::longest) {
        // no encoding can pass the longest text: written in one go, each part then found
        // where its first byte went
        out.resize_for_overwrite(3 * text.size() + encoded_word_room);
        encoded_places places(out.data());
        std::size_t const size = static_cast<std::size_t>(
            write_encoded_non_ascii(out.data(), text, std::ref(places)) - out.data());
        out.resize_for_overwrite(size);
        places.starts_of(in, starts);
        lay_out(layout, in, profile::uri, starts, out, false);
        return {};
    }
    // each part moves by two bytes for each non-ASCII byte before it; the text is written in one go
    std::size_t const moved = encoded_starts(in, text, starts);
    // past the longest text (compared so that no sum wraps where size_t has 32 bits)
    if (moved > detail::max_input_size - text.size())
        return detail::result_too_long(starts);
    std::size_t const size = text.size() + moved;
    out.resize_for_overwrite(size + encoded_word_room);
    write_encoded_non_ascii(out.data(), text);
    out.resize_for_overwrite(size);
    lay_out(layout, in, profile::uri, starts, out, false);
    return {};
}

// RFC 3987 §3.1 of `x` into `out` when every part maps alike (§3.3), laid out in `layout`.
// Fails only past the longest text, and then before `out` and `layout` are touched: a text
// whose encoding may pass it is measured first (the size, then each part where it now starts).
// An ASCII text is its own URI: looked at as it is copied, where no encoding of it can pass
// the longest text (three bytes an octet), in the caller (a call less, and the copy's own:
// about 40 instructions, a quarter of to_uri over the parse on urls_ascii); a text with other
// bytes is then written over.
BOOST_FORCEINLINE result<void> mapped_alike(iri_view_base const& x, detail::text_buffer& out, detail::iri_layout& layout)
{
    std::string_view const text = x.buffer();
    if (text.size() <= detail::max_input_size / 3) {
        out.resize_for_overwrite(text.size());
        if (detail::copy_is_ascii(out.data(), text.data(), text.size())) {
            same_layout(x, profile::uri, out, layout);
            return {};
        }
    }
    return encoded_alike(x, out, layout);
}

// RFC 3987 §3.1 of `x` into `out`.
result<iri_view> mapped_to_uri(iri_view_base const& x, detail::text_buffer& out, detail::mapping_steps const& steps)
{
    bool const idna = idna_host(x, steps);
    bool const charset = charset_query(x, steps);
    if (!idna && !charset) {
        detail::iri_layout layout;
        if (auto const alike = mapped_alike(x, out, layout); !alike)
            return alike.error();
        return detail::view_access::view(layout);
    }
    // 3987bis §3.6: each part mapped on its own
    detail::iri_layout const& in = detail::view_access::layout(x);
    std::string_view const text = x.buffer();
    out.clear();
    std::size_t starts[detail::part_end]; // a part not begun starts past the limit
    std::fill(std::begin(starts), std::end(starts), SIZE_MAX);
    // Where size_t has 32 bits, three times the longest text (or a query in a charset) may
    // pass what a std::string holds before it is measured: std::length_error says so there.
    try {
        for (unsigned p = detail::part_scheme; p != detail::part_end; ++p) {
            auto const part = static_cast<detail::part>(p);
            starts[part] = out.size();
            std::string_view const t = text.substr(in.begin_of(part), in.length(part));
            if (part == detail::part_host && idna) {
                if (auto r = steps.host_to_uri(out, t); !r)
                    return moved(r.error(), in.begin_of(part));
            }
            else if (part == detail::part_query && charset) {
                out += '?';
                if (auto r = steps.query_to_uri(out, t.substr(1), steps.query_charset); !r)
                    return moved(r.error(), in.begin_of(part) + 1);
            }
            else
                append_encoded_non_ascii(out, t);
        }
    }
    catch (std::length_error const&) {
        return detail::result_too_long(starts);
    }
    if (out.size() > detail::max_input_size)
        return detail::result_too_long(starts);
    return laid_out(in, profile::uri, starts, out, idna);
}

// RFC 3987 §3.1 of `text` under `grammar`, with the ASCII that `encoded` says encoded first
// (RFC 3987 §3.1 step 2, 3987bis §6.2), into `out`; errors with offsets in `text`.
result<iri_view> to_uri_of_text(std::string_view text, parse_options const& grammar, ascii_to_encode encoded,
                                      detail::text_buffer& out, detail::mapping_steps const& steps)
{
    if (!encoded.any() || std::none_of(text.begin(), text.end(), encoded)) {
        auto const parsed = parse_iri_reference(text, grammar);
        if (!parsed)
            return parsed.error();
        return mapped_to_uri(*parsed, out, steps);
    }
    if (text.size() > detail::max_input_size)
        return detail::input_too_long();
    // two more bytes for each; the result is at least as long (compared so that no sum wraps
    // where size_t has 32 bits)
    std::size_t const more = 2 * static_cast<std::size_t>(std::count_if(text.begin(), text.end(), encoded));
    if (more > detail::max_input_size - text.size())
        return detail::in_result(detail::error_at(error::result_too_long, detail::max_input_size));
    std::string with_safe_ascii;
    with_safe_ascii.reserve(text.size() + more);
    for (char c : text) {
        if (encoded(c))
            append_pct(with_safe_ascii, static_cast<unsigned char>(c));
        else
            with_safe_ascii += c;
    }
    auto const parsed = parse_iri_reference(with_safe_ascii, grammar);
    auto r = parsed ? mapped_to_uri(*parsed, out, steps) : result<iri_view>(parsed.error());
    if (!r && r.error().operand == 0) { // where the error is in the input, which had fewer bytes
        failure e = r.error();
        e.offset = offset_before_encoding(text, e.offset, encoded);
        return e;
    }
    return r;
}

} // namespace

namespace {

// Whether `x` holds ASCII that `to_uri` encodes first. Only a LEIRI does (3987bis §6.3): no
// other profile's grammar takes a space, "<", ">", '"', "{", "}", "|", "\", "^" or "`" anywhere.
bool has_ascii_to_encode(iri_view_base const& x, ascii_to_encode const& encoded)
{
    std::string_view const text = x.buffer();
    return x.options().profile == profile::leiri && std::any_of(text.begin(), text.end(), encoded);
}

} // namespace

result<iri_view> detail::to_uri(iri_view_base const& x, to_uri_options const& options,
                                      mapping_steps const& steps, detail::text_buffer& out)
{
    ascii_to_encode const encoded(options, x.options().profile); // its own grammar's
    if (!has_ascii_to_encode(x, encoded))
        return mapped_to_uri(x, out, steps);
    return to_uri_of_text(x.buffer(), x.options(), encoded, out, steps); // a LEIRI's ASCII first
}

namespace {

// `to_uri` into `dest` through a thread's buffer: for the mappings that may fail once they
// write, and where `x` views `dest`.
BOOST_NOINLINE result<void> to_uri_apart(iri_view_base const& x, to_uri_options const& options,
                                         detail::mapping_steps const& steps, iri& dest)
{
    return detail::into(detail::to_uri(x, options, steps, *detail::mapping_text()), dest);
}

// `to_uri` into `dest`: straight into its text where every part maps alike. Inlined into
// each entry point, which knows its steps (none, for to_uri_options: 17 instructions less a
// line on urls_ascii and on iris_unicode).
BOOST_FORCEINLINE result<void> to_uri_into(iri_view_base const& x, to_uri_options const& options,
                                           detail::mapping_steps const& steps, iri& dest)
{
    using detail::view_access;
    if (!has_ascii_to_encode(x, ascii_to_encode(options, x.options().profile)) && !idna_host(x, steps) &&
        !charset_query(x, steps) && !view_access::views(x, dest)) {
        return mapped_alike(x, view_access::text(dest), view_access::layout_to_write(dest));
    }
    return to_uri_apart(x, options, steps, dest);
}

} // namespace

result<void> detail::to_uri(iri_view_base const& x, to_uri_options const& options, mapping_steps const& steps,
                            iri& dest)
{
    return to_uri_into(x, options, steps, dest);
}

result<iri_view> detail::to_uri(std::string_view text, to_uri_options const& options,
                                      mapping_steps const& steps, detail::text_buffer& out)
{
    return to_uri_of_text(text, options.parse, ascii_to_encode(options, options.parse.profile), out, steps);
}

namespace {

// The grammar of what to_iri makes of `x`: a URI's becomes RFC 3987's.
profile iri_profile_of(iri_view_base const& x) noexcept
{
    return x.options().profile == profile::uri ? profile::rfc3987 : x.options().profile;
}

// Whether RFC 3987 §3.2 leaves `x` as it is: no %HH to decode, and no host for 3987bis §4
// step 6 to map to Unicode.
bool same_as_iri(iri_view_base const& x, detail::mapping_steps const& steps) noexcept
{
    return !(steps.host_to_iri && x.host_type() == host_type::reg_name) && !detail::has_percent(x.buffer());
}

// RFC 3987 §3.2 of `x` into `out`, laid out in `layout`, where it changes `x` (not
// `same_as_iri`): %HH decoded where 3987bis §4 allows it, the delimiters, the scheme, the port
// and IP hosts as they are. Fails only past the longest text, and then with `out` and `layout`
// as they were. (The layout is written where it is kept: a layout handed back in a result and
// copied from there is read in sixteen bytes just after the narrower stores that wrote it, which
// the processor cannot forward.)
result<void> decoded_to_iri(iri_view_base const& x, detail::text_buffer& out, detail::iri_layout& layout,
                            detail::mapping_steps const& steps)
{
    detail::iri_layout const& in = detail::view_access::layout(x);
    profile const iri_profile = iri_profile_of(x);
    std::string_view const text = x.buffer();
    bool const reg_name = x.host_type() == host_type::reg_name;
    // §4 step 6, which may make the host longer; decoding never makes a part longer
    bool const unicode = reg_name && steps.host_to_iri;
    std::string unicode_host;
    if (unicode)
        steps.host_to_iri(unicode_host, x.encoded_host());
    // At most the text with its new host. A result that may pass the longest text is written
    // apart from `out` (which may be the destination's text) and measured before it is kept.
    std::size_t const most = text.size() - (unicode ? in.length(detail::part_host) : 0) + unicode_host.size();
    detail::text_buffer apart;
    detail::text_buffer& into = most > detail::max_input_size ? apart : out;
    into.resize_for_overwrite(most);
    char* w = into.data();
    std::size_t starts[detail::part_end];
    detail::for_each_part([&](auto part_constant) {
        constexpr detail::part part = decltype(part_constant)::value;
        starts[part] = static_cast<std::size_t>(w - into.data());
        std::string_view const t(text.data() + in.begin_of(part), in.length(part));
        if constexpr (part == detail::part_scheme || part == detail::part_port) {
            w = std::copy(t.begin(), t.end(), w);
            return;
        }
        if constexpr (part == detail::part_host)
            if (unicode || !reg_name) { // the host mapped to Unicode, or an IP host as it is
                w = unicode ? std::copy(unicode_host.begin(), unicode_host.end(), w) : std::copy(t.begin(), t.end(), w);
                return;
            }
        if (!t.empty()) // "//" [ iuserinfo "@" ], a reg-name, the path, "?" query, "#" fragment, then the rest of the text
            w = detail::decode_into(w, t, part == detail::part_query, detail::uri_to_iri,
                                    text.size() - in.end_of(part));
    });
    into.resize_for_overwrite(static_cast<std::size_t>(w - into.data()));
    if (into.size() > detail::max_input_size)
        return detail::result_too_long(starts);
    if (&into == &apart)
        out.swap(apart);
    // decoding a host shortens it
    bool const host_rewritten = unicode || starts[detail::part_port] - starts[detail::part_host] != in.length(detail::part_host);
    lay_out(layout, in, iri_profile, starts, out, host_rewritten);
    return {};
}

} // namespace

result<iri_view> detail::to_iri(iri_view_base const& x, mapping_steps const& steps, detail::text_buffer& out)
{
    if (same_as_iri(x, steps)) {
        iri_layout layout;
        same_text(x, iri_profile_of(x), out, layout);
        return view_access::view(layout);
    }
    iri_layout layout;
    if (auto const decoded = decoded_to_iri(x, out, layout, steps); !decoded)
        return decoded.error();
    return view_access::view(layout);
}

result<void> detail::to_iri(iri_view_base const& x, mapping_steps const& steps, iri& dest)
{
    if (view_access::views(x, dest))
        return into(to_iri(x, steps, *mapping_text()), dest);
    if (same_as_iri(x, steps)) { // straight into dest's layout, as to_uri's same text
        same_text(x, iri_profile_of(x), view_access::text(dest), view_access::layout_to_write(dest));
        return {};
    }
    // fails only past the longest text, with dest as it was
    return decoded_to_iri(x, view_access::text(dest), view_access::layout_to_write(dest), steps);
}

result<iri> detail::as_value(result<iri_view> const& r)
{
    if (!r)
        return r.error();
    return iri(*r); // a buffer of its own size
}

result<void> detail::into(result<iri_view> const& r, iri& dest)
{
    if (!r)
        return r.error();
    view_access::adopt(dest, *r);
    return {};
}

// The buffer a thread maps into, apart from the inputs.
detail::thread_buffer<detail::text_buffer> detail::mapping_text()
{
    thread_local text_buffer text;
    return thread_buffer(text);
}

result<iri> to_uri(std::string_view text, to_uri_options const& options)
{
    return detail::as_value(detail::to_uri(text, options, detail::mapping_steps(), *detail::mapping_text()));
}

result<iri> to_uri(iri_view_base const& x, to_uri_options const& options)
{
    return detail::as_value(detail::to_uri(x, options, detail::mapping_steps(), *detail::mapping_text()));
}

result<void> to_uri(iri_view_base const& x, iri& dest, to_uri_options const& options)
{
    return to_uri_into(x, options, detail::mapping_steps(), dest);
}

result<iri> to_iri(std::string_view text, to_iri_options const& options)
{
    auto const parsed = parse_iri_reference(text, options.parse);
    if (!parsed)
        return parsed.error();
    return to_iri(*parsed, options);
}

result<iri> to_iri(iri_view_base const& x, to_iri_options const&)
{
    return detail::as_value(detail::to_iri(x, detail::mapping_steps(), *detail::mapping_text()));
}

result<void> to_iri(iri_view_base const& x, iri& dest, to_iri_options const&)
{
    return detail::to_iri(x, detail::mapping_steps(), dest);
}

result<std::string> leiri_to_iri(std::string_view leiri)
{
    parse_options leiri_grammar;
    leiri_grammar.profile = profile::leiri;
    auto const parsed = parse_iri_reference(leiri, leiri_grammar);
    if (!parsed)
        return parsed.error();
    char const* const query_begin = parsed->has_query() ? parsed->encoded_query().data() : nullptr;
    char const* const query_end = parsed->has_query() ? query_begin + parsed->encoded_query().size() : nullptr;

    std::string out;
    out.reserve(leiri.size());
    char const* p = leiri.data();
    char const* const end = p + leiri.size();
    while (p != end) {
        char const* q = p;
        char32_t const c = detail::decode_utf8(q, end);
        bool const in_query = p >= query_begin && p < query_end;
        if (leiri_only(c, in_query))
            for (char const* b = p; b != q; ++b)
                append_pct(out, static_cast<unsigned char>(*b));
        else
            out.append(p, q);
        p = q;
    }
    return out;
}

std::vector<std::string> preprocess(std::string_view s, space_handling spaces)
{
    // step 1: ASCII whitespace at both ends
    auto const is_ascii_whitespace = [](char c) {
        return c == ' ' || c == '\r' || c == '\n' || c == '\t';
    };
    while (!s.empty() && is_ascii_whitespace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_ascii_whitespace(s.back()))
        s.remove_suffix(1);

    // step 2: the spaces inside
    std::vector<std::string> out;
    switch (spaces) {
    case space_handling::split:
        for (std::size_t i = 0; i < s.size();) {
            std::size_t const next = std::min(s.find(' ', i), s.size());
            if (next > i)
                out.emplace_back(s.substr(i, next - i));
            i = next + 1;
        }
        break;
    case space_handling::remove: {
        std::string one;
        for (char c : s)
            if (!is_ascii_whitespace(c))
                one += c;
        out.push_back(std::move(one));
        break;
    }
    case space_handling::encode: {
        std::string one;
        for (char c : s) {
            if (c == ' ')
                one += "%20";
            else
                one += c;
        }
        out.push_back(std::move(one));
        break;
    }
    }
    return out;
}

} // iris
} // boost
