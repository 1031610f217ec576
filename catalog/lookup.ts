// Tiny pure helpers shared by the catalogue. No side effects: bundlers drop whatever is unused.

/** `{ SHOW_CART: 200 }` read backwards: code 200 gives `'SHOW_CART'`, an unknown code `undefined`. */
export type ReverseLookup<T extends Record<string, string | number>> =
  { readonly [K in keyof T as T[K]]: K } & { readonly [code: string | number]: keyof T | undefined };

export function reverseLookup<const T extends Record<string, string | number>>(table: T): ReverseLookup<T> {
  const out: Record<string | number, string> = {};
  for (const [key, code] of Object.entries(table)) out[code] = key;
  return Object.freeze(out) as unknown as ReverseLookup<T>;
}

/** Type guard for closed sets: `isOneOf(GALLERY_DESIGNS, attr)` narrows `attr` to `GalleryDesign`. */
export function isOneOf<const T extends readonly unknown[]>(set: T, value: unknown): value is T[number] {
  return set.includes(value);
}

/** Type guard for the codes of a numeric table: `isCodeOf(PAGE_TYPES, 200)`. */
export function isCodeOf<const T extends Record<string, string | number>>(table: T, value: unknown): value is T[keyof T] {
  return Object.values(table).includes(value as T[keyof T]);
}
