// runtime/site/comment-counts.ts: the comments provider's count script when comments are enabled with a
// shortname (visitor §3 websiteSettings.commentsEnabled and disqusShortname; §7 "a comment-count script
// from the comments provider"), loaded from the local server's fake (/__fake/disqus-count.js).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ELEMENT_LIBRARY_MESSAGES } from '../catalog/messages/library-elements.ts';
import { SITE_RESOURCE_DEFAULT_URLS, SITE_RESOURCE_WARNINGS, siteResourceUrls } from '../catalog/site-resources.ts';
import { normaliseContext } from '../runtime/context.ts';
import { commentCountUrl, startCommentCounts, wantsCommentCounts } from '../runtime/site/comment-counts.ts';
import { readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { captureLogs } from './support/logs.ts';

resetServerAfterEach();

const COUNT = '/__fake/disqus-count.js';
const globals = window as unknown as { __sqFakeDisqusCount?: { loads: number; fills: number; query: Record<string, string> }; DISQUSWIDGETS?: unknown };
const context = (websiteSettings: Record<string, unknown>) => normaliseContext({ website: { id: 'site-1' }, websiteSettings });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
let logs: ReturnType<typeof captureLogs>;

beforeEach(() => {
  // The fake takes the shortname as a query value, so each test's URL is its own (loads are once per URL).
  siteResourceUrls.disqusCount = `${COUNT}?shortname={shortname}`;
  logs = captureLogs();
});
afterEach(() => {
  logs.stop();
  Object.assign(siteResourceUrls, SITE_RESOURCE_DEFAULT_URLS);
  delete globals.__sqFakeDisqusCount;
  delete globals.DISQUSWIDGETS;
});

describe('the count script URL', () => {
  it('is https://<shortname>.disqus.com/count.js by default', () => {
    expect(commentCountUrl('my-site', SITE_RESOURCE_DEFAULT_URLS.disqusCount)).to.equal('https://my-site.disqus.com/count.js');
    expect(commentCountUrl(' MySite ', SITE_RESOURCE_DEFAULT_URLS.disqusCount)).to.equal('https://mysite.disqus.com/count.js');
  });

  it('is empty for a shortname that could change the host', () => {
    for (const bad of ['evil.com/x?', 'a.b', '-lead', 'trail-', 'sp ace', '']) {
      expect(commentCountUrl(bad, SITE_RESOURCE_DEFAULT_URLS.disqusCount), bad).to.equal('');
    }
  });
});

describe('when the counts load', () => {
  it('needs comments enabled and a shortname', () => {
    expect(wantsCommentCounts(context({ commentsEnabled: true, disqusShortname: 'a' }))).to.equal(true);
    expect(wantsCommentCounts(context({ commentsEnabled: false, disqusShortname: 'a' }))).to.equal(false);
    expect(wantsCommentCounts(context({ commentsEnabled: true, disqusShortname: '' }))).to.equal(false);
  });

  it('loads nothing when comments are off or there is no shortname', async () => {
    startCommentCounts(context({ commentsEnabled: false, disqusShortname: 'site-off' }));
    startCommentCounts(context({ commentsEnabled: true, disqusShortname: '' }));
    await settle();
    expect(await readLog(COUNT)).to.deep.equal([]);
  });
});

describe('the comment counts', () => {
  it('fill the .disqus-comment-count and [data-disqus-identifier] elements from the provider script', async () => {
    const list = await fixture<HTMLElement>(html`<ul>
      <li><span class="disqus-comment-count">Comments</span></li>
      <li><a href="/blog/post#disqus_thread" data-disqus-identifier="post-1">Comments</a></li>
    </ul>`);
    startCommentCounts(context({ commentsEnabled: true, disqusShortname: 'site-fill' }));
    await waitUntil(() => globals.__sqFakeDisqusCount !== undefined);
    expect([...list.querySelectorAll('li > *')].map((el) => el.textContent)).to.deep.equal(['2 Comments', '2 Comments']);
    const [entry] = await readLog(COUNT);
    expect(entry?.query).to.deep.equal({ shortname: 'site-fill' });
    expect(logs.messages()).to.deep.equal([]);
  });

  it('load the script once per page; a later start asks it to count again', async () => {
    const settings = context({ commentsEnabled: true, disqusShortname: 'site-once' });
    startCommentCounts(settings);
    startCommentCounts(settings);
    await waitUntil(() => globals.__sqFakeDisqusCount !== undefined);
    startCommentCounts(settings);
    await settle();
    expect(globals.__sqFakeDisqusCount).to.include({ loads: 1, fills: 2 });
    expect(await readLog(COUNT)).to.have.length(1);
  });

  it('warn when the script fails, break nothing, and a later start tries again', async () => {
    await setSwitch({ route: COUNT, status: 404, times: 1 });
    const settings = context({ commentsEnabled: true, disqusShortname: 'site-fail' });
    expect(() => startCommentCounts(settings)).not.to.throw();
    await waitUntil(() => logs.entries.length > 0);
    const url = new URL(`${COUNT}?shortname=site-fail`, location.href).href;
    expect(logs.entries.map(({ level, message }) => [level, message])).to.deep.equal([['warn', ELEMENT_LIBRARY_MESSAGES.scriptLoadFailed(url)]]);
    startCommentCounts(settings);
    await waitUntil(() => globals.__sqFakeDisqusCount !== undefined);
    expect((await readLog(COUNT)).map((entry) => entry.status)).to.deep.equal([404, 200]);
  });

  it('warn and load nothing for a shortname that is not a Disqus shortname', async () => {
    startCommentCounts(context({ commentsEnabled: true, disqusShortname: 'evil.example/x?' }));
    await settle();
    expect(logs.messages()).to.deep.equal([SITE_RESOURCE_WARNINGS.badDisqusShortname('evil.example/x?')]);
    expect(await readLog(COUNT)).to.deep.equal([]);
  });

  it('say nothing about a failure once stopped', async () => {
    await setSwitch({ route: COUNT, status: 404, times: 1 });
    const stop = startCommentCounts(context({ commentsEnabled: true, disqusShortname: 'site-stopped' }));
    stop();
    await waitUntil(async () => (await readLog(COUNT)).length === 1);
    await settle();
    expect(logs.messages()).to.deep.equal([]);
  });
});
