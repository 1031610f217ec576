// Reading the spec. Catalogue tests check every expectation against the text of docs/spec, not against a copy.
// A test file calls `readSpecBeforeAll()` once at its top; `reference` and `visitor` are live bindings that hold
// the two documents from then on.

export let reference = '';
export let visitor = '';

/** Fetches docs/spec/reference-data.md and docs/spec/visitor-behaviour.md before the file's tests run. */
export function readSpecBeforeAll(): void {
  before(async () => {
    reference = await (await fetch('/docs/spec/reference-data.md')).text();
    visitor = await (await fetch('/docs/spec/visitor-behaviour.md')).text();
  });
}

/** The text after `label` up to the end of its sentence (". " / ".\n") or a semicolon. */
export function clause(doc: string, label: string): string {
  const start = doc.indexOf(label);
  if (start < 0) throw new Error(`the spec has no "${label}"`);
  const rest = doc.slice(start + label.length);
  const end = rest.search(/[.;](\s|$)/);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

/** The lines from `marker` up to the next blank line. */
export function block(doc: string, marker: string): string {
  const start = doc.indexOf(marker);
  if (start < 0) throw new Error(`the spec has no "${marker}"`);
  const end = doc.indexOf('\n\n', start);
  return doc.slice(start + marker.length, end < 0 ? undefined : end);
}

/** "a, b (note), c and d" -> ['a', 'b', 'c', 'd']. */
export function list(text: string): string[] {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s*[,;]\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "navigation 1, html 2, …" -> { 1: 'navigation', 2: 'html', … } (pieces without a number are skipped). */
export function coded(text: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const piece of list(text)) {
    const m = /^(.*\S)\s+(-?\d+)$/.exec(piece);
    if (m) out[Number(m[2])] = m[1]!;
  }
  return out;
}

/** A bullet block's items: "- a, b.\n- c (x)." -> ['a', 'b', 'c']. */
export function bulletItems(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/^-\s*/, '').replace(/\.$/, '')).flatMap(list);
}

/** Every text a document quotes in single quotes. */
export const quoted = (doc: string) => [...doc.matchAll(/(?<=^|[\s(:])'(.+?)'(?=[\s;.,):]|$)/gm)].map((m) => m[1]!);

export const upperSnake = (name: string) => name.toUpperCase().replace(/[ -]/g, '_');
export const kebab = (key: string) => key.toLowerCase().replace(/_/g, '-');
export const asLabels = <T extends Record<string, number>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [v, k]));
