// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The JavaScript module gives the objects of the native `iri` tool's --json, input by input:
// a few hundred IRIs (test/data: the URL interop sample, the RFC examples, the RFC 6570
// examples) through each function with its options, and the tool run once for each on the
// same inputs. The tool is $IRI_TOOL (default: build/tool/iri), the package $BOOST_IRI_JS
// (default: js, after `bash js/build`).
//
//   node --test js/test/same_as_tool.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { data, js, toolSays } from './tool.mjs';

const iri = await import(pathToFileURL(join(js, 'iri.mjs')));

// The tool reads inputs a line each: those with a line break or a TAB cannot be one.
const oneLine = (s) => !/[\n\r\t]/.test(s);
const unique = (list) => [...new Set(list)].filter(oneLine);

const sample = unique(data('url-interop/iris_sample.txt').split('\n').filter((l) => l !== '')).slice(0, 300);
const resolution = JSON.parse(data('rfc-examples/resolution_5_4.json'));
const normalization = JSON.parse(data('rfc-examples/normalization.json')).map((c) => c.input);
const toURIs = JSON.parse(data('rfc-examples/rfc3987_iri_to_uri.json'));
// errors in every component: a character that no rule allows ("<"), a bad percent-encoding
// and a byte that is not UTF-8, each put at a different place of a valid input
const broken = sample.slice(0, 120).map((s, i) => {
  const at = (i * 7) % s.length;
  return s.slice(0, at) + ['<', '%z', '\ud83d\ude00\u0000', ' '][i % 4] + s.slice(at);
});
const iris = unique([...sample, ...broken, ...normalization, ...resolution.map((c) => c.relative),
                     ...toURIs.map((c) => c.iri ?? c.input), 'http://[::1', 'http://a:8x/', 'a:b#c#d',
                     'http://us%zr@h/', 'http://[v7.x]/', 'http://1.2.3.4:99999/']);

function same(args, inputs, f) {
  const expected = toolSays(args, inputs);
  let failed = 0;
  inputs.forEach((input, i) => {
    assert.deepEqual(f(input), expected[i], `iri ${args.join(' ')} ${JSON.stringify(input)}`);
    if (!expected[i].ok) ++failed;
  });
  return failed;
}

test('enough inputs, valid and not, each component', () => {
  assert.ok(iris.length >= 400, `${iris.length} inputs`);
  const failed = same(['parse'], iris, (s) => iri.parse(s));
  assert.ok(failed > 100 && failed < iris.length - 200, `${failed} of ${iris.length} fail to parse`);
  const components = new Set(iris.flatMap((s) => [iri.parse(s), iri.parse(s, { start: 'absolute-IRI' })])
                                 .filter((r) => !r.ok).map((r) => r.error.component));
  // (not the userinfo: a character it does not allow stops the grammar reading one, and the
  // host's rule is the one that finds it)
  for (const c of ['scheme', 'host', 'port', 'path', 'query', 'fragment'])
    assert.ok(components.has(c), `an error in the ${c}`);
});

for (const profile of iri.profiles) {
  test(`parse --profile=${profile}`, () => {
    same(['parse', `--profile=${profile}`], iris, (s) => iri.parse(s, { profile }));
  });
}

test('parse --zone-id, resolve --zone-id (RFC 6874)', () => {
  const zones = ['http://[fe80::1%25eth0]/', 'http://[fe80::1%eth0]/', 'http://[fe80::1%25]/', ...iris.slice(0, 50)];
  same(['parse', '--zone-id'], zones, (s) => iri.parse(s, { zoneId: true }));
  same(['parse'], zones, (s) => iri.parse(s));
  same(['resolve', '--zone-id', 'http://[fe80::1%25en0]/a/b'], ['../c', ...zones],
       (r) => iri.resolve('http://[fe80::1%25en0]/a/b', r, { zoneId: true }));
});

test('parse --absolute', () => {
  same(['parse', '--absolute'], iris, (s) => iri.parse(s, { start: 'absolute-IRI' }));
});

test('explain, explain --all, explain --template, explain --rule', () => {
  same(['explain'], iris, (s) => iri.explain(s));
  same(['explain', '--absolute'], iris, (s) => iri.explain(s, { start: 'absolute-IRI' }));
  same(['explain', '--all'], iris.slice(0, 50), (s) => iri.explain(s, { allRules: true }));
  same(['explain', '--max-length=12'], iris.slice(0, 50), (s) => iri.explain(s, { maxLength: 12 }));
  const templates = ['{var}', '/a{/ids*}{?q,r}', 'http://h{.d}/{+p}', '{', '{a:0}'];
  same(['explain', '--template'], templates, (s) => iri.explain(s, { start: 'URI-Template' }));
  // every rule, on inputs that some rules take and most do not
  const parts = ['/a/b%41', 'a', '例え.テスト', '::1', 'v7.x', '1.2.3.4', '8080', 'q=値', '%zz', '', 'x{y}',
                 'var:3', '+', 'fe80::1%25eth0', 'a:b'];
  assert.ok(iri.rules.length > 50 && iri.rules[0] === 'IRI-reference', `${iri.rules.length} rules`);
  for (const rule of iri.rules)
    same(['explain', `--rule=${rule}`], parts, (s) => iri.explain(s, { start: rule }));
});

test('resolve and relativize: RFC 3986 §5.4 and the sample', () => {
  const base = 'http://a/b/c/d;p?q';
  const references = unique([...resolution.map((c) => c.relative), ...iris]);
  same(['resolve', base], references, (r) => iri.resolve(base, r));
  same(['resolve', '--non-strict', base], references, (r) => iri.resolve(base, r, { strict: false }));
  same(['resolve', 'foo'], ['g', 'http://x/'], (r) => iri.resolve('foo', r)); // a base that is not one
  same(['relativize', base], iris, (t) => iri.relativize(base, t));
});

for (const level of iri.levels) {
  test(`normalize --level=${level}`, () => {
    same(['normalize', `--level=${level}`], iris, (s) => iri.normalize(s, { level }));
  });
}

test('to-uri, to-uri --encode-unsafe-ascii, to-iri', () => {
  same(['to-uri'], iris, (s) => iri.toURI(s));
  same(['to-uri', '--encode-unsafe-ascii'], iris, (s) => iri.toURI(s, { encodeUnsafeAscii: true }));
  const uris = toolSays(['to-uri'], iris).filter((r) => r.ok).map((r) => r.result);
  same(['to-iri'], uris, (s) => iri.toIRI(s));
});

test('expand and match: the examples of RFC 6570', () => {
  const dir = mkdtempSync(join(tmpdir(), 'boost-iri-js-'));
  const sections = JSON.parse(data('uritemplate-test/spec-examples.json'));
  let cases = 0;
  for (const [name, section] of Object.entries(sections)) {
    const vars = join(dir, 'vars.json');
    writeFileSync(vars, JSON.stringify(section.variables));
    const templates = unique(section.testcases.map((c) => c[0]));
    cases += templates.length;
    same(['expand', `--vars=${vars}`], templates, (t) => iri.expand(t, section.variables));
    same(['expand', '--uri', `--vars=${vars}`], templates, (t) => iri.expand(t, section.variables, { uri: true }));
    same(['expand', '--max-size=12', `--vars=${vars}`], templates, (t) => iri.expand(t, section.variables, { maxSize: 12 }));
    for (const t of templates.slice(0, 5)) {
      const expansion = iri.expand(t, section.variables);
      if (expansion.ok)
        same(['match', t], [expansion.result, 'no/such'], (s) => iri.match(t, s));
    }
    assert.ok(templates.length > 0, name);
  }
  assert.ok(cases > 50, `${cases} templates`);
});

test('the module fits a page: at most 600 kB, 200 kB compressed', () => {
  const module = readFileSync(join(js, 'dist', 'boost-iri-wasm.cjs'));
  assert.ok(module.length <= 600_000, `${module.length} bytes`);
  const compressed = gzipSync(module, { level: 9 }).length;
  assert.ok(compressed <= 200_000, `${compressed} bytes compressed`);
});

test('what only the module has: bytes, unpaired surrogates, options checked', () => {
  assert.equal(iri.parse(new Uint8Array([0x68, 0x3a, 0xff])).error.code, 'invalid_utf8');
  assert.throws(() => iri.parse('a:\ud800'), TypeError);
  assert.throws(() => iri.parse('a:b', { profile: 'rfc3986' }), RangeError);
  assert.throws(() => iri.normalize('a:b', { level: 'nfc' }), RangeError);
  assert.throws(() => iri.explain('a:b', { start: 'no-such-rule' }), RangeError);
  assert.throws(() => iri.explain('a:b', { maxLength: -1 }), RangeError);
  assert.throws(() => iri.expand('{a}', {}, { maxSize: 1.5 }), RangeError);
  assert.equal(iri.expand('{x}', '[1]').vars, 'not a JSON object');
  assert.equal(iri.production('ipath-abempty').abnf, 'ipath-abempty = *( "/" isegment )');
  assert.equal(iri.production('no-such-rule').abnf, undefined);
  const s = 'http://例え.テスト/パス';
  const find = (n, rule) => n.rule === rule ? n : n.inner.map((m) => find(m, rule)).find((m) => m);
  const host = find(iri.explain(s).tree, 'ihost');
  assert.equal(s.slice(iri.utf16Index(s, host.begin), iri.utf16Index(s, host.end)), '例え.テスト');
});
