// The autoloader's first scan waits until the page's first paint is on screen (runtime/autoloader.ts
// `painted`; docs/decisions.md "The first scan waits for the page's first paint"): what the server sent is
// shown before the library asks for any element's code, so none of its requests can end before that
// paint. A page that paints nothing (its only content hidden until it is upgraded) still gets its
// elements, after PAINT_WAIT_MS. The tracking boot's wait (runtime/visitor-boot.ts afterLoadAndIdle) starts
// from the same moment.
import { expect, waitUntil } from '@open-wc/testing';
import { PAINT_WAIT_MS } from '../runtime/autoloader.ts';

type Moment = { at: number; paints: string[] };
type Asked = { asked: Moment; idle: Moment };

/** A frame whose page starts an autoloader in its head, as sq.js's script tag does; resolves with what its loader recorded. */
async function askedIn(body: string): Promise<Asked> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:412px;height:600px;border:0';
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8">
    <script type="module" src="/test/support/first-scan-frame.ts"></script></head><body>${body}</body></html>`;
  document.body.append(frame);
  try {
    const win = frame.contentWindow as Window & { sqAsked?: Moment; sqIdle?: Moment };
    await waitUntil(() => win.sqAsked && win.sqIdle, 'the element was asked for and the tracking boot ran', { timeout: 5000 });
    return { asked: win.sqAsked!, idle: win.sqIdle! };
  } finally {
    frame.remove();
  }
}

describe('the first scan (runtime/autoloader.ts painted)', () => {
  it('asks for an element in the first viewport only once the page has reported its first paint', async () => {
    const { asked, idle } = await askedIn('<h1>Harbour Studio</h1><p>Prints of the coast.</p><sq-test-first-scan><p>server markup</p></sq-test-first-scan>');
    expect(asked.paints, 'a paint entry when the element was asked for').to.not.deep.equal([]);
    expect(idle.paints, 'a paint entry when tracking would start').to.not.deep.equal([]);
  });

  it('still asks for it on a page that paints nothing, after the wait', async () => {
    const { asked, idle } = await askedIn('<sq-test-first-scan></sq-test-first-scan>');
    expect(asked.paints, 'the page painted nothing').to.deep.equal([]);
    // The frame's clock starts with its own document: the autoloader started after that.
    expect(asked.at).to.be.at.least(PAINT_WAIT_MS);
    // Tracking waits for the same moment, not only for load and an idle moment.
    expect(idle.at).to.be.at.least(PAINT_WAIT_MS);
  });
});
