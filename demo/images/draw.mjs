// @ts-check
// Drawing primitives for the generated demo photographs. Each one appends SVG markup to a scene and
// registers the gradients or filters it needs in the scene's <defs>. Coordinates are rounded to whole
// pixels: the pictures are shown at or below their intrinsic size, and every byte counts (< 6 KB each).

/**
 * @typedef {object} Scene
 * @property {number} w
 * @property {number} h
 * @property {() => number} rng   uniform in [0, 1), seeded
 * @property {string[]} defs
 * @property {string[]} body
 * @property {number} ids
 */
/** @typedef {[offset: number, color: string, opacity?: number]} Stop */
/** @typedef {[x: number, y: number]} Point */

/**
 * mulberry32: tiny and good enough for scenery; the same seed always draws the same picture.
 * @param {number} seed
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a of the file name, so a picture does not change when the list is reordered.
 * @param {string} text
 */
export function hashSeed(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

const r = Math.round;
/** @param {number} v */
const op = (v) => String(Math.round(v * 100) / 100);

/** @param {Scene} s @param {number} lo @param {number} hi */
export const between = (s, lo, hi) => lo + s.rng() * (hi - lo);

/** @param {number} w @param {number} h @param {number} seed @returns {Scene} */
export const createScene = (w, h, seed) => ({ w, h, rng: mulberry32(seed), defs: [], body: [], ids: 0 });

/** @param {Scene} s */
export function toSvg(s) {
  const defs = s.defs.length ? `<defs>${s.defs.join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s.w}" height="${s.h}" viewBox="0 0 ${s.w} ${s.h}">` +
    `${defs}${s.body.join('')}</svg>\n`;
}

/** @param {Stop[]} stops */
const stopsOf = (stops) => stops.map(([o, c, a]) =>
  `<stop offset="${op(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${op(a)}"`}/>`).join('');

/** Vertical (or, with `horizontal`, left-to-right) gradient; returns a `url(#…)` paint. */
export function linear(/** @type {Scene} */ s, /** @type {Stop[]} */ stops, horizontal = false) {
  const id = `g${s.ids++}`;
  s.defs.push(`<linearGradient id="${id}" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stopsOf(stops)}</linearGradient>`);
  return `url(#${id})`;
}

export function radial(/** @type {Scene} */ s, /** @type {Stop[]} */ stops) {
  const id = `g${s.ids++}`;
  s.defs.push(`<radialGradient id="${id}">${stopsOf(stops)}</radialGradient>`);
  return `url(#${id})`;
}

/** A Gaussian blur filter for soft light (aurora, mist); returns a `url(#…)` reference. */
export function blur(/** @type {Scene} */ s, /** @type {number} */ amount) {
  const id = `f${s.ids++}`;
  s.defs.push(`<filter id="${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`);
  return `url(#${id})`;
}

export function rect(/** @type {Scene} */ s, /** @type {number} */ y, /** @type {number} */ h, /** @type {string} */ fill, extra = '') {
  s.body.push(`<rect y="${r(y)}" width="${s.w}" height="${r(h)}" fill="${fill}"${extra}/>`);
}

/** The whole sky: a vertical gradient over the full frame. */
export const sky = (/** @type {Scene} */ s, /** @type {Stop[]} */ stops) => rect(s, 0, s.h, linear(s, stops));

/** Sea or lake from `top` down to the bottom edge. */
export const water = (/** @type {Scene} */ s, /** @type {number} */ top, /** @type {Stop[]} */ stops) =>
  rect(s, top, s.h - top, linear(s, stops));

/** A disc with a wide soft halo; used for suns and, dimmer, for moons. */
export function sun(/** @type {Scene} */ s, /** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ rad,
  /** @type {string} */ color, /** @type {string} */ glow, glowScale = 5, glowOpacity = 0.55) {
  const halo = radial(s, [[0, glow, glowOpacity], [1, glow, 0]]);
  s.body.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad * glowScale)}" fill="${halo}"/>`,
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${color}"/>`);
}

/** A full moon with a few faint maria. */
export function moon(/** @type {Scene} */ s, /** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ rad, color = '#f4f1e4') {
  sun(s, cx, cy, rad, color, color, 4, 0.25);
  /** @type {[number, number, number][]} */
  const spots = [[-0.3, -0.2, 0.28], [0.25, 0.1, 0.2], [-0.05, 0.4, 0.16]];
  s.body.push(`<g fill="#8a8a9a" opacity=".18">${spots.map(([x, y, k]) =>
    `<circle cx="${r(cx + x * rad)}" cy="${r(cy + y * rad)}" r="${r(k * rad)}"/>`).join('')}</g>`);
}

/** Stars as zero-length round-capped strokes: the cheapest dot SVG can draw. */
export function stars(/** @type {Scene} */ s, /** @type {number} */ count, /** @type {number} */ maxY, color = '#fff') {
  for (const [n, size, alpha] of /** @type {[number, number, number][]} */ ([[count, 2.5, 0.6], [r(count / 6), 4, 0.9]])) {
    let d = '';
    for (let i = 0; i < n; i++) d += `M${r(s.rng() * s.w)} ${r(s.rng() ** 1.5 * maxY)}h0`;
    s.body.push(`<path d="${d}" stroke="${color}" stroke-width="${size}" stroke-linecap="round" opacity="${alpha}"/>`);
  }
}

/**
 * Midpoint displacement between two points: the classic fractal mountain line.
 * @param {Scene} s @param {Point} a @param {Point} b @param {number} depth @param {number} rough 0..1
 * @returns {Point[]}
 */
export function jagged(s, a, b, depth, rough) {
  /** @type {Point[]} */
  let pts = [a, b];
  let amp = Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.25;
  for (let level = 0; level < depth; level++, amp *= rough) {
    /** @type {Point[]} */
    const next = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [p, q] = /** @type {[Point, Point]} */ ([pts[i], pts[i + 1]]);
      next.push(p, [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2 + (s.rng() - 0.5) * amp]);
    }
    next.push(/** @type {Point} */ (pts[pts.length - 1]));
    pts = next;
  }
  return pts;
}

/** Polyline through points, closed along the bottom edge of the frame. */
const closedLine = (/** @type {Scene} */ s, /** @type {Point[]} */ pts) =>
  `M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}V${s.h}H${r(pts[0]?.[0] ?? 0)}Z`;

/** Smooth curve through points (quadratic curves between midpoints), closed along the bottom edge. */
export function smoothClosed(/** @type {Scene} */ s, /** @type {Point[]} */ pts) {
  const [first = [0, 0]] = pts;
  let d = `M${r(first[0])} ${r(first[1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [p, q] = /** @type {[Point, Point]} */ ([pts[i], pts[i + 1]]);
    d += `Q${r(p[0])} ${r(p[1])} ${r((p[0] + q[0]) / 2)} ${r((p[1] + q[1]) / 2)}`;
  }
  const last = pts[pts.length - 1] ?? first;
  return `${d}L${r(last[0])} ${r(last[1])}V${s.h}H${r(first[0])}Z`;
}

/** A mountain ridge around height `base`, spanning the frame, filled down to the bottom. */
export function ridge(/** @type {Scene} */ s, /** @type {number} */ base, /** @type {number} */ amp, /** @type {string} */ fill,
  rough = 0.55, depth = 6) {
  const ends = () => base + (s.rng() - 0.5) * amp;
  const pts = jagged(s, [-10, ends()], [s.w + 10, ends()], depth, rough)
    .map(([x, y]) => /** @type {Point} */ ([x, base + (y - base) * (amp / (s.w * 0.25))]));
  s.body.push(`<path d="${closedLine(s, pts)}" fill="${fill}"/>`);
}

/** Rolling hills: a sum of a few sines, drawn as a smooth curve. */
export function hills(/** @type {Scene} */ s, /** @type {number} */ base, /** @type {number} */ amp, /** @type {string} */ fill, waves = 3) {
  const phases = Array.from({ length: waves }, () => [s.rng() * 6.3, 1 + s.rng() * 2.5 * waves]);
  /** @type {Point[]} */
  const pts = [];
  for (let i = 0; i <= 16; i++) {
    const x = -20 + (i / 16) * (s.w + 40);
    const y = phases.reduce((sum, [p = 0, f = 1]) => sum + Math.sin(p + (f * x) / s.w * Math.PI), 0) / waves;
    pts.push([x, base + y * amp]);
  }
  s.body.push(`<path d="${smoothClosed(s, pts)}" fill="${fill}"/>`);
}

/** Short wave crests, smaller and denser towards the horizon for a sense of distance. */
export function waves(/** @type {Scene} */ s, /** @type {number} */ top, /** @type {number} */ count, /** @type {string} */ color, alpha = 0.35) {
  const rows = ['', '', ''];
  for (let i = 0; i < count; i++) {
    const t = s.rng();
    const y = top + (s.h - top) * t * t;
    const len = 16 + 140 * t * t;
    rows[Math.min(2, Math.floor(t * t * 3))] += `M${r(s.rng() * s.w)} ${r(y)}q${r(len / 2)} -${r(2 + len / 12)} ${r(len)} 0`;
  }
  rows.forEach((d, k) => d && s.body.push(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${1.5 + k * 1.5}" stroke-linecap="round" opacity="${alpha}"/>`));
}

/** A broken column of light on water below a sun or moon. */
export function reflection(/** @type {Scene} */ s, /** @type {number} */ cx, /** @type {number} */ top, /** @type {number} */ half,
  /** @type {string} */ color, count = 26) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const w = half * (0.3 + t) * (0.4 + s.rng() * 0.8);
    d += `M${r(cx - w + (s.rng() - 0.5) * half * 0.4)} ${r(top + (s.h - top) * t * t + 4)}h${r(2 * w)}`;
  }
  s.body.push(`<path d="${d}" stroke="${color}" stroke-width="4" stroke-linecap="round" opacity=".55"/>`);
}

/** A band of conifers standing on `base`, with the ground below them; `tiers` draws layered pines. */
export function forest(/** @type {Scene} */ s, /** @type {number} */ base, /** @type {number} */ height, /** @type {number} */ count,
  /** @type {string} */ fill, tiers = 1) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = r(((i + s.rng()) / count) * (s.w + 60) - 30);
    const th = height * (0.55 + s.rng() * 0.45);
    const foot = base + s.rng() * height * 0.12;
    for (let k = 0; k < tiers; k++) {
      const th2 = r(th * (1 - k * 0.3));
      const hw = r(th * 0.17 * (1 - k * 0.25));
      d += `M${x - hw} ${r(foot - k * th * 0.28)}l${hw} -${th2}l${hw} ${th2}z`;
    }
  }
  s.body.push(`<path d="${d}" fill="${fill}"/>`);
  rect(s, base + height * 0.08, s.h, fill);
}

/** A city skyline standing on `base`, with some lit window columns and a few antennas. */
export function skyline(/** @type {Scene} */ s, /** @type {number} */ base, /** @type {number} */ minH, /** @type {number} */ maxH,
  /** @type {string} */ fill, /** @type {string} */ lights, lit = 0.3) {
  let blocks = '';
  let windows = '';
  let masts = '';
  for (let x = -10; x < s.w;) {
    const bw = r(between(s, 40, 120));
    const top = r(base - between(s, minH, maxH) * (0.6 + 0.4 * Math.sin((x / s.w) * Math.PI)));
    blocks += `M${x} ${base}V${top}h${bw}V${base}z`;
    if (s.rng() < 0.15) masts += `M${x + r(bw / 2)} ${top}v-${r(between(s, 20, 60))}`;
    for (let cx = x + 10; cx < x + bw - 8; cx += 14) {
      if (s.rng() > lit) continue;
      const y0 = top + 12 + r(s.rng() * (base - top) * 0.5);
      windows += `M${cx} ${y0}V${r(y0 + s.rng() * (base - y0))}`;
    }
    x += bw + r(s.rng() * 8);
  }
  s.body.push(`<path d="${blocks}" fill="${fill}"/>`,
    `<path d="${masts}" stroke="${fill}" stroke-width="4"/>`,
    `<path d="${windows}" stroke="${lights}" stroke-width="6" stroke-dasharray="7 9" opacity=".8"/>`);
}

/** A few soft clouds, each a cluster of overlapping ellipses. */
export function clouds(/** @type {Scene} */ s, /** @type {number} */ count, /** @type {number} */ yMin, /** @type {number} */ yMax,
  /** @type {string} */ color, alpha = 0.7, scale = 1) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = s.rng() * s.w;
    const cy = between(s, yMin, yMax);
    for (let k = 0; k < 5; k++) {
      const rx = scale * between(s, 50, 110);
      out += `<ellipse cx="${r(cx + (k - 2) * rx * 0.7)}" cy="${r(cy - Math.sin((k / 4) * Math.PI) * rx * 0.35)}" rx="${r(rx)}" ry="${r(rx * 0.45)}"/>`;
    }
  }
  s.body.push(`<g fill="${color}" opacity="${op(alpha)}">${out}</g>`);
}

/** Darkened corners, the way a real lens falls off. */
export function vignette(/** @type {Scene} */ s, strength = 0.35) {
  const paint = radial(s, [[0.55, '#000', 0], [1, '#000', strength]]);
  s.body.push(`<rect width="${s.w}" height="${s.h}" fill="${paint}"/>`);
}
