// <sq-audio>: a player for an audio url with its title (block type audio 41); an unparsable url logs an
// error (visitor §8 "Others") and shows a safe state.
import { expect, fixture, html } from '@open-wc/testing';
import { define } from '../runtime/define.ts';
import { parseAudioUrl, SqAudioElement } from '../elements/sq-audio.ts';
import { whenRendered } from '../react-core/portal-root.tsx';
import { captureLogs } from './support/logs.ts';

define('sq-audio', SqAudioElement);

const UNPARSABLE = (url: string) => `An unparsable audio url was given to <sq-audio src>: ${JSON.stringify(url)}.`;
// A tenth of a second of silence (8 kHz, 8-bit WAV), so the player has a real file and nothing 404s.
const SILENCE = (() => {
  const samples = 800;
  const header = new DataView(new ArrayBuffer(44));
  const text = (at: number, value: string) => [...value].forEach((c, i) => header.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF'); header.setUint32(4, 36 + samples, true); text(8, 'WAVEfmt ');
  header.setUint32(16, 16, true); header.setUint16(20, 1, true); header.setUint16(22, 1, true);
  header.setUint32(24, 8000, true); header.setUint32(28, 8000, true); header.setUint16(32, 1, true);
  header.setUint16(34, 8, true); text(36, 'data'); header.setUint32(40, samples, true);
  const bytes = [...new Uint8Array(header.buffer), ...new Array<number>(samples).fill(128)];
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
})();
const player = (el: Element) => el.querySelector<HTMLAudioElement>('audio');

async function mount(markup: ReturnType<typeof html>) {
  const el = await fixture<SqAudioElement>(markup);
  await whenRendered();
  return el;
}

describe('<sq-audio>', () => {
  let logs: ReturnType<typeof captureLogs>;
  beforeEach(() => { logs = captureLogs(); });
  afterEach(() => logs.stop());

  it('plays the url in the native player, named and captioned by its title', async () => {
    const el = await mount(html`<sq-audio src=${SILENCE} track-title="Harbour sounds">
      <a href=${SILENCE}>Harbour sounds</a></sq-audio>`);
    const audio = player(el)!;
    expect(audio.controls).to.equal(true);
    expect(audio.getAttribute('src')).to.equal(SILENCE);
    expect(el.src).to.equal(SILENCE);
    const caption = el.querySelector('figcaption')!;
    expect(caption.textContent).to.equal('Harbour sounds');
    expect(audio.getAttribute('aria-labelledby')).to.equal(caption.id);
    expect(el.querySelectorAll('a').length).to.equal(0);
    expect(el.trackTitle).to.equal('Harbour sounds');
    expect(el.title, 'the global title attribute is left alone (no native tooltip)').to.equal('');
    expect(logs.messages()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it("is named 'Audio player' without a track title, and does not take HTML's global title for one", async () => {
    const el = await mount(html`<sq-audio src=${SILENCE} title="A tooltip"></sq-audio>`);
    expect(player(el)!.getAttribute('aria-label')).to.equal('Audio player');
    expect(el.title).to.equal('A tooltip');
    expect(el.querySelector('figcaption')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  describe('an unparsable audio url (visitor §8)', () => {
    it('logs the error and shows the title with "not available", no player', async () => {
      const el = await mount(html`<sq-audio src="http://[bad" track-title="Harbour sounds"></sq-audio>`);
      expect(logs.entries.map((e) => [e.level, e.message])).to.deep.equal([['error', UNPARSABLE('http://[bad')]]);
      expect(player(el)).to.equal(null);
      expect(el.querySelector('figcaption')!.textContent).to.equal('Harbour sounds');
      expect(el.querySelector('.sq-audio__unavailable')!.textContent).to.equal('This audio is not available.');
      expect(el.src).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('treats a script url and an empty url as unparsable too', () => {
      expect(parseAudioUrl('javascript:alert(1)')).to.equal(null);
      expect(parseAudioUrl('  ')).to.equal(null);
      expect(logs.messages()).to.deep.equal([UNPARSABLE('javascript:alert(1)'), UNPARSABLE('  ')]);
    });

    it('resolves relative urls and keeps http, https, blob and data ones', () => {
      const base = 'https://site.example.com/blog/post';
      expect(parseAudioUrl('a.mp3', base)).to.equal('https://site.example.com/blog/a.mp3');
      expect(parseAudioUrl('data:audio/wav;base64,AAAA', base)).to.equal('data:audio/wav;base64,AAAA');
      expect(logs.messages()).to.deep.equal([]);
    });

    it('recovers when given a good url, and is unavailable, silently, without one', async () => {
      const el = await mount(html`<sq-audio track-title="Later"></sq-audio>`);
      expect(logs.messages()).to.deep.equal([]);
      expect(player(el)).to.equal(null);
      el.setAttribute('src', SILENCE);
      await whenRendered();
      expect(player(el)).to.not.equal(null);
    });
  });
});
