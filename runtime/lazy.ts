// Calls into code that loads on first use: `lazily(load, 'money')('format')` is a function with the
// export's signature that imports the chunk, then calls the export. One helper, so each lazy `Sq` method costs
// dist/sq.js a few bytes.
//
// Code that cannot load (offline, a deployment that removed the file, no answer within the chunk
// time-out) makes the call warn 'Sq: the money module could not be loaded.' with the ChunkLoadError, and
// reject with an Error of the API's catalogued failure (`message`; the data layer's 'Unable to connect…'),
// by default that same library message, its `cause` the ChunkLoadError. Nothing is remembered: the next
// call imports again, and the engine fetches the chunk again where it does (docs/decisions.md, "Lazy
// calls whose code cannot load").
import { LIBRARY_MESSAGES } from '../catalog/messages/library.ts';
import { loadChunk } from './chunk-loader.ts';
import { logWarn } from './log.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...args: any[]) => unknown;
type FnKeys<M> = { [K in keyof M]: M[K] extends Fn ? K : never }[keyof M];
export type Lazy<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

/** `load` with the chunk time-out, its failure warned about and worded as `message`. */
export const loader = <M>(load: () => Promise<M>, name: string, message = LIBRARY_MESSAGES.moduleLoadFailed(name)) =>
  (): Promise<M> => loadChunk(name, load).catch((cause: unknown) => {
    logWarn(LIBRARY_MESSAGES.moduleLoadFailed(name), cause);
    throw new Error(message, { cause });
  });

export const lazily = <M>(load: () => Promise<M>, name: string, message?: string, get = loader(load, name, message)) =>
  <K extends FnKeys<M>>(key: K): Lazy<M[K]> =>
    ((...args: unknown[]) => get().then((module) => (module[key] as Fn)(...args))) as Lazy<M[K]>;
