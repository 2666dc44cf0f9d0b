// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// Boost.IRI in JavaScript: the C++ library compiled to WebAssembly (js/build), with the
// objects of `iri COMMAND --json`. The functions and what they take are in js/iri-api.cjs,
// their types in js/iri.d.ts.

import loadBoostIri from './dist/boost-iri-wasm.cjs';
import boostIriApi from './iri-api.cjs';

export const { profiles, startRules, rules, levels, parse, explain, resolve, relativize, normalize, toURI, toIRI, expand,
               match, production, utf16Index } = boostIriApi(await loadBoostIri());
