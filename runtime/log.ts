// The one place the library writes to the console, so every message comes from the catalogue and
// tests can assert what was said without patching `console` globally.
type Level = 'error' | 'warn';
export interface LogEntry { level: Level; message: string; detail: unknown[] }
type Sink = (entry: LogEntry) => void;

const sinks = new Set<Sink>();

function write(level: Level, message: string, detail: unknown[]): void {
  const entry = { level, message, detail };
  for (const sink of sinks) sink(entry);
  console[level](message, ...detail);
}

export const logError = (message: string, ...detail: unknown[]): void => write('error', message, detail);
export const logWarn = (message: string, ...detail: unknown[]): void => write('warn', message, detail);

/** Listens to everything the library logs; returns the unsubscribe function. */
export function onLog(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}
