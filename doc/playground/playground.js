// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The playground's behaviour: each keystroke runs the library (iri-api.cjs over the
// WebAssembly module) and shows what it returned. The whole state is in the address:
// #iri=...&profile=...&start=...&base=... or #template=...&vars=...&match=...&profile=...
// Text from the inputs reaches the page as text nodes, or (the derivation tree, written at
// once for speed) through `markup`, which escapes it.
'use strict';

const $ = (id) => document.getElementById(id);
// What the fields hold when the address does not say (by the fields' ids)
const defaults = {
  iri: 'http://例え.テスト/パス?q=値#章',
  profile: 'rfc3987',
  start: 'IRI-reference',
  base: 'http://a/b/c/d;p?q',
  template: '/search{?q,lang}{#section}',
  vars: '{"q": "値", "lang": "ja", "section": "章"}',
  'match-input': '/search?q=IRI&lang=en',
  'template-profile': 'rfc3987',
};

// Characters that would change how the rest of a line shows, or show as nothing (controls,
// bidi formatting, invisible characters, private use, unassigned), shown as <U+XXXX> as the
// `iri` tool writes them.
const invisible = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;

/** Appends `text` to `parent` as text, the invisible characters as <U+XXXX>. */
function appendShown(parent, text) {
  if (!invisible.test(text)) {
    parent.append(text);
    return;
  }
  let run = '';
  for (const c of text) {
    if (!invisible.test(c)) {
      run += c;
      continue;
    }
    parent.append(run);
    run = '';
    const e = document.createElement('span');
    e.className = 'escape';
    e.textContent = `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}>`;
    parent.append(e);
  }
  parent.append(run);
}

function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined) appendShown(e, text);
  if (className) e.className = className;
  return e;
}

/** A link to the rule's section of the chapter "The ABNF, rule by rule". */
function ruleLink(rule, text = rule) {
  const a = element('a', text);
  a.href = `../rules.html#rule-${encodeURIComponent(rule)}`;
  return a;
}

/** Shows `input` in `box` with the bytes [begin, end) marked: `how` 'mark' for a rule's
    bytes, 'bad' for an error's (at the end of the input, a mark after it). */
function showInput(box, input, begin, end, how = 'mark') {
  box.replaceChildren();
  if (begin === undefined) {
    appendShown(box, input);
    return;
  }
  const from = iri.utf16Index(input, begin);
  let to = iri.utf16Index(input, end);
  if (to === from && from < input.length) to = from + (input.codePointAt(from) > 0xffff ? 2 : 1);
  appendShown(box, input.slice(0, from));
  const marked = document.createElement(how === 'mark' ? 'mark' : 'span');
  if (how !== 'mark') marked.className = from < input.length ? 'bad' : 'bad past';
  appendShown(marked, from < input.length ? input.slice(from, to) : ' ');
  box.append(marked);
  appendShown(box, input.slice(to));
}

/** The percent-decoded text of a component, or why there is none. */
function decoded(text) {
  const bytes = [];
  const utf8 = new TextEncoder().encode(text);
  for (let i = 0; i < utf8.length; ++i) {
    if (utf8[i] === 0x25 && i + 2 < utf8.length) {
      bytes.push(parseInt(String.fromCharCode(utf8[i + 1], utf8[i + 2]), 16));
      i += 2;
    } else bytes.push(utf8[i]);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

// A cell shows at most this many characters of a long text (laying out all of a 2,000-
// character IRI in each of a dozen cells takes longer than a frame), and a button for the rest.
const cellLimit = 300;

/** A table cell holding `text`: the first `cellLimit` characters of a longer one, with a
    button that shows the rest. */
function cell(text, className) {
  if (text.length <= cellLimit) return element('td', text, className);
  const td = element('td', text.slice(0, cellLimit), className);
  const more = element('button', `… show all ${text.length} characters`, 'more');
  more.onclick = () => td.replaceChildren(element('span', text));
  td.append(more);
  return td;
}

/** Rows of name and text (or the error: its code alone where the input's own error is shown
    above) into a table body. */
function rows(table, entries, brief = false) {
  const body = table.tBodies[0];
  body.replaceChildren();
  for (const [name, r] of entries) {
    const tr = document.createElement('tr');
    tr.append(element('th', name));
    if (r.ok) tr.append(cell(r.result));
    else tr.append(element('td', brief && r.error.code ? `${r.error.code} (see above)` : r.error.message, 'failed'));
    body.append(tr);
  }
}

// ---- the derivation tree ---------------------------------------------------------------

// The tree is written as markup at once (a derivation of 2,000 characters has 500 nodes
// shown): every text in it goes through `markup`, which escapes it.
const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as markup that shows it, the invisible characters as <U+XXXX>. */
function markup(text) {
  const escaped = (t) => t.replace(/[&<>"']/g, (c) => escapes[c]);
  if (!invisible.test(text)) return escaped(text);
  let html = '';
  for (const c of text)
    html += invisible.test(c)
      ? `<span class="escape">&lt;U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}&gt;</span>`
      : escaped(c);
  return html;
}

// A rule shows at most this many of the rules inside it at first (a path of 2,000 characters
// has hundreds of segments), then a button for the rest; `runs` keeps, for a tree, the rules
// each of its buttons stands for.
const innerLimit = 50;

function treeMarkup(node, runs) {
  const text = node.text.length > 80 ? node.text.slice(0, 80) + '…' : node.text;
  let html = `<li><span data-begin="${node.begin}" data-end="${node.end}" data-rule="${markup(node.rule)}">` +
             `<b>${markup(node.rule)}</b> ${markup(text)}</span>`;
  if (node.inner.length) html += `<ul>${runMarkup(node.inner, runs)}</ul>`;
  return html + '</li>';
}

/** The rules `nodes` as list items: the first `innerLimit`, and a button for the rest. */
function runMarkup(nodes, runs) {
  const shown = nodes.slice(0, innerLimit).map((n) => treeMarkup(n, runs)).join('');
  if (nodes.length <= innerLimit) return shown;
  runs.push(nodes.slice(innerLimit));
  return shown + `<li><button class="more" data-run="${runs.length - 1}">… show ${nodes.length - innerLimit} more</button></li>`;
}

/** The derivation `tree` into the list `list`. */
function showTree(list, tree) {
  list.runs = [];
  list.innerHTML = treeMarkup(tree, list.runs);
}

/** A click on a "show more" button of a tree: the rules it stands for, in its place. */
function showMore(event) {
  const button = event.target.closest('button.more');
  if (!button) return;
  const list = event.currentTarget;
  button.parentElement.insertAdjacentHTML('afterend', runMarkup(list.runs[Number(button.dataset.run)], list.runs));
  button.parentElement.remove();
}

/** Hovering a rule of `tree` marks its bytes in `box` and shows its ABNF in `abnf`. */
function followPointer(tree, box, abnf, input) {
  tree.onmouseover = (event) => {
    const label = event.target.closest('li > span');
    if (!label || label === tree.querySelector('.current')) return;
    tree.querySelector('.current')?.classList.remove('current');
    label.classList.add('current');
    showInput(box, input(), Number(label.dataset.begin), Number(label.dataset.end));
    if (abnf) showProduction(abnf, label.dataset.rule);
  };
}

/** The ABNF of `rule` into `box`, with a link to its section of the rules chapter. */
function showProduction(box, rule) {
  const p = iri.production(rule);
  box.replaceChildren();
  if (!p.abnf) return;
  box.append(p.abnf, '\n    (', p.source, ', ', ruleLink(rule, `the rule ${rule}`), ')');
  if (p.notes) box.append('\n\n' + p.notes);
}

// ---- the IRI tab -----------------------------------------------------------------------

const componentNames = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

function showError(input, r, start) {
  const e = r.error;
  $('error').hidden = false;
  $('error-start').textContent = start;
  $('error-message').textContent = e.message;
  $('error-rule').replaceChildren(e.rule ? ruleLink(e.rule) : '(none)');
  $('error-expected').replaceChildren();
  e.expected.forEach((rule, i) => $('error-expected').append(i ? ', ' : '', ruleLink(rule)));
  if (!e.expected.length) $('error-expected').textContent = '(none)';
  $('error-component').textContent = e.component ?? '(none)';
  if (e.rule) showProduction($('error-abnf'), e.rule);
  else $('error-abnf').textContent = '';
  const railroad = $('error-railroad');
  railroad.hidden = !e.rule;
  if (e.rule) {
    railroad.alt = `railroad diagram of ${e.rule}`;
    railroad.src = `../railroad/${encodeURIComponent(e.rule)}.svg`;
  }
  showInput($('input-shown'), input, e.offset, e.offset + 1, 'bad');
}

function updateIri() {
  const input = $('iri').value;
  const grammar = { profile: $('profile').value, zoneId: $('zone-id').checked };
  const start = $('start').value;
  const d = iri.explain(input, { ...grammar, start, allRules: $('all-rules').checked });
  $('tree').replaceChildren();
  $('abnf').textContent = '';
  $('error').hidden = d.ok;
  if (d.ok) {
    showTree($('tree'), d.tree);
    showInput($('input-shown'), input);
    $('status').textContent = `derived from ${start} (${grammar.profile}${grammar.zoneId ? ', zone identifiers' : ''})`;
  } else {
    showError(input, d, start);
    $('status').textContent = '';
  }

  // the rest is of IRI references: shown for the start rules of RFC 3987 §2.2
  const reference = iri.startRules.slice(0, 4).includes(start);
  $('of-references').hidden = !reference;
  $('not-a-reference').hidden = reference;
  if (!reference) return;
  const body = $('components').tBodies[0];
  body.replaceChildren();
  const p = iri.parse(input, { ...grammar, start });
  for (const name of p.ok ? componentNames : []) {
    const tr = document.createElement('tr');
    tr.append(element('th', name));
    if (p[name] === null) tr.append(element('td', '(absent)', 'absent'), element('td', '', 'absent'));
    else {
      const text = decoded(p[name]);
      tr.append(cell(p[name]), text === null ? element('td', '(not UTF-8 once decoded)', 'absent') : cell(text));
    }
    body.append(tr);
  }

  const base = $('base').value;
  const brief = !p.ok;
  rows($('against'), base === '' ? [] : [
    ['resolved', iri.resolve(base, input, grammar)],
    ['relativized', iri.relativize(base, input, grammar)],
  ], brief);
  rows($('ladder'), iri.levels.map((level) => [level, iri.normalize(input, { ...grammar, level })]), brief);
  const uri = iri.toURI(input, grammar);
  rows($('uri'), [
    ['URI', uri],
    ['unsafe ASCII too', iri.toURI(input, { ...grammar, encodeUnsafeAscii: true })],
    ['back to an IRI', uri.ok ? iri.toIRI(uri.result, grammar) : uri],
  ], brief);
}

// ---- the template tab --------------------------------------------------------------------

function updateTemplate() {
  const template = $('template').value;
  const profile = $('template-profile').value;
  const d = iri.explain(template, { start: 'URI-Template', profile });
  $('template-tree').replaceChildren();
  $('template-error').textContent = d.ok ? '' : d.error.message;
  if (d.ok) {
    showTree($('template-tree'), d.tree);
    showInput($('template-shown'), template);
  } else showInput($('template-shown'), template, d.error.offset, d.error.offset + 1, 'bad');
  const x = iri.expand(template, $('vars').value, { profile });
  rows($('expansion'), [['expansion', 'vars' in x ? { ok: false, error: { message: `variables: ${x.vars}` } }
                                               : x.ok || !x.variable ? x
                                               : { ok: false, error: { message: `${x.error.message} (variable ${x.variable})` } }]]);
  const m = iri.match(template, $('match-input').value);
  $('match').textContent = m.ok ? JSON.stringify(m.variables, null, 2)
                                 : `${m.error.operand === 'template' ? 'the template: ' : ''}${m.error.message}`;
  $('match').className = m.ok ? 'result' : 'result failed';
}

/** Runs `update` for a keystroke, and notes (as data-update-ms on the body, which the tests
    read) how long it took with the page laid out again. */
function keystroke(update) {
  const t0 = performance.now();
  update();
  writeAddress();
  void document.body.offsetHeight; // the layout the next frame would do
  document.body.dataset.updateMs = (performance.now() - t0).toFixed(2);
}

// ---- the address -------------------------------------------------------------------------

const iriFields = { iri: 'iri', profile: 'profile', start: 'start', 'zone-id': 'zone-id', base: 'base' };
const templateFields = { template: 'template', vars: 'vars', match: 'match-input', profile: 'template-profile' };

function currentTab() {
  return $('tab-template').getAttribute('aria-selected') === 'true' ? 'template' : 'iri';
}

function writeAddress() {
  const fields = currentTab() === 'iri' ? iriFields : templateFields;
  const p = new URLSearchParams();
  for (const [key, id] of Object.entries(fields)) {
    const e = $(id);
    if (e.type !== 'checkbox') p.set(key, e.value);
    else if (e.checked) p.set(key, '1');
  }
  const hash = '#' + p.toString().replace(/\+/g, '%20');
  try {
    history.replaceState(null, '', hash);
  } catch {
    location.replace(hash);
  }
}

function readAddress() {
  const p = new URLSearchParams(location.hash.slice(1));
  const tab = p.has('template') ? 'template' : 'iri';
  const fields = tab === 'iri' ? iriFields : templateFields;
  const refused = [];
  for (const [key, id] of Object.entries(fields)) {
    const e = $(id);
    if (e.type === 'checkbox') {
      e.checked = p.has(key);
      continue;
    }
    // a field the address does not give has its first value (an address with none: the examples)
    const value = p.has(key) ? p.get(key) : location.hash.length > 1 ? defaults[id] : e.value;
    if (e.tagName === 'SELECT' && ![...e.options].some((o) => o.value === value)) {
      refused.push(`${key} "${value}" is not one of this page's: ${defaults[id]} instead`);
      e.value = defaults[id];
      continue;
    }
    e.value = value;
  }
  $('address-note').hidden = refused.length === 0;
  $('address-note').textContent = `The address: ${refused.join('; ')}.`;
  selectTab(tab);
}

function selectTab(tab) {
  for (const t of ['iri', 'template']) {
    $(`tab-${t}`).setAttribute('aria-selected', String(t === tab));
    $(`${t}-panel`).hidden = t !== tab;
  }
  (tab === 'iri' ? updateIri : updateTemplate)();
}

// ---- start ---------------------------------------------------------------------------------

let iri;

function options(select, values, chosen) {
  for (const v of values) select.append(new Option(v, v, v === chosen, v === chosen));
}

if (typeof loadBoostIri === 'undefined')
  $('loading').textContent = 'This copy of the documentation was built without Emscripten, so the library is not ' +
    'here: build it where em++ is (Debian: emscripten), or use the iri tool.';
else loadBoostIri().then((wasm) => {
  iri = boostIriApi(wasm);
  options($('profile'), iri.profiles, 'rfc3987');
  options($('template-profile'), iri.profiles, 'rfc3987');
  // the start rules of RFC 3987 §2.2, then every rule of the grammar
  const starts = document.createElement('optgroup');
  starts.label = 'start rules (RFC 3987 §2.2)';
  options(starts, iri.startRules.slice(0, 4), 'IRI-reference');
  const every = document.createElement('optgroup');
  every.label = 'every rule of the grammar';
  options(every, iri.rules.filter((r) => !iri.startRules.slice(0, 4).includes(r)));
  $('start').append(starts, every);
  for (const [id, value] of Object.entries(defaults)) $(id).value = value;
  for (const id of Object.values(iriFields)) $(id).addEventListener('input', () => keystroke(updateIri));
  $('all-rules').addEventListener('change', updateIri);
  for (const id of Object.values(templateFields)) $(id).addEventListener('input', () => keystroke(updateTemplate));
  $('tab-iri').onclick = () => { selectTab('iri'); writeAddress(); };
  $('tab-template').onclick = () => { selectTab('template'); writeAddress(); };
  followPointer($('tree'), $('input-shown'), $('abnf'), () => $('iri').value);
  $('tree').addEventListener('click', showMore);
  $('template-tree').addEventListener('click', showMore);
  followPointer($('template-tree'), $('template-shown'), null, () => $('template').value);
  window.addEventListener('hashchange', readAddress);
  readAddress();
  $('loading').hidden = true;
  document.body.dataset.firstResultMs = performance.now().toFixed(0);
  // WebAssembly starts in the browser's baseline compiler and is optimized once it is hot:
  // make the grammar hot now, while the reader reads, rather than in their first keystrokes
  const warm = defaults.iri + 'パス/%41/'.repeat(100);
  setTimeout(() => { for (let i = 0; i < 20; ++i) iri.explain(warm); }, 50);
}, (e) => {
  $('loading').textContent = `The library did not load: ${e}`;
});
