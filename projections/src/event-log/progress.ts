import { Presets, SingleBar } from 'cli-progress';

/** The progress bar of the event-log commands, on stderr (stdout keeps the result lines); drawn on a terminal only. */
export function progressBar(what: string, total: number): SingleBar {
  const bar = new SingleBar(
    {
      format: `${what} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left`,
      hideCursor: true,
      stream: process.stderr,
    },
    Presets.shades_classic,
  );
  bar.start(Math.max(total, 0), 0);
  return bar;
}
