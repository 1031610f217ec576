// Runs `cases` with Element.prototype.moveBefore taken away, as WebKit moves nodes (a plain insertBefore),
// and puts it back after: every engine then checks the bridge's plain-move path, not only WebKit.
export function withoutMoveBefore(cases: () => void): void {
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'moveBefore');
  before(() => { delete (Element.prototype as { moveBefore?: unknown }).moveBefore; });
  after(() => { if (own) Object.defineProperty(Element.prototype, 'moveBefore', own); });
  cases();
}
