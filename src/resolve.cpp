//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// RFC 3986 §5.2 (resolution), §5.3 (recomposition), and relativization as its inverse.

#define BOOST_IRI_SOURCE

#include <boost/iri/resolve.hpp>
#include <boost/iri/detail/ascii.hpp>
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
    // Most paths have no dot segment: a "." that begins a segment and is followed by the
    // end, "/" or ".".
    bool dots = false;
    for (char const* d = begin; !dots && (d = static_cast<char const*>(std::memchr(d, '.', static_cast<std::size_t>(end - d)))) != nullptr; ++d)
        dots = (d == begin || d[-1] == '/') && (d + 1 == end || d[1] == '/' || d[1] == '.');
    if (!dots)
        return end;

    char const* in = begin;
    char* out = begin;
    auto const remove_last_segment = [&] {
        while (out != begin && *(out - 1) != '/')
            --out;
        if (out != begin)
            --out; // and its preceding "/"
    };
    while (in != end) {
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
        // E. the first segment, with its leading "/" if any
        else {
            do
                *out++ = *in++;
            while (in != end && *in != '/');
        }
    }
    return out;
}

namespace {

std::size_t text_size(iri_view const& x) noexcept
{
    std::size_t n = x.hier_part.path.size();
    if (x.scheme)
        n += x.scheme->size() + 1;
    if (auto const& a = x.hier_part.authority) {
        n += 2 + a->host.text.size();
        if (a->userinfo)
            n += a->userinfo->size() + 1;
        if (a->port)
            n += a->port->size() + 1;
    }
    if (x.query)
        n += x.query->size() + 1;
    if (x.fragment)
        n += x.fragment->size() + 1;
    return n;
}

// Appends to [p, end) and remembers whether it ran out of room.
struct writer
{
    char* p;
    char* end;
    bool overflow = false;

    void put(std::string_view s) noexcept
    {
        if (static_cast<std::size_t>(end - p) < s.size()) {
            overflow = true;
            return;
        }
        std::copy(s.begin(), s.end(), p);
        p += s.size();
    }
    void put(char c) noexcept { put(std::string_view(&c, 1)); }

    void authority(authority_view const& a) noexcept
    {
        put("//");
        if (a.userinfo) {
            put(*a.userinfo);
            put('@');
        }
        put(a.host.text);
        if (a.port) {
            put(':');
            put(*a.port);
        }
    }

    // The path from `pieces`, written whole and then freed of dot segments in place.
    void path(std::string_view first, std::string_view second = {}) noexcept
    {
        char* const start = p;
        put(first);
        put(second);
        if (!overflow)
            p = detail::remove_dot_segments_in_place(start, p);
    }
};

parse_error failure(error code)
{
    parse_error e;
    e.code = code;
    return e;
}

} // namespace

std::string remove_dot_segments(std::string_view path)
{
    std::string s(path);
    char* const begin = s.data();
    s.resize(static_cast<std::size_t>(detail::remove_dot_segments_in_place(begin, begin + s.size()) - begin));
    return s;
}

std::size_t resolved_size_bound(iri_view const& base, iri_view const& reference) noexcept
{
    return text_size(base) + text_size(reference) + 1;
}

parse_result<std::string_view> resolve(iri_view const& base, iri_view const& reference, char* buffer,
                                       std::size_t size, resolve_options const& options) noexcept
{
    if (!base.scheme)
        return failure(error::base_not_absolute);
    writer w{buffer, buffer + size};

    // RFC 3986 §5.2.2; a non-strict parser forgets a scheme that is the base's
    bool const ref_scheme = reference.scheme &&
                            (options.strict || !detail::ascii_iequals(*reference.scheme, *base.scheme));
    auto const& ref_authority = reference.hier_part.authority;
    auto const& base_authority = base.hier_part.authority;
    std::string_view const ref_path = reference.hier_part.path;
    std::string_view const base_path = base.hier_part.path;
    bool has_authority;
    boost::optional<std::string_view> query;

    w.put(ref_scheme ? *reference.scheme : *base.scheme);
    w.put(':');
    if (ref_scheme || ref_authority) {
        has_authority = ref_authority.has_value();
        if (ref_authority)
            w.authority(*ref_authority);
        w.path(ref_path);
        query = reference.query;
    }
    else {
        has_authority = base_authority.has_value();
        if (base_authority)
            w.authority(*base_authority);
        if (ref_path.empty()) {
            w.put(base_path); // the base's path as it is
            query = reference.query ? reference.query : base.query;
        }
        else {
            if (ref_path.front() == '/')
                w.path(ref_path);
            // §5.2.3 merge: after the base's last "/", or "/" for an empty path with an authority
            else if (base_authority && base_path.empty())
                w.path("/", ref_path);
            else
                w.path(base_path.substr(0, base_path.rfind('/') + 1), ref_path);
            query = reference.query;
        }
    }
    char const* const path_end = w.p;
    if (query) {
        w.put('?');
        w.put(*query);
    }
    if (reference.fragment) {
        w.put('#');
        w.put(*reference.fragment);
    }
    if (w.overflow)
        return failure(error::buffer_too_small);
    // §5.3: without an authority, a path starting with "//" would read as one
    std::string_view const result(buffer, static_cast<std::size_t>(w.p - buffer));
    std::size_t const path_at = result.find(':') + 1;
    if (!has_authority && path_end - (buffer + path_at) >= 2 && result.compare(path_at, 2, "//") == 0)
        return failure(error::unrepresentable_result);
    return result;
}

namespace {

// Resolution into a string of its own.
parse_result<std::string> resolve_to_string(iri_view const& base, iri_view const& reference,
                                            resolve_options const& options)
{
    std::string out(resolved_size_bound(base, reference), '\0');
    auto const resolved = resolve(base, reference, out.data(), out.size(), options);
    if (!resolved)
        return resolved.error();
    out.resize(resolved->size());
    return out;
}

} // namespace

parse_result<std::string> resolve(iri_view const& base, iri_view const& reference, resolve_options const& options)
{
    return resolve_to_string(base, reference, options);
}

parse_result<std::string> resolve(std::string_view base, std::string_view reference,
                                  resolve_options const& options)
{
    auto const b = parse_iri_reference(base, options.parse);
    if (!b)
        return b.error();
    auto const r = parse_iri_reference(reference, options.parse);
    if (!r)
        return detail::in_second(r.error());
    return resolve_to_string(*b, *r, options);
}

namespace {

// The references that may relativize `target` against `base`, most natural first.
std::vector<std::string> candidates(iri_view const& base, iri_view const& target,
                                    std::string_view target_text, relativize_options const& options)
{
    std::vector<std::string> out;
    auto const with_query_fragment = [&](std::string s, bool query = true) {
        if (query && target.query)
            s.append("?").append(*target.query);
        if (target.fragment)
            s.append("#").append(*target.fragment);
        return s;
    };
    auto const& ta = target.hier_part.authority;
    auto const& ba = base.hier_part.authority;
    auto const authority_text = [](authority_view const& a) {
        std::string s;
        if (a.userinfo)
            s.append(*a.userinfo).append("@");
        s.append(a.host.text);
        if (a.port)
            s.append(":").append(*a.port);
        return s;
    };
    bool const same_scheme = *target.scheme == *base.scheme;
    bool const same_authority =
        ta.has_value() == ba.has_value() && (!ta || authority_text(*ta) == authority_text(*ba));

    if (same_scheme && same_authority) {
        std::string_view const tp = target.hier_part.path;
        std::string_view const bp = base.hier_part.path;
        if (tp == bp) {
            if (target.query == base.query || (target.query && base.query && *target.query == *base.query))
                out.push_back(with_query_fragment("", false));
            else if (target.query)
                out.push_back(with_query_fragment(""));
        }
        // a relative path from the base's directory
        std::string_view const dir = ba && bp.empty() ? std::string_view("/")
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
    if (same_scheme && ta && options.network_path)
        out.push_back(with_query_fragment("//" + authority_text(*ta) + std::string(target.hier_part.path)));
    out.emplace_back(target_text);
    return out;
}

parse_result<std::string> relativized(iri_view const& base, iri_view const& target_view,
                                      std::string_view target, relativize_options const& options);

} // namespace

parse_result<std::string> relativize(std::string_view base, std::string_view target,
                                     relativize_options const& options)
{
    auto const b = parse_iri_reference(base, options.parse);
    if (!b)
        return b.error();
    auto const t = parse_iri_reference(target, options.parse);
    if (!t)
        return detail::in_second(t.error());
    return relativized(*b, *t, target, options);
}

parse_result<std::string> relativize(iri_view const& base, iri_view const& target,
                                     relativize_options const& options)
{
    auto const text = detail::text_of(target);
    if (!text) // put together by hand: its text, parsed
        return relativize(base.to_string(), target.to_string(), options);
    return relativized(base, target, *text, options);
}

namespace {

// The shortest reference from `b` to `t`, whose text is `target`.
parse_result<std::string> relativized(iri_view const& base, iri_view const& target_view,
                                      std::string_view target, relativize_options const& options)
{
    iri_view const* const b = &base;
    iri_view const* const t = &target_view;
    if (!b->scheme)
        return failure(error::base_not_absolute);
    if (!t->scheme)
        return detail::in_second(failure(error::target_not_absolute));

    // the shortest candidate that resolves back to the target exactly, each resolved into
    // one buffer (RFC 3986 §5.2, allocation-free)
    boost::optional<std::string> best;
    std::string buffer;
    resolve_options strict;
    strict.parse = options.parse;
    for (std::string& c : candidates(*b, *t, target, options)) {
        if (best && c.size() >= best->size())
            continue;
        auto const r = parse_iri_reference(c, options.parse);
        if (!r)
            continue;
        buffer.resize(std::max(buffer.size(), resolved_size_bound(*b, *r)));
        auto const back = resolve(*b, *r, buffer.data(), buffer.size(), strict);
        if (back && *back == target)
            best = std::move(c);
    }
    if (!best)
        return failure(error::no_relative_reference);
    return std::move(*best);
}

} // namespace

} // iris
} // boost
