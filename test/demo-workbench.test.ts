// The theme developer's workbench (demo/workbench.html, demo/workbench.js; issue 19), driven in a real
// browser as a theme developer uses it: the page in a frame of this one, the element live in the
// workbench's own stage frame, against the local API server and its switches (cleared after each test).
import { expect, waitUntil } from '@open-wc/testing';
import { FORM_MESSAGES } from '../catalog/messages/form.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { axeViolations, fillAndSubmit } from './support/frame-axe.ts';
import { openFrame } from './support/frames.ts';
import { resetServerAfterEach } from './support/api.ts';

resetServerAfterEach();

interface Bench {
  frame: HTMLIFrameElement;
  win: Window;
  doc: Document;
  stage: () => Document;
  live: () => HTMLElement;
  code: () => string;
}

async function openBench(tag: string): Promise<Bench> {
  const frame = await openFrame(`/demo/workbench.html?tag=${tag}`);
  frame.style.setProperty('width', '1280px');
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  await waitUntil(() => doc.querySelector('#workbench[data-ready]'), 'the workbench is ready', { timeout: 15000 });
  const stageFrame = doc.getElementById('wb-frame') as HTMLIFrameElement;
  const stage = () => stageFrame.contentDocument!;
  const live = () => stage().querySelector(tag) as HTMLElement;
  await waitUntil(() => live() && stageFrame.contentWindow!.customElements.get(tag), `<${tag}> upgraded on the stage`, { timeout: 15000 });
  return { frame, win, doc, stage, live, code: () => doc.getElementById('wb-code')!.textContent ?? '' };
}

const fire = (el: HTMLElement, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));

describe('demo workbench (demo/workbench.html)', function () {
  this.timeout(40000);
  let bench: Bench | undefined;
  afterEach(() => {
    bench?.frame.remove();
    bench = undefined;
  });

  it('the index links a workbench for every element of the manifest', async () => {
    const frame = await openFrame('/demo/workbench.html');
    try {
      const doc = frame.contentDocument!;
      await waitUntil(() => doc.querySelector('#workbench[data-ready]'), 'the index is ready', { timeout: 15000 });
      const manifest = await (await fetch('/dist/custom-elements.json')).json();
      const tags = manifest.modules.flatMap((m: { declarations?: Array<{ tagName?: string }> }) => m.declarations ?? [])
        .map((d: { tagName?: string }) => d.tagName).filter(Boolean);
      const linked = [...doc.querySelectorAll<HTMLAnchorElement>('.wb-index a')].map((a) => new URL(a.href).searchParams.get('tag'));
      expect(linked).to.deep.equal(tags);
    } finally {
      frame.remove();
    }
  });

  it('a text attribute control changes the element, its rendered view and the shown HTML', async () => {
    bench = await openBench('sq-tooltip');
    expect(bench.code()).to.contain('<sq-tooltip text="Orders over $50 ship free within 2 working days.">');
    const input = bench.doc.getElementById('wb-attr-text') as HTMLInputElement;
    expect(input.value).to.equal('Orders over $50 ship free within 2 working days.');
    input.value = 'Free returns';
    fire(input, 'input');
    expect(bench.live().getAttribute('text')).to.equal('Free returns');
    expect(bench.code()).to.contain('<sq-tooltip text="Free returns">');
    // The rendered view: the tooltip's text shows on focus of its trigger.
    const trigger = bench.live().querySelector('button')!;
    trigger.focus();
    await waitUntil(() => [...bench!.stage().querySelectorAll('[role="tooltip"]')].some((el) => el.textContent?.includes('Free returns')),
      'the tooltip shows the new text');
  });

  it('boolean, union and number controls set and remove attributes live', async () => {
    bench = await openBench('sq-marquee');
    const live = bench.live();
    const paused = bench.doc.getElementById('wb-attr-paused-on-hover') as HTMLInputElement;
    expect(paused.checked).to.equal(true);
    paused.click();
    expect(live.hasAttribute('paused-on-hover')).to.equal(false);
    expect(bench.code()).not.to.contain('paused-on-hover');
    const direction = bench.doc.getElementById('wb-attr-animation-direction') as HTMLSelectElement;
    expect([...direction.options].map((o) => o.value)).to.deep.equal(['', 'left', 'right']);
    direction.value = 'right';
    fire(direction, 'change');
    expect(live.getAttribute('animation-direction')).to.equal('right');
    expect(bench.code()).to.contain('animation-direction="right"');
    const speed = bench.doc.getElementById('wb-attr-animation-speed') as HTMLInputElement;
    expect(speed.type).to.equal('number');
    speed.value = '';
    fire(speed, 'input');
    expect(live.hasAttribute('animation-speed')).to.equal(false);
  });

  it('a JSON attribute is validated inline with the catalogued parser message, and applied when valid', async () => {
    bench = await openBench('sq-form');
    const area = bench.doc.getElementById('wb-attr-form-json') as HTMLTextAreaElement;
    const before = bench.live().getAttribute('form-json');
    expect(JSON.parse(area.value).id).to.equal('contact-form');
    area.value = '{"id": "contact-form",';
    fire(area, 'input');
    const error = bench.doc.getElementById('wb-attr-form-json-error')!;
    expect(error.textContent).to.equal(PARSER_MESSAGES.expected('JSON for form-json', JSON.stringify('{"id": "contact-form",')));
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    expect(bench.live().getAttribute('form-json')).to.equal(before);
    const changed = { ...JSON.parse(before!), submitButtonText: 'Send it' };
    area.value = JSON.stringify(changed);
    fire(area, 'input');
    expect(error.textContent).to.equal('');
    expect(bench.live().getAttribute('form-json')).to.equal(JSON.stringify(changed));
    expect(bench.code()).to.contain(`form-json='${JSON.stringify(changed)}'`);
    await waitUntil(() => bench!.live().querySelector('button[type="submit"], .sq-form__button')?.textContent?.includes('Send it'),
      'the form renders the new submit text');
  });

  it('the 500 fault switch on SaveFormSubmission gives the form its catalogued failure, and the log shows the request', async () => {
    bench = await openBench('sq-form');
    const route = bench.doc.getElementById('wb-route') as HTMLSelectElement;
    route.value = '/api/form/SaveFormSubmission';
    (bench.doc.querySelector('[data-fault="500"]') as HTMLButtonElement).click();
    await waitUntil(() => bench!.doc.getElementById('wb-status')!.textContent?.includes('500 switched on for /api/form/SaveFormSubmission'),
      'the switch is on and the element reloaded');
    const { switches } = await (await fetch('/__sq/switches')).json();
    expect(switches.map((s: { route: string; status?: number }) => [s.route, s.status])).to.deep.equal([['/api/form/SaveFormSubmission', 500]]);
    await waitUntil(() => bench!.live()?.querySelector('form input'), 'the form renders again');
    fillAndSubmit(bench.live().querySelector('form')!);
    await waitUntil(() => bench!.live().querySelector('.sq-form__message')?.textContent === FORM_MESSAGES.status500,
      'the form shows the catalogued 500 message', { timeout: 15000 });
    await waitUntil(() => [...bench!.doc.querySelectorAll('#wb-log li')].some((li) => li.textContent?.includes('POST /api/form/SaveFormSubmission') && li.textContent.includes('500')),
      'the timeline shows the forced request');
    await waitUntil(() => [...bench!.doc.querySelectorAll('#wb-log .wb-log-event')].some((li) => li.textContent?.includes('sq-form-failure')),
      'the timeline shows the sq-form-failure event');
    (bench.doc.getElementById('wb-clear-switches') as HTMLButtonElement).click();
    await waitUntil(async () => (await (await fetch('/__sq/switches')).json()).switches.length === 0, 'Clear switches clears them');
  });

  it('a theme token changes computed styles on the stage, and "Copy as CSS" gives only the changed tokens', async () => {
    bench = await openBench('sq-spinner');
    const stageWin = bench.stage().defaultView!;
    const before = stageWin.getComputedStyle(bench.stage().body).color;
    const color = bench.doc.querySelector('[data-token="--sq-color-text"]') as HTMLInputElement;
    expect(color.type).to.equal('color');
    color.value = '#ff0000';
    fire(color, 'input');
    expect(stageWin.getComputedStyle(bench.stage().body).color).to.equal('rgb(255, 0, 0)');
    expect(before).not.to.equal('rgb(255, 0, 0)');
    expect(bench.stage().documentElement.style.getPropertyValue('--sq-color-text')).to.equal('#ff0000');
    let copied = '';
    Object.defineProperty(bench.win.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => { copied = text; } } });
    (bench.doc.getElementById('wb-copy-css') as HTMLButtonElement).click();
    await waitUntil(() => copied !== '', 'copied');
    expect(copied).to.equal(':root {\n  --sq-color-text: #ff0000;\n}\n');
  });

  it('Copy gives the shown HTML', async () => {
    bench = await openBench('sq-widget');
    const value = bench.doc.getElementById('wb-attr-value') as HTMLInputElement;
    value.value = 'Hello';
    fire(value, 'input');
    let copied = '';
    Object.defineProperty(bench.win.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => { copied = text; } } });
    (bench.doc.getElementById('wb-copy') as HTMLButtonElement).click();
    await waitUntil(() => copied !== '', 'copied');
    expect(copied).to.equal(bench.code());
    expect(copied).to.match(/^<sq-widget id="events-1" type="event-summary" collection-id="c42" value="Hello">\s*<p>Upcoming events…<\/p>/);
  });

  it('viewport presets size the stage frame, and reduced motion reloads it with nomotion=true', async () => {
    bench = await openBench('sq-marquee');
    const stageFrame = bench.doc.getElementById('wb-frame') as HTMLIFrameElement;
    (bench.doc.querySelector('[data-width="375"]') as HTMLButtonElement).click();
    expect(stageFrame.getBoundingClientRect().width).to.equal(375);
    expect(bench.doc.querySelector('[data-width="375"]')!.getAttribute('aria-pressed')).to.equal('true');
    (bench.doc.getElementById('wb-nomotion') as HTMLInputElement).click();
    await waitUntil(() => stageFrame.contentWindow?.location.search.includes('nomotion=true') && bench!.live(), 'the stage reloads with nomotion=true', { timeout: 15000 });
    (bench.doc.getElementById('wb-dark') as HTMLInputElement).click();
    expect(bench.stage().documentElement.classList.contains('wb-dark')).to.equal(true);
  });

  it('is axe-clean, the workbench and its stage, and the index', async () => {
    bench = await openBench('sq-form');
    expect(await axeViolations(bench.doc), 'workbench').to.deep.equal([]);
    expect(await axeViolations(bench.stage()), 'stage').to.deep.equal([]);
    const frame = await openFrame('/demo/workbench.html');
    try {
      await waitUntil(() => frame.contentDocument!.querySelector('#workbench[data-ready]'), 'the index is ready', { timeout: 15000 });
      expect(await axeViolations(frame.contentDocument!), 'index').to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
