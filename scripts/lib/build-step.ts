/**
 * The time and CPU time of one step of the build (the search index, the service worker), as
 * the step's integration logs it and `npm run bench` reads it back: the build is one process
 * tree, so the bench can measure only its total; each step says its own share.
 *
 * CPU time is this process's (every thread) plus that of the child processes it has reaped
 * meanwhile (Pagefind's indexer runs as one), read from `/proc/self/stat` on Linux; elsewhere
 * this process's only.
 */
import fs from 'node:fs';

/** Clock ticks per second of `/proc` times: USER_HZ, 100 on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export interface StepUsage {
  wallMs: number;
  cpuMs: number;
}

/**
 * The CPU ticks of the children a process has reaped (`cutime` + `cstime`, fields 16 and 17 of
 * `/proc/{pid}/stat`; the command name in field 2 may hold spaces and parentheses).
 * @example reapedChildTicks('42 (node (x)) S 1 42 42 0 -1 0 0 0 0 0 150 20 900 80 20 0 11 0') // => 980
 */
export function reapedChildTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // `fields[0]` is field 3 (the state), so field n is `fields[n - 3]`.
  return Number(fields[13]) + Number(fields[14]);
}

/** This process's CPU time and its reaped children's, in ms. */
export function cpuTimeMs(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    children = (reapedChildTicks(fs.readFileSync('/proc/self/stat', 'utf8')) * 1000) / TICKS_PER_SECOND;
  } catch {
    // No /proc (not Linux): this process's own time only.
  }
  return (own.user + own.system) / 1000 + children;
}

/** The command name (field 2) and parent (field 4) of a `/proc/{pid}/stat` line. */
function nameAndParent(stat: string): { name: string; ppid: number } {
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  return { name, ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) };
}

/** Child processes of this one whose command name starts with `name`, running or not yet reaped. */
function childrenNamed(name: string): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return entries.map(Number).filter((pid) => {
    try {
      const stat = nameAndParent(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      return stat.ppid === process.pid && stat.name.startsWith(name);
    } catch {
      return false; // gone meanwhile
    }
  });
}

/**
 * Waits, at most `timeoutMs`, until no child process named `name` is left: a child that was
 * told to stop is then reaped, and its CPU time counts as this process's (else it could outlive
 * the build and its time would count nowhere).
 */
export async function childrenReaped(name: string, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (childrenNamed(name).length > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Runs one step and measures it ({@link cpuTimeMs}). */
export async function measureStep<T>(run: () => Promise<T>): Promise<{ result: T; usage: StepUsage }> {
  const wall = performance.now();
  const cpu = cpuTimeMs();
  const result = await run();
  return { result, usage: { wallMs: performance.now() - wall, cpuMs: cpuTimeMs() - cpu } };
}

/**
 * How a step's log line ends, for people and for {@link stepUsages}.
 * @example formatStepUsage({ wallMs: 12345, cpuMs: 15049 }) // => 'in 12.3 s, CPU 15.0 s'
 */
export function formatStepUsage({ wallMs, cpuMs }: StepUsage): string {
  return `in ${(wallMs / 1000).toFixed(1)} s, CPU ${(cpuMs / 1000).toFixed(1)} s`;
}

/**
 * The steps' usage from a build's output, by integration name (the last line of each wins).
 * @example stepUsages('10:00:01 [arogya:search-index] 991 articles indexed in 12.3 s, CPU 15.0 s.') // => { 'search-index': { wallMs: 12300, cpuMs: 15000 } }
 */
export function stepUsages(output: string): Record<string, StepUsage> {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const usages: Record<string, StepUsage> = {};
  for (const match of plain.matchAll(/\[arogya:([\w-]+)\] .*? in ([\d.]+) s, CPU ([\d.]+) s/g)) {
    usages[match[1]!] = { wallMs: Math.round(Number(match[2]) * 1000), cpuMs: Math.round(Number(match[3]) * 1000) };
  }
  return usages;
}
