import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExportFormatError, readExport } from '../../scripts/lib/import/read-export.ts';

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/import/${name}`, 'utf8');
const doc = (slug: string) => ({ title: slug.toUpperCase(), slug });

describe('readExport', () => {
  it('reads a JSON array of documents, naming each by position and id', () => {
    const result = readExport(fixture('posts-array.json'));
    expect(result.shape).toBe('array');
    expect(result.documents).toHaveLength(10);
    expect(result.documents[0]!.label).toBe('#1 (id a1)');
    expect(result.documents[0]!.data.slug).toBe('fibre-and-gut');
    expect(result.problems).toEqual([]);
  });

  it('reads NDJSON, reporting a broken line without stopping', () => {
    const result = readExport(fixture('posts.ndjson'));
    expect(result.shape).toBe('ndjson');
    expect(result.documents.map((d) => d.label)).toEqual(['line 1 (id n1)', 'line 3 (id n3)']);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.label).toBe('line 2');
    expect(result.problems[0]!.reason).toMatch(/^is not valid JSON \(/);
  });

  it('reads an object keyed by document id, also inside the collection name', () => {
    const keyed = readExport(fixture('posts-keyed.json'));
    expect(keyed.shape).toBe('keyed');
    expect(keyed.documents.map((d) => d.label)).toEqual(['"k-maida"', '"k-eyes"']);
    const wrapped = readExport(JSON.stringify({ posts: { x1: doc('a'), x2: doc('b') } }));
    expect(wrapped.shape).toBe('keyed');
    expect(wrapped.documents.map((d) => d.data.slug)).toEqual(['a', 'b']);
    expect(readExport(JSON.stringify({ posts: [doc('a')] })).shape).toBe('array');
  });

  it('takes a lone document as a list of one, and a byte-order mark is ignored', () => {
    const result = readExport(`\uFEFF${JSON.stringify(doc('a'))}`);
    expect(result.documents).toHaveLength(1);
    expect(result.documents[0]!.label).toBe('#1');
  });

  it('reports entries that are not documents', () => {
    const result = readExport(JSON.stringify([doc('a'), 42, ['x'], null]));
    expect(result.documents).toHaveLength(1);
    expect(result.problems).toEqual([
      { label: '#2', reason: 'is a number, not a document' },
      { label: '#3', reason: 'is a list, not a document' },
      { label: '#4', reason: 'is empty, not a document' },
    ]);
    expect(readExport('{"a":1}\n[2]\n').problems[0]).toEqual({ label: 'line 2', reason: 'is not a JSON object, not a document' });
  });

  it('refuses an empty file and text that is no export at all', () => {
    expect(() => readExport('  \n')).toThrow(ExportFormatError);
    expect(() => readExport('  \n')).toThrow('The export is empty.');
    expect(() => readExport('title: yaml\nslug: nope')).toThrow(/neither JSON .* nor NDJSON/);
    expect(() => readExport('"just a string"')).toThrow('holds no documents');
  });
});
