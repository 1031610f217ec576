// @ts-check
// The demo photographs: one entry per file, with its intrinsic size, caption and alt text (copied into
// index.json) and a `draw` that paints it from the primitives in draw.mjs. Ratios are mostly 3:2, with
// some 2:3, some 1:1 and one 16:9, so galleries and the lightbox meet every shape.
import {
  between, blur, clouds, forest, hills, jagged, linear, moon, rect, reflection, ridge, skyline, sky,
  smoothClosed, stars, sun, vignette, water, waves,
} from './draw.mjs';

/** @typedef {import('./draw.mjs').Scene} Scene */
/** @typedef {{ file: string, width: number, height: number, title: string, alt: string, draw: (s: Scene) => void }} Photo */

const LANDSCAPE = { width: 1500, height: 1000 };
const PORTRAIT = { width: 1000, height: 1500 };
const SQUARE = { width: 1200, height: 1200 };
const WIDE = { width: 1600, height: 900 };

/** A moored sailing boat: hull, mast and a furled triangle of sail. */
function boat(/** @type {Scene} */ s, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ size, /** @type {string} */ fill) {
  const k = Math.round;
  s.body.push(`<path d="M${k(x)} ${k(y)}l${k(size * 0.12)} ${k(size * 0.16)}h${k(size * 0.76)}l${k(size * 0.12)} -${k(size * 0.16)}z` +
    `M${k(x + size * 0.45)} ${k(y)}V${k(y - size)}l${k(size * 0.38)} ${k(size * 0.9)}z" fill="${fill}"/>`);
}

/** A palm tree: a leaning trunk and drooping fronds, all as round-capped strokes. */
function palm(/** @type {Scene} */ s, /** @type {number} */ x, /** @type {number} */ base, /** @type {number} */ height,
  /** @type {number} */ lean, /** @type {string} */ fill) {
  const k = Math.round;
  const [tx, ty] = [x + lean, base - height];
  let fronds = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 7) * Math.PI * 1.1 - Math.PI * 0.05 + (s.rng() - 0.5) * 0.3;
    const len = height * between(s, 0.35, 0.5);
    const [ex, ey] = [tx - Math.cos(a) * len, ty + len * 0.45 - Math.sin(a) * len * 0.35];
    fronds += `M${k(tx)} ${k(ty)}Q${k((tx + ex) / 2)} ${k(ty - len * 0.35)} ${k(ex)} ${k(ey)}`;
  }
  s.body.push(`<path d="M${k(x)} ${k(base)}Q${k(x + lean * 0.2)} ${k(base - height * 0.6)} ${k(tx)} ${k(ty)}" fill="none" stroke="${fill}" stroke-width="${k(height * 0.045)}" stroke-linecap="round"/>`,
    `<path d="${fronds}" fill="none" stroke="${fill}" stroke-width="${k(height * 0.035)}" stroke-linecap="round"/>`);
}

/** A wavy curtain of aurora light: a band between two wavy edges, bright at the foot, blurred. */
function aurora(/** @type {Scene} */ s, /** @type {number} */ top, /** @type {number} */ depth, /** @type {string[]} */ colors) {
  const soft = blur(s, 14);
  colors.forEach((color, i) => {
    const paint = linear(s, [[0, color, 0], [0.7, color, 0.55], [1, color, 0]]);
    const phase = s.rng() * 6;
    /** @type {[number, number][]} */
    const edge = [];
    for (let j = 0; j <= 10; j++) {
      const x = (j / 10) * s.w;
      edge.push([x, top + i * depth * 0.35 + Math.sin(phase + j * 0.9) * depth * 0.4]);
    }
    const k = Math.round;
    const down = edge.map(([x, y]) => `${k(x)} ${k(y + depth)}`).reverse().join('L');
    s.body.push(`<path d="M${edge.map(([x, y]) => `${k(x)} ${k(y)}`).join('L')}L${down}Z" fill="${paint}" filter="${soft}"/>`);
  });
}

/** @type {Photo[]} */
export const PHOTOS = [
  { file: 'harbour-at-dusk.svg', ...LANDSCAPE, title: 'Harbour at dusk',
    alt: 'Sailing boats rest on calm water below dark hills while the sky fades from orange to violet.',
    draw(s) {
      sky(s, [[0, '#2d1b4e'], [0.45, '#b3476b'], [0.68, '#f59e5b']]);
      sun(s, 980, 650, 46, '#ffd89a', '#ff9e5e');
      ridge(s, 640, 60, '#4a2a52', 0.5);
      hills(s, 670, 25, '#2e1a3a');
      water(s, 680, [[0, '#e08a6a'], [0.3, '#7a3f63'], [1, '#1f1430']]);
      reflection(s, 980, 680, 60, '#ffd8a0');
      waves(s, 690, 60, '#ffc9a3', 0.3);
      [[220, 780, 150], [430, 760, 110], [1180, 820, 190]].forEach(([x, y, k]) => boat(s, x ?? 0, y ?? 0, k ?? 0, '#1a0f24'));
    } },
  { file: 'alpine-sunrise.svg', ...LANDSCAPE, title: 'Alpine sunrise',
    alt: 'Layered mountain ridges turn from pale blue to deep indigo beneath a rising sun.',
    draw(s) {
      sky(s, [[0, '#7fa7d9'], [0.55, '#f7c9a4'], [0.75, '#ffe3b8']]);
      sun(s, 420, 300, 60, '#fff4d6', '#ffd08a', 6, 0.5);
      ridge(s, 470, 130, '#a9b8d6', 0.6);
      ridge(s, 560, 150, '#7d8fbb', 0.55);
      ridge(s, 690, 120, '#54649a');
      ridge(s, 830, 90, '#323d6d', 0.5);
      ridge(s, 940, 50, '#1c2246', 0.45);
    } },
  { file: 'misty-pine-forest.svg', ...LANDSCAPE, title: 'Misty pine forest',
    alt: 'Rows of pine trees fade into a grey-green morning mist.',
    draw(s) {
      sky(s, [[0, '#cfd9d2'], [1, '#eef2ea']]);
      ridge(s, 430, 80, '#b7c7bd', 0.5);
      forest(s, 560, 160, 45, '#9fb3a6');
      forest(s, 700, 220, 34, '#6f8a7c');
      rect(s, 560, 300, linear(s, [[0, '#eef2ea', 0], [0.5, '#eef2ea', 0.6], [1, '#eef2ea', 0]]));
      forest(s, 880, 360, 20, '#36503f', 3);
      forest(s, 1000, 520, 9, '#1b2b21', 3);
    } },
  { file: 'city-lights.svg', ...LANDSCAPE, title: 'City lights',
    alt: 'A city skyline with lit windows stands under a full moon in a starry night sky.',
    draw(s) {
      sky(s, [[0, '#070b1f'], [0.7, '#1c2a5a'], [1, '#3b3f7a']]);
      stars(s, 120, 520);
      moon(s, 1180, 190, 62);
      skyline(s, 1000, 150, 330, '#2a2f55', '#ffd98a', 0.12);
      skyline(s, 1000, 120, 560, '#0d1030', '#ffcf6b', 0.3);
      vignette(s, 0.4);
    } },
  { file: 'desert-dunes.svg', ...LANDSCAPE, title: 'Desert dunes',
    alt: 'Smooth sand dunes in warm ochre tones roll away under a hazy midday sky.',
    draw(s) {
      sky(s, [[0, '#5f9fd4'], [0.6, '#cfe2ee'], [0.75, '#f3e4c8']]);
      sun(s, 1250, 150, 44, '#fffbea', '#fff1c4', 5, 0.6);
      for (const [base, amp, c] of /** @type {[number, number, string][]} */ ([[620, 40, '#e3b985'], [700, 60, '#d49a5e'], [800, 70, '#c27f45'], [920, 60, '#a9652f']])) {
        hills(s, base, amp, c, 2);
      }
      let ripples = '';
      for (let i = 0; i < 14; i++) {
        const [x, y] = [Math.round(s.rng() * 1400), Math.round(between(s, 830, 990))];
        ripples += `M${x} ${y}q60 -${Math.round(between(s, 6, 16))} 140 -4`;
      }
      s.body.push(`<path d="${ripples}" fill="none" stroke="#7a4420" stroke-width="3" opacity=".35"/>`);
    } },
  { file: 'northern-lights.svg', ...LANDSCAPE, title: 'Northern lights over the fjord',
    alt: 'Green and violet aurora curtains glow above dark mountains and their reflection in a still fjord.',
    draw(s) {
      sky(s, [[0, '#030814'], [0.6, '#0b2030'], [1, '#12334a']]);
      stars(s, 110, 600);
      aurora(s, 150, 240, ['#3dffa4', '#7cf0c0', '#9b6bff']);
      ridge(s, 600, 110, '#060d16', 0.55);
      water(s, 700, [[0, '#153b3e'], [1, '#040a12']]);
      aurora(s, 770, 90, ['#1f9a6a']);
      waves(s, 710, 40, '#7cf0c0', 0.18);
    } },
  { file: 'stormy-sea.svg', ...LANDSCAPE, title: 'Stormy sea',
    alt: 'Heavy grey clouds hang low over a dark, choppy sea with white wave crests.',
    draw(s) {
      sky(s, [[0, '#3a4350'], [0.5, '#6b7684'], [1, '#9aa4ad']]);
      clouds(s, 5, 120, 420, '#2c333d', 0.75, 1.8);
      clouds(s, 4, 300, 480, '#545d69', 0.6, 1.3);
      water(s, 520, [[0, '#4d5d66'], [1, '#111b22']]);
      waves(s, 530, 120, '#e6eef2', 0.45);
    } },
  { file: 'moonrise-over-the-lake.svg', ...PORTRAIT, title: 'Moonrise over the lake',
    alt: 'A pale full moon rises over a forested shore and lays a path of light across a quiet lake.',
    draw(s) {
      sky(s, [[0, '#0e1330'], [0.5, '#2d3a6e'], [0.62, '#6f6fa0']]);
      stars(s, 70, 700);
      moon(s, 560, 640, 70);
      ridge(s, 860, 60, '#1e2248', 0.5);
      forest(s, 900, 70, 40, '#121533');
      water(s, 930, [[0, '#4a4f86'], [1, '#0a0d22']]);
      reflection(s, 560, 930, 70, '#f1eedf', 30);
      forest(s, 1400, 110, 12, '#05060f', 3);
    } },
  { file: 'coastal-cliffs.svg', ...PORTRAIT, title: 'Coastal cliffs',
    alt: 'A tall green-topped cliff drops into a turquoise sea under a bright sky with small clouds.',
    draw(s) {
      sky(s, [[0, '#4f94d4'], [0.55, '#bfe0f2']]);
      clouds(s, 3, 180, 520, '#ffffff', 0.85, 0.9);
      // A far headland on the horizon, then the sea in front of it and the cliff in front of that.
      s.body.push(`<path d="${smoothClosed(s, [[620, 790], [760, 745], [900, 755], [1020, 770]])}" fill="#8fb0c4"/>`);
      water(s, 780, [[0, '#3fb2c0'], [1, '#0d5b72']]);
      waves(s, 800, 70, '#e8fbff', 0.5);
      const face = jagged(s, [600, 1510], [470, 560], 6, 0.5).reverse();
      const rock = linear(s, [[0, '#9a8670'], [0.7, '#6e5d4c'], [1, '#4a3d33']], true);
      s.body.push(`<path d="M-10 520L${face.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}H-10Z" fill="${rock}"/>`,
        '<path d="M-10 500Q260 470 480 545L474 590Q260 530 -10 560Z" fill="#5f9a4a"/>');
    } },
  { file: 'redwood-dawn.svg', ...PORTRAIT, title: 'Redwood dawn',
    alt: 'Tall conifers stand in silhouette against a pink and gold dawn sky.',
    draw(s) {
      sky(s, [[0, '#3d4f8f'], [0.45, '#e48aa0'], [0.8, '#ffd08a']]);
      sun(s, 640, 900, 80, '#fff0c0', '#ffc27a', 5, 0.5);
      hills(s, 1150, 50, '#6a4a6e', 3);
      forest(s, 1260, 420, 14, '#3a2844', 3);
      forest(s, 1420, 900, 6, '#1a1020', 3);
    } },
  { file: 'volcano-at-twilight.svg', ...SQUARE, title: 'Volcano at twilight',
    alt: 'A dark volcano glows red at its crater as a plume of smoke drifts across a purple sky.',
    draw(s) {
      sky(s, [[0, '#1b1030'], [0.6, '#6b2a4e'], [0.85, '#c4533e']]);
      stars(s, 40, 300);
      const plume = blur(s, 20);
      let puffs = '';
      for (let i = 0; i < 9; i++) {
        puffs += `<circle cx="${Math.round(600 + i * 55 + between(s, -20, 20))}" cy="${Math.round(420 - i * 38)}" r="${Math.round(50 + i * 12)}"/>`;
      }
      s.body.push(`<g fill="#3b2a3a" opacity=".8" filter="${plume}">${puffs}</g>`);
      sun(s, 600, 470, 40, '#ff9a3c', '#ff5a1f', 5, 0.55);
      const left = jagged(s, [80, 1200], [540, 460], 5, 0.45);
      const right = jagged(s, [660, 460], [1150, 1200], 5, 0.45);
      s.body.push(`<path d="${smoothClosed(s, [[-20, 1000], [300, 900], [900, 930], [1220, 980]])}" fill="#2a1424"/>`,
        `<path d="M${[...left, [570, 490], [630, 490], ...right].map(([x, y]) => `${Math.round(x ?? 0)} ${Math.round(y ?? 0)}`).join('L')}Z" fill="#150a14"/>`,
        `<path d="M560 470Q600 540 640 470Q620 620 600 760Q580 620 560 470Z" fill="#ff6a2a" opacity=".7"/>`);
      vignette(s);
    } },
  { file: 'tropical-sunset.svg', ...SQUARE, title: 'Tropical sunset',
    alt: 'Palm trees lean over a beach as a large orange sun sets into the sea.',
    draw(s) {
      sky(s, [[0, '#ff5e62'], [0.5, '#ff9966'], [0.68, '#ffd38a']]);
      sun(s, 600, 780, 130, '#fff0b0', '#ffb36b', 3, 0.6);
      water(s, 800, [[0, '#f08a5d'], [1, '#4a1f3a']]);
      reflection(s, 600, 800, 130, '#ffe0a0', 22);
      s.body.push(`<path d="${smoothClosed(s, [[-20, 1060], [400, 1010], [900, 1090], [1220, 1050]])}" fill="#2b0f1f"/>`);
      palm(s, 160, 1080, 620, 120, '#2b0f1f');
      palm(s, 980, 1090, 520, -90, '#2b0f1f');
    } },
  { file: 'spring-hills.svg', ...SQUARE, title: 'Rolling hills in spring',
    alt: 'Bright green hills roll under a blue sky dotted with white clouds.',
    draw(s) {
      sky(s, [[0, '#3f8fe0'], [1, '#cde9fb']]);
      clouds(s, 4, 150, 450, '#ffffff', 0.9);
      hills(s, 640, 50, '#9ccc65', 2);
      hills(s, 760, 70, '#7cb342', 2);
      hills(s, 900, 80, '#558b2f', 2);
      hills(s, 1060, 60, '#33691e', 2);
    } },
  { file: 'valley-panorama.svg', ...WIDE, title: 'Valley panorama',
    alt: 'Blue ridges recede into evening haze above a dark band of forest in a wide valley.',
    draw(s) {
      sky(s, [[0, '#89b4e0'], [0.6, '#f4d8b8']]);
      sun(s, 1200, 330, 40, '#fff6dd', '#ffdca8', 7, 0.45);
      ridge(s, 400, 120, '#9db0cf', 0.55);
      ridge(s, 520, 100, '#6f86ad');
      rect(s, 420, 200, linear(s, [[0, '#f4d8b8', 0], [0.6, '#f4d8b8', 0.45], [1, '#f4d8b8', 0]]));
      ridge(s, 640, 80, '#3e5878', 0.5);
      forest(s, 800, 80, 50, '#1d2f44');
    } },
];

/** The 16:9 still shown before a video plays, with the play button drawn in. */
export const POSTER = {
  file: 'video-poster.svg', ...WIDE, title: 'Video poster',
  alt: 'A lake between mountains at sunset, with a round play button in the centre.',
  draw(/** @type {Scene} */ s) {
    sky(s, [[0, '#2b3a67'], [0.55, '#e07a5f'], [0.7, '#f2cc8f']]);
    sun(s, 520, 560, 50, '#fff1c8', '#ffb870');
    ridge(s, 500, 110, '#51456b', 0.55);
    ridge(s, 590, 70, '#2d2a4a', 0.5);
    water(s, 620, [[0, '#c9736a'], [1, '#1c1a33']]);
    reflection(s, 520, 620, 55, '#ffd9a0', 18);
    rect(s, 0, s.h, '#000', ' opacity=".25"');
    s.body.push(`<circle cx="800" cy="450" r="110" fill="#000" fill-opacity=".5" stroke="#fff" stroke-width="8"/>`,
      '<path d="M760 390V510L860 450Z" fill="#fff"/>');
  },
};
