import { describe, expect, it } from 'vitest';
import { fastestHost } from './fastest-host.ts';

/** Probes that answer after the given virtual times, or fail. */
function probes(times: Record<string, number | 'fail'>) {
  let now = 0;
  const clock = () => now;
  const probe = async (host: string) => {
    const time = times[host];
    if (time === 'fail' || time === undefined) throw new Error('unreachable');
    now = time;
  };
  return { probe, clock };
}

describe('fastestHost', () => {
  it('takes a single host as it is, without probing it', async () => {
    const probe = async () => {
      throw new Error('must not probe');
    };
    expect(await fastestHost(['only.example'], probe)).toBe('only.example');
    expect(await fastestHost([], probe)).toBeUndefined();
  });

  it('picks the host that answered fastest and leaves out those that failed', async () => {
    const started: string[] = [];
    const timings: Record<string, number> = { 'a.example': 300, 'b.example': 40, 'c.example': 120 };
    const probe = async (host: string) => {
      started.push(host);
      await new Promise((resolve) => setTimeout(resolve, timings[host]));
      if (host === 'b.example') throw new Error('refused');
    };
    expect(await fastestHost(Object.keys(timings), probe)).toBe('c.example');
    expect(started).toEqual(['a.example', 'b.example', 'c.example']);
  });

  it('has no choice when every host fails', async () => {
    const { probe, clock } = probes({ 'a.example': 'fail', 'b.example': 'fail' });
    expect(await fastestHost(['a.example', 'b.example'], probe, 1_000, clock)).toBeUndefined();
  });
});
