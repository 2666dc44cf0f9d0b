//
// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Builds when ICU's headers and libraries are there: build/Jamfile builds boost_iri_unicode
// (and what needs it) only then, as CMake does when find_package(ICU) finds it.
#include <unicode/uidna.h>
#include <unicode/unorm2.h>

int main()
{
    UErrorCode e = U_ZERO_ERROR;
    return unorm2_getNFCInstance(&e) != nullptr ? 0 : 1;
}
