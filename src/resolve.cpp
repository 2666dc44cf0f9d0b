//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// RFC 3986 §5.2 (resolution), §5.3 (recomposition), and relativization as its inverse.

#define BOOST_IRI_SOURCE

#include <boost/iri/resolve.hpp>
#include <boost/iri/parse.hpp>
#include "error_at.hpp"
#include "parse_both.hpp"
#include "syntax_steps.hpp"
#include "thread_buffer.hpp"
#include "view_access.hpp"
#include <boost/iri/detail/ascii.hpp>
#include <boost/iri/detail/sse2.hpp>
#include <boost/assert.hpp>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace boost {
namespace iris {

namespace {

bool starts_with(char const* p, char const* end, std::string_view s) noexcept
{
    return static_cast<std::size_t>(end - p) >= s.size() && std::equal(s.begin(), s.end(), p);
}

bool equals(char const* p, char const* end, std::string_view s) noexcept
{
    return static_cast<std::size_t>(end - p) == s.size() && std::equal(s.begin(), s.end(), p);
}

} // namespace

// Sixteen bytes at a time where SSE2 is there and `floor` leaves 17 bytes to read before `end`.
char const* detail::first_dot_segment(char const* floor, char const* begin, char const* end) noexcept
{
    if (begin == end || *begin == '.')
        return begin;
    char const* p = begin;
#if defined(BOOST_IRI_SSE2)
    if (end - floor >= 17) {
        auto const slash_dots = [](char const* at) { // bit i: a "/." at at + i
            __m128i const here = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at));
            __m128i const next = _mm_loadu_si128(reinterpret_cast<__m128i const*>(at + 1));
            return static_cast<unsigned>(_mm_movemask_epi8(
                _mm_and_si128(_mm_cmpeq_epi8(here, _mm_set1_epi8('/')), _mm_cmpeq_epi8(next, _mm_set1_epi8('.')))));
        };
        for (; end - p >= 17; p += 16)
            if (unsigned const found = slash_dots(p))
                return p + detail::first_set_bit(found);
        if (end - p < 2)
            return end;
        // the pairs left, as the last of the 17 bytes before the end
        char const* const block = end - 17;
        unsigned const found = slash_dots(block) >> (p - block);
        return found != 0 ? p + detail::first_set_bit(found) : end;
    }
#else
    (void)floor;
#endif
    for (; end - p >= 2; ++p)
        if (p[0] == '/' && p[1] == '.')
            return p;
    return end;
}

// RFC 3986 §5.2.4, in place over [begin, end): the output never runs ahead of the input,
// so both share the buffer. Removing a segment scans back over it once, and every byte is
// removed at most once: linear. Returns the new end.
char* detail::remove_dot_segments_in_place(char const* const floor, char* const begin, char* const end) noexcept
{
    char const* in = first_dot_segment(floor, begin, end); // every byte before it stays
    if (in == end)
        return end; // most paths
    char* out = begin + (in - begin);
    auto const remove_last_segment = [&] {
        while (out != begin && *(out - 1) != '/')
            --out;
        if (out != begin)
            --out; // and its preceding "/"
    };
    // A-D: one step over a dot segment, if `in` starts with one
    auto const dot_step = [&] {
        // A. a prefix of "../" or "./"
        if (starts_with(in, end, "../"))
            in += 3;
        else if (starts_with(in, end, "./"))
            in += 2;
        // B. a prefix of "/./" or "/." (a complete segment)
        else if (starts_with(in, end, "/./"))
            in += 2;
        else if (equals(in, end, "/.")) {
            in += 2;
            *out++ = '/';
        }
        // C. a prefix of "/../" or "/.." (a complete segment)
        else if (starts_with(in, end, "/../")) {
            in += 3;
            remove_last_segment();
        }
        else if (equals(in, end, "/..")) {
            in += 3;
            remove_last_segment();
            *out++ = '/';
        }
        // D. only "." or ".."
        else if (equals(in, end, ".") || equals(in, end, ".."))
            in = end;
        else
            return false;
        return true;
    };
    while (in != end) {
        // A-D begin with "." or "/."
        if ((*in == '.' || (*in == '/' && in + 1 != end && in[1] == '.')) && dot_step())
            continue;
        // E. the first segment, with its leading "/" if any, and the ones after it up to the
        // next "/." (where B or C may apply): they stay as they are, moved only once
        // something before them was removed
        char const* next = end;
        for (char const* d = in + 1; d != end; ++d) {
            d = static_cast<char const*>(std::memchr(d, '.', static_cast<std::size_t>(end - d)));
            if (d == nullptr)
                break;
            if (d - 1 != in && d[-1] == '/') { // a "/." after `in`
                next = d - 1;
                break;
            }
        }
        if (out != in)
            std::memmove(out, in, static_cast<std::size_t>(next - in));
        out += next - in;
        in = next;
    }
    return out;
}

namespace {

// Parts [from, to) of a layout (iri_view_base.hpp: each with its delimiters), as bytes.
std::string_view parts(detail::iri_layout const& l, detail::part from, detail::part to) noexcept
{
    std::size_t const end = to == detail::part_end ? l.size : l.begin_of(to);
    return {l.data + l.begin_of(from), end - l.begin_of(from)};
}

// `result_too_long` for a resolution of `texts` (scheme, authority, the path in two, query,
// fragment) that ends at `end` once dot segments went, with the authority of `authority`.
failure too_long(std::string_view const (&texts)[6], detail::iri_layout const& authority, std::size_t end)
{
    using namespace detail;
    std::size_t starts[part_end] = {0, texts[0].size()};
    for (part p : {part_host, part_port, part_path})
        starts[p] = authority.start[p] - authority.start[part_authority] + texts[0].size();
    starts[part_fragment] = end - texts[5].size();
    starts[part_query] = starts[part_fragment] - texts[4].size();
    return result_too_long(starts);
}

// RFC 3986 §5.2.2-5.2.4 and §5.3 into `out`, laid out as `layout` says (but its data). Every
// part of the result is the same part of one input, with its delimiters, but the path, which
// may be merged (§5.2.3) and is freed of dot segments (§5.2.4): the result is the bytes of
// at most six texts, and its layout their offsets moved.
result<void> resolve_into(iri_view_base const& base, iri_view_base const& reference, detail::text_buffer& out,
                          detail::iri_layout& layout, resolve_options const& options)
{
    using namespace detail;
    if (!base.has_scheme())
        return error_at(error::base_not_absolute, 0);
    iri_layout const& b = view_access::layout(base);
    iri_layout const& r = view_access::layout(reference);

    // §5.2.2: where each part comes from; a non-strict parser forgets a scheme that is the base's
    bool const ref_scheme = reference.has_scheme() &&
                            (options.strict || !ascii_iequals(reference.scheme(), base.scheme()));
    std::string_view const ref_path = reference.encoded_path();
    iri_layout const& scheme = ref_scheme ? r : b;
    bool const ref_authority = ref_scheme || reference.has_authority();
    iri_layout const& authority = ref_authority ? r : b; // an empty part where it has none
    std::string_view directory; // the path is `directory` then `path`
    std::string_view path = ref_path;
    bool dot_segments = true;   // §5.2.4 applies
    iri_layout const* query = &r;
    if (!ref_authority) {
        std::string_view const base_path = base.encoded_path();
        if (ref_path.empty()) {
            path = base_path; // the base's path as it is
            dot_segments = false;
            if (!reference.has_query())
                query = &b;
        }
        // §5.2.3 merge: after the base's last "/", or "/" for an empty path with an authority
        else if (ref_path.front() != '/')
            directory = base.has_authority() && base_path.empty() ? std::string_view("/")
                                                                  : base_path.substr(0, base_path.rfind('/') + 1);
    }
    std::string_view const texts[] = {parts(scheme, part_scheme, part_authority),
                                      parts(authority, part_authority, part_path), directory, path,
                                      parts(*query, part_query, part_fragment),
                                      parts(r, part_fragment, part_end)};
    std::size_t const size = texts[0].size() + texts[1].size() + texts[2].size() + texts[3].size() +
                             texts[4].size() + texts[5].size();
    out.resize_for_overwrite(size);

    char* const text = out.data();
    char* at = text;
    auto const put = [&](std::string_view t) {
        if (!t.empty()) // an absent part's view may be null, which memcpy must not get
            std::memcpy(at, t.data(), t.size());
        at += t.size();
    };
    // offsets as the layout keeps them, modulo 2^32: exact once the whole is seen to fit
    layout.options = base.options(); // and every other field below
    layout.host = authority.host;
    layout.start[part_scheme] = 0;
    put(texts[0]);
    std::uint32_t const moved = static_cast<std::uint32_t>(at - text) - authority.start[part_authority];
    layout.start[part_authority] = authority.start[part_authority] + moved;
    layout.start[part_host] = authority.start[part_host] + moved;
    layout.start[part_port] = authority.start[part_port] + moved;
    layout.start[part_path] = authority.start[part_path] + moved;
    put(texts[1]);
    std::size_t const path_at = static_cast<std::size_t>(at - text);
    put(directory);
    put(path);
    if (dot_segments)
        at = remove_dot_segments_in_place(text, text + path_at, at);
    // §5.3: without an authority, a path starting with "//" would read as one
    if (layout.host == host_type::none && std::string_view(text, static_cast<std::size_t>(at - text)).substr(path_at, 2) == "//")
        return in_result(error_at(error::unrepresentable_result, path_at));
    layout.start[part_query] = static_cast<std::uint32_t>(at - text);
    put(texts[4]);
    layout.start[part_fragment] = static_cast<std::uint32_t>(at - text);
    put(texts[5]);
    std::size_t const end = static_cast<std::size_t>(at - text);
    if (end != size || size > max_input_size) { // dot segments went, or the result may be too long
        if (end > max_input_size)
            return too_long(texts, authority, end);
        out.resize_for_overwrite(end);
    }
    layout.size = static_cast<std::uint32_t>(end);
    layout.data = out.data();
    return {};
}

} // namespace

std::string remove_dot_segments(std::string_view path)
{
    std::string s(path);
    char* const begin = s.data();
    s.resize(static_cast<std::size_t>(detail::remove_dot_segments_in_place(begin, begin, begin + s.size()) - begin));
    return s;
}

namespace {

// The buffer a thread resolves into, apart from the inputs, so that either may be `dest`.
detail::thread_buffer<detail::text_buffer> resolve_buffer()
{
    thread_local detail::text_buffer text;
    return detail::thread_buffer(text);
}

// The result in `text`.
result<iri_view> resolved(iri_view_base const& base, iri_view_base const& reference,
                                resolve_options const& options, detail::text_buffer& text)
{
    detail::iri_layout layout;
    if (auto r = resolve_into(base, reference, text, layout, options); !r)
        return r.error();
    // Each part comes whole from an input, so with one grammar for both the result is an IRI
    // of it as laid out; a reference with characters the base's profile may not allow is
    // parsed under the base's grammar.
    if (base.options() == reference.options())
        return detail::view_access::view(layout);
    auto parsed = parse_iri(text, base.options());
    if (!parsed)
        return detail::in_result(parsed.error());
    return parsed;
}

} // namespace

result<void> resolve(iri_view_base const& base, iri_view_base const& reference, iri& dest,
                           resolve_options const& options)
{
    // The common case goes straight into dest's buffer: no input views it, and nothing can
    // fail once the result is being written (one grammar, so no second parse; an authority,
    // so no path that §5.3 cannot write; inputs short enough that the result fits: it is at
    // most both and a "/")
    using detail::view_access;
    if (base.has_scheme() && base.options() == reference.options() &&
        base.size() + reference.size() < detail::max_input_size &&
        (reference.has_authority() || (base.has_authority() && !reference.has_scheme())) &&
        !view_access::views(base, dest) && !view_access::views(reference, dest)) {
        [[maybe_unused]] auto const done =
            resolve_into(base, reference, view_access::text(dest), view_access::layout_to_write(dest), options);
        BOOST_ASSERT(done);
        return {};
    }
    auto const buffer = resolve_buffer();
    auto const r = resolved(base, reference, options, *buffer);
    if (!r)
        return r.error();
    detail::view_access::adopt(dest, *r);
    return {};
}

result<iri> resolve(iri_view_base const& base, iri_view_base const& reference, resolve_options const& options)
{
    auto const buffer = resolve_buffer();
    auto const r = resolved(base, reference, options, *buffer);
    if (!r)
        return r.error();
    return iri(*r); // a buffer of its own size
}

result<iri> resolve(std::string_view base, std::string_view reference, resolve_options const& options)
{
    auto const both = detail::parse_both(base, reference, options.parse);
    if (!both)
        return both.error();
    return resolve(both->first, both->second, options);
}

namespace {

// The references that may relativize `target` against `base`, most natural first.
std::vector<std::string> candidates(iri_view_base const& base, iri_view_base const& target,
                                    relativize_options const& options)
{
    std::vector<std::string> out;
    auto const with_query_fragment = [&](std::string s, bool query = true) {
        if (query && target.has_query())
            s.append("?").append(target.encoded_query());
        if (target.has_fragment())
            s.append("#").append(target.encoded_fragment());
        return s;
    };
    bool const same_scheme = target.scheme() == base.scheme();
    bool const same_authority = target.has_authority() == base.has_authority() &&
                                target.encoded_authority() == base.encoded_authority();

    if (same_scheme && same_authority) {
        std::string_view const tp = target.encoded_path();
        std::string_view const bp = base.encoded_path();
        if (tp == bp) {
            if (target.has_query() == base.has_query() && target.encoded_query() == base.encoded_query())
                out.push_back(with_query_fragment("", false));
            else if (target.has_query())
                out.push_back(with_query_fragment(""));
        }
        // a relative path from the base's directory
        std::string_view const dir = base.has_authority() && bp.empty() ? std::string_view("/")
                                                                        : bp.substr(0, bp.rfind('/') + 1);
        std::string rel;
        if (tp.substr(0, dir.size()) == dir)
            rel = std::string(tp.substr(dir.size()));
        else if (options.parent_segments && !dir.empty() && !tp.empty() && tp.front() == dir.front()) {
            // up from the base's directory to the longest common one
            std::size_t common = 0;
            for (std::size_t i = 0; i < std::min(dir.size(), tp.size()) && dir[i] == tp[i]; ++i)
                if (dir[i] == '/')
                    common = i + 1;
            for (std::size_t i = common; i < dir.size(); ++i)
                if (dir[i] == '/')
                    rel += "../";
            rel += tp.substr(common);
        }
        else
            rel = std::string(tp);
        if (rel.empty())
            rel = ".";
        else if (std::string_view first = std::string_view(rel).substr(0, rel.find('/'));
                 first.empty() || first.find(':') != std::string_view::npos)
            rel = "./" + rel; // a "/" first would make it absolute, a colon a scheme
        out.push_back(with_query_fragment(rel));
        if (rel == ".")
            out.push_back(with_query_fragment("./"));
        else if (rel.size() >= 3 && rel.compare(rel.size() - 3, 3, "../") == 0)
            out.push_back(with_query_fragment(rel.substr(0, rel.size() - 1))); // ".." for "../"
        // an absolute path
        if (!tp.empty() && tp.front() == '/' && tp.substr(0, 2) != "//")
            out.push_back(with_query_fragment(std::string(tp)));
    }
    // a network path
    if (same_scheme && target.has_authority() && options.network_path)
        out.push_back(with_query_fragment("//" + std::string(target.encoded_authority()) +
                                          std::string(target.encoded_path())));
    out.emplace_back(target.buffer());
    return out;
}

} // namespace

result<iri> relativize(iri_view_base const& base, iri_view_base const& target, relativize_options const& options)
{
    if (!base.has_scheme())
        return detail::error_at(error::base_not_absolute, 0);
    if (!target.has_scheme())
        return detail::in_second(detail::error_at(error::target_not_absolute, 0));

    // the shortest candidate that resolves back to the target exactly (RFC 3986 §5.2)
    iri best;
    bool found = false;
    iri back;
    for (std::string const& c : candidates(base, target, options)) {
        if (found && c.size() >= best.size())
            continue;
        auto const r = parse_iri_reference(c, target.options());
        if (!r)
            continue;
        if (resolve(base, *r, back) && back.buffer() == target.buffer()) {
            best = *r;
            found = true;
        }
    }
    if (!found)
        return detail::in_result(detail::error_at(error::no_relative_reference, 0));
    return best;
}

result<iri> relativize(std::string_view base, std::string_view target, relativize_options const& options)
{
    auto const both = detail::parse_both(base, target, options.parse);
    if (!both)
        return both.error();
    return relativize(both->first, both->second, options);
}

} // iris
} // boost
