// Generates the media of the NFT marketplace's seeded catalogue: still images, animated GIFs, short
// pieces of music and looping videos for the demo collections, the blind-box series and its cover, and
// the artists' avatars. The project owns every one of these files because this script makes them from
// nothing but seeded randomness and arithmetic: no downloaded or third-party art, so the folder can be
// dedicated to the public domain (CC0, see packages/server/assets/nft/LICENSE).
//
//   node packages/server/scripts/generate-nft-media.mjs
//
// SVG, GIF and WAV files come out byte-identical on every run. The WebM videos are encoded by ffmpeg
// from frames rendered here; when ffmpeg is not on PATH the committed .webm files are kept as they are.
// Last, manifest.json lists every media file with its type, poster, size and SHA-256.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../assets/nft/', import.meta.url));
const TAU = Math.PI * 2;

// ---------------------------------------------------------------------------------------------------
// Seeded randomness: every piece draws from a generator seeded by its own file name.

/** FNV-1a: a 32-bit seed from a name. */
const seedFromName = (name) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};

/** mulberry32, with the few helpers the compositions use. */
const createRandom = (name) => {
  let state = seedFromName(name);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
};

// ---------------------------------------------------------------------------------------------------
// Numbers and colours.

const clamp = (value, low, high) => Math.min(high, Math.max(low, value));
const smoothstep = (edge0, edge1, x) => {
  const t = clamp((x - edge0) / (edge1 - edge0), 0, 1);
  return t * t * (3 - 2 * t);
};
const roundTo = (value, digits) => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded; // no "-0"
};
const hexToRgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const rgbToHex = (rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mixRgb = (a, b, t) => a.map((c, i) => c + (b[i] - c) * t);
const mixHex = (a, b, t) => rgbToHex(mixRgb(hexToRgb(a), hexToRgb(b), t));

/** The colour at position t (0..1) of evenly spaced colour stops. */
const rampRgb = (hexStops, t) => {
  const scaled = clamp(t, 0, 1) * (hexStops.length - 1);
  const index = Math.min(Math.floor(scaled), hexStops.length - 2);
  return mixRgb(hexToRgb(hexStops[index]), hexToRgb(hexStops[index + 1]), scaled - index);
};

// ---------------------------------------------------------------------------------------------------
// SVG building blocks. Coordinates keep one decimal, which is plenty on a 600-unit canvas.

const num = (value) => String(roundTo(value, 2));
const pt = (x, y) => `${roundTo(x, 1)} ${roundTo(y, 1)}`;

const attributes = (list) =>
  Object.entries(list)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');

const tag = (name, attrs = {}, children) =>
  children === undefined
    ? `<${name}${attributes(attrs)}/>`
    : `<${name}${attributes(attrs)}>${[children].flat().join('')}</${name}>`;

const svgDocument = (size, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  (defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '') +
  `${body.flat().join('')}</svg>\n`;

const gradientStops = (stops) =>
  stops.map(([offset, color, opacity]) =>
    tag('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
  );
const linearGradient = (id, stops, direction = { x1: 0, y1: 0, x2: 0, y2: 1 }) =>
  tag('linearGradient', { id, ...direction }, gradientStops(stops));
const radialGradient = (id, stops, geometry = {}) =>
  tag('radialGradient', { id, ...geometry }, gradientStops(stops));

/** A soft glow: one colour fading to nothing from the centre out. */
const glowGradient = (id, color, opacity = 1) =>
  radialGradient(id, [
    [0, color, opacity],
    [0.35, color, opacity * 0.45],
    [1, color, 0],
  ]);

const rect = (x, y, width, height, fill, extra = {}) => tag('rect', { x, y, width, height, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => tag('circle', { cx, cy, r, fill, ...extra });
const path = (d, extra) => tag('path', { d, ...extra });
const group = (attrs, children) => tag('g', attrs, children);

const polylinePath = (points, closed = false) =>
  `M${points.map(([x, y]) => pt(x, y)).join('L')}${closed ? 'Z' : ''}`;

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
const smoothPath = (points) => {
  let d = `M${pt(...points[0])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const [p1, p2] = [points[i], points[i + 1]];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(...c1)} ${pt(...c2)} ${pt(...p2)}`;
  }
  return d;
};

/** Many small dots in one path: zero-length segments drawn with round caps as wide as the dot. */
const dotsPath = (points, diameter, color, opacity = 1) =>
  path(points.map(([x, y]) => `M${pt(x, y)}h0`).join(''), {
    stroke: color,
    'stroke-width': diameter,
    'stroke-linecap': 'round',
    'stroke-opacity': opacity === 1 ? undefined : opacity,
  });

/** A four-pointed sparkle centred on (x, y). */
const sparklePath = (x, y, size) => {
  const waist = size * 0.16;
  return (
    `M${pt(x, y - size)}Q${pt(x + waist, y - waist)} ${pt(x + size, y)}Q${pt(x + waist, y + waist)} ` +
    `${pt(x, y + size)}Q${pt(x - waist, y + waist)} ${pt(x - size, y)}Q${pt(x - waist, y - waist)} ${pt(x, y - size)}Z`
  );
};

/** A quarter disc of radius r at corner (cx, cy), reaching towards (dx, dy) = (±1, ±1). */
const quarterDiscPath = (cx, cy, r, dx, dy) =>
  `M${pt(cx, cy)}L${pt(cx + dx * r, cy)}A${r} ${r} 0 0 ${dx * dy > 0 ? 1 : 0} ${pt(cx, cy + dy * r)}Z`;

// ---------------------------------------------------------------------------------------------------
// "Tidal" (a01–a03): layered swells under a sky, each piece with its own hour and palette.

const TIDAL = [
  {
    file: 'a01.svg',
    time: 'night',
    sky: ['#050d1f', '#0b1d3a', '#1d4e89'],
    orb: { x: 420, y: 150, r: 46, color: '#f6f1d1' },
    horizon: 330,
    waves: ['#2a6f97', '#1f5f8b', '#01497c', '#013a63', '#012a4a', '#001d3d', '#00132b'],
    foam: '#cfe8ff',
  },
  {
    file: 'a02.svg',
    time: 'day',
    sky: ['#7cc6f2', '#bde6fb', '#ecfbf8'],
    orb: { x: 160, y: 140, r: 58, color: '#ffd166' },
    horizon: 300,
    waves: ['#a8e6ef', '#72d3e6', '#48cae4', '#00b4d8', '#0096c7', '#0077b6', '#023e8a'],
    foam: '#ffffff',
  },
  {
    file: 'a03.svg',
    time: 'sunset',
    sky: ['#2b2d55', '#6d597a', '#e56b6f', '#f4a784'],
    orb: { x: 300, y: 262, r: 112, color: '#ffe1a8' },
    horizon: 350,
    waves: ['#d96c78', '#b56576', '#8a5a7a', '#6d597a', '#4a4e74', '#355070', '#22304a'],
    foam: '#ffd6c9',
  },
];

const waveCrest = (random, top, amplitude, wavelength) => {
  const phases = [random.range(0, TAU), random.range(0, TAU), random.range(0, TAU)];
  const k = TAU / wavelength;
  const points = [];
  for (let x = -30; x <= 630; x += 24) {
    const swell =
      Math.sin(x * k + phases[0]) +
      0.5 * Math.sin(x * k * 2.3 + phases[1]) +
      0.3 * Math.sin(x * k * 0.4 + phases[2]);
    points.push([x, top + (amplitude * swell) / 1.8]);
  }
  return points;
};

const tidalSkyDetails = (piece, random) => {
  if (piece.time === 'night') {
    const stars = Array.from({ length: 70 }, () => [
      random.range(0, 600),
      (piece.horizon - 20) * random.next() ** 1.5, // thicker towards the top
    ]);
    return [
      dotsPath(stars.slice(0, 50), 1.6, '#ffffff', 0.55),
      dotsPath(stars.slice(50), 2.6, '#ffffff', 0.8),
    ];
  }
  if (piece.time === 'day') {
    return Array.from({ length: 4 }, (_, i) => {
      const [x, y] = [90 + i * 150 + random.range(-30, 30), 70 + random.range(0, 150)];
      const puffs = Array.from({ length: 5 }, (_, j) =>
        tag('ellipse', {
          cx: x + (j - 2) * 22,
          cy: y - (j % 2) * 9,
          rx: 34 - Math.abs(j - 2) * 6,
          ry: 15,
          fill: '#fff',
        }),
      );
      return group({ opacity: 0.55 }, puffs);
    });
  }
  return Array.from({ length: 6 }, (_, i) =>
    rect(random.range(-60, 420), 90 + i * 38 + random.range(-8, 8), random.range(160, 320), 5, '#ffd6c9', {
      rx: 2.5,
      opacity: 0.22,
    }),
  );
};

const tidalOrb = (piece, random) => {
  const { x, y, r, color } = piece.orb;
  const halo = circle(x, y, r * 3.2, 'url(#halo)');
  if (piece.time === 'night') {
    const craters = Array.from({ length: 4 }, () =>
      circle(
        x + random.range(-r * 0.5, r * 0.5),
        y + random.range(-r * 0.5, r * 0.5),
        random.range(4, 10),
        '#b9b49a',
        {
          opacity: 0.35,
        },
      ),
    );
    return [halo, circle(x, y, r, color), ...craters];
  }
  if (piece.time === 'day') return [halo, circle(x, y, r, color)];
  // Sunset: a striped disc, the stripes cut in the sky's own gradient so they read as gaps.
  const stripes = Array.from({ length: 6 }, (_, i) =>
    rect(x - r - 2, y + 8 + i * 16, 2 * r + 4, 2 + i * 1.6, 'url(#sky)'),
  );
  return [halo, circle(x, y, r, 'url(#sun)'), ...stripes];
};

const tidalReflection = (piece, random) => {
  const { x, r, color } = piece.orb;
  return Array.from({ length: 16 }, (_, i) => {
    const width = r * (1.5 - i * 0.07) * random.range(0.45, 1.1);
    return rect(x - width / 2 + random.range(-6, 6), piece.horizon + 8 + i * 11, width, 2.5, color, {
      rx: 1.2,
      opacity: roundTo(0.55 * (1 - i / 16), 2),
    });
  });
};

const tidalArtwork = (piece) => {
  const random = createRandom(piece.file);
  const skyStops = piece.sky.map((color, i) => [
    roundTo((i / (piece.sky.length - 1)) * (piece.horizon / 600), 3),
    color,
  ]);
  const defs = [
    linearGradient('sky', skyStops, { x1: 0, y1: 0, x2: 0, y2: 600, gradientUnits: 'userSpaceOnUse' }),
    glowGradient('halo', piece.orb.color, 0.5),
    linearGradient('sun', [
      [0, '#fff1c1'],
      [1, '#ff9e7a'],
    ]),
  ];
  const layers = piece.waves.map((color, i) => {
    const depth = i / (piece.waves.length - 1);
    const top = piece.horizon + (600 - piece.horizon) * 0.82 * depth ** 1.25;
    const crest = waveCrest(random, top, 3 + 30 * depth ** 1.4, 60 + 300 * depth);
    const body = smoothPath(crest);
    return [
      path(`${body}L630 620L-30 620Z`, { fill: color }),
      path(body, {
        fill: 'none',
        stroke: piece.foam,
        'stroke-width': 1 + depth * 2,
        'stroke-opacity': 0.18 + depth * 0.3,
      }),
    ];
  });
  const body = [
    rect(0, 0, 600, 600, 'url(#sky)'),
    tidalSkyDetails(piece, random),
    tidalOrb(piece, random),
    layers.slice(0, 3),
    tidalReflection(piece, random),
    layers.slice(3),
  ];
  return svgDocument(600, defs, body);
};

// ---------------------------------------------------------------------------------------------------
// "Lattice" (a04–a06): geometric grids in a warm palette.

const WARM = {
  cream: '#fbf3e4',
  sand: '#f2cc8f',
  mustard: '#e9b949',
  orange: '#e07a5f',
  rust: '#bc4b2a',
  wine: '#81312f',
  brown: '#5c3d2e',
  dark: '#2b1d1c',
};

/** a04: Smith's quarter-circle Truchet tiles, filled in two colours that always join up. */
const truchetBand = (x, y, s, orientation) => {
  const r = s / 2;
  if (orientation === 0)
    return (
      `M${pt(x + r, y)}L${pt(x + s, y)}L${pt(x + s, y + r)}A${r} ${r} 0 0 0 ${pt(x + r, y + s)}` +
      `L${pt(x, y + s)}L${pt(x, y + r)}A${r} ${r} 0 0 0 ${pt(x + r, y)}Z`
    );
  return (
    `M${pt(x, y)}L${pt(x + r, y)}A${r} ${r} 0 0 0 ${pt(x + s, y + r)}L${pt(x + s, y + s)}` +
    `L${pt(x + r, y + s)}A${r} ${r} 0 0 0 ${pt(x, y + r)}Z`
  );
};

const truchetCorners = (x, y, s, orientation) => {
  const r = s / 2;
  return orientation === 0
    ? quarterDiscPath(x, y, r, 1, 1) + quarterDiscPath(x + s, y + s, r, -1, -1)
    : quarterDiscPath(x + s, y, r, -1, 1) + quarterDiscPath(x, y + s, r, 1, -1);
};

const latticeTruchet = () => {
  const random = createRandom('a04.svg');
  const [margin, cells] = [30, 12];
  const s = (600 - 2 * margin) / cells;
  let shapes = '';
  for (let row = 0; row < cells; row++)
    for (let col = 0; col < cells; col++) {
      const orientation = random.int(0, 1);
      const [x, y] = [margin + col * s, margin + row * s];
      // Corners take colour A on one parity and the band between them on the other: the regions of
      // neighbouring tiles then always meet in the same colour.
      shapes +=
        (row + col + orientation) % 2 === 0
          ? truchetCorners(x, y, s, orientation)
          : truchetBand(x, y, s, orientation);
    }
  const defs = [
    linearGradient(
      'warm',
      [
        [0, WARM.mustard],
        [0.5, WARM.orange],
        [1, WARM.wine],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  ];
  return svgDocument(600, defs, [
    rect(0, 0, 600, 600, WARM.cream),
    path(shapes, { fill: 'url(#warm)' }),
    rect(margin - 8, margin - 8, 600 - 2 * margin + 16, 600 - 2 * margin + 16, 'none', {
      stroke: WARM.brown,
      'stroke-width': 3,
    }),
  ]);
};

/** a05: a 6×6 grid of Bauhaus tiles, each a shape drawn upright then turned by a quarter step. */
const BAUHAUS_MOTIFS = {
  quarter: (s, fg) => path(quarterDiscPath(0, 0, s, 1, 1), { fill: fg }),
  half: (s, fg) => path(`M0 0A${s / 2} ${s / 2} 0 0 0 ${s} 0Z`, { fill: fg }),
  target: (s, fg, accent) => [circle(s / 2, s / 2, s * 0.38, fg), circle(s / 2, s / 2, s * 0.17, accent)],
  triangle: (s, fg) => path(`M0 0L${s} 0L0 ${s}Z`, { fill: fg }),
  rings: (s, fg) =>
    path(
      [0.3, 0.6, 0.9]
        .map((k) => `M${num(s * k)} 0A${num(s * k)} ${num(s * k)} 0 0 1 0 ${num(s * k)}`)
        .join(''),
      {
        fill: 'none',
        stroke: fg,
        'stroke-width': s * 0.12,
      },
    ),
  stripes: (s, fg) => [0, 1, 2].map((i) => rect(0, s * (0.14 + i * 0.28), s, s * 0.14, fg)),
  leaf: (s, fg) => path(`M0 ${s}A${s} ${s} 0 0 1 ${s} 0A${s} ${s} 0 0 1 0 ${s}Z`, { fill: fg }),
};

const latticeBauhaus = () => {
  const random = createRandom('a05.svg');
  const palette = [WARM.cream, WARM.sand, WARM.mustard, WARM.orange, WARM.rust, WARM.wine, WARM.brown];
  const [margin, cells] = [24, 6];
  const s = (600 - 2 * margin) / cells;
  const tiles = [];
  for (let row = 0; row < cells; row++)
    for (let col = 0; col < cells; col++) {
      const [background, foreground, accent] = threeDistinct(random, palette);
      const motif = BAUHAUS_MOTIFS[random.pick(Object.keys(BAUHAUS_MOTIFS))];
      const turn = random.int(0, 3) * 90;
      tiles.push(
        group({ transform: `translate(${num(margin + col * s)} ${num(margin + row * s)})` }, [
          rect(0, 0, s, s, background),
          group({ transform: `rotate(${turn} ${num(s / 2)} ${num(s / 2)})` }, motif(s, foreground, accent)),
        ]),
      );
    }
  return svgDocument(600, [], [rect(0, 0, 600, 600, WARM.dark), tiles]);
};

const threeDistinct = (random, palette) => {
  const pool = [...palette];
  return [0, 1, 2].map(() => pool.splice(Math.floor(random.next() * pool.length), 1)[0]);
};

/** a06: a halftone lattice; dot sizes follow the interference of two ripples. */
const latticeHalftone = () => {
  const random = createRandom('a06.svg');
  const spacing = 42;
  const centres = [
    [random.range(120, 260), random.range(120, 260)],
    [random.range(340, 480), random.range(340, 480)],
  ];
  const colors = [WARM.wine, WARM.rust, WARM.orange, WARM.mustard, WARM.sand];
  const byColor = colors.map(() => []);
  for (let row = 0; row * (spacing / 2) <= 600 + spacing; row++)
    for (let x = (row % 2) * (spacing / 2); x <= 600 + spacing; x += spacing) {
      const y = row * (spacing / 2);
      const [d1, d2] = centres.map(([cx, cy]) => Math.hypot(x - cx, y - cy));
      const level = 0.5 + 0.25 * Math.cos(d1 / 38) + 0.25 * Math.cos(d2 / 52);
      const r = 2 + level * spacing * 0.4;
      byColor[Math.min(colors.length - 1, Math.floor(level * colors.length))].push(
        circle(roundTo(x, 1), roundTo(y, 1), roundTo(r, 1)),
      );
    }
  const body = [
    rect(0, 0, 600, 600, WARM.dark),
    ...colors.map((color, i) => group({ fill: color }, byColor[i])),
  ];
  return svgDocument(600, [], body);
};

// ---------------------------------------------------------------------------------------------------
// "Constellations" (b01–b10): star charts of a blind-box series, richer with each rarity.

const RARITIES = {
  common: {
    background: ['#16213e', '#070b17'],
    frame: '#8d99ae',
    lines: '#dfe7f2',
    figures: 1,
    fieldStars: 110,
    milkyWay: 0,
    nebula: [],
    sparkles: 0,
    glow: null,
    comet: false,
    gold: false,
  },
  rare: {
    background: ['#13315c', '#050a1a'],
    frame: '#7fb7e6',
    lines: '#cfe8ff',
    figures: 2,
    fieldStars: 150,
    milkyWay: 160,
    nebula: ['#1e88e5', '#26c6da'],
    sparkles: 3,
    glow: '#9fd3ff',
    comet: false,
    gold: false,
  },
  epic: {
    background: ['#2c1b54', '#090414'],
    frame: '#c39bf0',
    lines: '#ecdcff',
    figures: 3,
    fieldStars: 180,
    milkyWay: 240,
    nebula: ['#9d4edd', '#f15bb5', '#4361ee'],
    sparkles: 8,
    glow: '#e0b3ff',
    comet: true,
    gold: false,
  },
  legendary: {
    background: ['#2a1f3d', '#07050d'],
    frame: 'url(#gold)',
    lines: '#ffd97a',
    figures: 3,
    fieldStars: 210,
    milkyWay: 320,
    nebula: ['#ffb703', '#fb8500', '#b5179e'],
    sparkles: 16,
    glow: '#ffd166',
    comet: true,
    gold: true,
  },
};

const CONSTELLATIONS = [
  { file: 'b01.svg', rarity: 'common', tint: '#16213e' },
  { file: 'b02.svg', rarity: 'common', tint: '#1b2a41' },
  { file: 'b03.svg', rarity: 'common', tint: '#102a3a' },
  { file: 'b04.svg', rarity: 'common', tint: '#1f1d36' },
  { file: 'b05.svg', rarity: 'common', tint: '#1a2633' },
  { file: 'b06.svg', rarity: 'rare' },
  { file: 'b07.svg', rarity: 'rare' },
  { file: 'b08.svg', rarity: 'rare' },
  { file: 'b09.svg', rarity: 'epic' },
  { file: 'b10.svg', rarity: 'legendary' },
];

const CHART = { x: 300, y: 300, r: 262 };

const goldGradient = () =>
  linearGradient(
    'gold',
    [
      [0, '#fff1b8'],
      [0.45, '#f2c14e'],
      [1, '#c08a12'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );

const randomPointInDisc = (random, cx, cy, radius) => {
  const [angle, distance] = [random.range(0, TAU), radius * Math.sqrt(random.next())];
  return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance];
};

const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Points that keep a minimum distance from one another (and from those already taken). */
const scatterApart = (count, minimumGap, sample, taken = []) => {
  const points = [];
  for (let attempt = 0; points.length < count && attempt < count * 60; attempt++) {
    const candidate = sample();
    if ([...taken, ...points].every((p) => distance(p, candidate) >= minimumGap)) points.push(candidate);
  }
  return points;
};

/** Prim's minimum spanning tree: it links stars the way drawn constellations usually do. */
const spanningTreeEdges = (points) => {
  const linked = [0];
  const edges = [];
  while (linked.length < points.length) {
    let best = null;
    for (const a of linked)
      for (let b = 0; b < points.length; b++)
        if (!linked.includes(b) && (!best || distance(points[a], points[b]) < best.length))
          best = { a, b, length: distance(points[a], points[b]) };
    linked.push(best.b);
    edges.push([best.a, best.b]);
  }
  return edges;
};

/** Whether segment [a, b] crosses any of the edges it shares no star with. */
const crossesAny = (points, [a, b], edges) => {
  const side = (p, q, r) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  const [p1, p2] = [points[a], points[b]];
  return edges
    .filter(([c, d]) => ![a, b].includes(c) && ![a, b].includes(d))
    .some(([c, d]) => {
      const [p3, p4] = [points[c], points[d]];
      return side(p1, p2, p3) !== side(p1, p2, p4) && side(p3, p4, p1) !== side(p3, p4, p2);
    });
};

const constellationFigures = (random, count) => {
  const spread = count === 1 ? 120 : 82;
  const centres = scatterApart(count, spread * 1.7, () =>
    randomPointInDisc(random, CHART.x, CHART.y, count === 1 ? 40 : 150),
  );
  return centres.map(([cx, cy]) => {
    const stars = scatterApart(random.int(6, 9), 34, () => randomPointInDisc(random, cx, cy, spread));
    const edges = spanningTreeEdges(stars);
    const closing = [stars.length - 1, 0];
    if (random.chance(0.5) && stars.length > 4 && !crossesAny(stars, closing, edges)) edges.push(closing); // a loop
    return { stars, edges, magnitudes: stars.map(() => random.range(2.2, 4.4)) };
  });
};

const chartFrame = (style) => {
  const { x, y, r } = CHART;
  const tickEvery = style.figures === 1 ? 30 : 5;
  let ticks = '';
  for (let degrees = 0; degrees < 360; degrees += tickEvery) {
    const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    const inner = r - (degrees % 30 === 0 ? 12 : 5);
    ticks += `M${pt(x + cos * inner, y + sin * inner)}L${pt(x + cos * r, y + sin * r)}`;
  }
  const stroke = { fill: 'none', stroke: style.frame };
  const parts = [
    circle(x, y, r, 'none', { ...stroke, 'stroke-width': style.gold ? 3 : 1.5, 'stroke-opacity': 0.8 }),
    path(ticks, { ...stroke, 'stroke-width': 1, 'stroke-opacity': 0.7 }),
    group({ ...stroke, 'stroke-width': 0.8, 'stroke-opacity': 0.22, 'stroke-dasharray': '3 5' }, [
      circle(x, y, r * 0.36),
      circle(x, y, r * 0.7),
      path(`M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}`),
    ]),
  ];
  if (style.gold) {
    parts.push(circle(x, y, r + 12, 'none', { ...stroke, 'stroke-width': 1.2 }));
    parts.push(
      path(
        [0, 90, 180, 270]
          .map((deg) => {
            const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
            const [px, py] = [x + c * (r + 6), y + s * (r + 6)];
            return `M${pt(px + c * 14, py + s * 14)}L${pt(px - s * 8, py + c * 8)}L${pt(px - c * 10, py - s * 10)}L${pt(px + s * 8, py - c * 8)}Z`;
          })
          .join(''),
        { fill: 'url(#gold)' },
      ),
    );
    parts.push(goldCornerBrackets());
  }
  return parts;
};

const goldCornerBrackets = () =>
  path(
    [
      [20, 20, 1, 1],
      [580, 20, -1, 1],
      [20, 580, 1, -1],
      [580, 580, -1, -1],
    ]
      .map(
        ([cx, cy, dx, dy]) =>
          `M${cx + dx * 56} ${cy}H${cx}V${cy + dy * 56}M${cx + dx * 8} ${cy + dy * 30}V${cy + dy * 8}H${cx + dx * 30}`,
      )
      .join(''),
    { fill: 'none', stroke: 'url(#gold)', 'stroke-width': 2 },
  );

/** Faint background stars, and for rarer items a band of dust across the chart. */
const starField = (random, style) => {
  const field = Array.from({ length: style.fieldStars }, () =>
    randomPointInDisc(random, CHART.x, CHART.y, CHART.r - 4),
  );
  const angle = random.range(0, Math.PI);
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const band = [];
  while (band.length < style.milkyWay) {
    const along = random.range(-CHART.r, CHART.r);
    const across = (random.next() + random.next() + random.next() - 1.5) * 46;
    const p = [CHART.x + ux * along - uy * across, CHART.y + uy * along + ux * across];
    if (distance(p, [CHART.x, CHART.y]) < CHART.r - 4) band.push(p);
  }
  const third = Math.floor(field.length / 3);
  return [
    dotsPath(band, 1.1, '#ffffff', 0.35),
    dotsPath(field.slice(0, third), 1.2, '#ffffff', 0.45),
    dotsPath(field.slice(third, 2 * third), 1.8, '#ffffff', 0.6),
    dotsPath(field.slice(2 * third), 2.4, '#ffffff', 0.75),
  ];
};

const nebulaClouds = (random, style) =>
  style.nebula.flatMap((_, i) =>
    [0, 1].map(() => {
      const [x, y] = randomPointInDisc(random, CHART.x, CHART.y, 170);
      return tag('ellipse', {
        cx: roundTo(x, 1),
        cy: roundTo(y, 1),
        rx: roundTo(random.range(90, 170), 1),
        ry: roundTo(random.range(60, 120), 1),
        fill: `url(#nebula${i})`,
        transform: `rotate(${Math.round(random.range(0, 180))} ${roundTo(x, 1)} ${roundTo(y, 1)})`,
      });
    }),
  );

/** A comet: its tail's gradient (for defs) and its shapes. */
const comet = (random) => {
  const [x, y] = randomPointInDisc(random, CHART.x, CHART.y, 150);
  const angle = random.range(0, TAU);
  const [tx, ty] = [x - Math.cos(angle) * 120, y - Math.sin(angle) * 120];
  const gradient = tag(
    'linearGradient',
    {
      id: 'tail',
      gradientUnits: 'userSpaceOnUse',
      x1: roundTo(tx, 1),
      y1: roundTo(ty, 1),
      x2: roundTo(x, 1),
      y2: roundTo(y, 1),
    },
    gradientStops([
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.9],
    ]),
  );
  const shapes = [
    path(`M${pt(tx, ty)}L${pt(x, y)}`, {
      stroke: 'url(#tail)',
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
    circle(roundTo(x, 1), roundTo(y, 1), 2.6, '#ffffff'),
  ];
  return { gradient, shapes };
};

const figureDrawing = (figure, style) => {
  const lines = figure.edges.map(([a, b]) => `M${pt(...figure.stars[a])}L${pt(...figure.stars[b])}`).join('');
  const halos = style.glow
    ? figure.stars.map(([x, y], i) =>
        circle(roundTo(x, 1), roundTo(y, 1), roundTo(figure.magnitudes[i] * 4.5, 1), 'url(#halo)'),
      )
    : [];
  const stars = figure.stars.map(([x, y], i) =>
    circle(
      roundTo(x, 1),
      roundTo(y, 1),
      roundTo(figure.magnitudes[i], 1),
      style.gold && i === 0 ? '#ffe8a3' : '#ffffff',
    ),
  );
  return [
    path(lines, {
      fill: 'none',
      stroke: style.lines,
      'stroke-width': style.gold ? 1.6 : 1.1,
      'stroke-opacity': 0.75,
      'stroke-linecap': 'round',
    }),
    halos,
    stars,
  ];
};

const constellationArtwork = ({ file, rarity, tint }) => {
  const style = RARITIES[rarity];
  const random = createRandom(file);
  const [inner, outer] = style.background;
  const defs = [
    radialGradient('sky', [
      [0, mixHex(tint ?? inner, '#ffffff', 0.06)],
      [0.7, tint ?? inner],
      [1, outer],
    ]),
    radialGradient('space', [
      [0, outer],
      [1, '#000000'],
    ]),
    tag('clipPath', { id: 'chart' }, circle(CHART.x, CHART.y, CHART.r)),
    ...style.nebula.map((color, i) => glowGradient(`nebula${i}`, color, 0.4)),
    ...(style.glow ? [glowGradient('halo', style.glow, 0.55)] : []),
    ...(style.gold ? [goldGradient()] : []),
  ];
  const outsideStars = scatterApart(24, 10, () => [random.range(0, 600), random.range(0, 600)]).filter(
    (p) => distance(p, [CHART.x, CHART.y]) > CHART.r + 18,
  );
  const figures = constellationFigures(random, style.figures);
  const sparkleSpots = scatterApart(style.sparkles, 40, () =>
    randomPointInDisc(random, CHART.x, CHART.y, CHART.r - 30),
  );
  const sparkles = sparkleSpots
    .map(([x, y]) => sparklePath(x, y, random.range(6, style.gold ? 15 : 11)))
    .join('');
  const shootingStar = style.comet ? comet(random) : { gradient: [], shapes: [] };
  const body = [
    rect(0, 0, 600, 600, 'url(#space)'),
    dotsPath(outsideStars, 1.6, '#ffffff', 0.5),
    group({ 'clip-path': 'url(#chart)' }, [
      circle(CHART.x, CHART.y, CHART.r, 'url(#sky)'),
      nebulaClouds(random, style),
      starField(random, style),
      shootingStar.shapes,
    ]),
    chartFrame(style),
    figures.map((figure) => figureDrawing(figure, style)),
    sparkles ? path(sparkles, { fill: style.gold ? 'url(#gold)' : '#ffffff', opacity: 0.9 }) : [],
  ];
  return svgDocument(600, [...defs, shootingStar.gradient], body);
};

// ---------------------------------------------------------------------------------------------------
// The blind box's cover: an isometric gift box under the Constellations sky, a "?" on its side.

/** Isometric projection: u runs down-right, v down-left, z up; the top face's far corner is (300, 150). */
const iso = (u, v, z) => [300 + 170 * (u - v), 150 + 98 * (u + v) + 200 * (1 - z)];
const isoQuad = (corners) =>
  polylinePath(
    corners.map((c) => iso(...c)),
    true,
  );

const boxCover = () => {
  const random = createRandom('box-cover.svg');
  const [lo, hi, lidBase] = [-0.04, 1.04, 0.78];
  const band = [0.43, 0.57];
  const defs = [
    radialGradient('space', [
      [0, '#2a1f5c'],
      [1, '#07061a'],
    ]),
    glowGradient('aura', '#8e6bff', 0.55),
    linearGradient('left', [
      [0, '#3f2e8c'],
      [1, '#231a57'],
    ]),
    linearGradient('right', [
      [0, '#6a4fc9'],
      [1, '#3b2b85'],
    ]),
    linearGradient('top', [
      [0, '#a58cf0'],
      [1, '#7b5fd6'],
    ]),
    goldGradient(),
  ];
  const stars = scatterApart(90, 14, () => [random.range(0, 600), random.range(0, 600)]);
  const sparkles = scatterApart(9, 60, () => [random.range(40, 560), random.range(40, 560)], [
    [300, 340],
  ]).filter((p) => distance(p, [300, 350]) > 200);
  const faces = [
    path(
      isoQuad([
        [0, 1, 0],
        [1, 1, 0],
        [1, 1, lidBase],
        [0, 1, lidBase],
      ]),
      { fill: 'url(#left)' },
    ),
    path(
      isoQuad([
        [1, 0, 0],
        [1, 1, 0],
        [1, 1, lidBase],
        [1, 0, lidBase],
      ]),
      { fill: 'url(#right)' },
    ),
    // The lid overhangs the box a little.
    path(
      isoQuad([
        [lo, hi, lidBase - 0.02],
        [hi, hi, lidBase - 0.02],
        [hi, hi, 1],
        [lo, hi, 1],
      ]),
      { fill: '#4b379e' },
    ),
    path(
      isoQuad([
        [hi, lo, lidBase - 0.02],
        [hi, hi, lidBase - 0.02],
        [hi, hi, 1],
        [hi, lo, 1],
      ]),
      { fill: '#7a5ed8' },
    ),
    path(
      isoQuad([
        [lo, lo, 1],
        [hi, lo, 1],
        [hi, hi, 1],
        [lo, hi, 1],
      ]),
      { fill: 'url(#top)' },
    ),
  ];
  const ribbon = path(
    [
      isoQuad([
        [lo, band[0], 1],
        [hi, band[0], 1],
        [hi, band[1], 1],
        [lo, band[1], 1],
      ]),
      isoQuad([
        [band[0], lo, 1],
        [band[1], lo, 1],
        [band[1], hi, 1],
        [band[0], hi, 1],
      ]),
      isoQuad([
        [hi, band[0], 1],
        [hi, band[1], 1],
        [hi, band[1], lidBase - 0.02],
        [hi, band[0], lidBase - 0.02],
      ]),
      isoQuad([
        [1, band[0], lidBase - 0.02],
        [1, band[1], lidBase - 0.02],
        [1, band[1], 0],
        [1, band[0], 0],
      ]),
      isoQuad([
        [band[0], hi, 1],
        [band[1], hi, 1],
        [band[1], hi, lidBase - 0.02],
        [band[0], hi, lidBase - 0.02],
      ]),
    ].join(''),
    { fill: 'url(#gold)' },
  );
  const [kx, ky] = iso(0.5, 0.5, 1);
  const bow = [
    path(
      `M${kx} ${ky}C${kx - 40} ${ky - 70} ${kx - 105} ${ky - 30} ${kx - 70} ${ky - 4}C${kx - 50} ${ky + 10} ${kx - 20} ${ky + 6} ${kx} ${ky}Z` +
        `M${kx} ${ky}C${kx + 40} ${ky - 70} ${kx + 105} ${ky - 30} ${kx + 70} ${ky - 4}C${kx + 50} ${ky + 10} ${kx + 20} ${ky + 6} ${kx} ${ky}Z`,
      { fill: 'url(#gold)', stroke: '#b07a10', 'stroke-width': 2 },
    ),
    tag('ellipse', { cx: kx, cy: ky, rx: 15, ry: 10, fill: '#f2c14e', stroke: '#b07a10', 'stroke-width': 2 }),
  ];
  // The "?" is drawn in the left face's own plane: x along the face, y downwards on it.
  const [fx, fy] = iso(0, 1, lidBase - 0.02);
  const question = group({ transform: `matrix(1 ${num(98 / 170)} 0 1 ${num(fx)} ${num(fy)})` }, [
    path('M52 62C52 24 118 24 118 62C118 90 85 90 85 118', {
      fill: 'none',
      stroke: 'url(#gold)',
      'stroke-width': 20,
      'stroke-linecap': 'round',
    }),
    circle(85, 142, 11, '#f2c14e'),
  ]);
  const body = [
    rect(0, 0, 600, 600, 'url(#space)'),
    dotsPath(stars.slice(0, 60), 1.5, '#ffffff', 0.5),
    dotsPath(stars.slice(60), 2.4, '#ffffff', 0.8),
    tag('ellipse', { cx: 300, cy: 340, rx: 280, ry: 250, fill: 'url(#aura)' }),
    tag('ellipse', { cx: 300, cy: 552, rx: 190, ry: 26, fill: '#000000', opacity: 0.35 }),
    faces,
    ribbon,
    question,
    bow,
    path(sparkles.map(([x, y]) => sparklePath(x, y, random.range(7, 14))).join(''), { fill: 'url(#gold)' }),
  ];
  return svgDocument(600, defs, body);
};

// ---------------------------------------------------------------------------------------------------
// Artists' avatars (256×256), composed to survive being cropped to a circle.

const artistRings = () => {
  const random = createRandom('artist-1.svg');
  const [cx, cy] = [128 + random.range(-20, 20), 150 + random.range(-10, 20)];
  const colors = ['#f4a261', '#fbf3e4', '#e76f51', '#fbf3e4', '#264653'];
  return svgDocument(
    256,
    [],
    [
      rect(0, 0, 256, 256, '#2a9d8f'),
      colors.map((color, i) => circle(roundTo(cx, 1), roundTo(cy, 1), 112 - i * 22, color)),
      circle(roundTo(cx + 30, 1), roundTo(cy - 50, 1), 12, '#e9c46a'),
    ],
  );
};

const artistBauhaus = () =>
  svgDocument(
    256,
    [],
    [
      rect(0, 0, 256, 256, '#e9b949'),
      path('M28 200A100 100 0 0 1 228 200Z', { fill: '#22304a' }),
      rect(28, 200, 200, 14, '#2b1d1c'),
      circle(170, 92, 30, '#bc4b2a'),
      path(quarterDiscPath(28, 28, 70, 1, 1), { fill: '#fbf3e4' }),
      rect(112, 48, 10, 110, '#2b1d1c'),
    ],
  );

const artistAura = () => {
  const random = createRandom('artist-3.svg');
  const blobs = ['#f72585', '#4cc9f0', '#ffbe0b', '#7209b7'].map((color, i) => {
    const angle = (i * TAU) / 4 + random.range(-0.4, 0.4);
    const [x, y] = [128 + Math.cos(angle) * 52, 128 + Math.sin(angle) * 52];
    return circle(roundTo(x, 1), roundTo(y, 1), roundTo(random.range(48, 64), 1), color, { opacity: 0.9 });
  });
  return svgDocument(
    256,
    [
      tag(
        'filter',
        { id: 'soft', x: -0.5, y: -0.5, width: 2, height: 2 },
        tag('feGaussianBlur', { stdDeviation: 22 }),
      ),
    ],
    [
      rect(0, 0, 256, 256, '#3a0ca3'),
      group({ filter: 'url(#soft)' }, blobs),
      circle(128, 128, 38, 'none', { stroke: '#ffffff', 'stroke-width': 3, 'stroke-opacity': 0.85 }),
      circle(128, 128, 7, '#ffffff'),
    ],
  );
};

const artistStripes = () => {
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `M${-256 + i * 44} 256L${i * 44} 0h20L${-236 + i * 44} 256Z`,
  ).join('');
  return svgDocument(
    256,
    [tag('clipPath', { id: 'disc' }, circle(128, 128, 80))],
    [
      rect(0, 0, 256, 256, '#1b4332'),
      path(stripes, { fill: '#2d6a4f' }),
      circle(128, 128, 80, '#d8f3dc'),
      group({ 'clip-path': 'url(#disc)' }, path(stripes, { fill: '#52b788', transform: 'translate(0 6)' })),
      circle(168, 94, 24, '#ffd60a'),
    ],
  );
};

// ---------------------------------------------------------------------------------------------------
// Raster drawing for the GIF and video frames: RGB floats with soft (anti-aliased) edges.

const createRaster = (width, height, background) => {
  const pixels = new Float32Array(width * height * 3);
  const rgb = hexToRgb(background);
  for (let i = 0; i < width * height; i++) pixels.set(rgb, i * 3);
  return { width, height, pixels };
};

/** Blends rgb into every pixel of the box whose centre coverage(x, y) says is (partly) inside. */
const paint = (raster, [left, top, right, bottom], coverage, rgb) => {
  const [x0, y0] = [Math.max(0, Math.floor(left)), Math.max(0, Math.floor(top))];
  const [x1, y1] = [
    Math.min(raster.width - 1, Math.ceil(right)),
    Math.min(raster.height - 1, Math.ceil(bottom)),
  ];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const alpha = coverage(x + 0.5, y + 0.5);
      if (alpha <= 0) continue;
      const i = (y * raster.width + x) * 3;
      for (let c = 0; c < 3; c++) raster.pixels[i + c] += (rgb[c] - raster.pixels[i + c]) * alpha;
    }
};

const fillCircle = (raster, cx, cy, r, hex, opacity = 1) =>
  paint(
    raster,
    [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1],
    (x, y) => opacity * clamp(r - Math.hypot(x - cx, y - cy) + 0.5, 0, 1),
    hexToRgb(hex),
  );

const strokeCircle = (raster, cx, cy, r, width, hex, opacity = 1) =>
  paint(
    raster,
    [cx - r - width, cy - r - width, cx + r + width, cy + r + width],
    (x, y) => opacity * clamp(width / 2 - Math.abs(Math.hypot(x - cx, y - cy) - r) + 0.5, 0, 1),
    hexToRgb(hex),
  );

/** A square of half-size `half` with corner radius `corner`, turned by `angle`, as a signed distance. */
const roundedSquareDistance = (dx, dy, half, corner, angle) => {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const qx = Math.abs(dx * cos + dy * sin) - half + corner;
  const qy = Math.abs(-dx * sin + dy * cos) - half + corner;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
};

const fillRoundedSquare = (raster, cx, cy, half, corner, angle, hex) => {
  const reach = half * Math.SQRT2 + 1;
  paint(
    raster,
    [cx - reach, cy - reach, cx + reach, cy + reach],
    (x, y) => clamp(0.5 - roundedSquareDistance(x - cx, y - cy, half, corner, angle), 0, 1),
    hexToRgb(hex),
  );
};

// ---------------------------------------------------------------------------------------------------
// A small GIF89a encoder: one global palette, LZW-compressed frames, looping forever.

/**
 * A palette of ramps from the background to each colour, so soft edges keep their in-between shades,
 * then one entry kept for transparency; padded to the power of two GIF wants.
 */
const rampPalette = (background, colors, steps = 16) => {
  const base = hexToRgb(background);
  const entries = [base];
  for (const color of colors)
    for (let s = 1; s <= steps; s++) entries.push(mixRgb(base, hexToRgb(color), s / steps).map(Math.round));
  const transparentIndex = entries.length;
  let size = 2;
  while (size <= transparentIndex) size *= 2;
  if (size > 256) throw new Error(`palette of ${entries.length} colours does not fit a GIF`);
  const padding = Array.from({ length: size - entries.length }, () => [0, 0, 0]);
  return { colors: [...entries, ...padding], transparentIndex };
};

/** Maps each pixel to its nearest palette entry (never the transparent one). */
const quantize = (raster, { colors, transparentIndex }) => {
  const palette = colors.slice(0, transparentIndex);
  const indices = new Uint8Array(raster.width * raster.height);
  const known = new Map();
  for (let i = 0; i < indices.length; i++) {
    const [r, g, b] = [0, 1, 2].map((c) => Math.round(raster.pixels[i * 3 + c]));
    const key = (r << 16) | (g << 8) | b;
    let index = known.get(key);
    if (index === undefined) {
      let best = Number.POSITIVE_INFINITY;
      palette.forEach(([pr, pg, pb], candidate) => {
        const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
        if (d < best) [best, index] = [d, candidate];
      });
      known.set(key, index);
    }
    indices[i] = index;
  }
  return indices;
};

/** GIF's variable-width LZW, codes packed least significant bit first. */
const lzwEncode = (indices, minCodeSize) => {
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  const bytes = [];
  let [bitBuffer, bitCount] = [0, 0];
  let codeSize = minCodeSize + 1;
  let nextCode = endCode + 1;
  let table = new Map();
  const emit = (code) => {
    bitBuffer |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      bytes.push(bitBuffer & 0xff);
      bitBuffer >>= 8;
      bitCount -= 8;
    }
  };
  emit(clearCode);
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i++) {
    const symbol = indices[i];
    const key = (prefix << 8) | symbol;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (nextCode === 4096) {
      emit(clearCode);
      table = new Map();
      codeSize = minCodeSize + 1;
      nextCode = endCode + 1;
    } else {
      if (nextCode >= 1 << codeSize) codeSize++;
      table.set(key, nextCode++);
    }
    prefix = symbol;
  }
  emit(prefix);
  emit(endCode);
  if (bitCount > 0) bytes.push(bitBuffer & 0xff);
  return bytes;
};

const uint16 = (value) => [value & 0xff, (value >> 8) & 0xff];
const asciiBytes = (text) => [...text].map((char) => char.charCodeAt(0));

/** Splits data into GIF sub-blocks of at most 255 bytes, ended by an empty one. */
const subBlocks = (data) => {
  const out = [];
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.slice(i, i + 255);
    out.push(chunk.length, ...chunk);
  }
  out.push(0);
  return out;
};

/**
 * What a frame adds to the one before: the box around the pixels that changed, with the unchanged
 * pixels inside it transparent. Long transparent runs are what keep the animations small.
 */
const frameDelta = (previous, current, width, transparentIndex) => {
  let [left, top, right, bottom] = [width, Number.POSITIVE_INFINITY, -1, -1];
  for (let i = 0; i < current.length; i++)
    if (previous[i] !== current[i]) {
      const [x, y] = [i % width, Math.floor(i / width)];
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
    }
  if (right < 0) [left, top, right, bottom] = [0, 0, 0, 0]; // nothing changed: one transparent pixel
  const [boxWidth, boxHeight] = [right - left + 1, bottom - top + 1];
  const indices = new Uint8Array(boxWidth * boxHeight);
  for (let y = 0; y < boxHeight; y++)
    for (let x = 0; x < boxWidth; x++) {
      const i = (top + y) * width + left + x;
      indices[y * boxWidth + x] = previous[i] === current[i] ? transparentIndex : current[i];
    }
  return { left, top, width: boxWidth, height: boxHeight, indices };
};

const encodeGif = ({ width, height, palette, frames, delayCentiseconds }) => {
  const tableBits = Math.log2(palette.colors.length);
  const minCodeSize = Math.max(2, tableBits);
  const out = [
    ...asciiBytes('GIF89a'),
    ...uint16(width),
    ...uint16(height),
    0x80 | ((tableBits - 1) << 4) | (tableBits - 1), // global table, its colour resolution and size
    0,
    0,
    ...palette.colors.flat(),
    ...[0x21, 0xff, 11, ...asciiBytes('NETSCAPE2.0'), 3, 1, ...uint16(0), 0], // loop forever
  ];
  frames.forEach((indices, i) => {
    const whole = { left: 0, top: 0, width, height, indices, transparent: false };
    const candidates = [whole];
    if (i > 0)
      candidates.push({
        ...frameDelta(frames[i - 1], indices, width, palette.transparentIndex),
        transparent: true,
      });
    // Whichever compresses smaller: the whole frame, or only its changes over the previous one.
    const [image, data] = candidates
      .map((candidate) => [candidate, lzwEncode(candidate.indices, minCodeSize)])
      .reduce((best, next) => (next[1].length < best[1].length ? next : best));
    const [flags, transparentIndex] = image.transparent ? [0x05, palette.transparentIndex] : [0x04, 0];
    out.push(0x21, 0xf9, 4, flags, ...uint16(delayCentiseconds), transparentIndex, 0); // draw over the last frame
    out.push(
      0x2c,
      ...uint16(image.left),
      ...uint16(image.top),
      ...uint16(image.width),
      ...uint16(image.height),
      0,
    );
    out.push(minCodeSize, ...subBlocks(data));
  });
  out.push(0x3b);
  return Buffer.from(out);
};

const renderGif = ({ size, frameCount, delayCentiseconds, background, colors, shades = 16, drawFrame }) => {
  const palette = rampPalette(background, colors, shades);
  const frames = Array.from({ length: frameCount }, (_, frame) => {
    const raster = createRaster(size, size, background);
    drawFrame(raster, frame / frameCount);
    return quantize(raster, palette);
  });
  return encodeGif({ width: size, height: size, palette, frames, delayCentiseconds });
};

/** a07 "Orrery": planets with fading trails circle a pulsing sun; every orbit closes within the loop. */
const ORRERY = {
  background: '#0b132b',
  orbit: '#2a3a66',
  sun: '#ffd166',
  planets: [
    { radius: 36, size: 6, color: '#5bc0be', turns: 2, phase: 0.1 },
    { radius: 60, size: 9, color: '#ef476f', turns: 1, phase: 0.55 },
    { radius: 84, size: 7, color: '#06d6a0', turns: 1, phase: 0.3 },
    { radius: 106, size: 11, color: '#f4a261', turns: 1, phase: 0.8 },
  ],
  moon: '#e0e6f0',
};

const drawOrrery = (raster, t) => {
  const centre = raster.width / 2;
  const { planets } = ORRERY;
  for (const planet of planets) strokeCircle(raster, centre, centre, planet.radius, 1, ORRERY.orbit);
  const pulse = (t * 2) % 1;
  strokeCircle(raster, centre, centre, 18 + pulse * 16, 2, ORRERY.sun, 0.6 * (1 - pulse));
  fillCircle(raster, centre, centre, 15, ORRERY.sun);
  const position = (planet, time) => {
    const angle = TAU * (planet.turns * time + planet.phase) * (planet.radius > 70 ? -1 : 1);
    return [centre + Math.cos(angle) * planet.radius, centre + Math.sin(angle) * planet.radius];
  };
  for (const planet of planets) {
    for (let ghost = 6; ghost >= 1; ghost--) {
      const [x, y] = position(planet, t - ghost * 0.012);
      fillCircle(raster, x, y, planet.size * (1 - ghost * 0.1), planet.color, 0.32 * (1 - ghost / 7));
    }
    const [x, y] = position(planet, t);
    fillCircle(raster, x, y, planet.size, planet.color);
  }
  const outer = planets[planets.length - 1];
  const [ox, oy] = position(outer, t);
  const moonAngle = TAU * 3 * t;
  fillCircle(raster, ox + Math.cos(moonAngle) * 19, oy + Math.sin(moonAngle) * 19, 3, ORRERY.moon);
};

/** a08 "Bloom": a grid of tiles that swell and morph from circle to square in a wave from the centre. */
const BLOOM = {
  background: '#fbf3e4',
  colors: [WARM.mustard, WARM.orange, WARM.rust, WARM.wine, WARM.brown],
};

const drawBloom = (raster, t) => {
  const cells = 8;
  const s = raster.width / cells;
  for (let row = 0; row < cells; row++)
    for (let col = 0; col < cells; col++) {
      const [cx, cy] = [(col + 0.5) * s, (row + 0.5) * s];
      const d = Math.hypot(col - 3.5, row - 3.5);
      const wave = 0.5 + 0.5 * Math.sin(TAU * (t - d / 5));
      const half = s * (0.16 + 0.24 * wave);
      const color = BLOOM.colors[Math.floor(d * 0.9) % BLOOM.colors.length];
      fillRoundedSquare(raster, cx, cy, half, half * (1 - wave * 0.8), (Math.PI / 4) * (1 - wave), color);
    }
};

// ---------------------------------------------------------------------------------------------------
// Music (a09, a10): pentatonic phrases from a seeded score, synthesised to 16-bit mono PCM.

const SAMPLE_RATE = 11025;
const midiToHz = (midi) => 440 * 2 ** ((midi - 69) / 12);

const TRACKS = {
  'a09.wav': {
    title: 'Tidal Lullaby',
    bpm: 100,
    stepsPerBeat: 2, // eighths
    root: 57, // A3, minor pentatonic
    scale: [0, 3, 5, 7, 10],
    bars: [45, 48, 50, 43], // bass: A2 C3 D3 G2
    restChance: 0.15,
    lead: 'pluck',
    seconds: 9.6,
  },
  'a10.wav': {
    title: 'Lattice Chimes',
    bpm: 120,
    stepsPerBeat: 4, // sixteenths
    root: 62, // D4, major pentatonic
    scale: [0, 2, 4, 7, 9],
    bars: [38, 35, 43, 45], // bass: D2 B1 G2 A2
    restChance: 0.4,
    lead: 'bell',
    seconds: 9,
  },
};

/** The notes of a track: a random walk over two octaves of the scale, a bass note per bar, ticks for a10. */
const composeScore = (file) => {
  const track = TRACKS[file];
  const random = createRandom(file);
  const stepSeconds = 60 / track.bpm / track.stepsPerBeat;
  const pitches = [];
  for (let octave = 0; octave < 2; octave++)
    for (const degree of track.scale) pitches.push(track.root + 12 * octave + degree);
  pitches.push(track.root + 24);
  const stepsPerBar = 4 * track.stepsPerBeat;
  const notes = [];
  let position = 2;
  track.bars.forEach((bass, bar) => {
    const barStart = bar * stepsPerBar * stepSeconds;
    notes.push({ voice: 'bass', time: barStart, midi: bass, velocity: 0.55 });
    for (let step = 0; step < stepsPerBar; step++) {
      const time = barStart + step * stepSeconds;
      if (track.lead === 'bell' && step % 2 === 1)
        notes.push({ voice: 'tick', time, midi: 96, velocity: 0.12 });
      if (step > 0 && random.chance(track.restChance)) continue;
      position = clamp(position + random.pick([-2, -1, -1, 1, 1, 2]), 0, pitches.length - 1);
      if (step === 0) position = 2 + (bar % 2) * 2; // phrases start on a steady note
      const accent = step % track.stepsPerBeat === 0 ? 1 : 0.7;
      notes.push({
        voice: track.lead,
        time,
        midi: pitches[position],
        velocity: 0.5 * accent + random.range(0, 0.1),
      });
    }
  });
  return { track, notes };
};

/** One voice's sample at time t (seconds) after the note starts. */
const VOICES = {
  pluck: {
    length: 1.4,
    sample: (t, hz) =>
      Math.exp(-t / 0.38) * (Math.sin(TAU * hz * t) + 0.3 * Math.sin(2 * TAU * hz * t) * Math.exp(-t / 0.1)),
  },
  bell: {
    length: 1.6,
    sample: (t, hz) => {
      const modulation = 1.6 * Math.exp(-t / 0.25) * Math.sin(TAU * hz * 3.5 * t);
      return Math.exp(-t / 0.5) * Math.sin(TAU * hz * t + modulation);
    },
  },
  bass: {
    length: 2.6,
    sample: (t, hz) => Math.exp(-t / 1.1) * (Math.sin(TAU * hz * t) + 0.2 * Math.sin(2 * TAU * hz * t)),
  },
  tick: { length: 0.05, sample: (t, hz) => Math.exp(-t / 0.012) * Math.sin(TAU * hz * 0.5 * t) },
};

const [ATTACK_SECONDS, RELEASE_SECONDS] = [0.006, 0.04];

const synthesise = ({ track, notes }) => {
  const samples = new Float64Array(Math.round(track.seconds * SAMPLE_RATE));
  for (const note of notes) {
    const voice = VOICES[note.voice];
    const hz = midiToHz(note.midi);
    const start = Math.round(note.time * SAMPLE_RATE);
    const end = Math.min(samples.length, start + Math.round(voice.length * SAMPLE_RATE));
    for (let i = start; i < end; i++) {
      const t = (i - start) / SAMPLE_RATE;
      // Soft edges at both ends: a note that starts or stops on a jump clicks.
      const envelope = Math.min(1, t / ATTACK_SECONDS, (voice.length - t) / RELEASE_SECONDS);
      samples[i] += note.velocity * envelope * voice.sample(t, hz);
    }
  }
  return addEcho(samples, (60 / track.bpm) * 0.75, 0.32);
};

const addEcho = (samples, delaySeconds, feedback) => {
  const delay = Math.round(delaySeconds * SAMPLE_RATE);
  const out = Float64Array.from(samples);
  for (let i = delay; i < out.length; i++) out[i] += out[i - delay] * feedback;
  return out;
};

/** Normalised to a safe peak, faded at the very end, as a 16-bit mono WAV file. */
const encodeWav = (samples) => {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  const fade = Math.round(0.6 * SAMPLE_RATE);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => {
    const tail = Math.min(1, (samples.length - 1 - i) / fade);
    data.writeInt16LE(Math.round(clamp((value / peak) * 0.85 * tail, -1, 1) * 32767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
};

/** a09's cover: the score drawn as a spiral on a record over night water. */
const lullabyPoster = () => {
  const { track, notes } = composeScore('a09.wav');
  const random = createRandom('a09.svg');
  const lead = notes.filter((note) => note.voice === track.lead);
  const pitches = lead.map((note) => note.midi);
  const [low, high] = [Math.min(...pitches), Math.max(...pitches)];
  const [cx, cy] = [300, 270];
  const place = (note) => {
    const angle = -Math.PI / 2 + (TAU * note.time) / (track.seconds - 1);
    const radius = 80 + ((note.midi - low) / (high - low)) * 130 + note.time * 4;
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];
  };
  const grooves = Array.from({ length: 9 }, (_, i) => circle(cx, cy, 70 + i * 20, 'none'));
  const points = lead.map(place);
  const swell = waveCrest(random, 520, 14, 220);
  return svgDocument(
    600,
    [
      linearGradient('sky', [
        [0, '#050d1f'],
        [1, '#123a66'],
      ]),
      glowGradient('halo', '#7fdbff', 0.6),
    ],
    [
      rect(0, 0, 600, 600, 'url(#sky)'),
      circle(cx, cy, 250, 'url(#halo)'),
      circle(cx, cy, 240, '#0a1a33', { stroke: '#7fdbff', 'stroke-opacity': 0.35, 'stroke-width': 1.5 }),
      group({ stroke: '#7fdbff', 'stroke-opacity': 0.12, 'stroke-width': 1 }, grooves),
      path(smoothPath(points), {
        fill: 'none',
        stroke: '#cfe8ff',
        'stroke-opacity': 0.45,
        'stroke-width': 1.2,
      }),
      points.map(([x, y], i) =>
        circle(
          roundTo(x, 1),
          roundTo(y, 1),
          roundTo(3 + lead[i].velocity * 8, 1),
          i % 5 === 0 ? '#f6f1d1' : '#7fdbff',
        ),
      ),
      circle(cx, cy, 36, '#f6f1d1'),
      circle(cx, cy, 5, '#0a1a33'),
      path(`${smoothPath(swell)}L630 620L-30 620Z`, { fill: '#01497c', opacity: 0.9 }),
      path(`${smoothPath(waveCrest(random, 560, 10, 160))}L630 620L-30 620Z`, { fill: '#012a4a' }),
    ],
  );
};

/** a10's cover: the score laid out as a lattice, one cell per sixteenth, a disc where a chime rings. */
const chimesPoster = () => {
  const { track, notes } = composeScore('a10.wav');
  const stepSeconds = 60 / track.bpm / track.stepsPerBeat;
  const lead = notes.filter((note) => note.voice === track.lead);
  const pitches = lead.map((note) => note.midi);
  const [low, high] = [Math.min(...pitches), Math.max(...pitches)];
  const [columns, origin, cell] = [8, 84, 54];
  const colors = [WARM.mustard, WARM.orange, WARM.rust, WARM.wine];
  const centre = (step) => [
    origin + ((step % columns) + 0.5) * cell,
    origin + (Math.floor(step / columns) + 0.5) * cell,
  ];
  const played = new Map(lead.map((note) => [Math.round(note.time / stepSeconds), note]));
  const cells = [];
  for (let step = 0; step < columns * columns; step++) {
    const [x, y] = centre(step);
    const note = played.get(step);
    if (!note) {
      cells.push(circle(x, y, 2.5, WARM.brown, { opacity: 0.35 }));
      continue;
    }
    const height = (note.midi - low) / (high - low);
    const bar = Math.floor(step / (columns * 2));
    cells.push(circle(x, y, roundTo(7 + height * 15, 1), colors[bar]));
    if (step % track.stepsPerBeat === 0)
      cells.push(
        circle(x, y, roundTo(12 + height * 15, 1), 'none', { stroke: colors[bar], 'stroke-width': 1.5 }),
      );
  }
  let grid = '';
  for (let i = 0; i <= columns; i++) {
    const offset = origin + i * cell;
    grid += `M${offset} ${origin}V${origin + columns * cell}M${origin} ${offset}H${origin + columns * cell}`;
  }
  return svgDocument(
    600,
    [],
    [
      rect(0, 0, 600, 600, WARM.cream),
      group(
        { fill: 'none', stroke: WARM.sand, 'stroke-width': 8, opacity: 0.5 },
        [160, 225, 290].map((r) => circle(300, 300, r)),
      ),
      path(grid, { stroke: WARM.brown, 'stroke-opacity': 0.18, 'stroke-width': 1 }),
      cells,
      rect(origin, origin + columns * cell + 22, columns * cell, 6, WARM.brown, { rx: 3, opacity: 0.8 }),
    ],
  );
};

// ---------------------------------------------------------------------------------------------------
// Video (a11, a12): frames rendered here, encoded to VP9 WebM by ffmpeg when it is available.

const VIDEO = { size: 320, fps: 24, seconds: 5 };

/** a11 "Moiré Tide": ripples from two drifting centres; their interference picks an ocean colour. */
const MOIRE_COLORS = ['#03122b', '#01497c', '#2a6f97', '#61a5c2', '#c9f1ff'];
const moireCentres = (t) => {
  const [dx, dy] = [40 * Math.sin(TAU * t), 40 * Math.cos(TAU * t)];
  return [
    [130 + dx, 160 + dy],
    [190 - dx, 160 - dy],
  ];
};

const moireFrame = (rgb, t) => {
  const { size } = VIDEO;
  const centres = moireCentres(t);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [a, b] = centres.map(([cx, cy]) => Math.hypot(x - cx, y - cy));
      const value = 0.5 + 0.25 * Math.sin(a * 0.22 - TAU * 2 * t) + 0.25 * Math.sin(b * 0.22 - TAU * 2 * t);
      const color = rampRgb(MOIRE_COLORS, smoothstep(0.08, 0.92, value));
      rgb.set(color.map(Math.round), (y * size + x) * 3);
    }
};

const moirePoster = () => {
  const scale = 600 / VIDEO.size;
  const rings = moireCentres(0).map(([cx, cy]) =>
    group(
      { fill: 'none', stroke: '#c9f1ff', 'stroke-width': 5, 'stroke-opacity': 0.55 },
      Array.from({ length: 30 }, (_, i) =>
        circle(roundTo(cx * scale, 1), roundTo(cy * scale, 1), 8 + i * 15.2),
      ),
    ),
  );
  return svgDocument(
    600,
    [
      radialGradient('deep', [
        [0, '#2a6f97'],
        [0.6, '#01497c'],
        [1, '#03122b'],
      ]),
    ],
    [rect(0, 0, 600, 600, 'url(#deep)'), rings],
  );
};

/** a12 "Lattice Drift": warm tiles turning a quarter turn each loop, the turn rolling across the grid. */
const DRIFT = { cells: 8, background: WARM.dark, colors: [WARM.mustard, WARM.orange, WARM.rust, WARM.sand] };

const driftTile = (row, col, t, s) => {
  const phase = (row + col) / (2 * DRIFT.cells);
  const turn = smoothstep(0, 1, (((t - phase) % 1) + 1) % 1);
  return {
    cx: (col + 0.5) * s,
    cy: (row + 0.5) * s,
    half: s * 0.3,
    angle: (Math.PI / 2) * turn,
    color: DRIFT.colors[(row * 3 + col) % DRIFT.colors.length],
  };
};

const driftFrame = (rgb, t) => {
  const raster = createRaster(VIDEO.size, VIDEO.size, DRIFT.background);
  const s = VIDEO.size / DRIFT.cells;
  for (let row = 0; row < DRIFT.cells; row++)
    for (let col = 0; col < DRIFT.cells; col++) {
      const tile = driftTile(row, col, t, s);
      fillRoundedSquare(raster, tile.cx, tile.cy, tile.half, 3, tile.angle, tile.color);
      fillCircle(raster, tile.cx, tile.cy, s * 0.09, WARM.cream);
    }
  for (let i = 0; i < rgb.length; i++) rgb[i] = Math.round(raster.pixels[i]);
};

const driftPoster = () => {
  const s = 600 / DRIFT.cells;
  const tiles = [];
  for (let row = 0; row < DRIFT.cells; row++)
    for (let col = 0; col < DRIFT.cells; col++) {
      const { cx, cy, half, angle, color } = driftTile(row, col, 0.3, s);
      tiles.push(
        rect(
          roundTo(cx - half, 1),
          roundTo(cy - half, 1),
          roundTo(2 * half, 1),
          roundTo(2 * half, 1),
          color,
          {
            rx: 5,
            transform: `rotate(${roundTo((angle * 180) / Math.PI, 1)} ${roundTo(cx, 1)} ${roundTo(cy, 1)})`,
          },
        ),
        circle(roundTo(cx, 1), roundTo(cy, 1), roundTo(s * 0.09, 1), WARM.cream),
      );
    }
  return svgDocument(600, [], [rect(0, 0, 600, 600, DRIFT.background), tiles]);
};

const ffmpegAvailable = () => !spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).error;

/** Renders the frames of one loop and has ffmpeg encode them to a silent VP9 WebM. */
const encodeWebm = (file, drawFrame) => {
  const { size, fps, seconds } = VIDEO;
  const frameCount = fps * seconds;
  const frameBytes = size * size * 3;
  const frames = Buffer.alloc(frameBytes * frameCount);
  for (let frame = 0; frame < frameCount; frame++)
    drawFrame(frames.subarray(frame * frameBytes, (frame + 1) * frameBytes), frame / frameCount);
  const workDir = mkdtempSync(join(tmpdir(), 'tessera-nft-'));
  const temporary = join(workDir, file);
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-y'],
    ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${size}x${size}`, '-r', String(fps), '-i', 'pipe:0'],
    ['-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '36', '-deadline', 'good'],
    ['-threads', '1', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact', temporary],
  ].flat();
  const result = spawnSync('ffmpeg', args, {
    input: frames,
    stdio: ['pipe', 'ignore', 'pipe'],
    maxBuffer: 1 << 26,
  });
  try {
    if (result.status !== 0)
      throw new Error(`ffmpeg failed on ${file}: ${result.stderr?.toString() || result.error}`);
    renameOrCopy(temporary, join(OUT_DIR, file));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

const renameOrCopy = (from, to) => {
  try {
    renameSync(from, to);
  } catch {
    writeFileSync(to, readFileSync(from)); // another file system
  }
};

// ---------------------------------------------------------------------------------------------------
// The catalogue: every media file, how it is made, and the manifest over them.

const CATALOGUE = [
  ...TIDAL.map((piece) => ({ file: piece.file, type: 'image', make: () => tidalArtwork(piece) })),
  { file: 'a04.svg', type: 'image', make: latticeTruchet },
  { file: 'a05.svg', type: 'image', make: latticeBauhaus },
  { file: 'a06.svg', type: 'image', make: latticeHalftone },
  {
    file: 'a07.gif',
    type: 'gif',
    make: () =>
      renderGif({
        size: 240,
        frameCount: 36,
        delayCentiseconds: 8,
        background: ORRERY.background,
        colors: [ORRERY.orbit, ORRERY.sun, ...ORRERY.planets.map((planet) => planet.color), ORRERY.moon],
        drawFrame: drawOrrery,
      }),
  },
  {
    file: 'a08.gif',
    type: 'gif',
    make: () =>
      renderGif({
        size: 240,
        frameCount: 30,
        delayCentiseconds: 7,
        background: BLOOM.background,
        colors: BLOOM.colors,
        shades: 8,
        drawFrame: drawBloom,
      }),
  },
  {
    file: 'a09.wav',
    type: 'audio',
    poster: 'a09.svg',
    make: () => encodeWav(synthesise(composeScore('a09.wav'))),
  },
  { file: 'a09.svg', type: 'image', make: lullabyPoster },
  {
    file: 'a10.wav',
    type: 'audio',
    poster: 'a10.svg',
    make: () => encodeWav(synthesise(composeScore('a10.wav'))),
  },
  { file: 'a10.svg', type: 'image', make: chimesPoster },
  { file: 'a11.webm', type: 'video', poster: 'a11.svg', video: moireFrame },
  { file: 'a11.svg', type: 'image', make: moirePoster },
  { file: 'a12.webm', type: 'video', poster: 'a12.svg', video: driftFrame },
  { file: 'a12.svg', type: 'image', make: driftPoster },
  ...CONSTELLATIONS.map((item) => ({
    file: item.file,
    type: 'image',
    make: () => constellationArtwork(item),
  })),
  { file: 'box-cover.svg', type: 'image', make: boxCover },
  { file: 'artist-1.svg', type: 'image', make: artistRings },
  { file: 'artist-2.svg', type: 'image', make: artistBauhaus },
  { file: 'artist-3.svg', type: 'image', make: artistAura },
  { file: 'artist-4.svg', type: 'image', make: artistStripes },
];

const LICENSE_TEXT = `All files in this folder were generated by Tessera's own script
packages/server/scripts/generate-nft-media.mjs (no downloaded or third-party art, sound or video)
and are dedicated to the public domain under Creative Commons CC0 1.0 Universal.

SPDX-License-Identifier: CC0-1.0
https://creativecommons.org/publicdomain/zero/1.0/
`;

const manifestEntry = ({ file, type, poster }) => {
  const bytes = readFileSync(join(OUT_DIR, file));
  return {
    file,
    type,
    poster: poster ?? null,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};

const main = () => {
  mkdirSync(OUT_DIR, { recursive: true });
  const canEncodeVideo = ffmpegAvailable();
  for (const item of CATALOGUE) {
    if (item.video) {
      if (canEncodeVideo) encodeWebm(item.file, item.video);
      else if (existsSync(join(OUT_DIR, item.file)))
        console.log(`${item.file}: ffmpeg not on PATH, kept the committed file`);
      else throw new Error(`${item.file}: ffmpeg is not on PATH and there is no committed file to keep`);
    } else writeFileSync(join(OUT_DIR, item.file), item.make());
  }
  writeFileSync(join(OUT_DIR, 'LICENSE'), LICENSE_TEXT);
  const manifest = CATALOGUE.map(manifestEntry);
  writeFileSync(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = manifest.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const entry of manifest) console.log(`${entry.file.padEnd(14)} ${String(entry.bytes).padStart(8)} B`);
  console.log(`${manifest.length} media files, ${(total / 1024).toFixed(1)} KiB in ${OUT_DIR}`);
};

main();
