//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef BOOST_IRI_SRC_UNICODE_ICU_INSTANCES_HPP
#define BOOST_IRI_SRC_UNICODE_ICU_INSTANCES_HPP

#include <unicode/normalizer2.h>
#include <unicode/uidna.h>
#include <locale>
#include <memory>

namespace boost {
namespace iris {
namespace detail {

/// The ICU instances the library keeps, made together and once, by the first call of
/// `shared_icu()` in any thread; the library uses no other instance of these kinds.
///
/// Why one place: ICU makes its normalizer instances once and shares them between its own
/// services (the spoof checker, UTS #46, property sets and Boost.Locale all ask for NFC).
/// ICU's once-flags are correct, but a separate C++ static per service would let a thread
/// reach an instance another service made, through ICU's flags only, which ThreadSanitizer
/// cannot see in an uninstrumented ICU (the CI failure of stop 24). One C++ static that
/// takes the normalizers first orders every use after their making for every tool.
struct icu_instances
{
    UErrorCode status = U_ZERO_ERROR;                 ///< why an instance is missing
    icu::Normalizer2 const* nfc = nullptr;            ///< UAX #15 NFC (ICU owns it)
    icu::Normalizer2 const* nfkc = nullptr;           ///< UAX #15 NFKC (ICU owns it)
    /// UTS #46 §4: non-transitional processing with CheckHyphens (always on in ICU),
    /// CheckBidi, CheckJoiners and UseSTD3ASCIIRules
    std::unique_ptr<UIDNA, void (*)(UIDNA*)> uts46{nullptr, uidna_close};
    /// Boost.Locale's ICU backend, "en_US.UTF-8". The global locale is never touched: a
    /// library must not change its user's locale.
    std::locale locale;
};

/// The instances; `status` says what ICU could not open (its data is missing).
icu_instances const& shared_icu();

} // detail
} // iris
} // boost

#endif
