// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The playground's two budgets (doc/javascript.adoc), in headless Chromium from file://:
//   - the first result within 300 ms of the page starting to load: 9 loads, each in a new
//     browser context (nothing cached), the median and the slowest;
//   - a keystroke on a 2,000-character IRI within 16 ms, the page laid out again: 3 rounds
//     of 20 keystrokes, the median and the slowest of the 60.
// The page measures both itself (data-first-result-ms and data-update-ms on its body). This is
// a benchmark, not a test: it says where the figures stand against the budgets and fails only
// when the page does not work. bench/run calls it when the playground is built:
//
//   node bench/playground.mjs build-release/doc/html/playground [CHROMIUM]
//
// With $BOOST_IRI_BENCH_JSON it appends {"op", "corpus", "ms", "budget_ms"} lines to that file.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Playwright is installed in js/ (npm ci there, by .ci/setup --wasm)
const { chromium } = createRequire(new URL('../js/package.json', import.meta.url))('playwright-core');

const [folder, executablePath = '/usr/bin/chromium'] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node bench/playground.mjs PLAYGROUND_FOLDER [CHROMIUM]');
  process.exit(2);
}
const page_url = pathToFileURL(join(folder, 'index.html')).href;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
         '--disable-component-update', '--disable-sync'],
});
try {
  const loads = [];
  for (let i = 0; i < 9; ++i) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(page_url);
    await page.waitForFunction(() => document.body.dataset.firstResultMs, null, { timeout: 30000 });
    loads.push(Number(await page.evaluate(() => document.body.dataset.firstResultMs)));
    await context.close();
  }

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(page_url);
  await page.waitForFunction(() => document.body.dataset.firstResultMs, null, { timeout: 30000 });
  const long = 'http://例え.テスト/' + 'パス/seg-%41/'.repeat(200).slice(0, 1980) + '?q=1';
  const keystrokes = [];
  for (let round = 0; round < 3; ++round) {
    await page.fill('#iri', long);
    await page.focus('#iri');
    for (const key of 'abcdefghijklmnopqrst') {
      await page.keyboard.press(key);
      keystrokes.push(Number(await page.evaluate(() => document.body.dataset.updateMs)));
    }
  }

  const figures = [
    { op: 'playground_first_result', corpus: 'page', ms: median(loads), slowest: Math.max(...loads), budget_ms: 300,
      what: `the first result after loading (${loads.length} loads)` },
    { op: 'playground_keystroke', corpus: '2000_chars', ms: median(keystrokes), slowest: Math.max(...keystrokes), budget_ms: 16,
      what: `a keystroke on ${long.length + 20} characters, laid out (${keystrokes.length} keystrokes)` },
  ];
  console.log('the playground in headless Chromium (median, slowest, budget)');
  for (const f of figures) {
    console.log(`  ${f.what}: ${f.ms} ms, slowest ${f.slowest} ms, budget ${f.budget_ms} ms${f.ms <= f.budget_ms ? '' : '  OVER BUDGET'}`);
    if (process.env.BOOST_IRI_BENCH_JSON) {
      appendFileSync(process.env.BOOST_IRI_BENCH_JSON,
                     JSON.stringify({ op: f.op, corpus: f.corpus, ms: f.ms, budget_ms: f.budget_ms }) + '\n');
    }
  }
} finally {
  await browser.close();
}
