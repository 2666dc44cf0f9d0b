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
#include <boost/assert.hpp>
#include <algorithm>
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

// RFC 3986 §5.2.4, in place over [begin, end): the output never runs ahead of the input,
// so both share the buffer. Removing a segment scans back over it once, and every byte is
// removed at most once: linear. Returns the new end.
char* detail::remove_dot_segments_in_place(char* const begin, char* const end) noexcept
{
    char const* in = begin;
    char* out = begin;
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

// Writes the result into a string that keeps its capacity, sized beforehand to what the
// result can need, and where its parts start: every part comes whole from one of the inputs,
// or is the merged path (RFC 3986 §5.2.2-5.2.3).
struct writer
{
    std::string& out;
    detail::iri_layout& layout;
    std::size_t size = 0; // written so far

    void put(std::string_view s) noexcept
    {
        if (s.empty()) // an absent part's view may be null, which memcpy must not get
            return;
        BOOST_ASSERT(size + s.size() <= out.size());
        std::memcpy(out.data() + size, s.data(), s.size());
        size += s.size();
    }
    void put(char c) noexcept { put(std::string_view(&c, 1)); }
    void starts(detail::part p) noexcept { layout.start[p] = static_cast<std::uint32_t>(size); }

    // "//" and the authority of `x`, or nothing
    void authority(iri_view_base const* x) noexcept
    {
        starts(detail::part_authority);
        std::size_t host = size;
        if (x) {
            put("//");
            std::string_view const a = x->encoded_authority();
            host = size + static_cast<std::size_t>(x->encoded_host().data() - a.data());
            put(a);
            layout.host = x->host_type();
        }
        layout.start[detail::part_host] = static_cast<std::uint32_t>(host);
        layout.start[detail::part_port] = static_cast<std::uint32_t>(host + (x ? x->encoded_host().size() : 0));
    }

    // The path from `pieces`, written whole and then freed of dot segments in place.
    void path(std::string_view first, std::string_view second = {}) noexcept
    {
        char* const start = out.data() + size;
        put(first);
        put(second);
        size = static_cast<std::size_t>(detail::remove_dot_segments_in_place(start, out.data() + size) - out.data());
    }
};

// RFC 3986 §5.2.2-5.2.4 and §5.3 into `out`, laid out as `layout` says (but its data).
result<void> resolve_into(iri_view_base const& base, iri_view_base const& reference, std::string& out,
                                detail::iri_layout& layout, resolve_options const& options)
{
    if (!base.has_scheme())
        return detail::error_at(error::base_not_absolute, 0);
    // the result is no longer than both texts and a "/" (§5.2.3 merge with an empty path)
    out.resize(base.size() + reference.size() + 1);
    layout = detail::iri_layout();
    layout.options = base.options();
    writer w{out, layout};

    // RFC 3986 §5.2.2; a non-strict parser forgets a scheme that is the base's
    bool const ref_scheme = reference.has_scheme() &&
                            (options.strict || !detail::ascii_iequals(reference.scheme(), base.scheme()));
    std::string_view const ref_path = reference.encoded_path();
    std::string_view const base_path = base.encoded_path();
    iri_view_base const* query = nullptr; // whose query the result has

    w.put(ref_scheme ? reference.scheme() : base.scheme());
    w.put(':');
    if (ref_scheme || reference.has_authority()) {
        w.authority(reference.has_authority() ? &reference : nullptr);
        w.starts(detail::part_path);
        w.path(ref_path);
        query = &reference;
    }
    else {
        w.authority(base.has_authority() ? &base : nullptr);
        w.starts(detail::part_path);
        if (ref_path.empty()) {
            w.put(base_path); // the base's path as it is
            query = reference.has_query() ? &reference : &base;
        }
        else {
            if (ref_path.front() == '/')
                w.path(ref_path);
            // §5.2.3 merge: after the base's last "/", or "/" for an empty path with an authority
            else if (base.has_authority() && base_path.empty())
                w.path("/", ref_path);
            else
                w.path(base_path.substr(0, base_path.rfind('/') + 1), ref_path);
            query = &reference;
        }
    }
    // §5.3: without an authority, a path starting with "//" would read as one
    if (layout.host == host_type::none && std::string_view(out.data(), w.size).substr(layout.start[detail::part_path], 2) == "//")
        return detail::in_result(detail::error_at(error::unrepresentable_result, layout.start[detail::part_path]));
    w.starts(detail::part_query);
    if (query->has_query()) {
        w.put('?');
        w.put(query->encoded_query());
    }
    w.starts(detail::part_fragment);
    if (reference.has_fragment()) {
        w.put('#');
        w.put(reference.encoded_fragment());
    }
    out.resize(w.size);
    layout.size = static_cast<std::uint32_t>(w.size);
    layout.data = out.data();
    return {};
}

} // namespace

std::string remove_dot_segments(std::string_view path)
{
    std::string s(path);
    char* const begin = s.data();
    s.resize(static_cast<std::size_t>(detail::remove_dot_segments_in_place(begin, begin + s.size()) - begin));
    return s;
}

namespace {

// The buffer a thread resolves into, apart from the inputs, so that either may be `dest`.
detail::thread_buffer resolve_buffer()
{
    thread_local std::string text;
    return detail::thread_buffer(text);
}

// The result in `text`.
result<iri_view> resolved(iri_view_base const& base, iri_view_base const& reference,
                                resolve_options const& options, std::string& text)
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
    // so no path that §5.3 cannot write)
    using detail::view_access;
    if (base.has_scheme() && base.options() == reference.options() &&
        (reference.has_authority() || (base.has_authority() && !reference.has_scheme())) &&
        !view_access::views(base, dest) && !view_access::views(reference, dest)) {
        detail::iri_layout layout;
        [[maybe_unused]] auto const done = resolve_into(base, reference, view_access::text(dest), layout, options);
        BOOST_ASSERT(done);
        view_access::set_layout(dest, layout);
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
