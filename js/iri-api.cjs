// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The functions of Boost.IRI's JavaScript module (js/iri.mjs, typed in js/iri.d.ts), made of
// the WebAssembly module that js/build compiles: boostIriApi(await loadBoostIri()). A script
// (the playground loads it with a <script> element, which works from file://) and a CommonJS
// module (which js/iri.mjs imports). Each function returns the object of `iri COMMAND --json`.
// Offsets in them ("offset", "begin", "end") count UTF-8 bytes of the input, as in C++;
// `utf16Index` turns one into an index of the JavaScript string. Inputs are strings (which
// must be well-formed UTF-16: an unpaired surrogate has no UTF-8 form, and is a TypeError
// rather than a silent U+FFFD) or Uint8Array bytes, taken as they are. IDNA, NFC and
// `check` need ICU, which the WebAssembly build does not have: the `iri` tool does them.

function boostIriApi(wasm) {
  'use strict';

  const encoder = new TextEncoder();
  const decoder = new TextDecoder('utf-8', { fatal: true });

  /** The character repertoires (`boost::iris::profile`), in the order of their values. */
  const profiles = ['rfc3987', 'rfc3987bis', 'leiri', 'uri'];
  /** The start rules (`boost::iris::start_rule`), as the ABNF names them. */
  const startRules = ['IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref', 'URI-Template'];
  /** Every rule of the grammar by its ABNF name, from IRI-reference down to the core rules. */
  const rules = (() => {
    const out = wasm._boost_iri_rules();
    return JSON.parse(decoder.decode(wasm.HEAPU8.subarray(out, out + wasm._boost_iri_output_size())));
  })();
  /** The rungs of the comparison ladder (RFC 3987 §5.3, `boost::iris::comparison_level`). */
  const levels = ['simple', 'syntax', 'scheme'];

  function choice(list, name, value, fallback) {
    if (value === undefined) return fallback;
    const i = list.indexOf(value);
    if (i < 0) throw new RangeError(`${name} must be one of ${list.join(', ')}, not ${JSON.stringify(value)}`);
    return i;
  }

  function bytesOf(text, name) {
    if (text instanceof Uint8Array) return text;
    if (typeof text !== 'string') throw new TypeError(`${name} must be a string or a Uint8Array`);
    if (!text.isWellFormed()) throw new TypeError(`${name} has an unpaired surrogate, which UTF-8 cannot hold`);
    return encoder.encode(text);
  }

  // Calls the module's function `f` with each text as (pointer, size), then the numbers; the
  // JSON object it wrote, parsed.
  function call(f, texts, numbers) {
    const pointers = [];
    try {
      const args = [];
      for (const [name, text] of texts) {
        const bytes = bytesOf(text, name);
        const p = wasm._malloc(Math.max(bytes.length, 1));
        if (!p) throw new RangeError(`${name}: out of memory`);
        pointers.push(p);
        wasm.HEAPU8.set(bytes, p);
        args.push(p, bytes.length);
      }
      const out = f(...args, ...numbers);
      return JSON.parse(decoder.decode(wasm.HEAPU8.subarray(out, out + wasm._boost_iri_output_size())));
    } finally {
      for (const p of pointers) wasm._free(p);
    }
  }

  // the grammar's options as the module takes them: the profile, and zone identifiers in bit 8
  const grammarOf = (o) => choice(profiles, 'profile', o.profile, 0) | (o.zoneId ? 0x100 : 0);

  /** `iri parse`: the components, or the error. `start`: a start rule other than URI-Template. */
  function parse(input, options = {}) {
    const start = choice(startRules.slice(0, 4), 'start', options.start, 0);
    return call(wasm._boost_iri_parse, [['input', input]], [grammarOf(options), start]);
  }

  /** A size option: a whole number from 0 to 2^32 - 1, or `fallback` when not given. */
  function size(name, value, fallback) {
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || value < 0 || value > 0xFFFFFFFF)
      throw new RangeError(`${name} must be a whole number of bytes, not ${JSON.stringify(value)}`);
    return value;
  }

  /**
   * `iri explain --rule=START --max-length=N`: the derivation tree from `start`, any rule of
   * the grammar (`rules`; default IRI-reference); `allRules` also shows the character rules.
   * An input longer than `maxLength` bytes (default 1 MiB, as the tool's: a derivation takes
   * up to 64 bytes a byte) is `input_too_long`.
   */
  function explain(input, options = {}) {
    const start = options.start ?? 'IRI-reference';
    if (!rules.includes(start)) throw new RangeError(`start must be a rule of the grammar, not ${JSON.stringify(start)}`);
    return call(wasm._boost_iri_explain, [['input', input], ['start', start]],
                [grammarOf(options), options.allRules ? 1 : 0, size('maxLength', options.maxLength, 1 << 20)]);
  }

  /** `iri resolve BASE` (RFC 3986 §5.2); `strict: false` is --non-strict. */
  function resolve(base, reference, options = {}) {
    return call(wasm._boost_iri_resolve, [['base', base], ['reference', reference]],
                [grammarOf(options), options.strict === false ? 0 : 1]);
  }

  /** `iri relativize BASE`: the shortest reference from `base` to `target`. */
  function relativize(base, target, options = {}) {
    return call(wasm._boost_iri_relativize, [['base', base], ['target', target]], [grammarOf(options)]);
  }

  /** `iri normalize --level=LEVEL` (RFC 3987 §5.3; default syntax). */
  function normalize(input, options = {}) {
    return call(wasm._boost_iri_normalize, [['input', input]], [grammarOf(options), choice(levels, 'level', options.level, 1)]);
  }

  /** `iri to-uri` (RFC 3987 §3.1), hosts percent-encoded (IDNA needs ICU). */
  function toURI(input, options = {}) {
    return call(wasm._boost_iri_to_uri, [['input', input]], [grammarOf(options), options.encodeUnsafeAscii ? 1 : 0]);
  }

  /** `iri to-iri` (RFC 3987 §3.2), hosts kept as they are. */
  function toIRI(input, options = {}) {
    return call(wasm._boost_iri_to_iri, [['input', input]], [grammarOf(options)]);
  }

  /**
   * `iri expand` (RFC 6570): `variables` is an object (or its JSON text) of strings, lists of
   * strings and objects of strings; `uri` is --uri. Variables that are not such an object give
   * {"input", "ok": false, "vars": why}. An expansion longer than `maxSize` bytes is
   * `result_too_long` (default 64 MiB, where the tool's is 4 GiB: WebAssembly has 2 GiB in all).
   */
  function expand(template, variables = {}, options = {}) {
    const json = typeof variables === 'string' ? variables : JSON.stringify(variables);
    return call(wasm._boost_iri_expand, [['template', template], ['variables', json]],
                [grammarOf(options), options.uri ? 1 : 0, size('maxSize', options.maxSize, 1 << 26)]);
  }

  /** `iri match TEMPLATE`: the variables that expand `template` to `input`. */
  function match(template, input) {
    return call(wasm._boost_iri_match, [['template', template], ['input', input]], []);
  }

  /** The ABNF of a rule of the grammar: {"rule", "abnf", "source", "notes"}, or {"rule"}. */
  function production(rule) {
    return call(wasm._boost_iri_production, [['rule', rule]], []);
  }

  /** The index into the string `text` of the UTF-8 byte offset `offset` (as the objects give). */
  function utf16Index(text, offset) {
    let bytes = 0;
    let i = 0;
    while (i < text.length && bytes < offset) {
      const c = text.codePointAt(i);
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      i += c < 0x10000 ? 1 : 2;
    }
    return i;
  }

  return { profiles, startRules, rules, levels, parse, explain, resolve, relativize, normalize, toURI, toIRI, expand,
           match, production, utf16Index };
}

if (typeof module === 'object' && module.exports)
  module.exports = boostIriApi;
