// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The declarations of iri.d.ts as a TypeScript user meets them (`tsc -p js/test/types`, which
// js/test/types.test.mjs runs): what must compile does, and each call that must not is
// marked as an expected error, so a declaration too loose fails as much as one too strict.

import { parse, explain, resolve, normalize, toURI, expand, match, production, utf16Index, rules,
         type Components, type Failed } from 'boost-iri';

const r = parse('http://例え.テスト/パス', { profile: 'rfc3987bis', start: 'absolute-IRI', zoneId: true });
if (r.ok) {
  const c: Components = r;
  const host: string | null = c.host;
  void host;
} else {
  const f: Failed = r;
  const where: number = f.error.offset;
  const expected: string[] = f.error.expected;
  void where, expected;
}
const d = explain(new Uint8Array([0x61]), { start: rules[3], allRules: true });
if (d.ok) d.tree.inner.forEach((n) => n.rule.length + n.begin + n.end);
const n = normalize('a:b', { level: 'scheme' });
if (n.ok) n.result.toUpperCase();
resolve('http://a/', 'b', { strict: false });
toURI('http://é/', { encodeUnsafeAscii: true });
const x = expand('{a}', { a: ['1'], b: { k: 'v' }, c: 3, d: null }, { uri: true });
if (!x.ok && 'vars' in x) x.vars.length;
const m = match('{a}', 'x');
if (m.ok) m.variables['a'];
production('ipath').abnf?.length;
utf16Index('é', 2);

// @ts-expect-error: not a profile
parse('a:b', { profile: 'rfc3986' });
// @ts-expect-error: not a rung of the ladder
normalize('a:b', { level: 'nfc' });
// @ts-expect-error: parse takes no template
parse('a:b', { start: 'URI-Template' });
// @ts-expect-error: a number is not a text
parse(42);
