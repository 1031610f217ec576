import { onLog, type LogEntry } from '../../runtime/log.ts';

/** Collects what the library logs while a test runs. */
export function captureLogs(): { entries: LogEntry[]; messages: () => string[]; stop: () => void } {
  const entries: LogEntry[] = [];
  const stop = onLog((entry) => entries.push(entry));
  return { entries, messages: () => entries.map((e) => e.message), stop };
}
