// <sq-cookie-banner>'s settings, normalised exactly as visitor §5 "Cookie banner defaults" (reference §5),
// the settings-driven showing rule (visitor §4), and the owner's rich text rebuilt without any HTML
// injection.
import { expect } from '@open-wc/testing';
import {
  bannerShows, mergeSettings, normaliseCookieBannerSettings, type CookieBannerSettings,
} from '../react-core/cookie-banner/settings.ts';
import { hasText, parseRichText, safeHref } from '../react-core/cookie-banner/rich-text.tsx';

const DEFAULT_TEXT = 'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

describe('cookie banner settings (visitor §5 "Cookie banner defaults")', () => {
  const cases: [string, Record<string, unknown>, Partial<CookieBannerSettings>][] = [
    ['no settings at all', {}, {
      ctaText: 'Accept', text: DEFAULT_TEXT, optOutCtaText: 'Decline', ctaVariant: 'ICON', theme: 'DARK',
      variant: 'BAR', acceptType: 'OPT_IN', barPosition: 'BOTTOM', popupPosition: 'bottom-left',
    }],
    ['an empty CTA text is "Accept"', { cookieBannerCtaText: '' }, { ctaText: 'Accept' }],
    ['a blank CTA text is "Accept"', { cookieBannerCtaText: '   ' }, { ctaText: 'Accept' }],
    ['a CTA text that is not a string is "Accept"', { cookieBannerCtaText: 42 }, { ctaText: 'Accept' }],
    ['a CTA text is kept', { cookieBannerCtaText: 'Got it' }, { ctaText: 'Got it' }],
    ['an empty text is the default text', { cookieBannerText: '' }, { text: DEFAULT_TEXT }],
    ['an empty paragraph counts as empty', { cookieBannerText: '<p></p>' }, { text: DEFAULT_TEXT }],
    ['a paragraph of a space counts as empty', { cookieBannerText: '<p> </p>' }, { text: DEFAULT_TEXT }],
    ['a paragraph of &nbsp; and a <br> counts as empty', { cookieBannerText: '<p>&nbsp;<br></p><p></p>' }, { text: DEFAULT_TEXT }],
    ['a text that is only a script counts as empty', { cookieBannerText: '<script>x()</script>' }, { text: DEFAULT_TEXT }],
    ['a rich text is kept as given', { cookieBannerText: '<p>We bake <em>cookies</em>.</p>' }, { text: '<p>We bake <em>cookies</em>.</p>' }],
    ['an empty opt-out text is "Decline"', { cookieBannerOptOutCtaText: '' }, { optOutCtaText: 'Decline' }],
    ['an opt-out text is kept', { cookieBannerOptOutCtaText: 'No thanks' }, { optOutCtaText: 'No thanks' }],
    ['CTA variant TEXT stays', { cookieBannerCtaVariant: 'TEXT' }, { ctaVariant: 'TEXT' }],
    ['CTA variant BUTTON stays', { cookieBannerCtaVariant: 'BUTTON' }, { ctaVariant: 'BUTTON' }],
    ['an unknown CTA variant becomes ICON', { cookieBannerCtaVariant: 'LINK' }, { ctaVariant: 'ICON' }],
    ['a lower-case CTA variant is unknown: ICON', { cookieBannerCtaVariant: 'button' }, { ctaVariant: 'ICON' }],
    ['theme LIGHT stays', { cookieBannerTheme: 'LIGHT' }, { theme: 'LIGHT' }],
    ['an unknown theme becomes DARK', { cookieBannerTheme: 'SEPIA' }, { theme: 'DARK' }],
    ['variant POPUP stays', { cookieBannerVariant: 'POPUP' }, { variant: 'POPUP' }],
    ['an unknown variant becomes BAR', { cookieBannerVariant: 'MODAL' }, { variant: 'BAR' }],
    ['accept type OPT_IN_AND_OUT stays', { cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, { acceptType: 'OPT_IN_AND_OUT' }],
    ['an unknown accept type defaults to OPT_IN', { cookieBannerAcceptType: 'OPT_OUT' }, { acceptType: 'OPT_IN' }],
    ['position TOP: bar TOP, popup top-left', { cookieBannerPosition: 'TOP' }, { barPosition: 'TOP', popupPosition: 'top-left' }],
    ['position BOTTOM: bar BOTTOM, popup bottom-left', { cookieBannerPosition: 'BOTTOM' }, { barPosition: 'BOTTOM', popupPosition: 'bottom-left' }],
    ['position top-left: bar TOP', { cookieBannerPosition: 'top-left' }, { barPosition: 'TOP', popupPosition: 'top-left' }],
    ['position top-right: bar TOP', { cookieBannerPosition: 'top-right' }, { barPosition: 'TOP', popupPosition: 'top-right' }],
    ['position bottom-left: bar BOTTOM', { cookieBannerPosition: 'bottom-left' }, { barPosition: 'BOTTOM', popupPosition: 'bottom-left' }],
    ['position bottom-right: bar BOTTOM', { cookieBannerPosition: 'bottom-right' }, { barPosition: 'BOTTOM', popupPosition: 'bottom-right' }],
    ['an unknown position: bar BOTTOM, popup bottom-left', { cookieBannerPosition: 'middle' }, { barPosition: 'BOTTOM', popupPosition: 'bottom-left' }],
    ['isActivityLogEnabled is the inverse of isVisitorDataRestricted', { isVisitorDataRestricted: true },
      { isVisitorDataRestricted: true, isActivityLogEnabled: false }],
    ['isAnalyticsCookiesDisabled equals isRestrictiveCookiePolicyEnabled', { isRestrictiveCookiePolicyEnabled: true },
      { isRestrictiveCookiePolicyEnabled: true, isAnalyticsCookiesDisabled: true }],
    ['flags are true only when true', { isCookieBannerEnabled: 'true', isRestrictiveCookiePolicyAbsolute: 1 },
      { isCookieBannerEnabled: false, isRestrictiveCookiePolicyAbsolute: false, isActivityLogEnabled: true, isAnalyticsCookiesDisabled: false }],
  ];
  for (const [name, raw, expected] of cases) {
    it(name, () => {
      const settings = normaliseCookieBannerSettings(raw);
      const picked = Object.fromEntries(Object.keys(expected).map((key) => [key, settings[key as keyof CookieBannerSettings]]));
      expect(picked).to.deep.equal(expected);
    });
  }

  it('later sources override earlier ones field by field, skipping what is not an object', () => {
    const merged = mergeSettings({ cookieBannerTheme: 'LIGHT', cookieBannerCtaText: 'OK' }, null, '{}', [1],
      { cookieBannerCtaText: 'Fine' });
    expect(merged).to.deep.equal({ cookieBannerTheme: 'LIGHT', cookieBannerCtaText: 'Fine' });
  });
});

describe('when the settings show the banner (visitor §4 "Cookie banner")', () => {
  const shows = (raw: Record<string, unknown>, choice: boolean | null) => bannerShows(normaliseCookieBannerSettings(raw), choice);
  it('shows an enabled banner while the visitor has not chosen', () => {
    expect(shows({ isCookieBannerEnabled: true }, null)).to.equal(true);
  });
  it('shows under a restrictive policy without a stored choice, even when not enabled', () => {
    expect(shows({ isRestrictiveCookiePolicyEnabled: true }, null)).to.equal(true);
  });
  it('does not show once a choice is stored (true or false), enabled or restrictive', () => {
    for (const choice of [true, false]) {
      expect(shows({ isRestrictiveCookiePolicyEnabled: true }, choice)).to.equal(false);
      expect(shows({ isCookieBannerEnabled: true }, choice)).to.equal(false);
    }
  });
  it('does not show when neither enabled nor restrictive', () => {
    expect(shows({}, null)).to.equal(false);
    expect(shows({ isCookieBannerEnabled: false, isVisitorDataRestricted: true }, null)).to.equal(false);
  });
});

describe('the banner rich text', () => {
  it('keeps paragraphs, line breaks, strong/em (b/i too) and safe links', () => {
    expect(parseRichText('<p>One<br><strong>two</strong> <b>2</b> <em>three</em> <i>3</i> <a href="/privacy">policy</a></p>')).to.deep.equal([
      { tag: 'p', children: ['One', { tag: 'br', children: [] }, { tag: 'strong', children: ['two'] }, ' ',
        { tag: 'strong', children: ['2'] }, ' ', { tag: 'em', children: ['three'] }, ' ', { tag: 'em', children: ['3'] }, ' ',
        { tag: 'a', href: '/privacy', children: ['policy'] }] },
    ]);
  });

  it('turns every other element into its text, and drops what script and style hold', () => {
    expect(parseRichText('<div><span class="x">Hi</span> <u>there</u></div><style>p{}</style><script>x()</script><img src=x alt="pic">'))
      .to.deep.equal(['Hi', ' ', 'there']);
  });

  it('keeps a paragraph inside inline text as its content only', () => {
    expect(parseRichText('<strong><p>bold</p></strong>')).to.deep.equal([{ tag: 'strong', children: ['bold'] }]);
  });

  it('keeps entities and angle brackets as text', () => {
    expect(parseRichText('<p>&lt;b&gt;not bold&lt;/b&gt; &amp; more</p>')).to.deep.equal([{ tag: 'p', children: ['<b>not bold</b> & more'] }]);
  });

  it('allows http, https, mailto, tel, sms, ftp and relative hrefs (the library\'s link rule)', () => {
    for (const href of ['https://example.com/p', 'http://example.com', 'mailto:owner@example.com', 'tel:+15550100', 'sms:+15550100',
      'ftp://example.com', '/privacy', 'privacy.html', '#cookies', '?a=1']) {
      expect(safeHref(href), href).to.equal(href);
    }
  });

  it('refuses javascript:, data:, vbscript: and disguised script hrefs, keeping the link text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x',
      'data:text/html,<script>x</script>', 'vbscript:msgbox(1)', 'blob:https://example.com/1', 'whatsapp:x', '', null]) {
      expect(safeHref(href), String(href)).to.equal(null);
    }
    expect(parseRichText('<a href="javascript:alert(1)">x</a>')).to.deep.equal(['x']);
    expect(parseRichText('<a href="&#106;avascript:alert(1)">y</a>')).to.deep.equal(['y']);
  });

  it('says whether there is any text to show', () => {
    expect(hasText('<p></p>')).to.equal(false);
    expect(hasText('<p> </p>')).to.equal(false);
    expect(hasText('   ')).to.equal(false);
    expect(hasText('<p>Hi</p>')).to.equal(true);
    expect(hasText('plain words')).to.equal(true);
  });
});
