import progress from "cli-progress";

/** A wrong command line: exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

// Streams, not writeSync (which fails with EAGAIN on a full pipe); the process ends by itself
// once they are flushed (main.ts sets process.exitCode and never calls process.exit).
function write(stream: NodeJS.WriteStream, text: string): void {
  stream.write(text.endsWith("\n") ? text : `${text}\n`);
}
export const out = (text: string) => write(process.stdout, text);
export const err = (text: string) => write(process.stderr, text);
export const json = (value: unknown) => out(JSON.stringify(value, null, 2));
export const jsonLine = (value: unknown) => out(JSON.stringify(value));

/**
 * A progress bar on stderr when stderr is a terminal; nothing at all when it is piped or
 * redirected, so scripts see only their output.
 */
export function progressBar(label: string) {
  if (!process.stderr.isTTY) return { update: (_value: number, _detail?: string) => {}, stop: () => {} };
  const bar = new progress.SingleBar({
    format: `${label} [{bar}] {percentage}% {detail}`,
    stream: process.stderr,
    hideCursor: true,
    clearOnComplete: false,
  });
  bar.start(100, 0, { detail: "" });
  return {
    update: (value: number, detail = "") => bar.update(Math.max(0, Math.min(100, Math.round(value))), { detail }),
    stop: () => bar.stop(),
  };
}
