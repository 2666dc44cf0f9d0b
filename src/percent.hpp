//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_PERCENT_HPP
#define BOOST_IRI_SRC_PERCENT_HPP

// Percent-encoding (RFC 3986 §2.1), shared by URI -> IRI (RFC 3987 §3.2), percent-encoding
// normalization (RFC 3987 §5.3.2.3), the checks and the value's setters: which %HH may be
// decoded, and how the rest is written. No ICU: both libraries use it.

#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/sse2.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#if defined(BOOST_IRI_SSSE3)
#include <tmmintrin.h>
#endif
#include <string>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

constexpr char hex_digits[] = "0123456789ABCDEF";

/// Whether `s` holds a "%": sixteen bytes at a time where SSE2 is there (`any_marked`), without
/// a call (most IRIs hold none, and a call to memchr and its branches on the size cost more than
/// looking), and without stopping at the first: an early stop saves little where a "%" comes
/// early, and costs a mispredicted branch where none comes.
inline bool has_percent(std::string_view s) noexcept
{
    char const* p = s.data();
    char const* const end = p + s.size();
#if defined(BOOST_IRI_SSE2)
    if (s.size() >= 16) {
        __m128i const percent = _mm_set1_epi8('%');
        return any_marked(p, s.size(), [percent](__m128i block, std::size_t) { return _mm_cmpeq_epi8(block, percent); });
    }
#endif
    return std::find(p, end, '%') != end;
}

/// Appends `octet` as "%HH" to `out` (a `std::string` or a `text_buffer`).
template <class Text>
void append_pct(Text& out, unsigned char octet)
{
    char const pct[] = {'%', hex_digits[octet >> 4], hex_digits[octet & 15]};
    out.append(std::string_view(pct, 3));
}

/// Writes `octet` as "%HH" at `w`; gives where the writing ends.
inline char* write_pct(char* w, unsigned char octet) noexcept
{
    w[0] = '%';
    w[1] = hex_digits[octet >> 4];
    w[2] = hex_digits[octet & 15];
    return w + 3;
}

/// The value of a hex digit, or -1.
inline int hex_value(char c) noexcept
{
    static constexpr auto table = [] {
        std::array<signed char, 256> t{};
        for (auto& v : t)
            v = -1;
        for (int i = 0; i < 10; ++i)
            t['0' + i] = static_cast<signed char>(i);
        for (int i = 0; i < 6; ++i) {
            t['A' + i] = static_cast<signed char>(10 + i);
            t['a' + i] = static_cast<signed char>(10 + i);
        }
        return t;
    }();
    return table[static_cast<unsigned char>(c)];
}

/// The octet of the %HH at `p` (the parse made sure two hex digits follow each "%").
inline unsigned char octet_at(char const* p) noexcept
{
    return static_cast<unsigned char>(hex_value(p[1]) * 16 + hex_value(p[2]));
}

/// RFC 3986 §2.3
constexpr bool is_unreserved(unsigned char c) noexcept
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           c == '-' || c == '.' || c == '_' || c == '~';
}

/// RFC 3987 §4.1, and the bidi controls Unicode added later (U+061C, U+2066-2069).
/// What the percent-encoded octets at `p` (a "%" and two hex digits) stand for in UTF-8.
struct pct_sequence
{
    char32_t c;               ///< the code point, when `triplets` is not 0
    std::size_t triplets;     ///< the %HH that make it; 0: the first octet starts no UTF-8
    unsigned char bytes[4];   ///< the octets (the first always)
};

/// The octet of the %HH at `p`, or -1 where `p` is not a "%" and two hex digits; `end - p`
/// bytes may be read.
inline int octet_or_none(char const* p, char const* end) noexcept
{
    if (end - p < 3 || *p != '%')
        return -1;
    int const high = hex_value(p[1]);
    int const low = hex_value(p[2]);
    return (high | low) < 0 ? -1 : high * 16 + low;
}

// A strictly legal UTF-8 sequence of percent-encoded octets (Unicode Table 3-7): as many
// %HH as the lead byte `o` (>= 0x80, the octet of the %HH at `p`) says, each in the range the
// byte before allows.
inline pct_sequence read_pct_sequence(char const* p, char const* end, unsigned char o) noexcept
{
    // by lead byte from 0x80: the octets of the sequence (0: none starts there), and the
    // range of the second (Table 3-7: after E0, ED, F0, F4 it is narrower)
    struct lead
    {
        unsigned char octets, lo, hi;
    };
    static constexpr auto leads = [] {
        std::array<lead, 128> t{};
        for (unsigned b = 0xC2; b <= 0xF4; ++b)
            t[b - 0x80] = {static_cast<unsigned char>(b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4),
                           static_cast<unsigned char>(b == 0xE0 ? 0xA0 : b == 0xF0 ? 0x90 : 0x80),
                           static_cast<unsigned char>(b == 0xED ? 0x9F : b == 0xF4 ? 0x8F : 0xBF)};
        return t;
    }();
    lead const l = leads[o - 0x80];
    pct_sequence seq{static_cast<char32_t>(o & (0x7Fu >> l.octets)), l.octets, {o, 0, 0, 0}};
    // the k-th octet, in [lo, hi]; unrolled: a loop's exit would be a branch that the mix of
    // two- and three-byte characters in a text makes hard to predict
    auto const octet = [&](std::size_t k, int lo, int hi) {
        int const b = octet_or_none(p + 3 * k, end);
        if (b < lo || b > hi)
            return false;
        seq.bytes[k] = static_cast<unsigned char>(b);
        seq.c = (seq.c << 6) | (static_cast<unsigned>(b) & 0x3Fu);
        return true;
    };
    if (l.octets == 0 || !octet(1, l.lo, l.hi) || (l.octets > 2 && !octet(2, 0x80, 0xBF)) ||
        (l.octets > 3 && !octet(3, 0x80, 0xBF)))
        seq.triplets = 0;
    return seq;
}

/// The same where the octet at `p` may be ASCII: a sequence of one.
inline pct_sequence read_pct_sequence(char const* p, char const* end) noexcept
{
    unsigned char const o = octet_at(p);
    if (o < 0x80)
        return {o, 1, {o, 0, 0, 0}};
    return read_pct_sequence(p, end, o);
}

/// RFC 3987 §3.2 step 4: a character that may stand unencoded in this component: `ucschar`
/// (but the bidi formatting characters), and `iprivate` in the query.
inline bool is_appropriate(char32_t c, bool in_query) noexcept
{
    if (is_bidi_formatting(c))
        return false;
    return is_ucschar(c) || (in_query && is_iprivate(c, profile::rfc3987));
}

#if defined(BOOST_IRI_SSSE3)
// The block decoder and its steps are compiled for SSSE3: where the build does not assume it,
// as one function that `decode_into` calls after `has_ssse3` (detail/config.hpp).
# if defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
#  define BOOST_IRI_PCT_BLOCK_FUNCTION inline __attribute__((target("ssse3"), noinline))
#  define BOOST_IRI_PCT_BLOCK_STEP inline __attribute__((target("ssse3"), always_inline))
# else
#  define BOOST_IRI_PCT_BLOCK_FUNCTION BOOST_FORCEINLINE
#  define BOOST_IRI_PCT_BLOCK_STEP BOOST_FORCEINLINE
# endif

/// Sixteen bytes for a byte shuffle (as its table, or as where each byte comes from).
using shuffle_row = std::array<signed char, 16>;

/// The lead octets `decode_pct_block` knows, as bits that both their nibbles must have; those
/// of the last five know the character by the octet after the lead too.
enum pct_lead : unsigned char
{
    c3_cf = 1,        ///< U+00C0-03FF
    d0_df_but_d8 = 2, ///< U+0400-07FF but U+0600-063F
    e1_e3_ec = 4,     ///< U+1000-1FFF, U+3000-CFFF
    always = 7,       ///< the three above, whatever follows
    c2 = 8,           ///< U+00A0-00BF: the next octet from A0 (not a C1 control)
    e0 = 16,          ///< U+0800-0FFF: the next octet from A0 (Table 3-7)
    from_a0 = 24,     ///< the two above
    but_9c = 32,      ///< D8, U+0600-063F: the next octet not 9C (U+061C, a bidi formatting character)
    from_82 = 64,     ///< E2, U+2080-2FFF: the next octet from 82 (U+2000-207F holds the others)
    to_9f = 128       ///< ED, U+D000-D7FF: the next octet to 9F (Table 3-7)
};

/// The rows `decode_pct_block` shuffles by.
struct pct_block_rows
{
    /// For the `i`-th byte of each triplet (the "%", the high and the low digit), where it is
    /// in each of the three blocks of sixteen (-1: in another block).
    alignas(16) shuffle_row gather[3][3];
    /// 0 to 15, then -1: the row that starts at `n` moves a block `n` bytes down, zeros after.
    alignas(16) signed char moved[32];
    /// By a byte's high nibble and its low one: which HEXDIG it may be (1: a digit, 2: a
    /// letter), and the `pct_lead` bits of a lead octet.
    alignas(16) shuffle_row hex_by_high, hex_by_low, lead_by_high, lead_by_low;
};

inline constexpr pct_block_rows pct_rows = [] {
    pct_block_rows t{};
    for (int i = 0; i < 3; ++i)
        for (int block = 0; block < 3; ++block)
            for (int k = 0; k < 16; ++k) {
                int const at = 3 * k + i - 16 * block;
                t.gather[i][block][k] = static_cast<signed char>(at >= 0 && at < 16 ? at : -1);
            }
    for (int n = 0; n < 32; ++n)
        t.moved[n] = static_cast<signed char>(n < 16 ? n : -1);
    t.hex_by_high[3] = 1;
    t.hex_by_high[4] = t.hex_by_high[6] = 2;
    t.lead_by_high[0xC] = c3_cf | c2;
    t.lead_by_high[0xD] = d0_df_but_d8 | but_9c;
    t.lead_by_high[0xE] = static_cast<signed char>(e1_e3_ec | e0 | from_82 | to_9f);
    for (int l = 0; l < 16; ++l) {
        t.hex_by_low[l] = static_cast<signed char>((l <= 9 ? 1 : 0) | (l >= 1 && l <= 6 ? 2 : 0));
        t.lead_by_low[l] = static_cast<signed char>(
            (l >= 3 ? c3_cf : 0) | (l != 8 ? d0_df_but_d8 : 0) | (l == 1 || (l >= 3 && l <= 0xC) ? e1_e3_ec : 0) |
            (l == 2 ? c2 | from_82 : 0) | (l == 0 ? e0 : 0) | (l == 8 ? but_9c : 0) | (l == 0xD ? to_9f : 0));
    }
    return t;
}();

/// The sixteen bytes of a row, and of a block of text.
BOOST_FORCEINLINE __m128i row(signed char const* r) noexcept
{
    return _mm_loadu_si128(reinterpret_cast<__m128i const*>(r));
}
BOOST_FORCEINLINE __m128i block_at(char const* p) noexcept
{
    return _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
}

/// The `i`-th byte of the sixteen triplets in the blocks `a`, `b`, `c`.
BOOST_IRI_PCT_BLOCK_STEP __m128i gather_triplets(__m128i a, __m128i b, __m128i c, int i) noexcept
{
    shuffle_row const* const g = pct_rows.gather[i];
    return _mm_or_si128(
        _mm_or_si128(_mm_shuffle_epi8(a, row(g[0].data())), _mm_shuffle_epi8(b, row(g[1].data()))),
        _mm_shuffle_epi8(c, row(g[2].data())));
}

/// The bits that the rows `by_high` and `by_low` give both nibbles of each byte of `v`.
BOOST_IRI_PCT_BLOCK_STEP __m128i nibble_class(__m128i v, shuffle_row const& by_high,
                                              shuffle_row const& by_low) noexcept
{
    __m128i const low_nibbles = _mm_set1_epi8(0x0F);
    return _mm_and_si128(_mm_shuffle_epi8(row(by_high.data()), _mm_and_si128(_mm_srli_epi16(v, 4), low_nibbles)),
                         _mm_shuffle_epi8(row(by_low.data()), _mm_and_si128(v, low_nibbles)));
}

/// The sixteen bytes at `p + at` of those before `end`, zeros after the end: read at most from
/// the last sixteen, and moved down by what that skips (no branch on the length left, which
/// the processor could not predict). At least sixteen bytes are left.
BOOST_IRI_PCT_BLOCK_STEP __m128i block_within(char const* p, char const* end, std::size_t at) noexcept
{
    std::size_t const read = std::min(at, static_cast<std::size_t>(end - p) - 16);
    return _mm_shuffle_epi8(block_at(p + read), row(pct_rows.moved + std::min<std::size_t>(at - read, 16)));
}

/// RFC 3987 §3.2 steps 2-4 over the run of %HH at `p` (a "%", before `end`), sixteen
/// triplets at a time with SSSE3: writes at `out` the octets of the longest run of whole
/// UTF-8 sequences whose characters it knows to be appropriate from their first two octets
/// (`pct_lead`: U+00A0-1FFF but U+061C, and U+2080-D7FF, which are `ucschar` and no bidi
/// formatting character) and gives how many triplets it decoded, 0 to 16. Anything else
/// (ASCII, the other characters, a sequence that is not strictly UTF-8, one the sixteen cut)
/// stops it there, for `decode_into` to read one sequence its own way. Writes sixteen bytes at
/// `out`, which has room for the `end - p` >= 16 bytes still to read.
BOOST_IRI_PCT_BLOCK_FUNCTION std::size_t decode_pct_block(char* out, char const* p, char const* end) noexcept
{
    auto const byte = [](int v) { return _mm_set1_epi8(static_cast<char>(v)); };
    auto const at_least = [&](__m128i x, int n) { return _mm_cmpeq_epi8(_mm_max_epu8(x, byte(n)), x); };
    auto const at_most = [&](__m128i x, int n) { return _mm_cmpeq_epi8(_mm_min_epu8(x, byte(n)), x); };
    // the 48 bytes at `p`, zeros after the end
    __m128i const a = block_at(p);
    __m128i const b = block_within(p, end, 16);
    __m128i const c = block_within(p, end, 32);
    __m128i const marks = gather_triplets(a, b, c, 0), high = gather_triplets(a, b, c, 1),
                  low = gather_triplets(a, b, c, 2);

    // HEXDIG: its class by its nibbles, its value the low nibble, and 9 more for a letter
    __m128i const zero = _mm_setzero_si128();
    __m128i const not_hex =
        _mm_or_si128(_mm_cmpeq_epi8(nibble_class(high, pct_rows.hex_by_high, pct_rows.hex_by_low), zero),
                     _mm_cmpeq_epi8(nibble_class(low, pct_rows.hex_by_high, pct_rows.hex_by_low), zero));
    auto const value = [&](__m128i h) {
        return _mm_add_epi8(_mm_and_si128(h, byte(0x0F)), _mm_and_si128(_mm_cmpgt_epi8(h, byte('9')), byte(9)));
    };
    __m128i const o = _mm_or_si128(_mm_slli_epi16(value(high), 4), value(low)); // each value < 16: no carry
    // the triplets up to the first that is not "%" HEXDIG HEXDIG of a non-ASCII octet
    __m128i const triplets = _mm_andnot_si128(not_hex, _mm_cmpeq_epi8(marks, byte('%')));
    unsigned const limit = first_set_bit(~(static_cast<unsigned>(_mm_movemask_epi8(triplets)) &
                                           static_cast<unsigned>(_mm_movemask_epi8(o))));

    // the lead octets it does not know: their class by their nibbles, the octet after them
    __m128i const next = _mm_srli_si128(o, 1);
    __m128i const met = _mm_or_si128(
        _mm_or_si128(byte(always), _mm_and_si128(at_least(next, 0xA0), byte(from_a0))),
        _mm_or_si128(_mm_andnot_si128(_mm_cmpeq_epi8(next, byte(0x9C)), byte(but_9c)),
                     _mm_or_si128(_mm_and_si128(at_least(next, 0x82), byte(from_82)),
                                  _mm_and_si128(at_most(next, 0x9F), byte(to_9f)))));
    __m128i const unknown_octets =
        _mm_cmpeq_epi8(_mm_and_si128(nibble_class(o, pct_rows.lead_by_high, pct_rows.lead_by_low), met), zero);
    auto const bit = [](__m128i v, int shift) { // bit 7 - shift of each octet
        return static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_slli_epi16(v, shift)));
    };
    std::uint32_t const leads = bit(o, 1);         // 11xxxxxx
    std::uint32_t const three = bit(o, 2) & leads; // 111xxxxx: of three octets
    std::uint32_t const unknown = leads & static_cast<std::uint32_t>(_mm_movemask_epi8(unknown_octets));
    unsigned cut = first_set_bit(unknown | 1u << limit);
    // the continuations that the leads before the cut ask for, and those there are: where they
    // first differ (a sequence cut short, by the cut too), the run stops before its sequence
    std::uint32_t const before = (1u << cut) - 1;
    std::uint32_t const wrong = ((leads & before) << 1 | (three & before) << 2) ^ (~leads & before);
    if (wrong != 0) {
        std::uint32_t const earlier = leads & ((1u << first_set_bit(wrong)) - 1);
        cut = earlier == 0 ? 0u : last_set_bit(earlier);
    }
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), o);
    return cut;
}
#endif

enum class hex_case
{
    keep,            ///< the %HH that stay are written as they were
    upper_non_ascii, ///< upper case for octets >= 0x80, the others as they were
    upper            ///< upper case
};

struct percent_rules
{
    bool unreserved;  ///< decode %HH of unreserved ASCII
    bool non_ascii;   ///< decode %HH of UTF-8 of appropriate characters
    hex_case hex;
};

/// Writes `s` at `out` with its percent-encodings decoded as `rules` say, and returns the end
/// of what it wrote, never more than `s.size()` bytes: decoding shrinks, re-encoding keeps
/// the size. Reserved characters, "%" and the ASCII that URIs do not allow are never
/// decoded; nor are octets that are not strictly UTF-8, nor characters that are not
/// appropriate (RFC 3987 §3.2 steps 2-4).
/// `readable_after`: how many bytes after `s` may be read, with as much room after what `out`
/// gets for `s` (text that follows in the same buffer and is written after it): the bytes
/// before a "%" go sixteen at a time up to the end of `s` then. `Blocks`: runs of %HH sixteen
/// at a time where the processor has SSSE3 (`decode_pct_block`); false: one sequence at a
/// time, the reference the tests compare the blocks with.
template <bool Blocks = true>
BOOST_FORCEINLINE char* decode_into(char* out, std::string_view s, bool in_query, percent_rules rules,
                                    std::size_t readable_after = 0) noexcept
{
#if !defined(BOOST_IRI_SSE2)
    (void)readable_after; // a byte at a time
#endif
    char const* p = s.data();
    char const* const end = p + s.size();
    auto const keep = [&](char const* triplet, unsigned char octet) {
        if (rules.hex == hex_case::upper || (rules.hex == hex_case::upper_non_ascii && octet >= 0x80)) {
            *out++ = '%';
            *out++ = hex_digits[octet >> 4];
            *out++ = hex_digits[octet & 15];
        }
        else {
            std::memcpy(out, triplet, 3);
            out += 3;
        }
    };
    while (p != end) {
        // the bytes before the next "%", as they are (none between the %HH of a run)
        if (*p != '%') {
#if defined(BOOST_IRI_SSE2)
            if (std::size_t const left = static_cast<std::size_t>(end - p); left + readable_after >= 16) {
                // sixteen at a time: `out` has room for them, as it has for the bytes still to
                // read (what is written never runs ahead of what is read); the run stops at a
                // "%" or at the end
                __m128i const block = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
                _mm_storeu_si128(reinterpret_cast<__m128i*>(out), block);
                // (a bit past the sixteen, or at the end: no branch on the length left)
                unsigned const percents =
                    static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(block, _mm_set1_epi8('%')))) |
                    1u << std::min<std::size_t>(left, 16);
                std::size_t const run = first_set_bit(percents);
                p += run;
                out += run;
                if (run == 16 || p == end)
                    continue; // no "%" in the sixteen, or none left
            }
            else
#endif
            {
                auto const pct = static_cast<char const*>(std::memchr(p, '%', static_cast<std::size_t>(end - p)));
                char const* const run_end = pct == nullptr ? end : pct;
                if (run_end - p > 16) // only without SSE2
                    out = static_cast<char*>(std::memcpy(out, p, static_cast<std::size_t>(run_end - p))) + (run_end - p);
                else // short runs between percent-encodings: no call
                    for (char const* q = p; q != run_end; ++q)
                        *out++ = *q;
                if (pct == nullptr)
                    break;
                p = pct;
            }
        }
#if defined(BOOST_IRI_SSSE3)
        // a run of characters whose lead octet it may know (its high digit "C" to "E"), of
        // sixteen bytes at least, the block's test first
        if (Blocks && rules.non_ascii && end - p >= 16 && static_cast<unsigned char>((p[1] | 0x20) - 'c') <= 2 &&
            has_ssse3()) {
            if (std::size_t const n = decode_pct_block(out, p, end); n != 0) {
                out += n;
                p += 3 * n;
                continue;
            }
        }
#endif
        int const octet = octet_or_none(p, end);
        if (octet < 0) { // not %HH: as it is
            *out++ = *p++;
            continue;
        }
        auto const o = static_cast<unsigned char>(octet);
        if (o < 0x80) {
            if (rules.unreserved && is_unreserved(o))
                *out++ = static_cast<char>(o);
            else
                keep(p, o);
            p += 3;
            continue;
        }
        // The length a well-formed sequence has by the high digit of its lead octet ("C" or
        // "D" 2, "E" 3, "F" 4): what the next step's address waits for, and not the whole
        // reading of the sequence (which the branch checks, predicted, beside it)
        static constexpr unsigned char lengths[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 3, 4};
        std::size_t const guessed = lengths[o >> 4];
        pct_sequence const seq = read_pct_sequence(p, end, o);
        if (seq.triplets == guessed && rules.non_ascii && is_appropriate(seq.c, in_query)) {
            std::memcpy(out, seq.bytes, 4); // room: 3 * triplets >= 6 bytes are still to read
            out += guessed;
            p += 3 * guessed;
            continue;
        }
        std::size_t const length = std::max<std::size_t>(seq.triplets, 1); // a non-UTF-8 octet alone
        for (std::size_t k = 0; k < length; ++k)
            keep(p + 3 * k, seq.bytes[k]);
        p += 3 * length;
    }
    return out;
}

/// Appends `s` to `out`, decoded as `decode_into` does.
inline void append_decoded(std::string& out, std::string_view s, bool in_query, percent_rules rules)
{
    std::size_t const at = out.size();
    out.resize(at + s.size());
    char* const end = decode_into(out.data() + at, s, in_query, rules);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

} // detail
} // iris
} // boost

#endif
