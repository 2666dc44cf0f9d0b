//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// IRI templates: parsing by the rules of RFC 6570 §2 (grammar/template_def.hpp), expansion
// by the algorithm of its Appendix A, with IRI output (§1.1) beside its URI output.

#define BOOST_IRI_SOURCE

#include <boost/iri/template.hpp>
#include <boost/iri/detail/char_classes.hpp>
#include <boost/iri/detail/utf8.hpp>
#include <boost/iri/grammar/derive.hpp>
#include <boost/iri/grammar/detail/accelerator.hpp>
#include <boost/iri/grammar/detail/runs.hpp>
#include <boost/iri/grammar/template_def.hpp>
#include <boost/iri/parse.hpp>
#include <boost/spirit/home/x3/directive/with.hpp>
#include <boost/iri/decoded_view.hpp>
#include "error_at.hpp"
#include "made_text.hpp"
#include "percent.hpp"
#include "thread_buffer.hpp"
#include "view_access.hpp"
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <unordered_map>

namespace boost {
namespace iris {

// ---- the variables ---------------------------------------------------------------------

namespace {

// Makes `to` hold a copy of `text`, which may be a part of `to` itself.
void copy_text(std::string& to, std::string_view text)
{
    std::less<char const*> const before; // a total order, also for pointers into other texts
    if (!before(text.data(), to.data()) && before(text.data(), to.data() + to.size()))
        to.assign(text); // std::string::assign takes a part of itself
    else { // append copies without assign's checks for a part of itself (~70 instructions)
        to.clear();
        to.append(text);
    }
}

} // namespace

template_variables& template_variables::set(std::string_view name, std::string text)
{
    return set_value(name, value(std::move(text)));
}

template_variables& template_variables::set(std::string_view name, std::string_view text)
{
    if (value* at = find(name, detail::short_name_key(name)))
        if (auto* s = std::get_if<std::string>(at)) {
            copy_text(*s, text);
            return *this;
        }
    return set_value(name, value(std::string(text)));
}

template_variables& template_variables::set(std::string_view name, list members)
{
    return set_value(name, value(std::move(members)));
}

template_variables& template_variables::set(std::string_view name, pairs members)
{
    return set_value(name, value(std::move(members)));
}

template_variables& template_variables::set_value(std::string_view name, value v)
{
    if (value* at = find(name, detail::short_name_key(name)))
        *at = std::move(v);
    else
        note_short(*values_.emplace(std::string(name), std::move(v)).first);
    return *this;
}

template_variables::value const* template_variables::find(std::string_view name) const noexcept
{
    return find(name, detail::short_name_key(name));
}

template_variables::value const* template_variables::find(std::string_view name, std::uint64_t key) const noexcept
{
    if (key != 0) {
        for (std::size_t i = 0; i != shorts_; ++i)
            if (short_keys_[i] == key)
                return &short_entries_[i]->second;
        if (shorts_ == values_.size()) // every name is noted: `name` is not set
            return nullptr;
    }
    auto const at = values_.find(name);
    return at == values_.end() ? nullptr : &at->second;
}

template_variables::value* template_variables::find(std::string_view name, std::uint64_t key) noexcept
{
    return const_cast<value*>(static_cast<template_variables const&>(*this).find(name, key));
}

void template_variables::note_short(map::value_type& entry) noexcept
{
    std::uint64_t const key = detail::short_name_key(entry.first);
    if (key == 0 || shorts_ == most_shorts)
        return;
    short_keys_[shorts_] = key;
    short_entries_[shorts_++] = &entry;
}

void template_variables::note_shorts() noexcept
{
    shorts_ = 0;
    for (auto at = values_.begin(); at != values_.end() && shorts_ != most_shorts; ++at)
        note_short(*at);
}

void template_variables::take_shorts(template_variables& other) noexcept
{
    std::copy(std::begin(other.short_keys_), std::end(other.short_keys_), std::begin(short_keys_));
    std::copy(std::begin(other.short_entries_), std::end(other.short_entries_), std::begin(short_entries_));
    shorts_ = std::exchange(other.shorts_, 0);
}

template_variables::template_variables(template_variables const& other) : values_(other.values_)
{
    note_shorts();
}

template_variables::template_variables(template_variables&& other) noexcept : values_(std::move(other.values_))
{
    take_shorts(other); // the map's entries moved with it, where they were
    other.values_.clear();
}

template_variables& template_variables::operator=(template_variables const& other)
{
    map copy = other.values_; // then swapped: a copy that throws leaves this as it was
    values_.swap(copy);
    note_shorts();
    return *this;
}

template_variables& template_variables::operator=(template_variables&& other) noexcept
{
    if (this != &other) {
        values_ = std::move(other.values_); // std::allocator: the entries move, where they were
        take_shorts(other);
        other.values_.clear();
    }
    return *this;
}

// ---- parsing -----------------------------------------------------------------------------

namespace {

// RFC 3986 §2.3 (unreserved) and §2.2 (reserved, but "?" and "#", which say where the query
// and the fragment start, so that an expansion writes each alone and notes it)
constexpr std::uint16_t unreserved_chars = grammar::detail::unreserved_chars;
constexpr std::uint16_t reserved_chars = grammar::detail::sub_delim | grammar::detail::colon | grammar::detail::at |
                                         grammar::detail::slash | grammar::detail::bracket;
// what U+R copies in runs: "[" and "]" are written one at a time, since only an IP literal
// holds them (an expansion that writes one is parsed to find its layout)
constexpr std::uint16_t reserved_runs = reserved_chars & ~grammar::detail::bracket;

// Whether literals expand as they are written (RFC 6570 §3.1): ASCII that U+R allows, without
// "%" (a triplet stays, but another "%" is encoded), "?" or "#". Most literals are.
bool expands_as_is(std::string_view literals) noexcept
{
    return std::all_of(literals.begin(), literals.end(), [](char c) {
        return grammar::detail::in_class(static_cast<unsigned char>(c), unreserved_chars | reserved_chars);
    });
}

// RFC 3986 §3.1: the size of the `scheme ":"` that `s` starts with, or 0.
std::size_t scheme_prefix(std::string_view s) noexcept
{
    char const* const end = grammar::detail::scan_scheme(s.data(), s.data() + s.size(), s.data());
    return end != s.data() && end != s.data() + s.size() && *end == ':' ? static_cast<std::size_t>(end - s.data()) + 1 : 0;
}

// Whether the template tells where an expansion's components are, and the scheme and "//" of
// its leading literal (the writer then finds the rest: writer::lay_out). It does when the
// leading literal starts `scheme "://"`, `scheme ":"` or with "/", "?" or "#" (not "//"),
// when no literal holds "[" or "]" (an IP literal, which the parse reads), and while the
// authority may still be written, when nothing there can write a delimiter of iuserinfo or of
// the authority but as one: no literal "@", no `+` expression (its values may hold any
// delimiter) and no exploded `;` or `&` expression (which writes its keys under U+R). A
// "/", "?" or "#" expression may end the authority, or write nothing: after one the
// authority may go on.
detail::template_parts::layout_plan plan_layout(std::string_view text, detail::template_parts const& t) noexcept
{
    using plan = detail::template_parts::layout_plan;
    if (t.parts.empty() || t.parts.front().expression)
        return {};
    std::string_view const lead = text.substr(t.parts.front().begin, t.parts.front().end - t.parts.front().begin);
    plan r;
    r.scheme_end = static_cast<std::uint32_t>(scheme_prefix(lead));
    std::size_t skip = r.scheme_end; // of the leading literal, what is read here
    bool in_authority = false;       // the authority may still be written
    if (lead.substr(skip, 2) == "//") {
        if (r.scheme_end == 0)
            return {}; // a network-path reference: not covered
        r.authority = in_authority = true;
        skip += 2;
    }
    else if (r.scheme_end == 0 && lead.find_first_of("/?#") != 0)
        return {}; // a relative path, whose first segment must not hold ":" (ipath-noscheme): not covered
    for (detail::template_parts::part const& p : t.parts) {
        if (!p.expression) {
            for (char c : text.substr(p.begin + skip, p.end - p.begin - skip)) {
                if (c == '[' || c == ']' || (in_authority && c == '@'))
                    return {};
                in_authority = in_authority && c != '/' && c != '?' && c != '#';
            }
            skip = 0;
            continue;
        }
        if (!in_authority)
            continue;
        bool const exploded = std::any_of(t.varspecs.begin() + p.first_varspec,
                                          t.varspecs.begin() + p.first_varspec + p.varspecs,
                                          [](detail::template_parts::varspec const& v) { return v.explode; });
        if (p.op == '+' || ((p.op == ';' || p.op == '&') && exploded))
            return {};
    }
    r.known = true;
    return r;
}

} // namespace

result<iri_template> parse_template(std::string_view text)
{
    namespace x3 = boost::spirit::x3;
    if (text.size() > detail::max_input_size)
        return detail::input_too_long();
    iri_template t;
    grammar::detail::template_builder builder{text.data(), t.parts_};
    char const* first = text.data();
    if (!x3::parse(first, text.data() + text.size(),
                   x3::with<grammar::template_parts_tag>(builder)[grammar::URI_Template >> x3::eoi]))
        return grammar::detail::diagnose(grammar::URI_Template, text);
    for (detail::template_parts::part& p : t.parts_.parts) {
        // RFC 6570 §2.2: op-reserve is for future extensions; no expansion is defined for it
        if (p.expression && p.op != 0 && std::char_traits<char>::find("=,!@|", 5, p.op)) {
            failure e = detail::error_at(error::reserved_operator, p.begin + 1, static_cast<unsigned char>(p.op));
            e.set_rule(grammar::op_reserve.name);
            return e;
        }
        p.as_is = !p.expression && expands_as_is(text.substr(p.begin, p.end - p.begin));
    }
    for (detail::template_parts::varspec& v : t.parts_.varspecs)
        v.key = detail::short_name_key(text.substr(v.name_begin, v.name_end - v.name_begin));
    t.parts_.layout = plan_layout(text, t.parts_);
    for (detail::template_parts::part const& p : t.parts_.parts)
        if (!p.expression) // as written, or each byte as three at most
            t.parts_.most_literals += (p.as_is ? 1 : 3) * std::uint64_t(p.end - p.begin);
    t.text_.assign(text);
    t.parts_.padded_text.reserve(text.size() + 16);
    t.parts_.padded_text.assign(text).append(16, '\0');
    return t;
}

std::size_t iri_template::expressions() const noexcept
{
    return static_cast<std::size_t>(std::count_if(parts_.parts.begin(), parts_.parts.end(),
                                                  [](detail::template_parts::part const& p) { return p.expression; }));
}

std::vector<iri_template::varspec> iri_template::varspecs() const
{
    std::vector<varspec> r;
    r.reserve(parts_.varspecs.size());
    std::size_t expression = 0;
    for (detail::template_parts::part const& p : parts_.parts) {
        if (!p.expression)
            continue;
        for (std::uint32_t i = p.first_varspec; i < p.first_varspec + p.varspecs; ++i) {
            detail::template_parts::varspec const& v = parts_.varspecs[i];
            r.push_back({text_.substr(v.name_begin, v.name_end - v.name_begin), v.name_begin,
                         v.max_length, v.explode, static_cast<operator_kind>(p.op), expression});
        }
        ++expression;
    }
    return r;
}

// ---- expansion ---------------------------------------------------------------------------

namespace {

// RFC 6570 Appendix A: how each operator expands.
struct operator_rules
{
    std::string_view first; ///< before the first defined variable
    char sep;          ///< between defined variables (and exploded members)
    bool named;        ///< name=value
    bool ifemp_equals; ///< "=" after the name of an empty value
    bool reserved;     ///< allow U+R (else U)

    char first_char() const noexcept { return first.empty() ? '\0' : first.front(); }
};

// indexed by the operator (0: none)
constexpr std::array<operator_rules, 128> operator_table = [] {
    std::array<operator_rules, 128> t{};
    for (auto& r : t)
        r = {"", ',', false, false, false};
    t['+'] = {"", ',', false, false, true};
    t['.'] = {".", '.', false, false, false};
    t['/'] = {"/", '/', false, false, false};
    t[';'] = {";", ';', true, false, false};
    t['?'] = {"?", '&', true, true, false};
    t['&'] = {"&", '&', true, true, false};
    t['#'] = {"#", ',', false, false, true};
    return t;
}();

operator_rules const& rules_of(char op) noexcept
{
    return operator_table[static_cast<unsigned char>(op) & 127];
}

// "%" and two hex digits at `p`, before `end`
bool is_triplet(char const* p, char const* end) noexcept
{
    return end - p >= 3 && *p == '%' && detail::hex_value(p[1]) >= 0 && detail::hex_value(p[2]) >= 0;
}

// Writes an expansion, remembering which part of the template made each piece of it. It
// writes through a pointer into `out` from a given offset on, over what `out` holds there and
// into room it adds (the bytes from `end_` on are room, not text); `out` may stay longer.
// `Checked`: each write makes its room and stops past `max_size`; else the room made first
// holds the most the expansion may write, which is within `max_size` (iri_template::expand_pass
// found it), and nothing is checked.
template <bool Checked>
class writer
{
public:
    /// `record`: remember where each piece comes from, to say where an error does (a second
    /// pass after a failed check: a successful expansion allocates nothing for it). `room`:
    /// the bytes to make room for first (more are made when they are needed, when `Checked`).
    writer(std::string& out, std::size_t at, expand_options const& o, bool record, std::size_t room)
        : out_(out), o_(o), start_(at), end_(at), max_size_(std::min(o.max_size, detail::max_input_size)),
          record_(record)
    {
        room_for(room);
    }

    /// Whether the expansion passed `max_size`: then the writes write nothing more,
    /// so that what a template writes is bounded while it writes (not after).
    bool too_long() const noexcept
    {
        if constexpr (Checked)
            return end_ - start_ > max_size_;
        return false;
    }

    /// The piece from here on comes from the template at `offset`.
    void from(std::uint32_t offset)
    {
        if (record_)
            pieces_.add(end_ - start_, offset);
    }

    /// Appends `s`, percent-encoding (as UTF-8) what the allow set leaves out: U, or U+R
    /// with `reserved` (RFC 6570 §1.5, Appendix A); under IRI output `ucschar` stays but the
    /// bidi formatting characters (RFC 3987 §4.1: an IRI must not hold them), and `iprivate`
    /// in the query (RFC 3987 §2.2). At most `max_chars` characters (0: all),
    /// a pct-encoded triplet kept as it is counting as one. False on ill-formed UTF-8, and
    /// once the expansion is too long.
    bool put(std::string_view s, bool reserved, std::size_t max_chars = 0)
    {
        if (too_long())
            return false;
        // whether a limit can stop it: the characters, or the room left (a byte is written as
        // three at most)
        bool const bounded = max_chars != 0 || (Checked && s.size() > (max_size_ - (end_ - start_)) / 3);
        if (reserved)
            return bounded ? put_as<unreserved_chars | reserved_runs, true>(s, max_chars)
                           : put_as<unreserved_chars | reserved_runs, false>(s, max_chars);
        return bounded ? put_as<unreserved_chars, true>(s, max_chars) : put_as<unreserved_chars, false>(s, max_chars);
    }

    /// Appends the `n` bytes at `p`, which the template's syntax allows as they are and which
    /// hold neither "?" nor "#" (a varname, literals that expand as they are written), sixteen
    /// at a time: the sixteen bytes after them are readable (`template_parts::padded_text`),
    /// and those written past them are room (made here, or counted in the most the expansion
    /// may write).
    void put_padded(char const* p, std::size_t n)
    {
        if (too_long())
            return;
        char* const w = room(n + 16);
        for (std::size_t k = 0; k < n; k += 16)
            std::memcpy(w + k, p + k, 16);
        end_ += n;
    }

    /// Appends a "=", "," or an operator's separator.
    void put_char(char c)
    {
        if (too_long())
            return;
        *room(1) = c;
        ++end_;
    }

    /// Appends what an operator writes before its first defined variable, if anything: "?"
    /// starts the query, "#" the fragment.
    void put_first(std::string_view first)
    {
        if (first.empty())
            return;
        if (first.front() == '?' || first.front() == '#')
            delimiter(first.front(), end_ - start_);
        put_char(first.front());
    }

    /// The expansion as an IRI reference of the profile (a URI reference for URI output):
    /// laid out as it was written where `plan` tells the layout, else checked against the
    /// grammar, or the error at the template's part that made the byte where it stopped.
    result<iri_view> check(detail::template_parts::layout_plan const& plan)
    {
        parse_options po;
        po.profile = o_.uri ? profile::uri : o_.profile;
        std::string_view const made(out_.data() + start_, end_ - start_);
        // without a parse where the template tells the layout: of the grammars the writer's
        // encodings follow, those of rfc3987 and of URI output (a value written under U, or
        // as the template's literals, holds no delimiter of a component it is not in)
        if (plan.known && !parse_it_ && (o_.uri || o_.profile == profile::rfc3987))
            if (std::optional<grammar::iri_components> const c = lay_out(made, plan))
                return detail::view_access::view_of(made, *c, po);
        return pieces_.check(made, po);
    }

private:
    /// `put` with the ASCII that stays as it is in `AsIs`: its runs are found sixteen bytes
    /// at a time and copied whole; the rest is written a character at a time. The room is
    /// made first (each byte written as three at most). `Bounded`: `max_chars` or the most the
    /// expansion may hold may stop it; then a character starts only before that most, so that
    /// it stops at most one character past it.
    template <std::uint16_t AsIs, bool Bounded>
    bool put_as(std::string_view s, std::size_t max_chars)
    {
        constexpr bool reserved = (AsIs & reserved_chars) != 0;
        // the bytes the expansion may still hold, of which this can write 3 * s.size() at most
        std::size_t const may_write = max_size_ - (end_ - start_);
        bool const fits = !Bounded || s.size() <= may_write / 3;
        char* w = room(fits ? 3 * s.size() : may_write + 13); // + 13: one byte past, one character's %HH
        char* const last = w + (fits ? 3 * s.size() : may_write); // where a character may start
        char const* p = s.data();
        char const* const end = p + s.size();
        std::size_t const most = max_chars == 0 ? s.size() : max_chars;
        bool well_formed = true;
        for (std::size_t n = 0; p != end && (!Bounded || (n < most && w <= last)); ++n) {
            unsigned char const c = static_cast<unsigned char>(*p);
            if (grammar::detail::in_class(c, AsIs)) {
                // a run of what stays as it is, no longer than the characters or the room left
                char const* const stop =
                    Bounded ? p + std::min({static_cast<std::size_t>(end - p), most - n,
                                            static_cast<std::size_t>(last - w) + 1})
                            : end;
                char const* const run =
                    grammar::detail::ascii_run<AsIs, grammar::detail::default_blocks>(p + 1, stop, s.data());
                if constexpr (Bounded) // room for what may be written, not for a block past it
                    std::memcpy(w, p, static_cast<std::size_t>(run - p));
                else
                    copy_run(w, p, run, end);
                w += run - p;
                n += static_cast<std::size_t>(run - p) - 1;
                p = run;
            }
            else if (c < 0x80) {
                if (reserved && is_triplet(p, end)) {
                    std::memcpy(w, p, 3);
                    w += 3;
                    p += 3;
                }
                else if (reserved && (c == '?' || c == '#' || c == '[' || c == ']')) {
                    delimiter(static_cast<char>(c), static_cast<std::size_t>(w - out_.data()) - start_);
                    *w++ = *p++;
                }
                else
                    w = detail::write_pct(w, static_cast<unsigned char>(*p++));
            }
            else {
                char const* const first = p;
                char32_t const cp = detail::decode_utf8(p, end);
                if (cp == detail::bad_code_point) {
                    well_formed = false;
                    break;
                }
                bool const keep = !o_.uri && !detail::is_bidi_formatting(cp) &&
                                  (detail::is_ucschar(cp, o_.profile) ||
                                   (query_ && !fragment_ && detail::is_iprivate_in(cp, o_.profile)));
                for (char const* b = first; b != p; ++b) // two to four bytes: no call to memcpy
                    w = keep ? (*w = *b, w + 1) : detail::write_pct(w, static_cast<unsigned char>(*b));
            }
        }
        end_ = static_cast<std::size_t>(w - out_.data());
        return well_formed && !too_long();
    }

    /// Copies [p, run) to `w`, sixteen bytes at a time while the value (which ends at `end`)
    /// holds them: no call, whose branches on the size the processor cannot predict. The room
    /// (three bytes for each byte left to read, unbounded) holds the bytes written past `run`.
    static void copy_run(char* w, char const* p, char const* run, char const* end) noexcept
    {
#if defined(BOOST_IRI_SSE2)
        std::size_t const n = static_cast<std::size_t>(run - p);
        if (static_cast<std::size_t>(end - p) >= ((n + 15) & ~std::size_t(15))) {
            for (std::size_t k = 0; k < n; k += 16)
                _mm_storeu_si128(reinterpret_cast<__m128i*>(w + k),
                                 _mm_loadu_si128(reinterpret_cast<__m128i const*>(p + k)));
            return;
        }
#else
        (void)end;
#endif
        std::memcpy(w, p, static_cast<std::size_t>(run - p));
    }

    /// Where `n` bytes may be written: `out` at `end_`, made longer first if need be.
    char* room(std::size_t n)
    {
        if constexpr (Checked)
            room_for(n);
        return &out_[end_];
    }

    /// `out` at least `n` bytes longer than `end_`.
    void room_for(std::size_t n)
    {
        if (out_.size() - end_ < n)
            out_.resize(std::max(2 * out_.size(), end_ + n));
    }

    /// Notes a "?", "#", "[" or "]" written as itself at `at` of the expansion: where the
    /// query and the fragment start (RFC 3986 §3.4, §3.5), or that the layout needs the parse
    /// (a "#" in the fragment, which it refuses; a bracket, which only an IP literal holds).
    void delimiter(char c, std::size_t at) noexcept
    {
        if (c == '?') {
            if (!query_ && !fragment_)
                query_at_ = at;
            query_ = true;
        }
        else if (c == '#') {
            parse_it_ = parse_it_ || fragment_;
            fragment_at_ = fragment_ ? fragment_at_ : at;
            fragment_ = true;
        }
        else
            parse_it_ = true;
    }

    /// The components of `t`, the expansion of a template whose `plan` is known: the scheme
    /// and "//" that its leading literal writes, the authority up to the first ":", "/", "?" or
    /// "#" (none of which a value written under U holds), the query and the fragment where
    /// their delimiters were written. None where the grammar must decide: a port that is not
    /// DIGITs, a path without an authority that starts with "//".
    std::optional<grammar::iri_components> lay_out(std::string_view t,
                                                   detail::template_parts::layout_plan const& plan) const noexcept
    {
        std::string_view scheme, host, port, query, fragment; // absent: null
        host_type kind = host_type::none;
        std::size_t const n = t.size();
        std::size_t const path_end = std::min({query_at_, fragment_at_, n});
        std::size_t i = plan.scheme_end;
        if (i != 0)
            scheme = t.substr(0, i - 1);
        if (plan.authority) { // RFC 3986 §3.2: "//" ihost [ ":" port ], no iuserinfo (no "@")
            constexpr std::uint16_t not_a_delimiter = unreserved_chars | grammar::detail::sub_delim;
            std::size_t const first = i + 2;
            char const* const end = t.data() + path_end;
            std::size_t j = first;
            // not the accelerator's scan_run of an ireg-name, which checks each character
            // (75 instructions a line more on urls_ascii): what is written here is one
            for (;; ++j) { // past each "%" and byte of a non-ASCII character
                j = static_cast<std::size_t>(
                    grammar::detail::ascii_run<not_a_delimiter, grammar::detail::default_blocks>(t.data() + j, end, t.data()) -
                    t.data());
                if (j == path_end || t[j] == ':' || t[j] == '/')
                    break;
            }
            host = t.substr(first, j - first);
            kind = grammar::detail::is_ipv4_host(host) ? host_type::ipv4 : host_type::reg_name;
            if (j != path_end && t[j] == ':') {
                std::size_t k = j + 1;
                while (k != path_end && grammar::detail::in_class(static_cast<unsigned char>(t[k]), grammar::detail::digit))
                    ++k;
                if (k != path_end && t[k] != '/')
                    return std::nullopt;
                port = t.substr(j + 1, k - j - 1);
                j = k;
            }
            i = j;
        }
        else if (path_end - i >= 2 && t[i] == '/' && t[i + 1] == '/')
            return std::nullopt; // "//" would start an authority
        if (query_at_ != npos)
            query = t.substr(query_at_ + 1, std::min(fragment_at_, n) - query_at_ - 1);
        if (fragment_at_ != npos)
            fragment = t.substr(fragment_at_ + 1);
        // set once, as the accelerator does: a default one and assignments cost a clearing of it
        return grammar::iri_components{scheme, {}, host, kind, port, t.substr(i, path_end - i), query, fragment};
    }

    static constexpr std::size_t npos = std::string_view::npos;

    std::string& out_;
    expand_options const& o_;
    std::size_t start_;
    std::size_t end_; ///< where the expansion ends in `out_`
    std::size_t max_size_;
    bool record_;
    bool query_ = false, fragment_ = false;
    std::size_t query_at_ = npos, fragment_at_ = npos; ///< of their delimiters in the expansion
    bool parse_it_ = false; ///< the layout needs the parse
    detail::made_text pieces_;
};

// Whether a value counts as defined (RFC 6570 §2.3): an empty list or array does not.
bool defined(template_variables::value const* v) noexcept
{
    if (!v)
        return false;
    if (auto const* l = std::get_if<template_variables::list>(v))
        return !l->empty();
    if (auto const* a = std::get_if<template_variables::pairs>(v))
        return !a->empty();
    return true;
}


} // namespace

result<iri_view> iri_template::expand_over(std::string& out, std::size_t at, template_variables const& variables,
                                           expand_options const& options) const
{
    result<iri_view> r = expand_pass(out, at, variables, options, false);
    if (!r && r.error().code == error::not_an_iri_reference)
        r = expand_pass(out, at, variables, options, true); // again, to say where
    return r;
}

namespace {

// The most bytes a value of a varspec named `name` writes, with its name, "=" and separators
// (RFC 6570 Appendix A): each byte of a string as three at most; for each member of a list or
// an associative array, its separator, the name or the key (three bytes a byte), "=" and its
// value. 0 when it is not defined.
std::uint64_t most_written(template_variables::value const* v, std::uint64_t name) noexcept
{
    if (!v)
        return 0;
    if (auto const* s = std::get_if<std::string>(v))
        return name + 2 + 3 * std::uint64_t(s->size());
    std::uint64_t most = name + 2;
    if (auto const* l = std::get_if<template_variables::list>(v))
        for (std::string const& m : *l)
            most += name + 2 + 3 * std::uint64_t(m.size());
    else
        for (auto const& [k, x] : std::get<template_variables::pairs>(*v))
            most += name + 3 + 3 * (std::uint64_t(k.size()) + x.size());
    return most;
}

// One pass of the expansion (RFC 6570 Appendix A) of the template `text` made of `parts`, with
// the value of each varspec from `value_of` (its index), into `out` from `at` on.
template <bool Checked, class ValueOf>
result<iri_view> write_expansion(std::string_view text, detail::template_parts const& parts_, ValueOf const& value_of,
                                 std::string& out, std::size_t at, expand_options const& options, bool record,
                                 std::size_t room)
{
    writer<Checked> w(out, at, options, record, room);
    char const* const padded = parts_.padded_text.data();
    auto const too_long = [](std::uint32_t offset) -> result<iri_view> {
        return detail::error_at(error::result_too_long, offset);
    };
    for (detail::template_parts::part const& p : parts_.parts) {
        w.from(p.begin);
        if (!p.expression) { // RFC 6570 §3.1: literals, as U+R allows them
            if (p.as_is)
                w.put_padded(padded + p.begin, p.end - p.begin);
            else // false only once too long: a template is UTF-8 (parse_template)
                w.put(std::string_view(text.data() + p.begin, p.end - p.begin), true);
            if (w.too_long())
                return too_long(p.begin);
            continue;
        }
        operator_rules const& r = rules_of(p.op);
        bool first = true;
        for (std::uint32_t i = p.first_varspec; i < p.first_varspec + p.varspecs; ++i) {
            detail::template_parts::varspec const& spec = parts_.varspecs[i];
            std::string_view const name(text.data() + spec.name_begin, spec.name_end - spec.name_begin);
            template_variables::value const* v = value_of(i);
            if (!defined(v))
                continue; // §3.2.1: undefined variables are skipped
            w.from(spec.name_begin);
            if (spec.max_length != 0 && !std::holds_alternative<std::string>(*v))
                return detail::error_at(error::prefix_of_composite, spec.name_begin);
            if (first)
                w.put_first(r.first);
            else
                w.put_char(r.sep);
            first = false;
            bool ok = true;
            // the varname, or a key by "the same encoding process as for literals", then "="
            auto const named = [&](std::string_view key, bool empty, bool varname = true) {
                if (varname)
                    w.put_padded(padded + spec.name_begin, name.size());
                else
                    ok = ok && w.put(key, true);
                if (!empty || r.ifemp_equals)
                    w.put_char('=');
            };
            if (auto const* s = std::get_if<std::string>(v)) {
                if (r.named)
                    named(name, s->empty());
                ok = ok && w.put(*s, r.reserved, spec.max_length);
            }
            else if (!spec.explode) {
                if (r.named)
                    named(name, false);
                bool between = false;
                auto const item = [&](std::string_view x) {
                    if (between)
                        w.put_char(',');
                    between = true;
                    ok = ok && w.put(x, r.reserved);
                };
                if (auto const* l = std::get_if<template_variables::list>(v))
                    for (std::string const& m : *l)
                        item(m);
                else
                    for (auto const& [k, x] : std::get<template_variables::pairs>(*v)) {
                        item(k);
                        item(x);
                    }
            }
            else {
                bool between = false;
                auto const member = [&](std::string_view key, std::string_view x, bool pair) {
                    if (between)
                        w.put_char(r.sep);
                    between = true;
                    if (r.named)
                        named(key, x.empty(), !pair);
                    else if (pair) {
                        ok = ok && w.put(key, r.reserved);
                        w.put_char('=');
                    }
                    ok = ok && w.put(x, r.reserved);
                };
                if (auto const* l = std::get_if<template_variables::list>(v))
                    for (std::string const& m : *l)
                        member(name, m, false);
                else
                    for (auto const& [k, x] : std::get<template_variables::pairs>(*v))
                        member(k, x, true);
            }
            if (w.too_long())
                return too_long(spec.name_begin);
            if (!ok)
                return detail::error_at(error::invalid_utf8, spec.name_begin);
        }
    }
    return w.check(parts_.layout);
}

} // namespace

result<iri_view> iri_template::expand_pass(std::string& out, std::size_t at, template_variables const& variables,
                                           expand_options const& options, bool record) const
{
    auto const find = [&](std::uint32_t i) {
        detail::template_parts::varspec const& spec = parts_.varspecs[i];
        return variables.find(std::string_view(text_.data() + spec.name_begin, spec.name_end - spec.name_begin),
                              spec.key);
    };
    // most templates: each value found once, and the most the expansion may write within
    // max_size, so that no write checks its room or the size
    constexpr std::size_t kept = 16;
    if (parts_.varspecs.size() <= kept) {
        std::array<template_variables::value const*, kept> values;
        std::uint64_t most = parts_.most_literals + 16; // + 16: a run copied sixteen bytes at a time
        for (std::uint32_t i = 0; i != parts_.varspecs.size(); ++i) {
            values[i] = find(i);
            detail::template_parts::varspec const& spec = parts_.varspecs[i];
            most += most_written(values[i], spec.name_end - spec.name_begin);
        }
        if (most <= std::min(options.max_size, detail::max_input_size))
            return write_expansion<false>(text_, parts_, [&](std::uint32_t i) { return values[i]; }, out, at,
                                          options, record, static_cast<std::size_t>(most));
    }
    return write_expansion<true>(text_, parts_, find, out, at, options, record,
                                 2 * text_.size() + 64); // room for what most templates make
}

result<void> iri_template::expand_to(std::string& out, template_variables const& variables,
                                           expand_options const& options) const
{
    std::size_t const size = out.size();
    result<iri_view> const r = expand_over(out, size, variables, options);
    out.resize(r ? size + r->buffer().size() : size);
    if (!r)
        return r.error();
    return {};
}

result<void> iri_template::expand(template_variables const& variables, iri& dest,
                                        expand_options const& options) const
{
    // made in a buffer the thread reuses, then copied into `dest`, which keeps its own: once
    // both have grown, nothing is allocated; the buffer keeps its size too, as room to write
    // over (a string fills the room it adds)
    thread_local std::string made;
    detail::thread_buffer const buffer(made, detail::keep_size);
    result<iri_view> const r = expand_over(*buffer, 0, variables, options);
    if (!r)
        return r.error();
    detail::view_access::adopt(dest, *r);
    return {};
}

result<iri> iri_template::expand(template_variables const& variables, expand_options const& options) const
{
    iri result;
    if (auto const made = expand(variables, result, options); !made)
        return made.error();
    return result;
}

// ---- matching -----------------------------------------------------------------------------

namespace {

// Whether an expression's expansion may hold `c` past its first character: its values (U:
// unreserved, pct-encoded, non-ASCII; U+R: any), "," between list members, "=" in pairs, and
// its separator where it has more than one varspec or explodes.
bool may_hold(operator_rules const& r, bool several, unsigned char c) noexcept
{
    if (r.reserved || c >= 0x80 || detail::is_unreserved(c) || c == '%' || c == ',' || c == '=')
        return true;
    return several && c == static_cast<unsigned char>(r.sep);
}

std::string decoded(std::string_view s)
{
    return decoded_view(s).decode(); // a "%" without two hex digits reads as itself
}

std::vector<std::string_view> split(std::string_view s, char at)
{
    std::vector<std::string_view> r;
    for (std::size_t from = 0;;) {
        std::size_t const to = s.find(at, from);
        r.push_back(s.substr(from, to == std::string_view::npos ? std::string_view::npos : to - from));
        if (to == std::string_view::npos)
            return r;
        from = to + 1;
    }
}

// A value as expansion wrote it: percent-decoded, but under U+R, which keeps a value's own
// pct-encoded triplets (RFC 6570 §3.2.3), as written; a list where "," joins members it did
// not encode.
std::string value_text(std::string_view s, bool reserved)
{
    return reserved ? std::string(s) : decoded(s);
}

template_variables::value value_of(std::string_view s, char sep, bool reserved)
{
    if (sep != ',' && s.find(',') != std::string_view::npos) {
        template_variables::list l;
        for (std::string_view m : split(s, ','))
            l.push_back(value_text(m, reserved));
        return l;
    }
    return value_text(s, reserved);
}

// `s` with its non-ASCII bytes as %HH and the hex digits of %HH in upper case; `from` (if
// not null) gets for each byte of the result the byte of `s` it comes from.
std::string uri_form(std::string_view s, std::vector<std::size_t>* from)
{
    std::string r;
    r.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        unsigned char const c = static_cast<unsigned char>(s[i]);
        std::size_t const n = r.size();
        if (c >= 0x80)
            detail::append_pct(r, c);
        else if (is_triplet(s.data() + i, s.data() + s.size())) {
            auto const up = [](char h) { return h >= 'a' && h <= 'f' ? static_cast<char>(h - 'a' + 'A') : h; };
            r += {'%', up(s[i + 1]), up(s[i + 2])};
            if (from)
                from->insert(from->end(), 3, i);
            i += 2;
            continue;
        }
        else
            r += static_cast<char>(c);
        if (from)
            from->insert(from->end(), r.size() - n, i);
    }
    return r;
}

// Where `needle` first occurs in [first, last), as a count from `first`; npos when it does not.
// Knuth-Morris-Pratt: linear in both, where std::string_view::find and rfind may take their
// product (a literal of 60,000 "a" against a text of a million took seconds). Over reverse
// iterators it finds the last occurrence.
template <class Iterator>
std::size_t first_occurrence(Iterator first, Iterator last, Iterator needle, Iterator needle_end)
{
    std::size_t const m = static_cast<std::size_t>(needle_end - needle);
    if (m == 0)
        return 0;
    std::vector<std::size_t> border(m, 0); // of each prefix of the needle: its longest proper border
    for (std::size_t i = 1, k = 0; i < m; ++i) {
        while (k > 0 && needle[i] != needle[k])
            k = border[k - 1];
        if (needle[i] == needle[k])
            ++k;
        border[i] = k;
    }
    std::size_t k = 0;
    for (Iterator p = first; p != last; ++p) {
        while (k > 0 && *p != needle[k])
            k = border[k - 1];
        if (*p == needle[k] && ++k == m)
            return static_cast<std::size_t>(p - first) + 1 - m;
    }
    return std::string_view::npos;
}

// The first occurrence of `needle` in `s` at or after `from`; npos when none.
std::size_t find_from(std::string_view s, std::string_view needle, std::size_t from)
{
    std::size_t const at = first_occurrence(s.begin() + static_cast<std::ptrdiff_t>(from), s.end(), needle.begin(), needle.end());
    return at == std::string_view::npos ? at : from + at;
}

// The last occurrence of `needle` in `s`; npos when none.
std::size_t find_last(std::string_view s, std::string_view needle)
{
    std::size_t const at = first_occurrence(s.rbegin(), s.rend(), needle.rbegin(), needle.rend());
    return at == std::string_view::npos ? at : s.size() - at - needle.size();
}

failure no_match_at(std::size_t offset) noexcept
{
    failure e = detail::error_at(error::no_match, offset);
    e.operand = 1;
    return e;
}

} // namespace

result<template_variables> iri_template::match(std::string_view text) const
{
    std::string_view const t = text_;
    auto const& parts = parts_.parts;
    auto const& specs = parts_.varspecs;
    auto const literal_of = [&](std::size_t i) { return t.substr(parts[i].begin, parts[i].end - parts[i].begin); };
    auto const several = [&](detail::template_parts::part const& p) {
        return p.varspecs > 1 || specs[p.first_varspec + p.varspecs - 1].explode;
    };
    // what the template must be (see the header)
    for (std::size_t i = 0; i < parts.size(); ++i) {
        detail::template_parts::part const& p = parts[i];
        if (!p.expression)
            continue;
        for (std::uint32_t k = p.first_varspec; k < p.first_varspec + p.varspecs; ++k)
            if (specs[k].max_length != 0)
                return detail::error_at(error::unmatchable_template, specs[k].name_begin);
        if (i + 1 < parts.size() && parts[i + 1].expression) {
            char const next = rules_of(parts[i + 1].op).first_char();
            operator_rules const r = rules_of(p.op);
            if (r.reserved || next == 0 || may_hold(r, several(p), static_cast<unsigned char>(next)))
                return detail::error_at(error::unmatchable_template, parts[i + 1].begin);
        }
    }
    template_variables v;
    std::size_t at_byte = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        detail::template_parts::part const& p = parts[i];
        if (!p.expression) {
            std::string_view const l = literal_of(i);
            if (text.substr(at_byte, l.size()) != l)
                return no_match_at(at_byte);
            at_byte += l.size();
            continue;
        }
        operator_rules const r = rules_of(p.op);
        bool const next_literal = i + 1 < parts.size() && !parts[i + 1].expression;
        std::string_view const next = next_literal ? literal_of(i + 1) : std::string_view();
        // where the expression ends
        std::size_t end = text.size();
        if (r.reserved) {
            if (next_literal && (end = find_from(text, next, at_byte)) == std::string_view::npos)
                return no_match_at(at_byte);
        }
        else {
            std::size_t q = at_byte;
            if (r.first_char() != 0 && q < text.size() && text[q] == r.first_char())
                ++q;
            while (q < text.size() && may_hold(r, several(p), static_cast<unsigned char>(text[q])))
                ++q;
            end = q;
            if (next_literal && text.compare(q, next.size(), next) != 0) {
                if (!may_hold(r, several(p), static_cast<unsigned char>(next[0])))
                    return no_match_at(q);
                end = find_last(text.substr(0, q + next.size()), next);
                if (end == std::string_view::npos || end < at_byte)
                    return no_match_at(q);
            }
        }
        std::string_view x = text.substr(at_byte, end - at_byte);
        std::size_t const start = at_byte;
        at_byte = end;
        if (x.empty())
            continue; // every variable undefined
        if (r.first_char() != 0) {
            if (x[0] != r.first_char())
                return no_match_at(start);
            x.remove_prefix(1);
        }
        std::uint32_t const first = p.first_varspec, count = p.varspecs;
        auto const name_of = [&](std::uint32_t k) {
            return t.substr(specs[k].name_begin, specs[k].name_end - specs[k].name_begin);
        };
        std::vector<std::string_view> const items = several(p) ? split(x, r.sep) : std::vector<std::string_view>{x};
        if (r.named) {
            std::uint32_t exploded = count; // the one exploded varspec that takes other names
            std::unordered_map<std::string_view, std::uint32_t> varspec_named; // the first of each name
            for (std::uint32_t k = first + count; k-- > first;) {
                if (specs[k].explode)
                    exploded = exploded == count ? k : count + 1;
                varspec_named[name_of(k)] = k;
            }
            std::map<std::uint32_t, template_variables::list> lists;
            template_variables::pairs pairs;
            for (std::string_view item : items) {
                std::size_t const eq = item.find('=');
                std::string_view const name = item.substr(0, eq);
                std::string_view const value = eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1);
                auto const named_k = varspec_named.find(name);
                std::uint32_t const k = named_k == varspec_named.end() ? first + count : named_k->second;
                if (k < first + count && specs[k].explode)
                    lists[k].push_back(decoded(value));
                else if (k < first + count)
                    v.set_value(name, value_of(value, r.sep == ',' ? ';' : r.sep, false));
                else if (exploded < first + count)
                    pairs.emplace_back(decoded(name), decoded(value));
                else
                    return no_match_at(static_cast<std::size_t>(item.data() - text.data()));
            }
            for (auto& [k, l] : lists)
                v.set(name_of(k), std::move(l));
            if (!pairs.empty())
                v.set(name_of(exploded), std::move(pairs));
            continue;
        }
        // unnamed: the items in the order of the varspecs; an exploded last one takes the rest
        bool const explode_last = specs[first + count - 1].explode;
        std::uint32_t const singles = explode_last ? count - 1 : count;
        if (!explode_last && items.size() > count)
            return no_match_at(start);
        for (std::uint32_t k = 0; k < singles && k < items.size(); ++k)
            v.set_value(name_of(first + k), value_of(items[k], r.sep == ',' && count == 1 ? ';' : r.sep, r.reserved));
        if (explode_last && items.size() > singles) {
            bool const all_pairs = std::all_of(items.begin() + singles, items.end(),
                                               [](std::string_view m) { return m.find('=') != std::string_view::npos; });
            if (all_pairs) {
                template_variables::pairs pairs;
                for (auto m = items.begin() + singles; m != items.end(); ++m)
                    pairs.emplace_back(value_text(m->substr(0, m->find('=')), r.reserved),
                                       value_text(m->substr(m->find('=') + 1), r.reserved));
                v.set(name_of(first + count - 1), std::move(pairs));
            }
            else {
                template_variables::list l;
                for (auto m = items.begin() + singles; m != items.end(); ++m)
                    l.push_back(value_text(*m, r.reserved));
                v.set(name_of(first + count - 1), std::move(l));
            }
        }
    }
    if (at_byte != text.size())
        return no_match_at(at_byte);
    // the variables are an answer only if they expand to the text, as RFC 3987 §5.3.2.3
    // compares them (non-ASCII and its %HH alike, hex digits in either case): not so where
    // the text holds what no expansion writes ("%2" in a value, a "," in a string)
    expand_options uri;
    uri.uri = true;
    std::string again;
    if (!expand_to(again, v, uri))
        return no_match_at(0);
    std::vector<std::size_t> from; // the byte of `text` each byte of its URI form comes from
    std::string const mine = uri_form(text, &from);
    std::string const theirs = uri_form(again, nullptr);
    if (theirs == mine)
        return v;
    auto const d = std::mismatch(mine.begin(), mine.end(), theirs.begin(), theirs.end());
    std::size_t const k = static_cast<std::size_t>(d.first - mine.begin());
    return no_match_at(k < from.size() ? from[k] : text.size());
}

} // iris
} // boost
