import { describe, expect, it } from 'vitest';
import { childCpuMs, measureCommand, parsePs, treeRssKb } from '../../scripts/lib/bench/process-tree.ts';

describe('parsePs', () => {
  it('reads pid, parent pid and RSS, skipping lines that are not three numbers', () => {
    expect(parsePs('  1     0  1200\n 42     1 30000\nPID PPID RSS\n\n  7  1\n')).toEqual([
      { pid: 1, ppid: 0, rssKb: 1200 },
      { pid: 42, ppid: 1, rssKb: 30000 },
    ]);
  });
});

describe('treeRssKb', () => {
  const rows = [
    { pid: 1, ppid: 0, rssKb: 1000 },
    { pid: 10, ppid: 1, rssKb: 100 },
    { pid: 11, ppid: 10, rssKb: 200 },
    { pid: 12, ppid: 10, rssKb: 300 },
    { pid: 13, ppid: 12, rssKb: 400 },
    { pid: 20, ppid: 1, rssKb: 5000 },
  ];

  it('sums a process and all its descendants, not its siblings or parent', () => {
    expect(treeRssKb(rows, 10)).toBe(100 + 200 + 300 + 400);
    expect(treeRssKb(rows, 13)).toBe(400);
  });

  it('is 0 for a process that is not running', () => {
    expect(treeRssKb(rows, 99)).toBe(0);
  });
});

describe('childCpuMs', () => {
  it("adds the children's user and system time, the second line of bash's times", () => {
    expect(childCpuMs('0m0.001s 0m0.002s\n3m18.930s 0m12.430s\n')).toBe(211_360);
    expect(childCpuMs('0m0,001s 0m0,002s\n0m1,500s 0m0,250s')).toBe(1750);
  });

  it('refuses anything else rather than report 0', () => {
    expect(() => childCpuMs('')).toThrow("Not the output of bash's times");
    expect(() => childCpuMs('0m0.001s 0m0.002s\n')).toThrow("Not the output of bash's times");
  });
});

describe('measureCommand', () => {
  it('counts the CPU time of grandchildren, not the time they spend waiting', async () => {
    // sh → node using 0.6 s of CPU (however busy the machine), then sleeping 0.6 s.
    const spin = 'node -e "while(process.cpuUsage().user<600000);setTimeout(()=>{},600)"';
    const result = await measureCommand('sh', ['-c', spin]);
    expect(result.cpuMs).toBeGreaterThanOrEqual(600);
    expect(result.cpuMs).toBeLessThan(result.wallMs - 400);
  });

  it('measures wall time, exit status and the memory of the whole tree', async () => {
    // A shell whose child holds ~64 MB for a second: the tree's peak must include the child.
    const result = await measureCommand('sh', [
      '-c',
      'node -e "const b=Buffer.alloc(64*1024*1024,1);setTimeout(()=>b.length,1000)"; exit 3',
    ]);
    expect(result.status).toBe(3);
    expect(result.wallMs).toBeGreaterThanOrEqual(900);
    expect(result.peakRssBytes).toBeGreaterThan(64 * 1024 * 1024);
  });

  it('keeps the output for error messages', async () => {
    const result = await measureCommand('sh', ['-c', 'echo out; echo err >&2']);
    expect(result.status).toBe(0);
    expect(result.output).toContain('out');
    expect(result.output).toContain('err');
  });
});
