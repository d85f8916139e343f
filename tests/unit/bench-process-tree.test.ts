import { describe, expect, it } from 'vitest';
import { measureCommand, parsePs, treeRssKb } from '../../scripts/lib/bench/process-tree.ts';

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

describe('measureCommand', () => {
  it('measures wall time, exit status and the memory of the whole tree', async () => {
    // A shell whose child holds ~64 MB for a second: the tree's peak must include the child.
    const result = await measureCommand('sh', ['-c', 'node -e "const b=Buffer.alloc(64*1024*1024,1);setTimeout(()=>b.length,1000)"; exit 3']);
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
