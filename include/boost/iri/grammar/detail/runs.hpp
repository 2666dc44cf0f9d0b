//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_GRAMMAR_DETAIL_RUNS_HPP
#define BOOST_IRI_GRAMMAR_DETAIL_RUNS_HPP

// The fast path of the grammar (doc/abnf.adoc: hot character classes may be table-driven as
// long as each rule still matches its production exactly).
//
// accelerated(composition, fast) is a rule body with two equal parsers: the ABNF
// composition, and a hand-written one that matches the same language. A traced parse
// (error location, explain) and the leiri profile run the composition, so errors and
// derivations speak of every production; a plain parse runs the fast one, a loop over a
// table of the allowed ASCII characters, with "%" HEXDIG HEXDIG and strict UTF-8 decoding
// for the rest. test/grammar_runs.cpp checks that both agree, character by character.

#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/config.hpp>
#include <boost/iri/detail/sse2.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/grammar/detail/primitives.hpp>
#include <array>
#include <utility>
#if defined(BOOST_IRI_SSSE3)
#include <tmmintrin.h>
#endif
#include <cstdint>

namespace boost {
namespace iris {
namespace grammar {
namespace detail {

/// The ASCII characters of the character classes of RFC 3986 §2, as bits.
enum ascii_class : std::uint16_t
{
    alpha = 1,
    digit = 2,
    unreserved_mark = 4,   ///< "-" "." "_" "~"
    sub_delim = 8,         ///< "!" "$" "&" "'" "(" ")" "*" "+" "," ";" "="
    colon = 16,
    at = 32,
    slash = 64,
    question = 128,
    scheme_mark = 256,     ///< "+" "-" "." (scheme, RFC 3986 §3.1)
    hex = 512,             ///< HEXDIG
    bracket = 1024         ///< "[" "]" (gen-delims, RFC 3986 §2.2)
};

inline constexpr std::array<std::uint16_t, 128> ascii_classes = [] {
    std::array<std::uint16_t, 128> t{};
    for (int c = 'a'; c <= 'z'; ++c)
        t[c] |= alpha;
    for (int c = 'A'; c <= 'Z'; ++c)
        t[c] |= alpha;
    for (int c = '0'; c <= '9'; ++c)
        t[c] |= digit | hex;
    for (int c = 'a'; c <= 'f'; ++c)
        t[c] |= hex;
    for (int c = 'A'; c <= 'F'; ++c)
        t[c] |= hex;
    for (char c : {'-', '.', '_', '~'})
        t[static_cast<unsigned char>(c)] |= unreserved_mark;
    for (char c : {'!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '='})
        t[static_cast<unsigned char>(c)] |= sub_delim;
    for (char c : {'+', '-', '.'})
        t[static_cast<unsigned char>(c)] |= scheme_mark;
    t[':'] |= colon;
    t['@'] |= at;
    t['/'] |= slash;
    t['?'] |= question;
    t['['] |= bracket;
    t[']'] |= bracket;
    return t;
}();

constexpr std::uint16_t unreserved_chars = alpha | digit | unreserved_mark;
constexpr std::uint16_t pchar_chars = unreserved_chars | sub_delim | colon | at;

inline bool in_class(unsigned char c, std::uint16_t mask) noexcept
{
    return c < 0x80 && (ascii_classes[c] & mask) != 0;
}

/// The characters of a run: the ASCII ones in `Mask`, "%" HEXDIG HEXDIG, and the code points
/// beyond ASCII that stand in for `ucschar` (and `iprivate` when `Private`).
template <std::uint16_t Mask, bool Private = false>
struct run_set
{
    static constexpr std::uint16_t mask = Mask;
    static bool non_ascii(char32_t c, profile p) noexcept
    {
        return iris::detail::is_ucschar(c, p) || (Private && iris::detail::is_iprivate_in(c, p));
    }
};

/// The ASCII characters of `Mask` as ranges [lo, hi] of the code table, for testing sixteen
/// bytes at a time.
template <std::uint16_t Mask>
struct ascii_ranges
{
    struct range
    {
        unsigned char lo, hi;
    };
    static constexpr bool in(int c) noexcept { return c >= 0 && c < 128 && (ascii_classes[c] & Mask) != 0; }
    static constexpr std::size_t count = [] {
        std::size_t n = 0;
        for (int c = 0; c < 128; ++c)
            n += in(c) && !in(c - 1);
        return n;
    }();
    static constexpr std::array<range, count> value = [] {
        std::array<range, count> r{};
        std::size_t n = 0;
        for (int c = 0; c < 128; ++c)
            if (in(c) && !in(c - 1))
                r[n++].lo = static_cast<unsigned char>(c);
            else if (!in(c) && in(c - 1))
                r[n - 1].hi = static_cast<unsigned char>(c - 1);
        return r;
    }();
};

#if defined(BOOST_IRI_SSE2)
using iris::detail::first_set_bit;

/// The bytes of `v` in [lo, hi] (ASCII: a byte of 0x80 and more is negative and in no range).
BOOST_FORCEINLINE __m128i bytes_in(__m128i v, unsigned char lo, unsigned char hi) noexcept
{
    if (lo == hi)
        return _mm_cmpeq_epi8(v, _mm_set1_epi8(static_cast<char>(lo)));
    return _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(static_cast<char>(lo - 1))),
                         _mm_cmplt_epi8(v, _mm_set1_epi8(static_cast<char>(hi + 1))));
}

/// How a run reads sixteen bytes at a time: `outside<Mask>(p)`, the bytes of the sixteen at `p`
/// that are not ASCII characters of `Mask`, as bits. SSE2, the x86-64 baseline: by the ranges of
/// the code table that `Mask` holds, a comparison or two each.
struct sse2_blocks
{
    template <std::uint16_t Mask>
    static BOOST_FORCEINLINE unsigned outside(char const* p) noexcept
    {
        return outside_of(p, ascii_ranges<Mask>{}, std::make_index_sequence<ascii_ranges<Mask>::count>{});
    }

private:
    template <class Ranges, std::size_t... I>
    static BOOST_FORCEINLINE unsigned outside_of(char const* p, Ranges, std::index_sequence<I...>) noexcept
    {
        static_assert(((Ranges::value[I].hi < 0x7F) && ...), "DEL is in no set");
        __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
        __m128i in = _mm_setzero_si128();
        ((in = _mm_or_si128(in, bytes_in(v, Ranges::value[I].lo, Ranges::value[I].hi))), ...);
        return ~static_cast<unsigned>(_mm_movemask_epi8(in)) & 0xFFFFu;
    }
};
#endif

#if defined(BOOST_IRI_SSSE3)
/// The ASCII characters of `Mask` as two tables of sixteen bytes, for PSHUFB: a byte c is in
/// the set when lo[c & 15] & hi[c >> 4] is not zero. Each row of the code table (c >> 4) has
/// a bit for its set of low nibbles (rows with the same set share it; there are 8 rows), and
/// lo[l] has the bits of the rows whose set holds l. Bytes of 0x80 and more: no row.
struct nibble_table_pair
{
    alignas(16) unsigned char lo[16];
    alignas(16) unsigned char hi[16];
};

template <std::uint16_t Mask>
constexpr nibble_table_pair make_nibble_tables() noexcept
{
    nibble_table_pair t{};
    unsigned rows[8] = {}, distinct[8] = {};
    for (int c = 0; c < 128; ++c)
        if (ascii_classes[c] & Mask)
            rows[c >> 4] |= 1u << (c & 15);
    unsigned n = 0;
    for (unsigned h = 0; h < 8; ++h) {
        if (rows[h] == 0)
            continue;
        unsigned b = 0;
        while (b < n && distinct[b] != rows[h])
            ++b;
        if (b == n)
            distinct[n++] = rows[h];
        t.hi[h] = static_cast<unsigned char>(1u << b);
    }
    for (unsigned l = 0; l < 16; ++l)
        for (unsigned b = 0; b < n; ++b)
            if (distinct[b] & (1u << l))
                t.lo[l] = static_cast<unsigned char>(t.lo[l] | 1u << b);
    return t;
}

template <std::uint16_t Mask>
struct nibble_tables
{
    static constexpr nibble_table_pair value = make_nibble_tables<Mask>();
};

/// SSSE3: each byte's class from two table lookups (PSHUFB), whatever the set.
struct ssse3_blocks
{
    template <std::uint16_t Mask>
    static BOOST_IRI_SSSE3_FUNCTION unsigned outside(char const* p) noexcept
    {
        __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(p));
        __m128i const lo = _mm_shuffle_epi8(_mm_load_si128(reinterpret_cast<__m128i const*>(nibble_tables<Mask>::value.lo)), v);
        __m128i const hi = _mm_shuffle_epi8(_mm_load_si128(reinterpret_cast<__m128i const*>(nibble_tables<Mask>::value.hi)),
                                            _mm_and_si128(_mm_srli_epi16(v, 4), _mm_set1_epi8(0x0F)));
        return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(lo, hi), _mm_setzero_si128())));
    }
};
#endif

#if defined(BOOST_IRI_SSSE3) && !defined(BOOST_IRI_SSSE3_AT_RUN_TIME)
using default_blocks = ssse3_blocks;
#elif defined(BOOST_IRI_SSE2)
using default_blocks = sse2_blocks;
#else
struct default_blocks; // a byte at a time
#endif

/// The end of the run of ASCII characters of `Mask` that starts at `i`: the first byte of
/// [i, last) outside it, or last. With SIMD `Blocks` sixteen bytes at a time, and the last
/// fewer than sixteen as the end of the sixteen before `last` when those are readable: when
/// [floor, last) is the input and holds sixteen (`floor` = `last`: never).
template <std::uint16_t Mask, class Blocks>
BOOST_FORCEINLINE char const* ascii_run(char const* i, char const* const last, char const* const floor) noexcept
{
#if defined(BOOST_IRI_SSE2)
    for (; last - i >= 16; i += 16)
        if (unsigned const out = Blocks::template outside<Mask>(i))
            return i + first_set_bit(out);
    if (i != last && last - floor >= 16) {
        char const* const block = last - 16;
        unsigned const out = Blocks::template outside<Mask>(block) >> (i - block);
        return out != 0 ? i + first_set_bit(out) : last;
    }
#else
    (void)floor;
#endif
    while (i != last && in_class(static_cast<unsigned char>(*i), Mask))
        ++i;
    return i;
}

#if defined(BOOST_IRI_SSE2)
/// Where a run of the ASCII characters of `Mask` and, when `utf8`, of the two- and three-byte
/// forms of U+00C0-D7FF (all ucschar, RFC 3987 §2.2; not E0 80-9F, overlong, nor ED A0-BF,
/// surrogates) stops in the sixteen bytes at `i`, whose two next bytes are readable: the bits
/// of the bytes that are neither such a character's first byte nor one of its continuation
/// bytes, each at a character's start. None: the run goes on at `i` + 16 + `spill`, after the
/// continuation bytes of a character that starts in the sixteen.
template <std::uint16_t Mask, class Blocks>
BOOST_FORCEINLINE unsigned mixed_block_stops(char const* i, bool utf8, unsigned& spill) noexcept
{
    auto const load = [](char const* at) { return _mm_loadu_si128(reinterpret_cast<__m128i const*>(at)); };
    auto const bits = [](__m128i m) { return static_cast<unsigned>(_mm_movemask_epi8(m)); };
    // signed bytes: 80-BF are -128..-65, C3-DF -61..-33, E0-ED -32..-19
    auto const between = [](__m128i v, int lo, int hi) { // lo <= v <= hi
        return _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(static_cast<char>(lo - 1))),
                             _mm_cmplt_epi8(v, _mm_set1_epi8(static_cast<char>(hi + 1))));
    };
    __m128i const v0 = load(i), v1 = load(i + 1), v2 = load(i + 2);
    unsigned const non_ascii = bits(v0);
    unsigned const ascii_in = ~(Blocks::template outside<Mask>(i) | non_ascii) & 0xFFFFu;
    if (!utf8)
        return ~ascii_in & 0xFFFFu;
    unsigned const next = bits(_mm_cmplt_epi8(v1, _mm_set1_epi8(-64)));       // i[k + 1] is 80-BF
    unsigned const after = bits(_mm_cmplt_epi8(v2, _mm_set1_epi8(-64)));      // i[k + 2] is 80-BF
    unsigned const next_low = bits(_mm_cmplt_epi8(v1, _mm_set1_epi8(-96)));  // i[k + 1] is 80-9F
    unsigned const two = bits(between(v0, -61, -33)) & next;                  // C3-DF 80-BF
    unsigned const e0 = bits(_mm_cmpeq_epi8(v0, _mm_set1_epi8(static_cast<char>(0xE0))));
    unsigned const ed = bits(_mm_cmpeq_epi8(v0, _mm_set1_epi8(static_cast<char>(0xED))));
    unsigned const three = bits(between(v0, -32, -19)) & next & after & ~(e0 & next_low) & ~(ed & ~next_low);
    unsigned const continuations = (two | three) << 1 | three << 2;
    spill = (continuations >> 16 & 1u) + (continuations >> 17 & 1u);
    return ~(ascii_in | two | three | continuations) & 0xFFFFu;
}
#endif

/// The end of the run of characters of `Set` that starts at `i`: the first byte that begins
/// no character of the set. `floor` as for ascii_run. With SIMD, runs of ASCII and of ASCII
/// mixed with the two- and three-byte forms of U+00C0-D7FF go sixteen bytes at a time; the
/// rest ("%" HEXDIG HEXDIG, the other code points) a character at a time.
template <class Set, class Blocks = default_blocks>
BOOST_FORCEINLINE char const* scan_run(char const* i, char const* const last, char const* const floor,
                                       profile p) noexcept
{
    auto const follows = [](char b) { return (static_cast<unsigned char>(b) & 0xC0) == 0x80; };
    for (;;) {
        i = ascii_run<Set::mask, Blocks>(i, last, floor);
        for (unsigned ascii = 0; ascii < 8;) { // back to sixteen at a time after 8 ASCII characters
            if (i == last)
                return i;
            unsigned char const c = static_cast<unsigned char>(*i);
            if (c < 0x80) {
                if (ascii_classes[c] & Set::mask) {
                    ++i;
                    ++ascii;
                }
                else if (c == '%' && last - i >= 3 && in_class(static_cast<unsigned char>(i[1]), hex) &&
                         in_class(static_cast<unsigned char>(i[2]), hex))
                    i += 3;
                else
                    return i;
                continue;
            }
            ascii = 0;
#if defined(BOOST_IRI_SSE2)
            if (last - floor >= 18) {
                // sixteen bytes at a time from here while they hold no other; the last fewer
                // than eighteen as the end of the eighteen before `last` (the bytes before `i`
                // are whole characters, so none of them makes a byte from `i` on a
                // continuation byte), until fewer than three are left
                char const* const from = i;
                for (;;) {
                    char const* const block = last - i >= 18 ? i : last - 18;
                    auto const skip = static_cast<unsigned>(i - block);
                    if (skip >= 16)
                        break;
                    unsigned spill = 0;
                    unsigned const stops =
                        mixed_block_stops<Set::mask, Blocks>(block, p != profile::uri, spill) >> skip;
                    if (stops != 0) {
                        i += first_set_bit(stops);
                        break;
                    }
                    i = block + 16 + spill;
                }
                if (i != from)
                    continue;
            }
#endif
            // the two- and three-byte sequences of U+00C0-07FF and U+0800-D7FF, which are all
            // ucschar (RFC 3987 §2.2), without decoding them: after E0 no overlong form
            // (80-9F), after ED no surrogate (A0-BF)
            if (p != profile::uri) {
                if (c <= 0xDF) {
                    if (c >= 0xC3 && last - i >= 2 && follows(i[1])) {
                        i += 2;
                        continue;
                    }
                }
                else if (c <= 0xED && last - i >= 3 && follows(i[1]) && follows(i[2])) {
                    unsigned char const second = static_cast<unsigned char>(i[1]);
                    if ((c != 0xE0 || second >= 0xA0) && (c != 0xED || second < 0xA0)) {
                        i += 3;
                        continue;
                    }
                }
            }
            char const* q = i;
            char32_t const cp = iris::detail::decode_utf8(q, last);
            if (cp == iris::detail::bad_code_point || !Set::non_ascii(cp, p))
                return i;
            i = q;
        }
    }
}

/// A run of characters of `Set`, at least `Min` (0 or 1) of them. Only over `char const*`.
template <class Set, std::size_t Min = 0>
struct run : x3::parser<run<Set, Min>>
{
    static_assert(Min <= 1, "a run knows whether it is empty, not its length");
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Context, class RContext, class Attribute>
    bool parse(char const*& first, char const* const& last, Context const& ctx, RContext&,
               Attribute&) const
    {
        // the input's start, when the parse gave it; else no reading back (floor = last)
        char const* const i = scan_run<Set>(first, last, input_begin_of(ctx, last), options_of(ctx).profile);
        if (Min == 1 && i == first)
            return false;
        first = i;
        return true;
    }
};

/// Whether `Composition` is a closure of characters (`*c` or `1*c`) and `Fast` its run: each
/// `c` looks at its own bytes only, and the run stops where the closure does.
template <class Composition, class Fast>
struct is_run_of_characters : std::false_type
{
};
template <class Character, class Set, std::size_t Min>
struct is_run_of_characters<x3::kleene<Character>, run<Set, Min>> : std::true_type
{
};
template <class Character, class Set, std::size_t Min>
struct is_run_of_characters<x3::plus<Character>, run<Set, Min>> : std::true_type
{
};

/// The rule body: `composition` where a trace or the leiri profile needs it, else `fast`.
template <class Composition, class Fast>
struct accelerated_parser : x3::parser<accelerated_parser<Composition, Fast>>
{
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr accelerated_parser(Composition const& c, Fast const& f) : composition(c), fast(f) {}

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext& rctx,
               Attribute&) const
    {
        // leiri-ucschar has ASCII characters: the tables do not know them
        bool const tables_know = options_of(ctx).profile != profile::leiri;
        if constexpr (std::is_same<Iterator, char const*>::value) {
            if (tables_know)
                return fast.parse(first, last, ctx, rctx, x3::unused);
        }
        else if constexpr (std::is_same<Iterator, traced_iterator>::value &&
                           is_run_of_characters<Composition, Fast>::value) {
            // A trace that only locates an error: the characters before the byte where the
            // run stops each look at their own bytes only, and the closure then looks at that
            // byte, so none of their looks can be the farthest; the closure goes on from there,
            // where no character matches. That try looks at the 3 bytes of a "%" HEXDIG HEXDIG
            // at most: a pass that knows the farthest byte lies past them skips it too.
            parse_trace& trace = first.trace();
            char const* p = first.base();
            if (trace.skip_runs && tables_know && fast.parse(p, last.base(), ctx, rctx, x3::unused) &&
                p != first.base()) {
                first = traced_iterator(p, &trace);
                if (!trace.before_target(p, 3))
                    x3::kleene<typename Composition::subject_type>(composition.subject)
                        .parse(first, last, ctx, rctx, x3::unused);
                return true;
            }
        }
        return composition.parse(first, last, ctx, rctx, x3::unused);
    }

    Composition composition;
    Fast fast;
};

template <class Composition, class Fast>
constexpr auto accelerated(Composition const& composition, Fast const& fast)
{
    return accelerated_parser<typename x3::extension::as_parser<Composition>::value_type,
                              typename x3::extension::as_parser<Fast>::value_type>(
        x3::as_parser(composition), x3::as_parser(fast));
}

// The runs of the grammar's rules.
using pchar_run = run<run_set<pchar_chars>>;                              // *ipchar
using pchar_run_nz = run<run_set<pchar_chars>, 1>;                        // 1*ipchar
using segment_nc_run_nz = run<run_set<pchar_chars & ~colon>, 1>;          // isegment-nz-nc
using path_run = run<run_set<pchar_chars | slash>>;                       // *( ipchar / "/" )
using query_run = run<run_set<pchar_chars | slash | question, true>>;     // iquery
using fragment_run = run<run_set<pchar_chars | slash | question>>;        // ifragment
using userinfo_run = run<run_set<unreserved_chars | sub_delim | colon>>;  // iuserinfo
using reg_name_run = run<run_set<unreserved_chars | sub_delim>>;          // ireg-name

/// The end of `scheme` (RFC 3986 §3.1) at `first`, or `first` when none starts there. `floor`
/// as for ascii_run.
template <class Blocks = default_blocks>
BOOST_FORCEINLINE char const* scan_scheme(char const* first, char const* last, char const* floor) noexcept
{
    if (first == last || !in_class(static_cast<unsigned char>(*first), alpha))
        return first;
    return ascii_run<alpha | digit | scheme_mark, Blocks>(first + 1, last, floor);
}

/// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), over char const*.
struct scheme_run : x3::parser<scheme_run>
{
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Context, class RContext, class Attribute>
    bool parse(char const*& first, char const* const& last, Context const& ctx, RContext&,
               Attribute&) const
    {
        char const* const i = scan_scheme(first, last, input_begin_of(ctx, last));
        if (i == first)
            return false;
        first = i;
        return true;
    }
};

/// The first "@", "/", "?" or "#" in [first, last), or last: where `iauthority` could find
/// its "@", or where it ends. Portable: one byte at a time.
inline char const* find_at_or_authority_end_portable(char const* first, char const* last) noexcept
{
    for (; first != last; ++first) {
        char const c = *first;
        if (c == '@' || c == '/' || c == '?' || c == '#')
            break;
    }
    return first;
}

/// The same, sixteen bytes at a time where SSE2 is there (the x86-64 baseline).
inline char const* find_at_or_authority_end(char const* first, char const* last) noexcept
{
#if defined(BOOST_IRI_SSE2)
    __m128i const at = _mm_set1_epi8('@'), slash = _mm_set1_epi8('/'), question = _mm_set1_epi8('?'),
                  hash = _mm_set1_epi8('#');
    while (last - first >= 16) {
        __m128i const v = _mm_loadu_si128(reinterpret_cast<__m128i const*>(first));
        __m128i const hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, at), _mm_cmpeq_epi8(v, slash)),
                                         _mm_or_si128(_mm_cmpeq_epi8(v, question), _mm_cmpeq_epi8(v, hash)));
        int const mask = _mm_movemask_epi8(hit);
        if (mask != 0)
            return first + first_set_bit(static_cast<unsigned>(mask));
        first += 16;
    }
#endif
    return find_at_or_authority_end_portable(first, last);
}

/// Succeeds, without consuming, when an "@" comes before the end of the authority ("/",
/// "?", "#" or the end): `[ iuserinfo "@" ]` cannot match otherwise, so the fast path need
/// not scan the authority twice. A traced parse always tries (and looks at nothing here).
struct at_sign_ahead_parser : x3::parser<at_sign_ahead_parser>
{
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const&, RContext&, Attribute&) const
    {
        if constexpr (!std::is_same<Iterator, char const*>::value)
            return true;
        else {
            char const* const stop = find_at_or_authority_end(first, last);
            return stop != last && *stop == '@';
        }
    }
};

constexpr at_sign_ahead_parser at_sign_ahead{};

} // detail
} // grammar
} // iris
} // boost

#endif
