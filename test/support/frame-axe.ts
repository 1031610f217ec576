// Helpers for tests that drive a demo page in a frame (the workbench and its theme page).

type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
type AxeWindow = Window & { axe?: { run(context: Document, options: object): Promise<AxeResult> } };

/**
 * axe's violations on a frame's document. chai-a11y-axe's `to.be.accessible()` runs the test page's axe,
 * which refuses a node of another document ("axe.run arguments are invalid"), so axe is loaded into the
 * frame's own document.
 */
export async function axeViolations(doc: Document): Promise<string[]> {
  const win = doc.defaultView as AxeWindow;
  if (!win.axe) {
    const script = doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
    doc.head.append(script);
    await loaded;
  }
  const result = await win.axe!.run(doc, { resultTypes: ['violations'], iframes: false });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Fills every field of a React-controlled form as typing does (through the native setter) and submits. */
export function fillAndSubmit(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')) {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, input.type === 'email' ? 'ada@example.com' : 'Ada');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}
