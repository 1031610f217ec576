// runtime/dialog-stack.ts (visitor §2 "Keyboard Escape": it closes the topmost open dialog; §9 "Modal base
// z-index 30000"): z-indexes, the topmost and topmost-modal layer, and one Escape closing exactly one
// layer in every combination of two layers (modal, non-modal, a refusing system error, a layer that
// handles Escape itself), with the site chrome started for an owner (its navigation seam must stay unused).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { MODAL_BASE_Z_INDEX } from '../catalog/constants.ts';
import { loadChrome, startChrome } from '../runtime/chrome/chrome.ts';
import { chromeSeams, defaultChromeSeams } from '../runtime/chrome/seams.ts';
import { normaliseContext } from '../runtime/context.ts';
import {
  closeTopmost, hasOpenLayer, openLayer, reserveLayer, topmostLayer, topmostModalLayer, type Layer, type OpenLayer,
} from '../runtime/dialog-stack.ts';

const SITE = 'site-1';
const owner = normaliseContext({ website: { id: SITE }, authenticatedAccount: { id: 'a' }, websiteRoles: { [SITE]: [1] } });

/** modal and nonModal close on dismiss; refusing is a system error; selfHandling closes on its own Escape. */
const KINDS = ['modal', 'nonModal', 'refusing', 'selfHandling'] as const;
type Kind = (typeof KINDS)[number];

interface FakeLayer { kind: Kind; closed: () => boolean; close: () => void }

const opened: Array<() => void> = [];

function fakeLayer(kind: Kind): FakeLayer {
  let closed = false;
  const layer: Layer = {
    modal: kind !== 'nonModal',
    dismiss: () => {
      if (kind === 'refusing') return false;
      close();
      return undefined;
    },
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || topmostLayer() !== layer) return;
    event.preventDefault(); // as the popup overlay and PhotoSwipe do
    close();
  };
  const entry: OpenLayer = openLayer(layer);
  function close(): void {
    if (closed) return;
    closed = true;
    entry.release();
    document.removeEventListener('keydown', onKeydown, true);
  }
  if (kind === 'selfHandling') document.addEventListener('keydown', onKeydown, true);
  opened.push(close);
  return { kind, closed: () => closed, close };
}

/** A synthetic Escape from the body; true when something prevented it (the key was used up). */
const escapeUsedUp = (init: KeyboardEventInit = {}) =>
  !document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }));

afterEach(() => {
  for (const close of opened.splice(0)) close();
  expect(hasOpenLayer(), 'every test leaves the stack empty').to.equal(false);
});

describe('dialog stack: layers', () => {
  it(`stacks z-indexes from ${MODAL_BASE_Z_INDEX}, one above the topmost`, () => {
    const first = openLayer({ dismiss: () => {} });
    const second = openLayer({ dismiss: () => {} });
    opened.push(first.release, second.release);
    expect([first.zIndex, second.zIndex]).to.deep.equal([MODAL_BASE_Z_INDEX, MODAL_BASE_Z_INDEX + 1]);
    first.release();
    const third = openLayer({ dismiss: () => {} });
    opened.push(third.release);
    expect(third.zIndex, 'above the topmost, whatever closed below it').to.equal(MODAL_BASE_Z_INDEX + 2);
  });

  it('a layer reserved when asked for and opened after a later one goes under it; the later one moves up', () => {
    const asked = [{}, {}];
    for (const owner of asked) reserveLayer(owner);
    const moved: number[] = [];
    const later: Layer = { dismiss: () => {}, restack: (z) => moved.push(z) };
    const earlier: Layer = { dismiss: () => {}, restack: () => {} };
    const second = openLayer(later, asked[1]);
    const first = openLayer(earlier, asked[0]);
    opened.push(first.release, second.release);
    expect([first.zIndex, second.zIndex]).to.deep.equal([MODAL_BASE_Z_INDEX, MODAL_BASE_Z_INDEX + 1]);
    expect(moved).to.deep.equal([MODAL_BASE_Z_INDEX + 1]);
    expect(topmostLayer(), 'Escape closes the one asked for last').to.equal(later);
  });

  it('a late layer never goes under one that cannot move (the lightbox, the system error): it goes on top', () => {
    const owner = {};
    reserveLayer(owner);
    const fixed = openLayer({ dismiss: () => {} });
    const late: Layer = { dismiss: () => {}, restack: () => {} };
    const lateOpen = openLayer(late, owner);
    opened.push(fixed.release, lateOpen.release);
    expect([fixed.zIndex, lateOpen.zIndex]).to.deep.equal([MODAL_BASE_Z_INDEX, MODAL_BASE_Z_INDEX + 1]);
    expect(topmostLayer()).to.equal(late);
  });

  it('the topmost layer is any kind; the topmost modal layer skips non-modal ones above it', () => {
    expect([topmostLayer(), topmostModalLayer()]).to.deep.equal([undefined, undefined]);
    const info: Layer = { dismiss: () => {}, modal: false };
    const infoEntry = openLayer(info);
    opened.push(infoEntry.release);
    expect([topmostLayer() === info, topmostModalLayer()]).to.deep.equal([true, undefined]);
    const confirm: Layer = { dismiss: () => {} }; // modal by default
    const secondInfo: Layer = { dismiss: () => {}, modal: false };
    const entries = [openLayer(confirm), openLayer(secondInfo)];
    opened.push(...entries.map((e) => e.release));
    expect([topmostLayer() === secondInfo, topmostModalLayer() === confirm]).to.deep.equal([true, true]);
  });

  it('closeTopmost: false on an empty stack; true for a layer that refuses or throws', () => {
    expect(closeTopmost()).to.equal(false);
    const refusing = openLayer({ dismiss: () => false });
    opened.push(refusing.release);
    expect(closeTopmost()).to.equal(true);
    const throwing = openLayer({ dismiss: () => { throw new Error('broken'); } });
    opened.push(throwing.release);
    expect(closeTopmost()).to.equal(true);
    expect(hasOpenLayer()).to.equal(true);
  });
});

describe('dialog stack: its Escape listener', () => {
  it('listens only while a layer is open', () => {
    expect(escapeUsedUp(), 'no layer: Escape is left alone').to.equal(false);
    const layer = fakeLayer('modal');
    expect(escapeUsedUp()).to.equal(true);
    expect(layer.closed()).to.equal(true);
    expect(escapeUsedUp(), 'the stack is empty again').to.equal(false);
  });

  it('leaves a repeat, a composition and an Escape handled elsewhere alone', () => {
    const layer = fakeLayer('modal');
    expect(escapeUsedUp({ repeat: true })).to.equal(false);
    expect(escapeUsedUp({ isComposing: true })).to.equal(false);
    const handled = (event: Event) => event.preventDefault();
    document.body.addEventListener('keydown', handled);
    try {
      escapeUsedUp();
    } finally {
      document.body.removeEventListener('keydown', handled);
    }
    expect(layer.closed()).to.equal(false);
    expect(escapeUsedUp({ key: 'Enter' }), 'other keys are not its').to.equal(false);
  });

  it('a layer whose dismiss throws still uses up the Escape, and nothing escapes the listener', () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => { errors.push(event.error); event.preventDefault(); };
    window.addEventListener('error', onError);
    try {
      const throwing = openLayer({ dismiss: () => { throw new Error('broken'); } });
      opened.push(throwing.release);
      expect(escapeUsedUp()).to.equal(true);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });
});

describe('dialog stack: one Escape closes exactly one layer (sendKeys, chrome started for an owner)', () => {
  let navigations: string[];
  let stop: () => void = () => {};

  beforeEach(() => {
    navigations = [];
    chromeSeams.navigate = (url) => { navigations.push(url); };
    chromeSeams.framed = () => false;
    stop = startChrome(owner);
    (document.activeElement as HTMLElement | null)?.blur();
  });

  afterEach(() => {
    stop();
    Object.assign(chromeSeams, defaultChromeSeams);
  });

  async function escape(): Promise<void> {
    await sendKeys({ press: 'Escape' });
    await loadChrome(); // had the chrome noted the press, it would have acted by now
  }

  for (const lowerKind of KINDS) {
    for (const upperKind of KINDS) {
      const expected = upperKind === 'refusing' ? 'nothing closes (a system error uses it up)' : `the ${upperKind} upper layer closes`;
      it(`${lowerKind} below, ${upperKind} above: ${expected}; the chrome does nothing`, async () => {
        const lower = fakeLayer(lowerKind);
        const upper = fakeLayer(upperKind);
        await escape();
        expect([lower.closed(), upper.closed()]).to.deep.equal([false, upperKind !== 'refusing']);
        expect(navigations).to.deep.equal([]);
        if (upperKind === 'refusing') return;
        await escape();
        expect(lower.closed(), 'the next Escape closes the lower one').to.equal(lowerKind !== 'refusing');
        expect(navigations).to.deep.equal([]);
      });
    }
  }

  it('with every layer closed, Escape is the chrome\'s again (the owner goes to config)', async () => {
    const layer = fakeLayer('nonModal');
    await escape();
    expect([layer.closed(), navigations.length]).to.deep.equal([true, 0]);
    await escape();
    expect(navigations).to.have.length(1);
  });
});
