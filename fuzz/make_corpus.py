#!/usr/bin/env python3
#
# Copyright (c) 2026 The Boost.IRI authors
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
#
# Writes the seed corpora of the fuzz targets, fuzz/corpus/TARGET/, from the strings of
# test/data (see the SOURCE.md files there for their origin and licence). A seed is what the
# target reads: one byte of option bits, then the text (see fuzz.hpp). Files are named by
# their SHA-1, as libFuzzer names them. Run from anywhere: python3 fuzz/make_corpus.py
import hashlib, json, pathlib, random, re, shutil

here = pathlib.Path(__file__).resolve().parent
data = here.parent / "test" / "data"
per_target = 400

def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in ("comment", "description", "test", "name"):
                yield from strings(v)

def json_files():
    # the templates' suite has its own corpus (below)
    return sorted(f for f in data.glob("**/*.json") if "uritemplate-test" not in f.parts)

texts, pairs, labels = set(), set(), set()
for f in json_files():
    rows = json.loads(f.read_text(encoding="utf-8"))
    for row in rows if isinstance(rows, list) else [rows]:
        texts.update(s for s in strings(row) if len(s) < 300)
        if isinstance(row, dict) and "base" in row:
            other = row.get("relative", row.get("iri", row.get("target")))
            if isinstance(other, str):
                pairs.add((row["base"], other))
        if isinstance(row, dict) and "encoded" in row:
            labels.update(s for s in (row.get("encoded"), row.get("decoded")) if isinstance(s, str))
idna = data / "unicode-idna" / "IdnaTestV2.txt"
for line in idna.read_text(encoding="utf-8").splitlines():
    if line and not line.startswith("#"):
        labels.add(line.split(";")[0].strip())

# the inputs of the golden outputs of iri check and iri display (test/check.cpp)
golden = set()
for line in (data / "check" / "golden.txt").read_text(encoding="utf-8").splitlines():
    if line.startswith("> "):
        last = line.split()[-1]
        golden.add(re.sub(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})",
                          lambda m: chr(int(m.group(1) or m.group(2), 16)), last))

# the templates of the uritemplate-test suite, each with the variables of its group as the
# template target reads them: NAME=VALUE, NAME@A,B,C (a list), NAME%K=V,K=V (an array)
def variable_lines(variables):
    for name, v in variables.items():
        if isinstance(v, str):
            yield name + "=" + v
        elif isinstance(v, list):
            yield name + "@" + ",".join(v)
        elif isinstance(v, dict):
            yield name + "%" + ",".join(k + "=" + x for k, x in v.items())
templates = []
for f in sorted((data / "uritemplate-test").glob("*.json")):
    for group in json.loads(f.read_text(encoding="utf-8")).values():
        lines = "\n".join(variable_lines(group["variables"]))
        templates += [case[0] + "\n" + lines for case in group["testcases"]]

rng = random.Random(3987)
def pick(items):
    items = sorted(items)
    rng.shuffle(items)
    return items[:per_target]

corpora = {
    "parse": pick(texts), "derive": pick(texts), "mapping": pick(texts), "normalize": pick(texts),
    "unicode": pick(texts), "idna": pick(labels), "resolve": [b + "\n" + r for b, r in pick(pairs)],
    "check": sorted(golden) + pick(texts)[: per_target - len(golden)],
    # an IRI, then changes: a byte that chooses the setter and its argument, a line each
    "value": [t + "\n" + "\n".join(chr(ord("a") + (i + k) % 20) + w for k, w in enumerate(t.split("/")[:4]))
              for i, t in enumerate(pick(texts)) if "\n" not in t],
    # an IRI reference, parsed and built from its parts
    "differential": pick(texts),
    # example/display: the inputs of the check golden file and IRIs
    "display": sorted(golden) + pick(texts)[: per_target - len(golden)],
    # example/jsonld: JSON-LD documents made of the strings as "@id"s, "@base" and prefixes
    "jsonld": [json.dumps({"@context": {"@base": b, "ex": r if r.endswith(("/", "#")) else r + "#"},
                           "@id": r, "x": [{"@id": "ex:" + b[-8:]}, {"@context": {}, "@id": b}]},
                          ensure_ascii=False)
               for b, r in pick(pairs)],
    # a template, then its variables (twice over, with other option bits)
    "template": (templates * 2)[:per_target],
    # the accelerator against its rule (the option bits choose the profile and the start rule)
    "accelerator": pick(texts),
}
for target, seeds in corpora.items():
    out = here / "corpus" / target
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for i, text in enumerate(seeds):
        seed = bytes([i % 256]) + text.encode("utf-8")
        (out / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
    print(target, len(seeds))
