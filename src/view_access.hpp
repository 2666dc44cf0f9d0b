//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_VIEW_ACCESS_HPP
#define BOOST_IRI_SRC_VIEW_ACCESS_HPP

// The one door to the layout of `iri_view` and `iri`, private to the library's sources: only
// the parse functions make a view, from what the grammar filled, so that every view holds a
// valid IRI reference.

#include <boost/iri/grammar/components.hpp>
#include <boost/iri/iri.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace boost {
namespace iris {
namespace detail {

struct view_access
{
    /// A view of `text`, which the grammar derived under `options` into `c`, laid out where it
    /// is returned. (Laid out apart and copied, the layout was read in sixteen bytes just after
    /// the narrower stores that wrote it, which the processor cannot forward: about a tenth of a
    /// parse's time.)
    static result<iri_view> view_of(std::string_view text, grammar::iri_components const& c,
                                    parse_options const& options) noexcept
    {
        result<iri_view> r(system::in_place_value);
        lay_out(r->l_, text, c, options);
        return r;
    }

    /// Lays out in `l` the text `text`, which the grammar derived under `options` into `c`.
    /// Constant time: every part starts where the one before it ends.
    static void lay_out(iri_layout& l, std::string_view text, grammar::iri_components const& c,
                        parse_options const& options) noexcept
    {
        l.data = text.data(); // the input itself, even when null and empty
        l.options = options;
        l.host = c.host_type;
        std::uint32_t at = 0;
        auto const next = [&](part p, std::size_t length) {
            at += static_cast<std::uint32_t>(length);
            l.start[p] = at;
        };
        auto const present = [](std::string_view s) { return s.data() != nullptr; };
        next(part_authority, present(c.scheme) ? c.scheme.size() + 1 : 0);
        next(part_host, c.host_type == host_type::none ? 0 : 2 + (present(c.userinfo) ? c.userinfo.size() + 1 : 0));
        next(part_port, c.host.size());
        next(part_path, present(c.port) ? c.port.size() + 1 : 0);
        next(part_query, c.path.size());
        next(part_fragment, present(c.query) ? c.query.size() + 1 : 0);
        l.size = at + static_cast<std::uint32_t>(present(c.fragment) ? c.fragment.size() + 1 : 0);
    }

    static iri_view view(iri_layout const& l) noexcept { return iri_view(l); }

    static iri_layout const& layout(iri_view_base const& x) noexcept { return x.l_; }

    /// Whether `x` starts inside the text of `to` (an `iri_view` of it, or `to` itself).
    static bool views(iri_view_base const& x, iri const& to) noexcept
    {
        std::less<char const*> const before; // a total order, also for pointers into other texts
        return !before(x.data(), to.s_.data()) && before(x.data(), to.s_.data() + to.s_.size());
    }

    /// Makes `to` hold a copy of `from`, which may view `to` itself.
    static void adopt(iri& to, iri_view_base const& from)
    {
        to.s_.assign(from.buffer()); // which may be a part of it
        to.l_ = from.l_;
        to.rebase();
    }

    /// The text of `x`, for an operation to write its result into in place, and its layout,
    /// which the operation writes once it cannot fail.
    ///@{
    static text_buffer& text(iri& x) noexcept { return x.s_; }
    static iri_layout& layout_to_write(iri& x) noexcept { return x.l_; }
    ///@}

    /// Makes `to` hold `text`, which `x` views, without a copy: for a text an operation made
    /// for a new value (a thread's buffer is copied from with `adopt`, so that `to` keeps a
    /// buffer of its own and the thread none of a value's).
    static void take(iri& to, std::string&& text, iri_view_base const& x) noexcept
    {
        iri_layout const l = x.l_;
        to.s_ = text_buffer(std::move(text));
        to.l_ = l;
        to.rebase();
    }

    /// Makes `to` hold a copy of the parsed text, or gives the parse error.
    static result<void> adopt(iri& to, result<iri_view> const& parsed)
    {
        if (!parsed)
            return parsed.error();
        adopt(to, *parsed);
        return {};
    }
};

} // detail
} // iris
} // boost

#endif
