//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#include "icu_instances.hpp"

#include <boost/locale/generator.hpp>
#include <boost/locale/localization_backend.hpp>

namespace boost {
namespace iris {
namespace detail {

namespace {

icu_instances make_instances()
{
    icu_instances made;
    // the normalizers first: every other service below shares them
    made.nfc = icu::Normalizer2::getNFCInstance(made.status);
    made.nfkc = icu::Normalizer2::getNFKCInstance(made.status);
    made.uts46.reset(uidna_openUTS46(UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ |
                                         UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE,
                                     &made.status));
    boost::locale::localization_backend_manager manager = boost::locale::localization_backend_manager::global();
    manager.select("icu");
    made.locale = boost::locale::generator(manager)("en_US.UTF-8");
    return made;
}

} // namespace

icu_instances const& shared_icu()
{
    static icu_instances const once = make_instances();
    return once;
}

} // detail
} // iris
} // boost
