// Calls into code that loads on first use: `lazily(load)('name')` is a function with the export's
// signature that imports the chunk, then calls the export. One helper, so each lazy `Sq` method costs
// dist/sq.js a few bytes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (...args: any[]) => unknown;
type FnKeys<M> = { [K in keyof M]: M[K] extends Fn ? K : never }[keyof M];
export type Lazy<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

export const lazily = <M>(load: () => Promise<M>) =>
  <K extends FnKeys<M>>(name: K): Lazy<M[K]> =>
    ((...args: unknown[]) => load().then((module) => (module[name] as Fn)(...args))) as Lazy<M[K]>;
