/** Number formatting for the benchmark table: short, fixed units, stable across runs. */

/**
 * Bytes in KB (1 KB = 1024 bytes), one decimal.
 * @example formatKb(14_336) // => '14.0 KB'
 */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Bytes as MB or GB, whichever reads better (binary units).
 * @example formatMemory(1_610_612_736) // => '1.50 GB'
 * @example formatMemory(314_572_800) // => '300 MB'
 */
export function formatMemory(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(2)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/**
 * A duration: milliseconds below one second, else seconds with one decimal.
 * @example formatDuration(850) // => '850 ms'
 * @example formatDuration(41_250) // => '41.3 s'
 */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * An integer with thousands separators.
 * @example formatCount(10000) // => '10,000'
 */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** raw / gzip / brotli sizes of one resource or a sum of resources. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The three sizes in one cell.
 * @example formatSizes({ raw: 26_579, gzip: 7_389, brotli: 6_228 }) // => '26.0 / 7.2 / 6.1 KB'
 */
export function formatSizes({ raw, gzip, brotli }: Sizes): string {
  return `${(raw / 1024).toFixed(1)} / ${(gzip / 1024).toFixed(1)} / ${(brotli / 1024).toFixed(1)} KB`;
}
