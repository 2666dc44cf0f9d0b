// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The example of doc/javascript.adoc, run by the test js_same_as_tool (BOOST_IRI_JS: the
// package; default js/ after `bash js/build`).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { parse, explain, resolve, normalize, expand } =
  await import(pathToFileURL(join(process.env.BOOST_IRI_JS ?? 'js', 'iri.mjs')).href);

// tag::main[]
// import { parse, explain, resolve, normalize, expand } from 'boost-iri';
assert.equal(parse('http://例え.テスト/パス?q=値#章').host, '例え.テスト');
assert.deepEqual(parse('http://a b/').error.expected, ['ireg-name', 'iauthority', 'ipath-abempty', 'IRI']);
assert.equal(resolve('http://a/b/c/d;p?q', '../../g').result, 'http://a/g');
assert.equal(normalize('HTTP://A/%7ea/./b', { level: 'scheme' }).result, 'http://a/~a/b');
assert.equal(expand('/a{/ids*}{?q}', { ids: ['1', '2'], q: '値' }).result, '/a/1/2?q=値');
assert.deepEqual(explain('/a/b', { start: 'ipath-abempty' }).tree.inner.map((n) => n.rule), ['isegment', 'isegment']);
// end::main[]
