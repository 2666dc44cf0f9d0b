// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The TypeScript declarations (js/iri.d.ts) checked by the TypeScript compiler (from `npm ci`
// in js/) on js/test/types/usage.ts, a user's code, strict.
//
//   node --test js/test/types.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const js = join(dirname(fileURLToPath(import.meta.url)), '..');

test('iri.d.ts: what a user writes compiles, what is wrong does not', () => {
  const tsc = spawnSync(process.execPath, [join(js, 'node_modules', 'typescript', 'bin', 'tsc'), '-p',
                                           join(js, 'test', 'types')], { encoding: 'utf8' });
  assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
});
