// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// What the tests of js/ share: the native `iri` tool ($IRI_TOOL, default build/tool/iri), the
// package ($BOOST_IRI_JS, default js itself after `bash js/build`) and the test data.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const tool = process.env.IRI_TOOL ?? join(root, 'build', 'tool', 'iri');
export const js = process.env.BOOST_IRI_JS ?? join(root, 'js');

/** A file of test/data, as text. */
export const data = (file) => readFileSync(join(root, 'test', 'data', file), 'utf8');

/** The tool's objects for `inputs` (a line each), with `args` before them. */
export function toolSays(args, inputs) {
  const run = spawnSync(tool, [...args, '--json'], { input: inputs.join('\n') + '\n', encoding: 'utf8',
                                                    maxBuffer: 1 << 28 });
  assert.ok(run.status === 0 || run.status === 1, `iri ${args.join(' ')}: exit ${run.status} ${run.stderr}`);
  const lines = run.stdout.split('\n').filter((l) => l !== '');
  assert.equal(lines.length, inputs.length, `iri ${args.join(' ')}: one line an input`);
  return lines.map((l) => JSON.parse(l));
}
