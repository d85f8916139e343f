/**
 * Edit distance in characters (code points, so Devanagari letters count once), counting two
 * neighbouring letters typed the wrong way round as one slip ("strian" for "strain", the
 * optimal string alignment distance): for "Did you mean …" in search and for the likely
 * intended field name in content errors.
 * @example editDistance('diabetis', 'diabetes') // => 1
 * @example editDistance('strian', 'strain') // => 1
 * @example editDistance('gillian', 'guillain') // => 2
 */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      let distance = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      current[j] = distance;
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[y.length]!;
}
