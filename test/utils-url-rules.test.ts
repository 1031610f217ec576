// URL rules (visitor §2 "internal links", §5 "URL rules"; reference §5): categories, the strict length caps
// with their boundaries (99/100, 49/50, 999/1000, 249/250, 149/150), tel, mailto, panels, files, and the
// href an element may render.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LINK_CATEGORIES, URL_LENGTH_LIMITS, type LinkCategory } from '../catalog/links.ts';
import {
  classifyLink, collectionPanelId, isValidLink, normaliseHref, safeHref,
} from '../runtime/utils/url-rules.ts';

const SITE = 'https://site.example';
const ID = '5f1c2a3b4d5e6f7a8b9c0d1e'; // 24 characters
/** An href of exactly `length` characters: `prefix`, then `fill` repeated, then `suffix`. */
const sized = (length: number, prefix: string, suffix = '', fill = 'a') =>
  `${prefix}${fill.repeat(length - prefix.length - suffix.length)}${suffix}`;

const CATEGORIES: [string, LinkCategory][] = [
  ['', 'empty'],
  ['   ', 'empty'],
  ['\t\n', 'empty'],
  ['#', 'anchor'],
  ['#team', 'anchor'],
  ['/', 'content link'],
  ['/about', 'content link'],
  ['/blog?category=News&tag=a', 'content link'],
  ['/about#team', 'content link'],
  [`/pages/${ID}`, 'content link'],
  ['/s/menu.pdf', 'file'],
  ['/s/', 'file'],
  ['https://example.com', 'external'],
  ['http://example.com/a?b=1', 'external'],
  ['HTTPS://EXAMPLE.COM', 'external'],
  ['//cdn.example.com/x.js', 'external'],
  ['/\\evil.example/x', 'external'],
  [`${SITE}/about`, 'content link'],
  [`${SITE}/s/menu.pdf`, 'file'],
  ['http:/example.com', 'malformed protocol'],
  ['https:example.com', 'malformed protocol'],
  ['http:///example.com', 'malformed protocol'],
  ['http://', 'malformed protocol'],
  ['http//example.com', 'malformed protocol'],
  ['htp://example.com', 'malformed protocol'],
  ['htps://example.com', 'malformed protocol'],
  ['hhttp://example.com', 'malformed protocol'],
  ['htpt://example.com', 'malformed protocol'],
  ['www.example.com', 'malformed protocol'],
  ['example.com:8080/x', 'malformed protocol'],
  ['localhost:3000', 'malformed protocol'],
  ['mailto a@b.co', 'malformed protocol'],
  ['mailtoa@b.co', 'malformed protocol'],
  ['ftp:/files', 'malformed protocol'],
  ['tel:+1 555 0100', 'misc protocol'],
  ['sms:5550100', 'misc protocol'],
  ['mailto:a@b.co', 'misc protocol'],
  ['javascript:void(0)', 'misc protocol'],
  ['JavaScript:alert(1)', 'misc protocol'],
  ['java\tscript:alert(1)', 'misc protocol'],
  ['ftp://files.example.com/a', 'misc protocol'],
  ['whatsapp://send?text=hi', 'misc protocol'],
  ['skype:someone?call', 'misc protocol'],
  ['sftp://files.example.com', 'misc protocol'],
  ['data:text/plain,hi', 'misc protocol'],
];

const VALIDITY: [string, string, boolean][] = [
  ['empty', '', false],
  ['malformed protocol', 'htp://example.com', false],
  ['anchor of 99 characters', sized(99, '#'), true],
  ['anchor of 100 characters', sized(100, '#'), false],
  ['anchor "#" alone', '#', true],
  ['anchor with a space', '#a b', false],
  ['tel of 49 characters', sized(49, 'tel:+', '', '1'), true],
  ['tel of 50 characters', sized(50, 'tel:+', '', '1'), false],
  ['tel with 3 digits', 'tel:123', false],
  ['tel with 4 digits', 'tel:1234', true],
  ['tel with plus and minus', 'tel:+1-555-0', true],
  ['tel with spaces, brackets and dots', 'tel:+1 (555) 010.0', true],
  ['tel with encoded spaces', 'tel:+1%20555%200100', true],
  ['tel with a letter', 'tel:555x1234', false],
  ['tel with signs only', 'tel:++--', false],
  ['tel without a number', 'tel:', false],
  ['sms of 999 characters', sized(999, 'sms:', '', '1'), true],
  ['sms of 1000 characters', sized(1000, 'sms:', '', '1'), false],
  ['sms with a body', 'sms:+15550100?body=Hello there', true],
  ['sms with 2 digits', 'sms:12', false],
  ['mailto', 'mailto:a@b.co', true],
  ['mailto of 999 characters', sized(999, 'mailto:', '@b.co'), true],
  ['mailto of 1000 characters', sized(1000, 'mailto:', '@b.co'), false],
  ['mailto with a subject', 'mailto:a@b.co?subject=Hi there', true],
  ['mailto without a dot after @', 'mailto:a@b', false],
  ['mailto with a one-letter extension', 'mailto:a@b.c', false],
  ['mailto with an empty label', 'mailto:a@b..co', false],
  ['mailto with two @', 'mailto:a@@b.co', false],
  ['mailto to two addresses', 'mailto:a@b.co,c@d.co', false],
  ['mailto without a name', 'mailto:@b.co', false],
  ['mailto without an address', 'mailto:', false],
  ['javascript of 249 characters', sized(249, 'javascript:'), true],
  ['javascript of 250 characters', sized(250, 'javascript:'), false],
  ['ftp of 99 characters', sized(99, 'ftp://'), true],
  ['ftp of 100 characters', sized(100, 'ftp://'), false],
  ['internal path of 149 characters', sized(149, '/'), true],
  ['internal path of 150 characters', sized(150, '/'), false],
  ['internal path of 149 with filters past 150', `${sized(149, '/')}?category=${'b'.repeat(40)}`, true],
  ['internal path with a space', '/about us', false],
  ['collection panel with a 24-character id', `/pages/${ID}`, true],
  ['collection panel with 23 characters', `/pages/${ID.slice(1)}`, false],
  ['collection panel with 25 characters', `/pages/${ID}0`, false],
  ['file', '/s/menu.pdf', true],
  ['file prefix alone', '/s/', false],
  ['file path of 150 characters', sized(150, '/s/'), false],
  ['external', 'https://example.com/a b', true],
  ['same-origin file', `${SITE}/s/menu.pdf`, true],
  ['same-origin path of 150 characters', `${SITE}${sized(150, '/')}`, false],
  ['other misc protocol', 'skype:someone?call', true],
];

describe('URL rules (visitor §5 "URL rules")', () => {
  describe('classifyLink: the seven categories', () => {
    it('has the spec\'s seven categories', () => {
      expect([...LINK_CATEGORIES]).to.deep.equal(
        ['anchor', 'content link', 'external', 'file', 'empty', 'malformed protocol', 'misc protocol']);
      expect(new Set(CATEGORIES.map(([, c]) => c)).size).to.equal(7);
    });

    for (const [href, category] of CATEGORIES) {
      it(`${JSON.stringify(href)} is ${category}`, () => {
        expect(classifyLink(href, SITE)).to.equal(category);
      });
    }

    it('reads absolute URLs on the page\'s own origin by their path by default', () => {
      expect(classifyLink(`${location.origin}/s/a.pdf`)).to.equal('file');
      expect(classifyLink(`${location.origin}/about`)).to.equal('content link');
      expect(classifyLink('https://example.com/about')).to.equal('external');
    });
  });

  describe('isValidLink: caps are strict (under N), with the boundary on each side', () => {
    it('uses the spec\'s caps', () => {
      expect(URL_LENGTH_LIMITS).to.deep.equal(
        { anchor: 100, tel: 50, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internalPath: 150 });
    });

    for (const [name, href, valid] of VALIDITY) {
      it(`${name} (${href.length} characters) is ${valid ? 'valid' : 'invalid'}`, () => {
        expect(isValidLink(href, SITE)).to.equal(valid);
      });
    }
  });

  describe('collection panels (/pages/{24-char id})', () => {
    it('gives the id of a panel link and null for anything else', () => {
      expect(collectionPanelId(`/pages/${ID}`)).to.equal(ID);
      expect(collectionPanelId(`/pages/${ID}?a=1`)).to.equal(ID);
      expect(collectionPanelId(`/pages/${ID.slice(1)}`)).to.equal(null);
      expect(collectionPanelId(`/pages/${ID}/x`)).to.equal(null);
      expect(collectionPanelId('/about')).to.equal(null);
    });
  });

  describe('safeHref: what an element puts on a link (React refuses javascript: hrefs)', () => {
    const UNSAFE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'java\tscript:alert(1)',
      '\u0000javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', '', '   ',
      'htp://example.com', 'www.example.com', 'http:/example.com'];
    for (const href of UNSAFE) {
      it(`gives null for ${JSON.stringify(href)}`, () => expect(safeHref(href, SITE)).to.equal(null));
    }

    const SAFE: [string, string][] = [
      ['/about', '/about'], ['#team', '#team'], ['/s/menu.pdf', '/s/menu.pdf'],
      [' https://example.com/ ', 'https://example.com/'], ['tel:+1 555 0100', 'tel:+1 555 0100'],
      ['mailto:a@b.co', 'mailto:a@b.co'], ['ftp://files.example.com/a', 'ftp://files.example.com/a'],
    ];
    for (const [href, expected] of SAFE) {
      it(`keeps ${JSON.stringify(href)} as ${JSON.stringify(expected)}`, () => expect(safeHref(href, SITE)).to.equal(expected));
    }

    it('lets React render an owner\'s javascript: link as a link without an href (React itself would block it)', () => {
      const host = document.createElement('div');
      const root = createRoot(host);
      const render = (href: string) => {
        flushSync(() => root.render(createElement('a', { href: safeHref(href, SITE) ?? undefined }, 'Owner text')));
        return host.querySelector('a')!;
      };
      const blocked = render('javascript:alert(1)');
      expect([blocked.hasAttribute('href'), blocked.textContent]).to.deep.equal([false, 'Owner text']);
      expect(render('/about').getAttribute('href')).to.equal('/about');
      root.unmount();
    });

    it('gives an href that a real link resolves to the same place', () => {
      const a = document.createElement('a');
      a.href = safeHref('/\\evil.example/x', SITE)!;
      expect(a.host).to.equal('evil.example');
      expect(classifyLink('/\\evil.example/x', SITE)).to.equal('external');
    });
  });

  describe('normaliseHref: as a browser reads it', () => {
    it('drops tabs and newlines anywhere and trims spaces and controls', () => {
      expect(normaliseHref(' \u0001/a\tb\nc\r ')).to.equal('/abc');
      expect(normaliseHref(42 as unknown as string)).to.equal('');
    });
  });
});
