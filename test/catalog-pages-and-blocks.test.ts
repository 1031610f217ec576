// Catalogue tests: pages, routes, blocks, collections and items (reference §2, §3.1-§3.5; visitor §2, §4).
// Every expectation is checked against the text of docs/spec (test/support/spec-text.ts), not against a copy.
import { expect } from '@open-wc/testing';
import {
  API_PATHS, BLOCK_TYPE_MODEL_A_BY_CODE, BLOCK_TYPE_MODEL_A_LABELS, BLOCK_TYPE_MODEL_B_BY_CODE,
  BLOCK_TYPE_MODEL_B_NAMES, BLOCK_TYPES_MODEL_A, BLOCK_TYPES_MODEL_B, BLOCK_VARIANT_TYPE_BY_CODE,
  BLOCK_VARIANT_TYPES, COLLECTION_TYPE_BY_CODE, COLLECTION_TYPE_LABELS, COLLECTION_TYPES, COLLECTION_VIEWS,
  DEFAULT_GALLERY_DESIGN, DEFAULT_STACKED_TRANSITION, EVENTS_SUCCESS_STATUSES, GALLERY_DESIGNS,
  ITEM_RECORD_TYPE_BY_CODE, ITEM_RECORD_TYPE_LABELS, ITEM_RECORD_TYPES, KEN_BURNS_ZOOM, PAGE_TYPE_BY_CODE,
  PAGE_TYPE_LABELS, PAGE_TYPES, ROUTES, STACKED_TRANSITIONS, UPSELL_DESTINATIONS, isCodeOf, isOneOf, reverseLookup,
} from '../catalog/index.ts';
import {
  reference, visitor, readSpecBeforeAll, clause, list, coded, upperSnake, kebab, asLabels,
} from './support/spec-text.ts';

readSpecBeforeAll();

describe('catalogue helpers', () => {
  it('reverseLookup reads a numeric table backwards and knows nothing else', () => {
    const table = reverseLookup({ A: 1, B: 20 });
    expect(table[20]).to.equal('B');
    expect(table[3]).to.equal(undefined);
    expect(Object.isFrozen(table)).to.equal(true);
  });

  it('isOneOf and isCodeOf accept members only', () => {
    expect(isOneOf(GALLERY_DESIGNS, 'grid')).to.equal(true);
    expect(isOneOf(GALLERY_DESIGNS, 'Grid')).to.equal(false);
    expect(isCodeOf(PAGE_TYPES, 200)).to.equal(true);
    expect(isCodeOf(PAGE_TYPES, '200')).to.equal(false);
    expect(isCodeOf(PAGE_TYPES, 4)).to.equal(false);
  });
});

describe('page types (reference §2)', () => {
  it('has the 25 rows of the table, numbered and named as there', () => {
    const rows = [...reference.matchAll(/^\| (\d+) \| ([^|]+?) \|$/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(rows).to.have.length(25);
    expect(Object.entries(PAGE_TYPE_LABELS).map(([c, n]) => [Number(c), n])).to.deep.equal(rows);
    expect(Object.keys(PAGE_TYPES)).to.have.length(25);
  });

  it('gives 200 for "show cart" and reads it back', () => {
    expect(reference).to.contain('| 200 | show cart |');
    expect(PAGE_TYPES.SHOW_CART).to.equal(200);
    const key: 'SHOW_CART' = PAGE_TYPE_BY_CODE[200];
    expect(key).to.equal('SHOW_CART');
    expect(PAGE_TYPE_BY_CODE[199]).to.equal(undefined);
  });

  it('keys are the spec names in SCREAMING_SNAKE, and every code round-trips', () => {
    for (const [code, name] of Object.entries(PAGE_TYPE_LABELS)) {
      expect(PAGE_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
      expect(PAGE_TYPES[upperSnake(name) as keyof typeof PAGE_TYPES]).to.equal(Number(code));
    }
  });
});

describe('routes and path rules (reference §2, visitor §2)', () => {
  it('spells every route as the spec does', () => {
    for (const path of Object.values(ROUTES)) expect(reference + visitor).to.contain(path);
    expect(reference).to.contain(`a trial upgrade goes to ${UPSELL_DESTINATIONS['trial-upgrade']}`);
    expect(reference).to.contain(`a regular plan upgrade goes to ${UPSELL_DESTINATIONS.upgrade}`);
    expect(clause(reference, 'The upsell destination names are')).to.equal(Object.keys(UPSELL_DESTINATIONS).join(' and '));
  });

  it('lists every call of visitor §7', () => {
    for (const path of Object.values(API_PATHS)) expect(visitor).to.contain(path);
    expect(visitor).to.contain(`XHR success ${EVENTS_SUCCESS_STATUSES.join(' and ')}`);
  });
});

describe('block types, editing model A (reference §3.1)', () => {
  const text = () => clause(reference, '### 3.1 Block types (editing model A, numeric)\n');

  it('has every "name code" pair of the spec and no other', () => {
    expect(BLOCK_TYPE_MODEL_A_LABELS).to.deep.equal(coded(text()));
    for (const [code, name] of Object.entries(BLOCK_TYPE_MODEL_A_LABELS)) expect(text()).to.contain(`${name} ${code}`);
  });

  it('keys are the names in SCREAMING_SNAKE (500px spelled out) and round-trip', () => {
    for (const [code, name] of Object.entries(BLOCK_TYPE_MODEL_A_LABELS)) {
      const key = name === '500px' ? 'FIVE_HUNDRED_PX' : upperSnake(name);
      expect(BLOCK_TYPE_MODEL_A_BY_CODE[Number(code)]).to.equal(key);
    }
    expect(BLOCK_TYPES_MODEL_A.GALLERY).to.equal(8);
    expect(BLOCK_TYPES_MODEL_A.SHAPE).to.equal(71);
    expect(BLOCK_TYPE_MODEL_A_BY_CODE[15]).to.equal(undefined);
  });
});

describe('block types, editing model B (reference §3.2)', () => {
  const text = () => clause(reference, '### 3.2 Block types (editing model B, numeric, each with a kebab-case name)\n');

  it('has every "NAME code" pair of the spec', () => {
    expect(asLabels(BLOCK_TYPES_MODEL_B)).to.deep.equal(coded(text()));
    expect(BLOCK_TYPE_MODEL_B_BY_CODE[100]).to.equal('TEMP_LOCK_INJECT');
  });

  it('derives each kebab-case name from the key, matching the names the spec gives', () => {
    for (const [key, name] of Object.entries(BLOCK_TYPE_MODEL_B_NAMES)) expect(name).to.equal(kebab(key));
    const given = [...text().matchAll(/([A-Z_]+) \d+ \(([a-z-]+)\)/g)];
    expect(given).to.have.length(3);
    for (const [, key, name] of given) expect(BLOCK_TYPE_MODEL_B_NAMES[key as keyof typeof BLOCK_TYPE_MODEL_B_NAMES]).to.equal(name);
  });
});

describe('block variants, gallery designs and transitions (reference §3.3, visitor §2, §4)', () => {
  it('numbers the variants as the spec', () => {
    expect(asLabels(BLOCK_VARIANT_TYPES)).to.deep.equal(coded(clause(reference, '### 3.3 Block variant types\n')));
    expect(BLOCK_VARIANT_TYPE_BY_CODE[1019]).to.equal('TOCK_EVENTS');
  });

  it('lists the gallery designs in both documents, stacked by default', () => {
    expect(GALLERY_DESIGNS).to.deep.equal(list(clause(reference, "Gallery designs chosen by a block's design setting:")));
    expect(GALLERY_DESIGNS).to.deep.equal(list(clause(visitor, 'The design setting chooses among')));
    expect(reference).to.contain(`${DEFAULT_GALLERY_DESIGN} (default)`);
  });

  it('lists the stacked transitions, fade by default, ken-burns zooming 1.075', () => {
    expect(STACKED_TRANSITIONS).to.deep.equal(list(clause(reference, 'Stacked transitions:')));
    expect(STACKED_TRANSITIONS).to.deep.equal(list(clause(visitor, '**Stacked transitions:**')));
    expect(visitor).to.contain(`${DEFAULT_STACKED_TRANSITION} (default), ken-burns (zoom ${KEN_BURNS_ZOOM})`);
  });
});

describe('collections and items (reference §3.4, §3.5)', () => {
  it('numbers the collection types and names the views', () => {
    const spec = coded(clause(reference, '### 3.4 Collection types\n'));
    expect(COLLECTION_TYPE_LABELS).to.deep.equal(spec);
    expect(COLLECTION_TYPE_BY_CODE[11]).to.equal('FIVE_HUNDRED_PX');
    expect(COLLECTION_TYPES.LESSONS).to.equal(24);
    for (const [code, name] of Object.entries(spec)) {
      if (name !== '500px') expect(COLLECTION_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    }
    expect(COLLECTION_VIEWS).to.deep.equal(list(clause(reference, 'Collection views:')));
  });

  it('numbers the known item record types', () => {
    const spec = coded(clause(reference, '### 3.5 Item record types\n'));
    expect(ITEM_RECORD_TYPE_LABELS).to.deep.equal(spec);
    for (const [code, name] of Object.entries(spec)) expect(ITEM_RECORD_TYPE_BY_CODE[Number(code)]).to.equal(upperSnake(name));
    expect(ITEM_RECORD_TYPES.LESSON).to.equal(62);
  });
});
