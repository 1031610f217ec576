// Loads a lazy chunk with the reference §2 time-out (120 s). Failures are typed ChunkLoadErrors
// carrying a type and the request, as reference §8 names them.
import { CHUNK_LOAD_TIMEOUT_MS } from '../catalog/chunks.ts';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  declare readonly type: 'timeout' | 'error';
  declare readonly request: string;
  constructor(type: 'timeout' | 'error', request: string, cause?: unknown) {
    super(`Loading chunk ${request} failed (${type})`, { cause });
    this.type = type;
    this.request = request;
  }
}

export function loadChunk<T>(request: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), timeoutMs);
  });
  const loaded = load().catch((cause: unknown) => { throw new ChunkLoadError('error', request, cause); });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
