/**
 * Functions whose results are worked out once per input and then kept: search's word lists,
 * lexicons and the index step's words are asked about again and again (at 10,000 articles,
 * working them out each time cost tens of milliseconds a query and seconds a build).
 */

/** The store both kinds keep their values in. */
interface Store<K, V> {
  has(key: K): boolean;
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

function once<K, V>(values: Store<K, V>, compute: (key: K) => V): (key: K) => V {
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

/**
 * `compute` worked out once per object, kept for as long as the object lives (a lexicon, a word
 * list, the build's synonym matcher).
 * @example oncePerObject((list: string[]) => list.length)(['a', 'b']) // => 2
 */
export function oncePerObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  return once(new WeakMap<K, V>(), compute);
}

/**
 * `compute` worked out once per string, kept for as long as the returned function (hold it only
 * where the strings are bounded: one build's words, one query's).
 * @example oncePerString((word) => word.length)('salt') // => 4
 */
export function oncePerString<V>(compute: (key: string) => V): (key: string) => V {
  return once(new Map<string, V>(), compute);
}
