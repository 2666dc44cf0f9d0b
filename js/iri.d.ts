// Copyright (c) 2026 The Boost.IRI authors
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at http://www.boost.org/LICENSE_1_0.txt)
//
// The types of js/iri.mjs: the objects of `iri COMMAND --json` (doc/iri.1.adoc). Offsets count
// UTF-8 bytes of the input (`utf16Index` turns one into a string index).

export type Profile = 'rfc3987' | 'rfc3987bis' | 'leiri' | 'uri';
export type StartRule = 'IRI-reference' | 'IRI' | 'absolute-IRI' | 'irelative-ref' | 'URI-Template';
export type Level = 'simple' | 'syntax' | 'scheme';
/** A string (well-formed UTF-16) or the bytes of one, taken as they are. */
export type Text = string | Uint8Array;

/** The grammar: its repertoire (default rfc3987), and RFC 6874 zone identifiers (`[fe80::1%25eth0]`). */
export interface Grammar { profile?: Profile; zoneId?: boolean; }

export declare const profiles: readonly Profile[];
export declare const startRules: readonly StartRule[];
/** Every rule of the grammar by its ABNF name ("ipath-abempty"), from IRI-reference down. */
export declare const rules: readonly string[];
export declare const levels: readonly Level[];

/** Where and why an input is not what the operation needs (boost::iris::failure). */
export interface Failure {
  code: string;              // "invalid_character", ... (boost::iris::error)
  offset: number;            // UTF-8 byte offset into the text `operand` names
  rule: string | null;       // the innermost ABNF rule reading there
  component: 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment' | null;
  expected: string[];        // the rules that could have gone on there
  message: string;
  operand?: string;          // "base", "reference", "target", "template", "input", "result"
}
export interface Failed { input: string; ok: false; error: Failure; }

export interface Components {
  input: string; ok: true;
  scheme: string | null; userinfo: string | null; host: string | null;
  host_type: 'reg-name' | 'ipv4' | 'ipv6' | 'ipvfuture' | null;
  port: string | null; path: string; query: string | null; fragment: string | null;
}
export interface Node { rule: string; begin: number; end: number; text: string; inner: Node[]; }
export interface Derivation { input: string; ok: true; tree: Node; }
export interface Result { input: string; ok: true; result: string; }
export interface Expansion { input: string; ok: false; error: Failure; variable: string; }
export interface BadVariables { input: string; ok: false; vars: string; }
export type Value = string | string[] | { [key: string]: string };
export interface Variables { input: string; ok: true; variables: { [name: string]: Value }; }
export interface Production { rule: string; abnf?: string; source?: string; notes?: string; }

export declare function parse(input: Text, options?: Grammar & { start?: Exclude<StartRule, 'URI-Template'> }): Components | Failed;
/** `start`: any of `rules` (default IRI-reference); `maxLength`: default 1 MiB. */
export declare function explain(input: Text, options?: Grammar & { start?: string; allRules?: boolean; maxLength?: number }): Derivation | Failed;
export declare function resolve(base: Text, reference: Text, options?: Grammar & { strict?: boolean }): Result | Failed;
export declare function relativize(base: Text, target: Text, options?: Grammar): Result | Failed;
export declare function normalize(input: Text, options?: Grammar & { level?: Level }): Result | Failed;
export declare function toURI(input: Text, options?: Grammar & { encodeUnsafeAscii?: boolean }): Result | Failed;
export declare function toIRI(input: Text, options?: Grammar): Result | Failed;
/** `maxSize`: default 64 MiB (the tool's: 4 GiB; WebAssembly has 2 GiB in all). */
export declare function expand(template: Text, variables?: { [name: string]: Value | number | boolean | null } | string,
                               options?: Grammar & { uri?: boolean; maxSize?: number }): Result | Failed | Expansion | BadVariables;
export declare function match(template: Text, input: Text): Variables | Failed;
export declare function production(rule: string): Production;
export declare function utf16Index(text: string, offset: number): number;
