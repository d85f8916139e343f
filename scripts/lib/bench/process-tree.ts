/**
 * Wall time, CPU time and peak memory of a command and everything it starts (npx → astro, its
 * worker threads, sharp, pagefind). Memory is the largest sum of the resident set sizes of the
 * whole process tree, sampled with `ps` a few times a second: a single process's maximum (what
 * `/usr/bin/time` reports) would miss the children running beside it. CPU time is what the
 * kernel charged the tree (user + system, as bash's `times` reports it): divided by the number of
 * cores it is the shortest wall time the same work could take on this machine.
 */
import { execFileSync, spawn } from 'node:child_process';

/** One line of `ps -e -o pid=,ppid=,rss=`. */
export interface ProcessRow {
  pid: number;
  ppid: number;
  /** Resident set size in KiB. */
  rssKb: number;
}

/** Parses `ps -e -o pid=,ppid=,rss=` output; lines that are not three numbers are skipped. */
export function parsePs(output: string): ProcessRow[] {
  return output
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((cols) => cols.length === 3 && cols.every((n) => Number.isInteger(n) && n >= 0))
    .map(([pid, ppid, rssKb]) => ({ pid: pid!, ppid: ppid!, rssKb: rssKb! }));
}

/** Total RSS in KiB of `rootPid` and all its descendants; 0 when it is not running. */
export function treeRssKb(rows: ProcessRow[], rootPid: number): number {
  const children = new Map<number, ProcessRow[]>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const root = rows.find((row) => row.pid === rootPid);
  if (!root) return 0;
  let total = 0;
  const stack = [root];
  const seen = new Set<number>();
  while (stack.length) {
    const row = stack.pop()!;
    if (seen.has(row.pid)) continue;
    seen.add(row.pid);
    total += row.rssKb;
    stack.push(...(children.get(row.pid) ?? []));
  }
  return total;
}

/**
 * User + system CPU time, in ms, of the waited-for children in bash's `times` output (its second
 * line; the first is the shell's own).
 * @example childCpuMs('0m0.001s 0m0.002s\n3m18.930s 0m12.430s\n') // => 211360
 * @throws Error when the output is not two lines of `times`.
 */
export function childCpuMs(timesOutput: string): number {
  const lines = timesOutput.trim().split('\n');
  // bash writes the locale's decimal separator (0m1,500s under de_DE).
  const match = lines.length === 2 ? /^(\d+)m(\d+[.,]\d+)s (\d+)m(\d+[.,]\d+)s$/.exec(lines[1]!.trim()) : null;
  if (!match) throw new Error(`Not the output of bash's times: ${JSON.stringify(timesOutput)}`);
  const [, userMin, userSec, sysMin, sysSec] = match.map((part) => Number(part.replace(',', '.')));
  return Math.round((userMin! * 60 + userSec! + sysMin! * 60 + sysSec!) * 1000);
}

export interface CommandMeasure {
  status: number | null;
  wallMs: number;
  /** User + system CPU time of the whole tree, in ms. */
  cpuMs: number;
  /** Peak RSS of the process tree, in bytes. */
  peakRssBytes: number;
  /** stdout and stderr, interleaved as they came. */
  output: string;
}

function sampleTree(rootPid: number): number {
  try {
    return treeRssKb(parsePs(execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })), rootPid);
  } catch {
    return 0;
  }
}

/**
 * Runs a command to its end, sampling the tree's memory every `intervalMs`. The command runs
 * under bash, which reports the tree's CPU time with `times` on file descriptor 3 (children's
 * times reach it as each parent waits for its own children).
 */
export function measureCommand(
  command: string,
  args: string[],
  { env = process.env, intervalMs = 200 }: { env?: NodeJS.ProcessEnv; intervalMs?: number } = {},
): Promise<CommandMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const script = '"$@"; status=$?; times >&3; exit $status';
    const child = spawn('bash', ['-c', script, 'measure', command, ...args], { env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    let output = '';
    let times = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      times += chunk.toString('utf8');
    });
    let peakKb = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) peakKb = Math.max(peakKb, sampleTree(child.pid));
    }, intervalMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      try {
        resolve({ status, wallMs, cpuMs: childCpuMs(times), peakRssBytes: peakKb * 1024, output });
      } catch (error) {
        // Only when bash itself was killed: say so with what the command printed.
        reject(new Error(`${command} ${args.join(' ')} ended (status ${status}) without its CPU time: ${(error as Error).message}\n${output.slice(-2000)}`));
      }
    });
  });
}
