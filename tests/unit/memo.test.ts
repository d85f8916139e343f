import { describe, expect, it } from 'vitest';
import { oncePerObject, oncePerString } from '../../src/lib/memo.ts';

describe('oncePerObject', () => {
  it('works a value out once per object, and again for another object', () => {
    let calls = 0;
    const size = oncePerObject((list: readonly string[]) => (calls++, list.length));
    const list = ['a', 'b'];
    expect([size(list), size(list), size(['c'])]).toEqual([2, 2, 1]);
    expect(calls).toBe(2);
  });

  it('keeps a falsy result instead of working it out again', () => {
    let calls = 0;
    const none = oncePerObject((_list: readonly string[]) => (calls++, undefined));
    const list: string[] = [];
    none(list);
    none(list);
    expect(calls).toBe(1);
  });
});

describe('oncePerString', () => {
  it('works a value out once per string, an empty or undefined result included', () => {
    const seen: string[] = [];
    const key = oncePerString((word) => (seen.push(word), word === 'x' ? undefined : ''));
    expect([key('x'), key('x'), key('y'), key('y')]).toEqual([undefined, undefined, '', '']);
    expect(seen).toEqual(['x', 'y']);
  });
});
