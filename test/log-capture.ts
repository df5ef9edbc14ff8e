import type { SerializedError } from '@/lib/log';

/** One entry of the server's log as lib/log.ts writes it under jest (a JSON line). */
export interface LogEntry {
  level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
  time: string;
  msg: string;
  route?: string;
  reference?: string;
  kind?: string;
  err?: SerializedError;
  [field: string]: unknown;
}

/** What the server logged in the current test. */
export interface LogCapture {
  /** The entries, in the order they were written. */
  entries(): LogEntry[];
  /** Their messages: all, or those of one level. */
  messages(level?: LogEntry['level']): string[];
  /** Every line as written, to look for what must never be in the log. */
  text(): string;
}

/**
 * Captures the server's log (lib/log.ts writes JSON lines to standard output and error under jest) in each
 * test of the calling suite, instead of printing it; other output passes through. Every copy of
 * the logger a suite loads (loadRoute loads the modules afresh) writes to the same stream.
 */
export function captureLog(): LogCapture {
  let lines: string[] = [];
  let spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    lines = [];
    // Warnings and errors go to standard error, the rest to standard output.
    spies = [process.stdout, process.stderr].map((stream) => {
      const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      return jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        if (typeof chunk === 'string' && chunk.startsWith('{"level":')) {
          lines.push(chunk);
          return true;
        }
        return write(chunk, ...rest);
      }) as typeof stream.write);
    });
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  return {
    entries,
    messages: (level) =>
      entries()
        .filter((entry) => level === undefined || entry.level === level)
        .map((entry) => entry.msg),
    text: () => lines.join(''),
  };
}
