// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The playground (doc/playground) as a person uses it, in headless Chromium from file://: it
// types IRIs (valid, invalid in each component, non-ASCII) and a template, reads what the page
// shows and compares it with what the native `iri` tool says of the same input, points at a
// rule of the derivation, follows the page's address to a new tab, and keeps a screenshot of
// each step. How fast the page answers (its budgets: the first result within 300 ms of
// loading, a keystroke on a 2,000-character IRI within 16 ms) is a benchmark's business,
// bench/playground.mjs, not this test's: here the page must answer, and answer right.
//
//   BOOST_IRI_PLAYGROUND=build/doc/html/playground IRI_TOOL=build/tool/iri \
//   [BOOST_IRI_SCREENSHOTS=DIR] [CHROMIUM=/usr/bin/chromium] node --test js/test/playground.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { toolSays } from './tool.mjs';

const page_url = pathToFileURL(join(process.env.BOOST_IRI_PLAYGROUND ?? 'build/doc/html/playground', 'index.html')).href;
const shots = process.env.BOOST_IRI_SCREENSHOTS;
if (shots) mkdirSync(shots, { recursive: true });

let browser;
let page;

before(async () => {
  // the flags keep Chromium off the network, which this machine's closed network would refuse
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => { throw e; });
});
after(() => browser?.close());

async function screenshot(name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

async function open(hash = '') {
  await page.goto(page_url + hash);
  await page.waitForFunction(() => document.body.dataset.firstResultMs, null, { timeout: 10000 });
}

/** What the page shows of the IRI: components, error, and the tables below. */
const shown = () => page.evaluate(() => {
  const cells = (id) => [...document.querySelectorAll(`#${id} tbody tr`)].map((tr) => [...tr.cells].map((c) => c.textContent));
  const error = document.getElementById('error');
  return {
    components: cells('components'),
    error: error.hidden ? null : {
      message: document.getElementById('error-message').textContent,
      rule: document.getElementById('error-rule').textContent,
      expected: document.getElementById('error-expected').textContent,
      component: document.getElementById('error-component').textContent,
      marked: document.querySelector('#input-shown .bad')?.textContent,
      abnf: document.getElementById('error-abnf').textContent,
      railroad: document.getElementById('error-railroad').getAttribute('src'),
    },
    against: cells('against'), ladder: cells('ladder'), uri: cells('uri'),
    tree: document.querySelectorAll('#tree li').length,
    hash: location.hash,
  };
});

const base = 'http://a/b/c/d;p?q';
const inputs = [
  'http://例え.テスト/パス?q=値#章', 'https://user@[::1]:8443/a/../b?x=1&y#frag', 'mailto:a@b', '../x/./y',
  'http://a b/',          // host
  '1http://a/',           // a scheme that is not one: a path (IRI-reference)
  'http://a:8x/',         // port
  'http://a/p%zz',        // path
  'http://a/?q<',         // query
  'http://a/#f#g',        // fragment
  'http://[::1/',         // IP literal
  'http://a/\u202e',      // a bidi control, shown as <U+202E>
];

test('the first result once the page has loaded: the sample IRI, parsed', async () => {
  await open();
  assert.equal(await page.isHidden('#loading'), true);
  const [sample] = toolSays(['parse'], [await page.inputValue('#iri')]);
  assert.equal(sample.ok, true);
  assert.deepEqual((await shown()).components.map((row) => row[1]),
                   ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'].map((c) => sample[c] ?? '(absent)'));
  await screenshot('first');
});

test('what the page shows is what the tool says', async () => {
  const parsed = toolSays(['parse'], inputs);
  const resolved = toolSays(['resolve', base], inputs);
  const relativized = toolSays(['relativize', base], inputs);
  const normalized = Object.fromEntries(['simple', 'syntax', 'scheme'].map((l) => [l, toolSays(['normalize', `--level=${l}`], inputs)]));
  const uris = toolSays(['to-uri'], inputs);
  await page.fill('#base', base);
  for (const [i, input] of inputs.entries()) {
    await page.fill('#iri', input);
    const s = await shown();
    const p = parsed[i];
    if (p.ok) {
      assert.equal(s.error, null, input);
      const expected = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']
        .map((c) => [c, p[c] ?? '(absent)']);
      assert.deepEqual(s.components.map((row) => row.slice(0, 2)), expected.map(([c, v]) => [c, v.replace('\u202e', '<U+202E>')]), input);
      assert.ok(s.tree > 3, `${input}: a derivation`);
    } else {
      assert.equal(s.components.length, 0, input);
      assert.equal(s.error.message, p.error.message.replace('\u202e', '<U+202E>'), input);
      assert.equal(s.error.rule, p.error.rule ?? '(none)', input);
      assert.equal(s.error.expected, p.error.expected.join(', ') || '(none)', input);
      assert.equal(s.error.component, p.error.component ?? '(none)', input);
      const at = Buffer.from(input).subarray(p.error.offset).toString();
      assert.equal(s.error.marked, at === '' ? ' ' : [...at][0], `${input}: the byte marked`);
      if (p.error.rule) {
        assert.match(s.error.abnf, new RegExp(`^${p.error.rule} = `), input);
        assert.equal(s.error.railroad, `../railroad/${p.error.rule}.svg`, input);
      }
      await screenshot(`error-${p.error.component ?? 'none'}-${i}`);
    }
    const text = (r) => (r.ok ? r.result : p.ok ? r.error.message : `${r.error.code} (see above)`).replace('\u202e', '<U+202E>');
    assert.deepEqual(s.against, [['resolved', text(resolved[i])], ['relativized', text(relativized[i])]], input);
    assert.deepEqual(s.ladder, ['simple', 'syntax', 'scheme'].map((l) => [l, text(normalized[l][i])]), input);
    assert.deepEqual(s.uri[0], ['URI', text(uris[i])], input);
  }
});

test('an error in the scheme: the start rule IRI', async () => {
  await page.selectOption('#start', 'IRI');
  await page.fill('#iri', '1a:b');
  const [derived] = toolSays(['explain', '--rule=IRI'], ['1a:b']);
  const s = await shown();
  assert.equal(derived.error.component, 'scheme');
  assert.equal(s.error.message, derived.error.message);
  assert.equal(s.error.component, 'scheme');
  assert.equal(s.error.marked, '1');
  await screenshot('error-scheme');
  await page.selectOption('#start', 'IRI-reference');
});

test('pointing at a rule marks its bytes and shows its ABNF', async () => {
  const input = 'http://例え.テスト/パス?q=値#章';
  await page.fill('#iri', input);
  const host = page.locator('#tree li > span[data-rule="ihost"]');
  await host.hover();
  assert.equal(await page.textContent('#input-shown mark'), '例え.テスト');
  assert.match(await page.textContent('#abnf'), /^ihost = IP-literal \/ IPv4address \/ ireg-name/);
  assert.equal(await page.getAttribute('#abnf a', 'href'), '../rules.html#rule-ihost');
  await screenshot('pointer-on-ihost');
});

test('the address holds the state: a new tab shows the same', async () => {
  await page.selectOption('#profile', 'uri');
  await page.fill('#iri', 'http://a/b c');
  const before = await shown();
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /iri=http%3A%2F%2Fa%2Fb%20c&profile=uri/);
  const other = await browser.newPage();
  await other.goto(page_url + hash);
  await other.waitForFunction(() => document.body.dataset.firstResultMs);
  assert.equal(await other.inputValue('#iri'), 'http://a/b c');
  assert.equal(await other.inputValue('#profile'), 'uri');
  assert.equal(await other.textContent('#error-message'), before.error.message);
  await other.close();
  await page.selectOption('#profile', 'rfc3987');
});

test('any rule of the grammar as the start, and zone identifiers, from a link', async () => {
  const other = await browser.newPage();
  await other.goto(page_url + '#iri=%2Fa%2Fb%2541&start=ipath-abempty');
  await other.waitForFunction(() => document.body.dataset.firstResultMs);
  assert.equal(await other.textContent('#tree > li > span > b'), 'ipath-abempty');
  assert.equal(await other.isHidden('#of-references'), true);
  const [derived] = toolSays(['explain', '--rule=ipath-abempty'], ['/a/b%41']);
  assert.deepEqual(await other.$$eval('#tree span > b', (b) => b.map((e) => e.textContent)),
                   (function names(n) { return [n.rule, ...n.inner.flatMap(names)]; })(derived.tree));
  await other.goto(page_url + '#iri=http%3A%2F%2F%5Bfe80%3A%3A1%2525eth0%5D%2F&zone-id=1');
  await other.waitForFunction(() => document.getElementById('iri').value === 'http://[fe80::1%25eth0]/');
  assert.equal(await other.isChecked('#zone-id'), true);
  assert.equal(await other.isHidden('#error'), true);
  const [zone] = toolSays(['parse', '--zone-id'], ['http://[fe80::1%25eth0]/']);
  assert.equal(await other.textContent('#components tbody tr:nth-child(3) td'), zone.host);
  await other.uncheck('#zone-id');
  assert.equal(await other.isHidden('#error'), false);
  assert.doesNotMatch(await other.evaluate(() => location.hash), /zone-id/);
  // a value the page has not is said, not dropped in silence
  await other.goto(page_url + '#iri=a%3Ab&profile=rfc9999&start=no-such-rule');
  await other.waitForFunction(() => document.getElementById('iri').value === 'a:b');
  assert.equal(await other.textContent('#address-note'), 'The address: profile "rfc9999" is not one of this ' +
    'page\'s: rfc3987 instead; start "no-such-rule" is not one of this page\'s: IRI-reference instead.');
  await other.close();
});

test('keystrokes on a 2,000-character IRI: each one shown, the derivation cut to 50 segments', async () => {
  const long = 'http://例え.テスト/' + 'パス/seg-%41/'.repeat(200).slice(0, 1980) + '?q=1';
  await page.fill('#iri', long);
  await page.focus('#iri');
  let typed = '';
  for (const key of 'abcdefghijklmnopqrst') {
    await page.evaluate(() => { delete document.body.dataset.updateMs; });
    await page.keyboard.press(key);
    typed += key;
    assert.ok(await page.evaluate(() => document.body.dataset.updateMs), `${key}: the page updated`);
    assert.equal((await shown()).components[5][1], `q=1${typed}`, `${key}: the query shown`);
  }
  assert.ok((await page.inputValue('#iri')).length >= 2000);
  // the path's 300 segments: the first 50, then a button for the rest, which shows them all
  const segments = () => page.$$eval('#tree span[data-rule="isegment"]', (s) => s.length);
  assert.equal(await segments(), 50);
  await page.click('#tree button.more');
  const [derived] = toolSays(['explain'], [await page.inputValue('#iri')]);
  const count = (n) => (n.rule === 'isegment' ? 1 : 0) + n.inner.map(count).reduce((a, b) => a + b, 0);
  assert.ok(count(derived.tree) > 100);
  assert.equal(await segments(), Math.min(count(derived.tree), 100));
  await screenshot('long');
});

test('the template tab: expansion and match as the tool gives them, in the address', async () => {
  const template = '/search{?q,lang}{#section}';
  const vars = { q: '値', lang: 'ja', section: '章' };
  await page.click('#tab-template');
  await page.fill('#template', template);
  await page.fill('#vars', JSON.stringify(vars));
  await page.fill('#match-input', '/search?q=IRI&lang=en');
  const file = join(mkdtempSync(join(tmpdir(), 'boost-iri-playground-')), 'vars.json');
  writeFileSync(file, JSON.stringify(vars));
  const [expanded, broken] = toolSays(['expand', `--vars=${file}`], [template, '/a{?q']);
  assert.equal(await page.textContent('#expansion td'), expanded.result);
  assert.deepEqual(JSON.parse(await page.textContent('#match')), toolSays(['match', template], ['/search?q=IRI&lang=en'])[0].variables);
  assert.match(await page.evaluate(() => location.hash), /^#template=/);
  await page.fill('#template', '/a{?q');
  assert.equal(await page.textContent('#expansion td'), broken.error.message);
  assert.equal(await page.textContent('#template-error'), broken.error.message);
  assert.equal(await page.textContent('#match'), `the template: ${broken.error.message}`);
  await screenshot('template');
});
