// What both benches print: durations, a Markdown table, and how busy the machine was (figures are printed, never
// asserted, so the reader needs to know when other work shared the CPU).
import { availableParallelism, loadavg } from 'node:os';

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The p-th percentile of ascending values (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export const table = (header: string[], rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
};

/** The cores and the 1-minute load average at the end of the run, flagged when the load exceeds the cores. */
export const machineLine = () => {
  const [load1] = loadavg();
  const cores = availableParallelism();
  return (
    `\nmachine: ${cores} cores, load average ${load1?.toFixed(1)} at the end of the run` +
    ((load1 ?? 0) > cores ? ' (busy: other work shares the CPU, absolute figures are pessimistic)' : '')
  );
};
