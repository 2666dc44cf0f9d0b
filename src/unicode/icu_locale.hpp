//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_UNICODE_ICU_LOCALE_HPP
#define BOOST_IRI_SRC_UNICODE_ICU_LOCALE_HPP

#include <boost/locale/generator.hpp>
#include <boost/locale/localization_backend.hpp>
#include <locale>

namespace boost {
namespace iris {
namespace detail {

/// The one locale of the library: Boost.Locale's ICU backend, "en_US.UTF-8", made once.
/// The global locale is never touched: a library must not change its user's locale.
inline std::locale const& icu_locale()
{
    static std::locale const locale = [] {
        boost::locale::localization_backend_manager manager =
            boost::locale::localization_backend_manager::global();
        manager.select("icu");
        boost::locale::generator generator(manager);
        return generator("en_US.UTF-8");
    }();
    return locale;
}

} // detail
} // iris
} // boost

#endif
