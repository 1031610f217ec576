// The workbench's fault buttons (demo/workbench.html, issue 19), each one clicked as a theme developer
// does: on <sq-form>'s workbench, with the route set to SaveFormSubmission, a fault button posts its
// switch and remounts the form; a submission then shows the form's catalogued failure state (visitor §5
// "Forms", §8 "Form"), and "Slow" only delays it: the submission succeeds in the end.
import { expect, waitUntil } from '@open-wc/testing';
import { FORM_MESSAGES } from '../catalog/messages/form.ts';
import { fillAndSubmit } from './support/frame-axe.ts';
import { openFrame } from './support/frames.ts';
import { resetServerAfterEach } from './support/api.ts';

resetServerAfterEach();

const SAVE = '/api/form/SaveFormSubmission';

async function openFormBench() {
  const frame = await openFrame('/demo/workbench.html?tag=sq-form');
  frame.style.setProperty('width', '1280px');
  const doc = frame.contentDocument!;
  await waitUntil(() => doc.querySelector('#workbench[data-ready]'), 'the workbench is ready', { timeout: 15000 });
  const stageFrame = doc.getElementById('wb-frame') as HTMLIFrameElement;
  const live = () => stageFrame.contentDocument!.querySelector('sq-form') as HTMLElement;
  await waitUntil(() => live() && stageFrame.contentWindow!.customElements.get('sq-form'), '<sq-form> upgraded on the stage', { timeout: 15000 });
  return { frame, doc, live };
}

type Bench = Awaited<ReturnType<typeof openFormBench>>;

/** Clicks a fault button for SaveFormSubmission and waits for the switch and the remounted form. */
async function fault(bench: Bench, label: string) {
  const route = bench.doc.getElementById('wb-route') as HTMLSelectElement;
  route.value = SAVE;
  const before = bench.live();
  (bench.doc.querySelector(`[data-fault="${label}"]`) as HTMLButtonElement).click();
  await waitUntil(() => bench.doc.getElementById('wb-status')!.textContent?.includes(`${label} switched on for ${SAVE}`),
    `${label} is switched on`, { timeout: 15000 });
  await waitUntil(() => bench.live() !== before && bench.live()?.querySelector('form input'), 'the form renders again', { timeout: 15000 });
}

/** Fills every field as typing does (the inputs are React-controlled) and submits. */
const submit = (bench: Bench) => fillAndSubmit(bench.live().querySelector('form')!);

const message = (bench: Bench) => bench.live().querySelector('.sq-form__message')?.textContent ?? '';
const logged = (bench: Bench, text: string) => [...bench.doc.querySelectorAll('#wb-log li')].some((li) => li.textContent?.includes(text));

/** Each fault button and the failure state it gives the form (the catalogue's words). */
const FAILURES = [
  ['404', FORM_MESSAGES.status404],
  ['429', FORM_MESSAGES.status429],
  ['500', FORM_MESSAGES.status500],
  // A body that is not JSON, or no answer at all: the catalogue's unknown error.
  ['Garbage', FORM_MESSAGES.unknownError],
  ['Offline', FORM_MESSAGES.unknownError],
] as const;

describe('demo workbench: every fault button gives <sq-form> its catalogued failure state', function () {
  this.timeout(60000);
  let bench: Bench | undefined;
  afterEach(() => {
    bench?.frame.remove();
    bench = undefined;
  });

  for (const [label, expected] of FAILURES) {
    it(`${label} on SaveFormSubmission -> "${expected}"`, async () => {
      bench = await openFormBench();
      await fault(bench, label);
      const { switches } = await (await fetch('/__sq/switches')).json();
      expect(switches.map((s: { route: string }) => s.route)).to.deep.equal([SAVE]);
      submit(bench);
      await waitUntil(() => message(bench!) === expected, `the form shows "${expected}"`, { timeout: 20000 });
      await waitUntil(() => logged(bench!, 'sq-form-failure'), 'the timeline shows sq-form-failure', { timeout: 15000 });
      expect(logged(bench, 'sq-form-success')).to.equal(false);
      // The form stays usable: its submit button is there to try again.
      expect(bench.live().querySelector('button[type="submit"]')).to.exist;
    });
  }

  it('Slow on SaveFormSubmission only delays the answer: the submission succeeds in the end', async () => {
    bench = await openFormBench();
    await fault(bench, 'Slow');
    const { switches } = await (await fetch('/__sq/switches')).json();
    expect(switches.map((s: { route: string; delayMs?: number }) => [s.route, s.delayMs! > 0])).to.deep.equal([[SAVE, true]]);
    submit(bench);
    await waitUntil(() => logged(bench!, 'sq-form-submit'), 'the submission starts', { timeout: 15000 });
    await waitUntil(() => logged(bench!, 'sq-form-success'), 'the slow submission succeeds', { timeout: 30000 });
    await waitUntil(() => logged(bench!, `POST ${SAVE}`), 'the timeline shows the delayed request', { timeout: 15000 });
    expect(logged(bench, 'sq-form-failure')).to.equal(false);
    expect(Object.values(FORM_MESSAGES)).not.to.include(message(bench));
  });
});
