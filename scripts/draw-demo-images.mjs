#!/usr/bin/env node
/**
 * Redraws the pictures of the demo catalogue (web/demo/images/*.svg).
 * Dependency-free and deterministic: every run writes the same files.
 *
 *   node scripts/draw-demo-images.mjs
 *
 * Each product of PRODUCTS gets `n` pictures named `<name>-<i>.svg` (i = 1..n),
 * the paths web/demo/catalogue.json references as /media/demo/<name>-<i>.svg.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const OUT_DIR = fileURLToPath(new URL('../web/demo/images/', import.meta.url))
const THEME = { bronze: '#b87333', silver: '#c0c0c0', gold: '#d4af37', diamond: '#7fdfff' }

/* ------------------------------------------------------------------ data -- */

/**
 * kind grade: tier, title · unions: amount · pack: title, content (icon, caption)
 * item: icon · vehicle: style, color, plate · weapon: shape, ammo
 */
export const PRODUCTS = [
  { name: 'grade_vip', kind: 'grade', theme: 'bronze', tier: 1, title: 'VIP', n: 2 },
  { name: 'grade_vip_plus', kind: 'grade', theme: 'silver', tier: 2, title: 'VIP+', n: 2 },
  { name: 'grade_mvp', kind: 'grade', theme: 'gold', tier: 3, title: 'MVP', n: 2 },
  { name: 'grade_elite', kind: 'grade', theme: 'diamond', tier: 4, title: 'ELITE', n: 2 },
  { name: 'grade_prestige', kind: 'grade', theme: 'diamond', tier: 5, title: 'PRESTIGE', n: 3 },

  { name: 'unions_500', kind: 'unions', theme: 'bronze', amount: 500, n: 1 },
  { name: 'unions_1000', kind: 'unions', theme: 'bronze', amount: 1000, n: 1 },
  { name: 'unions_2500', kind: 'unions', theme: 'silver', amount: 2500, n: 1 },
  { name: 'unions_5000', kind: 'unions', theme: 'gold', amount: 5000, n: 1 },
  { name: 'unions_10000', kind: 'unions', theme: 'diamond', amount: 10000, n: 2 },
  { name: 'unions_25000', kind: 'unions', theme: 'diamond', amount: 25000, n: 2 },

  {
    name: 'pack_demarrage',
    kind: 'pack',
    theme: 'bronze',
    title: 'DÉMARRAGE',
    n: 3,
    content: [
      ['money', '25 000 $'],
      ['phone', 'x1'],
      ['repairkit', 'x2'],
      ['medikit', 'x2']
    ]
  },
  {
    name: 'pack_survie',
    kind: 'pack',
    theme: 'bronze',
    title: 'SURVIE',
    n: 2,
    content: [
      ['medikit', 'x3'],
      ['bandage', 'x10'],
      ['parachute', 'x1'],
      ['w:knife', 'Couteau']
    ]
  },
  {
    name: 'pack_mecano',
    kind: 'pack',
    theme: 'silver',
    title: 'MÉCANO',
    n: 3,
    content: [
      ['repairkit', 'x6'],
      ['jerrycan', 'x2'],
      ['drill', 'x1'],
      ['v:suv:#e8a317', 'Dépanneuse']
    ]
  },
  {
    name: 'pack_entrepreneur',
    kind: 'pack',
    theme: 'silver',
    title: 'ENTREPRENEUR',
    n: 4,
    content: [
      ['money', '150 000 $'],
      ['v:suv:#f2f2f2', 'Speedo'],
      ['phone', 'x1'],
      ['radio', 'x2']
    ]
  },
  {
    name: 'pack_gang',
    kind: 'pack',
    theme: 'gold',
    title: 'GANG',
    n: 4,
    content: [
      ['w:pistol', 'Pistolet'],
      ['v:muscle:#6d2bb3', 'Buccaneer'],
      ['lockpick', 'x2'],
      ['bandage', 'x10']
    ]
  },
  {
    name: 'pack_motard',
    kind: 'pack',
    theme: 'gold',
    title: 'MOTARD',
    n: 3,
    content: [
      ['v:bike:#262a33', 'Daemon'],
      ['w:shotgun', 'Canon scié'],
      ['armour', 'x1'],
      ['money', '20 000 $']
    ]
  },
  {
    name: 'pack_luxe',
    kind: 'pack',
    theme: 'diamond',
    title: 'LUXE',
    n: 4,
    content: [
      ['v:sports:#e9e3d3', 'Cognoscenti'],
      ['money', '250 000 $'],
      ['phone', 'x1'],
      ['unions', '500 Unions']
    ]
  },
  {
    name: 'pack_legende',
    kind: 'pack',
    theme: 'diamond',
    title: 'LÉGENDE',
    n: 4,
    content: [
      ['v:super:#c8102e', 'Itali GTB'],
      ['w:rifle', "Fusil d'assaut"],
      ['money', '300 000 $'],
      ['unions', '1 000 Unions']
    ]
  },

  { name: 'repairkit', kind: 'item', theme: 'bronze', icon: 'repairkit', n: 3 },
  { name: 'medikit', kind: 'item', theme: 'bronze', icon: 'medikit', n: 2 },
  { name: 'bandage', kind: 'item', theme: 'bronze', icon: 'bandage', n: 1 },
  { name: 'phone', kind: 'item', theme: 'silver', icon: 'phone', n: 3 },
  { name: 'radio', kind: 'item', theme: 'silver', icon: 'radio', n: 2 },
  { name: 'lockpick', kind: 'item', theme: 'silver', icon: 'lockpick', n: 2 },
  { name: 'armour', kind: 'item', theme: 'gold', icon: 'armour', n: 3 },
  { name: 'jerrycan', kind: 'item', theme: 'bronze', icon: 'jerrycan', n: 1 },
  { name: 'parachute', kind: 'item', theme: 'silver', icon: 'parachute', n: 2 },
  { name: 'drill', kind: 'item', theme: 'gold', icon: 'drill', n: 2 },
  { name: 'binoculars', kind: 'item', theme: 'bronze', icon: 'binoculars', n: 1 },
  { name: 'fireworks', kind: 'item', theme: 'gold', icon: 'fireworks', n: 2 },

  { name: 'faggio', kind: 'vehicle', theme: 'bronze', style: 'scooter', color: '#4fc3a1', plate: 'FAGGIO', n: 3 },
  { name: 'sanchez', kind: 'vehicle', theme: 'bronze', style: 'bike', color: '#f07c1b', plate: 'SANCHEZ', n: 4 },
  { name: 'blista', kind: 'vehicle', theme: 'bronze', style: 'compact', color: '#f2c230', plate: 'BLISTA', n: 4 },
  { name: 'sultanrs', kind: 'vehicle', theme: 'silver', style: 'sedan', color: '#3553c8', plate: 'SULTANRS', n: 5 },
  { name: 'dominator', kind: 'vehicle', theme: 'silver', style: 'muscle', color: '#2e8b57', plate: 'DOMINATR', n: 5 },
  { name: 'baller', kind: 'vehicle', theme: 'silver', style: 'suv', color: '#dfe3e8', plate: 'BALLER', n: 5 },
  { name: 'elegy2', kind: 'vehicle', theme: 'gold', style: 'sports', color: '#7b4bd1', plate: 'ELEGY RH', n: 6 },
  { name: 'comet2', kind: 'vehicle', theme: 'gold', style: 'sports', color: '#c01f2c', plate: 'COMET', n: 5 },
  { name: 't20', kind: 'vehicle', theme: 'diamond', style: 'super', color: '#ef5a1c', plate: 'T20', n: 6 },
  { name: 'zentorno', kind: 'vehicle', theme: 'diamond', style: 'super', color: '#8fd42a', plate: 'ZENTORNO', n: 6 },

  { name: 'weapon_knife', kind: 'weapon', theme: 'bronze', shape: 'knife', ammo: 0, n: 2 },
  { name: 'weapon_pistol', kind: 'weapon', theme: 'bronze', shape: 'pistol', ammo: 120, n: 3, look: { frame: '#5e5240' } },
  { name: 'weapon_combatpistol', kind: 'weapon', theme: 'silver', shape: 'pistol', ammo: 120, n: 4 },
  { name: 'weapon_heavypistol', kind: 'weapon', theme: 'silver', shape: 'pistol', ammo: 90, n: 3, look: { slide: '#a7afb9' } },
  { name: 'weapon_pumpshotgun', kind: 'weapon', theme: 'gold', shape: 'shotgun', ammo: 48, n: 3 },
  { name: 'weapon_smg', kind: 'weapon', theme: 'gold', shape: 'smg', ammo: 180, n: 4 },
  { name: 'weapon_assaultrifle', kind: 'weapon', theme: 'diamond', shape: 'rifle', ammo: 250, n: 4 },
  { name: 'weapon_sniperrifle', kind: 'weapon', theme: 'diamond', shape: 'sniper', ammo: 40, n: 4 }
]

const GRADE_PERKS = {
  unions: [800, 1200, 1600, 2400, 3500],
  aid: [3000, 3500, 5000, 6000, 7500],
  furniture: [40, 100, 140, 200, 280],
  trunk: ['x1,5', 'x2', 'x2', 'x2', 'x2'],
  queue: [400, 750, 1000, 1800, 3400]
}

/* --------------------------------------------------------------- helpers -- */

const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
function mix(a, b, t) {
  const x = rgb(a)
  const y = rgb(b)
  return (
    '#' +
    x
      .map((v, i) =>
        Math.round(v + (y[i] - v) * t)
          .toString(16)
          .padStart(2, '0')
      )
      .join('')
  )
}
const shade = (c, t) => mix(c, '#000000', t)
const tint = (c, t) => mix(c, '#ffffff', t)
const f = (n) => String(Math.round(n * 10) / 10)
const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

/** Seeded generator (FNV-1a seed, mulberry32 steps): same picture on every run. */
function prng(seedText) {
  let h = 2166136261
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return () => {
    h = (h + 0x6d2b79f5) | 0
    let t = Math.imul(h ^ (h >>> 15), h | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Centred bold text; family, weight and anchor are set once on the <svg> element. */
const text = (x, y, size, fill, body, extra = '') =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}"${extra}>${esc(body)}</text>`

function star(cx, cy, r, fill) {
  const pts = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * 0.45 : r
    pts.push(`${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`)
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}"/>`
}

/** A four-pointed glint; the shape #sp is defined once per picture by scene(). */
const sparkle = (x, y, r, o) => `<use href="#sp" transform="translate(${f(x)} ${f(y)}) scale(${f(r)})" opacity="${o}"/>`

/* ------------------------------------------------------------ background -- */

const GLOW = [
  [50, 46],
  [34, 40],
  [66, 38],
  [50, 60],
  [40, 52],
  [62, 54]
]

/** Dark backdrop with a glow of the theme colour; the variant v changes glow, pattern and sparkles. */
function scene(file, theme, v, body, defs = '') {
  const c = THEME[theme]
  const rnd = prng(file)
  const [gx, gy] = GLOW[v % GLOW.length]
  let deco
  if (v % 3 === 0) {
    deco = `<ellipse cx="400" cy="500" rx="340" ry="36" fill="${c}" opacity=".1"/><path d="M0 500H800" stroke="${c}" stroke-opacity=".2"/>`
  } else if (v % 3 === 1) {
    const d = [-200, 0, 200, 400, 600, 800].map((x) => `M${x} 600L${x + 400} 0`).join('')
    deco = `<path d="${d}" stroke="${c}" stroke-opacity=".06" stroke-width="46"/>`
  } else {
    const cx = (gx * 8).toFixed(0)
    const cy = (gy * 6).toFixed(0)
    deco = [130, 210, 290, 370]
      .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${c}" stroke-opacity=".08" stroke-width="2"/>`)
      .join('')
  }
  let sparkles = ''
  const count = 5 + Math.floor(rnd() * 4)
  for (let i = 0; i < count; i++) {
    const x = 30 + rnd() * 740
    const y = 30 + rnd() * 200 + (i % 2) * 330
    sparkles += sparkle(x, Math.min(y, 570), 4 + rnd() * 8, (0.25 + rnd() * 0.5).toFixed(2))
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" font-family="sans-serif" font-weight="700" text-anchor="middle">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${v % 2}" y2="1"><stop offset="0" stop-color="#1d212b"/><stop offset="1" stop-color="#0d0f14"/></linearGradient>` +
    `<radialGradient id="gl" cx="${gx}%" cy="${gy}%" r="55%"><stop offset="0" stop-color="${c}" stop-opacity=".34"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>` +
    `<path id="sp" d="M0 -1Q0 0 1 0Q0 0 0 1Q0 0 -1 0Q0 0 0 -1Z" fill="${tint(c, 0.4)}"/>${defs}</defs>` +
    `<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="url(#gl)"/>${deco}${sparkles}${body}</svg>\n`
  )
}

const paintDefs = (col) =>
  `<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(col, 0.3)}"/><stop offset=".55" stop-color="${col}"/><stop offset="1" stop-color="${shade(col, 0.5)}"/></linearGradient>`

/* -------------------------------------------------------------- vehicles -- */

/** Side profiles facing right, rear at x = 0, ground at y = 0. */
const CAR = {
  super: {
    len: 540,
    wheels: [112, 432],
    r: 44,
    body: 'M0 -34V-64Q2 -76 28 -80L175 -94Q235 -142 300 -148H360Q420 -132 472 -98L522 -88Q540 -82 540 -62V-34Z',
    glass: 'M192 -96Q240 -137 300 -142H350Q398 -130 436 -102Z',
    pillars: [[312, -144, -98]],
    extra: '<path d="M178 -82H236L218 -56H184Z" fill="#0b0c10"/>',
    head: 'M512 -86L538 -78L537 -68L506 -74Z',
    tail: 'M0 -66L16 -72L20 -62L0 -58Z'
  },
  sports: {
    len: 540,
    wheels: [110, 432],
    r: 45,
    body: 'M0 -34V-72Q2 -86 36 -90L150 -102Q210 -152 290 -158H350Q410 -150 462 -106L522 -98Q540 -92 540 -68V-34Z',
    glass: 'M168 -104Q222 -148 290 -152H346Q394 -146 438 -108Z',
    pillars: [[300, -154, -106]],
    extra: '',
    head: 'M514 -96L538 -88V-78L508 -84Z',
    tail: 'M0 -74L20 -80L22 -70L0 -64Z'
  },
  muscle: {
    len: 540,
    wheels: [108, 436],
    r: 46,
    body: 'M0 -34V-86L16 -98L150 -102L205 -150L330 -152L392 -106L528 -100L540 -86V-34Z',
    glass: 'M214 -106L224 -144L322 -146L370 -108Z',
    pillars: [[290, -148, -108]],
    extra: '<path d="M430 -103L468 -112L490 -103Z" fill="#0b0c10"/>',
    head: 'M528 -94L540 -90V-78L526 -80Z',
    tail: 'M0 -86L10 -90V-74L0 -72Z'
  },
  sedan: {
    len: 540,
    wheels: [108, 436],
    r: 44,
    body: 'M0 -34V-82Q4 -98 30 -100L128 -106L186 -162L346 -164L412 -112L518 -106Q540 -102 540 -78V-34Z',
    glass: 'M196 -110L202 -156L340 -158L392 -114Z',
    pillars: [[282, -160, -112]],
    extra: '',
    head: 'M520 -100L540 -94V-82L516 -86Z',
    tail: 'M0 -86L14 -92V-76L0 -74Z'
  },
  compact: {
    len: 470,
    wheels: [96, 378],
    r: 42,
    body: 'M0 -34V-88Q4 -104 30 -106L96 -112L160 -174L330 -178Q384 -154 402 -116L452 -110Q470 -104 470 -82V-34Z',
    glass: 'M170 -116L174 -166L326 -170Q366 -150 382 -118Z',
    pillars: [[262, -172, -118]],
    extra: '',
    head: 'M452 -104L470 -98V-86L448 -90Z',
    tail: 'M0 -92L12 -96V-78L0 -76Z'
  },
  suv: {
    len: 540,
    wheels: [110, 432],
    r: 50,
    body: 'M0 -38V-178Q2 -196 30 -198L330 -200L404 -132L518 -124Q540 -118 540 -94V-38Z',
    glass: 'M34 -140L40 -188L324 -190L384 -136Z',
    pillars: [
      [140, -192, -140],
      [262, -192, -138]
    ],
    extra: '<path d="M44 -206H318" stroke="#2a2e36" stroke-width="8" stroke-linecap="round"/>',
    head: 'M520 -118L540 -112V-98L514 -104Z',
    tail: 'M0 -170L14 -172V-130L0 -128Z'
  }
}

/** rot null: plain wheel without spokes, for small thumbnails. */
function wheel(x, r, rot, rimColor = '#b9c0c9') {
  const cy = -r
  if (rot === null) {
    return `<circle cx="${x}" cy="${cy}" r="${r}" fill="#15171c"/><circle cx="${x}" cy="${cy}" r="${f(r * 0.55)}" fill="${rimColor}"/>`
  }
  let spokes = ''
  for (let i = 0; i < 5; i++) {
    const a = ((rot + i * 72) * Math.PI) / 180
    spokes += `M${f(x + Math.cos(a) * r * 0.16)} ${f(cy + Math.sin(a) * r * 0.16)}L${f(x + Math.cos(a) * r * 0.58)} ${f(cy + Math.sin(a) * r * 0.58)}`
  }
  return (
    `<circle cx="${x}" cy="${cy}" r="${r}" fill="#15171c"/><circle cx="${x}" cy="${cy}" r="${f(r * 0.64)}" fill="#2e3239"/>` +
    `<circle cx="${x}" cy="${cy}" r="${f(r * 0.6)}" fill="none" stroke="${rimColor}" stroke-width="${f(r * 0.1)}"/>` +
    `<path d="${spokes}" stroke="${rimColor}" stroke-width="${f(r * 0.13)}" stroke-linecap="round"/><circle cx="${x}" cy="${cy}" r="${f(r * 0.16)}" fill="${rimColor}"/>`
  )
}

/** Car or motorbike seen from the side, facing right, in local units (ground y = 0). */
function vehicleSide(style, col, rot) {
  if (style === 'bike') {
    const knobs = (x) => `<circle cx="${x}" cy="-64" r="60" fill="none" stroke="#15171c" stroke-width="12" stroke-dasharray="7 5"/>`
    return {
      len: 470,
      x0: -64,
      svg:
        `<path d="M66 -64L190 -96" stroke="#2a2e36" stroke-width="14" stroke-linecap="round"/>` +
        `<path d="M196 -92Q150 -104 40 -126" fill="none" stroke="#9aa3ad" stroke-width="9" stroke-linecap="round"/>` +
        knobs(66) +
        wheel(66, 58, rot, '#9aa3ad') +
        knobs(396) +
        wheel(396, 58, rot === null ? null : rot + 20, '#9aa3ad') +
        `<path d="M396 -64L344 -232" stroke="#c9ced6" stroke-width="12" stroke-linecap="round"/>` +
        `<rect x="160" y="-144" width="86" height="72" rx="10" fill="#30343d"/><path d="M172 -128H234M172 -112H234M172 -96H234" stroke="#1b1e24" stroke-width="5"/>` +
        `<path d="M-10 -150L110 -168L150 -146L60 -132Z" fill="url(#p)"/>` +
        `<path d="M130 -170L250 -180L330 -204L350 -176L280 -150L150 -144Z" fill="url(#p)"/>` +
        `<path d="M40 -180L200 -184L204 -170L50 -164Z" fill="#1b1e24"/>` +
        `<path d="M350 -150L440 -120L420 -110L352 -128Z" fill="url(#p)"/>` +
        `<path d="M330 -240L352 -246M322 -236Q338 -250 370 -240" stroke="#2a2e36" stroke-width="8" stroke-linecap="round" fill="none"/>` +
        `<path d="M346 -226L384 -214L378 -184L344 -196Z" fill="${tint(col, 0.2)}"/>`
    }
  }
  if (style === 'scooter') {
    return {
      len: 410,
      x0: -40,
      svg:
        wheel(40, 38, rot, '#c9ced6') +
        wheel(330, 38, rot === null ? null : rot + 30, '#c9ced6') +
        `<path d="M312 -212L330 -38" stroke="#9aa3ad" stroke-width="10"/>` +
        `<path d="M-30 -62Q-40 -140 40 -152H168Q190 -150 186 -122L176 -72Q172 -54 150 -54H-18Q-32 -54 -30 -62Z" fill="url(#p)"/>` +
        `<rect x="150" y="-64" width="120" height="14" rx="6" fill="#2a2e36"/>` +
        `<path d="M246 -50Q262 -150 292 -214H320Q298 -140 294 -50Z" fill="url(#p)"/>` +
        `<path d="M296 -66Q330 -104 366 -66L358 -60Q330 -88 304 -60Z" fill="${col}"/>` +
        `<path d="M20 -166Q20 -178 40 -178L160 -176Q178 -174 172 -154L22 -150Z" fill="#3b2a22"/>` +
        `<path d="M282 -224L344 -228" stroke="#2a2e36" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M296 -226L290 -256M290 -256L304 -262" stroke="#2a2e36" stroke-width="5" stroke-linecap="round"/>` +
        `<circle cx="340" cy="-214" r="12" fill="#f4f1de"/><path d="M-36 -104L-42 -92L-32 -88L-28 -100Z" fill="#e0322c"/>`
    }
  }
  const c = CAR[style]
  let arches = ''
  let wheels = ''
  for (const [i, x] of c.wheels.entries()) {
    const R = c.r + 9
    const dx = Math.sqrt(R * R - (c.r - 34) ** 2)
    arches += `<path d="M${f(x - dx)} -34A${R} ${R} 0 1 1 ${f(x + dx)} -34Z" fill="#0a0b0f"/>`
    wheels += wheel(x, c.r, rot === null ? null : rot + i * 31)
  }
  const pillars = c.pillars
    .map(([x, top, bottom]) => `<path d="M${x} ${top}V${bottom}" stroke="${tint(col, 0.1)}" stroke-width="9"/>`)
    .join('')
  return {
    len: c.len,
    x0: 0,
    svg:
      `<path d="${c.body}" fill="url(#p)"/><path d="${c.glass}" fill="#1a2230"/>` +
      `<path d="${c.glass}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="3"/>${pillars}${c.extra}` +
      `<path d="M${c.wheels[0] + 60} -40H${c.wheels[1] - 60}" stroke="${shade(col, 0.55)}" stroke-width="6"/>` +
      `<path d="${c.head}" fill="#f4f1de"/><path d="${c.tail}" fill="#e0322c"/>${arches}${wheels}`
  }
}

function placedSide(style, col, { cx = 400, ground = 452, width = 600, mirror = false, rot }) {
  const side = vehicleSide(style, col, rot)
  const s = width / side.len
  const left = cx - (side.len * s) / 2 - side.x0 * s
  const tr = mirror ? `translate(${f(cx * 2 - left)} ${ground}) scale(${f(-s)} ${f(s)})` : `translate(${f(left)} ${ground}) scale(${f(s)})`
  return `<ellipse cx="${cx}" cy="${ground + 4}" rx="${f(width / 2 + 20)}" ry="${f(width / 40)}" fill="#000" opacity=".55"/><g transform="${tr}">${side.svg}</g>`
}

const FRONT_SIZE = { super: [400, 130], sports: [380, 145], muscle: [380, 150], sedan: [370, 160], compact: [330, 175], suv: [380, 215] }

function carFrontOrRear(style, col, theme, plate, rear) {
  const [W, H] = FRONT_SIZE[style]
  const cx = 400
  const g = 470
  const L = cx - W / 2
  const R = cx + W / 2
  const belt = g - H * 0.58
  const roof = g - H * 1.55
  const acc = THEME[theme]
  const lamp = rear ? '#e0322c' : '#f4f1de'
  const lampShape = (dir) => {
    const x0 = dir > 0 ? L + 22 : R - 22
    const x1 = cx - dir * (W * 0.2)
    return `<path d="M${f(x0)} ${f(belt + 16)}L${f(x1)} ${f(belt + 24)}L${f(x1 + dir * 4)} ${f(belt + 40)}L${f(x0 + dir * 6)} ${f(belt + 36)}Z" fill="${lamp}"/>`
  }
  let face
  if (rear) {
    face =
      `<path d="M${f(L + W * 0.3)} ${f(belt + 26)}H${f(R - W * 0.3)}" stroke="#a01d18" stroke-width="6"/>` +
      `<rect x="${cx - 62}" y="${f(belt + 46)}" width="124" height="34" rx="5" fill="#eef1f4"/>` +
      text(cx, belt + 71, 20, '#1c2a6b', plate) +
      `<circle cx="${f(L + 60)}" cy="${g - 22}" r="9" fill="#0b0c10"/><circle cx="${f(R - 60)}" cy="${g - 22}" r="9" fill="#0b0c10"/>`
  } else {
    face =
      `<rect x="${f(cx - W * 0.17)}" y="${f(belt + 30)}" width="${f(W * 0.34)}" height="42" rx="10" fill="#101115"/>` +
      `<path d="M${f(cx - W * 0.15)} ${f(belt + 44)}H${f(cx + W * 0.15)}M${f(cx - W * 0.15)} ${f(belt + 58)}H${f(cx + W * 0.15)}" stroke="#2e3239" stroke-width="4"/>` +
      `<circle cx="${cx}" cy="${f(belt + 51)}" r="10" fill="${acc}"/>` +
      `<rect x="${f(L + 40)}" y="${g - 44}" width="${W - 80}" height="16" rx="8" fill="#101115"/>`
  }
  return (
    `<ellipse cx="${cx}" cy="${g + 2}" rx="${f(W / 2 + 40)}" ry="14" fill="#000" opacity=".55"/>` +
    `<rect x="${f(L + 16)}" y="${g - 64}" width="56" height="64" rx="10" fill="#101115"/><rect x="${f(R - 72)}" y="${g - 64}" width="56" height="64" rx="10" fill="#101115"/>` +
    `<path d="M${f(L + 38)} ${f(belt)}L${f(L + W * 0.2)} ${f(roof + 6)}Q${f(L + W * 0.22)} ${f(roof)} ${f(L + W * 0.27)} ${f(roof)}H${f(R - W * 0.27)}Q${f(R - W * 0.22)} ${f(roof)} ${f(R - W * 0.2)} ${f(roof + 6)}L${f(R - 38)} ${f(belt)}Z" fill="${shade(col, 0.12)}"/>` +
    `<path d="M${f(L + 56)} ${f(belt - 4)}L${f(L + W * 0.22 + 4)} ${f(roof + 14)}H${f(R - W * 0.22 - 4)}L${f(R - 56)} ${f(belt - 4)}Z" fill="#1a2230"/>` +
    `<path d="M${f(L + W * 0.3)} ${f(belt - 8)}L${f(L + W * 0.45)} ${f(roof + 16)}H${f(L + W * 0.52)}L${f(L + W * 0.37)} ${f(belt - 8)}Z" fill="#fff" opacity=".1"/>` +
    `<path d="M${f(L + 44)} ${f(belt - 12)}L${f(L + 6)} ${f(belt - 22)}L${f(L + 8)} ${f(belt - 4)}ZM${f(R - 44)} ${f(belt - 12)}L${f(R - 6)} ${f(belt - 22)}L${f(R - 8)} ${f(belt - 4)}Z" fill="${col}"/>` +
    `<path d="M${L} ${g - 26}V${f(belt + 22)}Q${L} ${f(belt)} ${f(L + 30)} ${f(belt - 4)}H${f(R - 30)}Q${R} ${f(belt)} ${R} ${f(belt + 22)}V${g - 26}Q${R} ${g - 14} ${R - 16} ${g - 14}H${L + 16}Q${L} ${g - 14} ${L} ${g - 26}Z" fill="url(#p)"/>` +
    lampShape(1) +
    lampShape(-1) +
    face
  )
}

function scooterFront(col) {
  const cx = 400
  const g = 480
  return (
    `<ellipse cx="${cx}" cy="${g + 2}" rx="130" ry="14" fill="#000" opacity=".55"/>` +
    `<rect x="${cx - 20}" y="${g - 100}" width="40" height="100" rx="16" fill="#15171c"/>` +
    `<path d="M${cx - 36} ${g - 84}Q${cx} ${g - 124} ${cx + 36} ${g - 84}L${cx + 28} ${g - 64}Q${cx} ${g - 94} ${cx - 28} ${g - 64}Z" fill="${col}"/>` +
    `<path d="M${cx - 74} ${g - 112}L${cx - 50} ${g - 310}H${cx + 50}L${cx + 74} ${g - 112}Q${cx} ${g - 94} ${cx - 74} ${g - 112}Z" fill="url(#p)"/>` +
    `<path d="M${cx - 10} ${g - 300}H${cx + 10}L${cx + 6} ${g - 250}H${cx - 6}Z" fill="#2a2e36"/>` +
    `<path d="M${cx - 120} ${g - 330}Q${cx} ${g - 352} ${cx + 120} ${g - 330}" stroke="#2a2e36" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx - 96} ${g - 334}L${cx - 110} ${g - 384}M${cx + 96} ${g - 334}L${cx + 110} ${g - 384}" stroke="#2a2e36" stroke-width="5"/>` +
    `<ellipse cx="${cx - 112}" cy="${g - 392}" rx="18" ry="11" fill="#2a2e36"/><ellipse cx="${cx + 112}" cy="${g - 392}" rx="18" ry="11" fill="#2a2e36"/>` +
    `<circle cx="${cx}" cy="${g - 342}" r="30" fill="${col}"/><circle cx="${cx}" cy="${g - 342}" r="21" fill="#f4f1de"/>`
  )
}

function bikeFrontOrRear(style, col, plate, rear) {
  if (style === 'scooter' && !rear) return scooterFront(col)
  const cx = 400
  const g = 480
  const wide = style === 'bike'
  const bar = wide ? 150 : 110
  const light = rear
    ? `<rect x="${cx - 30}" y="${g - 236}" width="60" height="22" rx="8" fill="#e0322c"/><rect x="${cx - 44}" y="${g - 208}" width="88" height="30" rx="4" fill="#eef1f4"/>` +
      text(cx, g - 186, 16, '#1c2a6b', plate)
    : wide
      ? `<path d="M${cx - 56} ${g - 300}H${cx + 56}L${cx + 46} ${g - 220}H${cx - 46}Z" fill="url(#p)"/>` +
        text(cx, g - 246, 40, '#15171c', '42')
      : `<circle cx="${cx}" cy="${g - 250}" r="26" fill="#f4f1de"/><path d="M${cx - 50} ${g - 210}H${cx + 50}L${cx + 36} ${g - 90}H${cx - 36}Z" fill="url(#p)"/>`
  return (
    `<ellipse cx="${cx}" cy="${g + 2}" rx="150" ry="14" fill="#000" opacity=".55"/>` +
    `<path d="M${cx - 90} ${g - 250}Q${cx} ${g - 200} ${cx + 90} ${g - 250}L${cx + 70} ${g - 170}H${cx - 70}Z" fill="url(#p)"/>` +
    `<rect x="${cx - 22}" y="${g - 150}" width="44" height="150" rx="20" fill="#15171c"/>` +
    `<path d="M${cx - 30} ${g - 110}L${cx - 34} ${g - 290}M${cx + 30} ${g - 110}L${cx + 34} ${g - 290}" stroke="#c9ced6" stroke-width="12"/>` +
    `<path d="M${cx - 40} ${g - 150}Q${cx} ${g - 176} ${cx + 40} ${g - 150}" stroke="${col}" stroke-width="16" fill="none"/>` +
    `<path d="M${cx - bar} ${g - 300}Q${cx} ${g - 326} ${cx + bar} ${g - 300}" stroke="#2a2e36" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx - bar + 20} ${g - 306}L${cx - bar + 6} ${g - 360}M${cx + bar - 20} ${g - 306}L${cx + bar - 6} ${g - 360}" stroke="#2a2e36" stroke-width="5"/>` +
    `<ellipse cx="${cx - bar + 4}" cy="${g - 368}" rx="20" ry="12" fill="#2a2e36"/><ellipse cx="${cx + bar - 4}" cy="${g - 368}" rx="20" ry="12" fill="#2a2e36"/>` +
    light
  )
}

const TOP_CABIN = {
  super: [0.34, 0.4, 0.58, 0.68],
  sports: [0.3, 0.36, 0.6, 0.7],
  muscle: [0.3, 0.36, 0.58, 0.68],
  sedan: [0.24, 0.32, 0.6, 0.7],
  compact: [0.16, 0.24, 0.6, 0.7],
  suv: [0.06, 0.1, 0.62, 0.72]
}

function carTop(style, col, theme) {
  const L = style === 'compact' ? 420 : 480
  const Wd = style === 'suv' ? 220 : 200
  const x0 = 400 - L / 2
  const y0 = 300 - Wd / 2
  const [rw, r0, r1, ws] = TOP_CABIN[style]
  const X = (t) => f(x0 + L * t)
  const tyres = [x0 + L * 0.16, x0 + L * 0.74]
    .map((x) => `<rect x="${f(x)}" y="${y0 - 14}" width="${f(L * 0.14)}" height="${Wd + 28}" rx="10" fill="#101115"/>`)
    .join('')
  const stripe =
    theme === 'gold' || theme === 'diamond'
      ? `<path d="M${x0 + 20} 290H${x0 + L - 12}M${x0 + 20} 310H${x0 + L - 12}" stroke="${THEME[theme]}" stroke-width="10" opacity=".8"/>`
      : ''
  return (
    `<ellipse cx="410" cy="320" rx="${L / 2 + 20}" ry="${Wd / 2 + 14}" fill="#000" opacity=".45"/>${tyres}` +
    `<rect x="${x0}" y="${y0}" width="${L}" height="${Wd}" rx="${f(Wd * 0.36)}" fill="${col}"/>` +
    `<rect x="${x0 + 8}" y="${y0 + 8}" width="${L - 16}" height="${Wd - 16}" rx="${f(Wd * 0.3)}" fill="url(#p)" opacity=".6"/>${stripe}` +
    `<path d="M${X(r1)} ${y0 + 26}L${X(ws)} ${y0 + 42}V${y0 + Wd - 42}L${X(r1)} ${y0 + Wd - 26}Z" fill="#1a2230"/>` +
    `<path d="M${X(r0)} ${y0 + 26}L${X(rw)} ${y0 + 44}V${y0 + Wd - 44}L${X(r0)} ${y0 + Wd - 26}Z" fill="#1a2230"/>` +
    `<rect x="${X(r0)}" y="${y0 + 22}" width="${f(L * (r1 - r0))}" height="${Wd - 44}" rx="14" fill="${tint(col, 0.12)}"/>` +
    `<path d="M${X(0.8)} ${y0 + 42}Q${X(0.9)} 300 ${X(0.8)} ${y0 + Wd - 42}" stroke="${shade(col, 0.3)}" stroke-width="4" fill="none"/>` +
    `<ellipse cx="${X(r1 + 0.02)}" cy="${y0 - 8}" rx="16" ry="9" fill="${col}"/><ellipse cx="${X(r1 + 0.02)}" cy="${y0 + Wd + 8}" rx="16" ry="9" fill="${col}"/>` +
    `<rect x="${x0 + L - 16}" y="${y0 + 26}" width="10" height="34" rx="4" fill="#f4f1de"/><rect x="${x0 + L - 16}" y="${y0 + Wd - 60}" width="10" height="34" rx="4" fill="#f4f1de"/>` +
    `<rect x="${x0 + 6}" y="${y0 + 24}" width="10" height="40" rx="4" fill="#e0322c"/><rect x="${x0 + 6}" y="${y0 + Wd - 64}" width="10" height="40" rx="4" fill="#e0322c"/>`
  )
}

function wheelCloseUp(style, col, theme, rot) {
  const cx = 420
  const cy = 360
  const bike = style === 'bike' || style === 'scooter'
  let rim
  if (bike) {
    let d = ''
    for (let i = 0; i < 24; i++) {
      const a = ((rot + i * 15) * Math.PI) / 180
      d += `M${f(cx + Math.cos(a) * 30)} ${f(cy + Math.sin(a) * 30)}L${f(cx + Math.cos(a + 0.5) * 168)} ${f(cy + Math.sin(a + 0.5) * 168)}`
    }
    rim = `<path d="${d}" stroke="#c9ced6" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="172" fill="none" stroke="#c9ced6" stroke-width="14"/>`
  } else {
    let d = ''
    for (let i = 0; i < 5; i++) {
      for (const off of [-7, 7]) {
        const a = ((rot + i * 72 + off) * Math.PI) / 180
        d += `M${f(cx + Math.cos(a) * 40)} ${f(cy + Math.sin(a) * 40)}L${f(cx + Math.cos(a) * 166)} ${f(cy + Math.sin(a) * 166)}`
      }
    }
    rim = `<path d="${d}" stroke="#c9ced6" stroke-width="18" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="172" fill="none" stroke="#c9ced6" stroke-width="16"/><circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="#7d848e" stroke-width="3"/>`
  }
  let holes = ''
  for (let i = 0; i < 14; i++) {
    const a = (i * 2 * Math.PI) / 14
    holes += `<circle cx="${f(cx + Math.cos(a) * 118)}" cy="${f(cy + Math.sin(a) * 118)}" r="6" fill="#3a3e45"/>`
  }
  let nuts = ''
  for (let i = 0; i < 5; i++) {
    const a = ((rot + 36 + i * 72) * Math.PI) / 180
    nuts += `<circle cx="${f(cx + Math.cos(a) * 30)}" cy="${f(cy + Math.sin(a) * 30)}" r="6" fill="#6b7079"/>`
  }
  const a0 = (-80 * Math.PI) / 180
  const a1 = (-30 * Math.PI) / 180
  const caliper = `<path d="M${f(cx + Math.cos(a0) * 132)} ${f(cy + Math.sin(a0) * 132)}A132 132 0 0 1 ${f(cx + Math.cos(a1) * 132)} ${f(cy + Math.sin(a1) * 132)}" stroke="${THEME[theme]}" stroke-width="40" stroke-linecap="round" fill="none"/>`
  const tyre = bike
    ? `<circle cx="${cx}" cy="${cy}" r="205" fill="#141519"/><circle cx="${cx}" cy="${cy}" r="214" fill="none" stroke="#141519" stroke-width="22" stroke-dasharray="16 12"/>`
    : `<circle cx="${cx}" cy="${cy}" r="230" fill="#141519"/><circle cx="${cx}" cy="${cy}" r="206" fill="none" stroke="#23262d" stroke-width="6"/>`
  return (
    `<path d="M0 0H800V330Q780 80 420 80Q60 80 40 360H0Z" fill="url(#p)"/><circle cx="${cx}" cy="${cy}" r="252" fill="#07080b"/>` +
    tyre +
    `<circle cx="${cx}" cy="${cy}" r="150" fill="#6b7079"/><circle cx="${cx}" cy="${cy}" r="60" fill="#4a4f57"/>${holes}${caliper}${rim}` +
    `<circle cx="${cx}" cy="${cy}" r="44" fill="#c9ced6"/><circle cx="${cx}" cy="${cy}" r="20" fill="${THEME[theme]}"/>${nuts}`
  )
}

function drawVehicle(p, v, file) {
  const rot = Math.floor(prng(file)() * 72)
  const bike = p.style === 'bike' || p.style === 'scooter'
  const views = bike ? ['side', 'mirror', 'front', 'wheel'] : ['side', 'mirror', 'front', 'rear', 'top', 'wheel']
  let body
  switch (views[v]) {
    case 'side':
      body = placedSide(p.style, p.color, { rot })
      break
    case 'mirror':
      body = placedSide(p.style, p.color, { mirror: true, width: 660, ground: 470, rot })
      break
    case 'front':
      body = bike ? bikeFrontOrRear(p.style, p.color, p.plate, false) : carFrontOrRear(p.style, p.color, p.theme, p.plate, false)
      break
    case 'rear':
      body = carFrontOrRear(p.style, p.color, p.theme, p.plate, true)
      break
    case 'top':
      body = carTop(p.style, p.color, p.theme)
      break
    default:
      body = wheelCloseUp(p.style, p.color, p.theme, rot)
  }
  return scene(file, p.theme, v, body, paintDefs(p.color))
}

/* --------------------------------------------------------------- weapons -- */

const S = '#3b414c'
const SD = '#262a32'
const SL = '#59616e'
const WOOD = '#7a4a26'
const WOODD = '#5a351a'

const WEAPON = {
  pistol: {
    w: 312,
    h: 210,
    svg: (a, o = {}) =>
      `<path d="M16 60H124L100 196Q98 208 86 208H6Q-6 208 -4 196Z" fill="${o.frame ?? SD}"/>` +
      `<path d="M26 90H112M22 118H108M18 146H104M14 174H100" stroke="#1a1d23" stroke-width="6"/>` +
      `<path d="M124 62V84Q124 106 150 106H178Q188 106 188 96V62" fill="none" stroke="${SD}" stroke-width="9"/>` +
      `<path d="M148 62Q152 82 142 94" fill="none" stroke="#1a1d23" stroke-width="7" stroke-linecap="round"/>` +
      `<rect x="10" y="44" width="292" height="20" fill="${o.frame ?? SD}"/><path d="M0 8Q0 0 8 0H298Q306 0 306 8V46H0Z" fill="${o.slide ?? S}"/>` +
      `<path d="M8 5H298" stroke="${tint(o.slide ?? S, 0.2)}" stroke-width="4"/><path d="M22 12V38M32 12V38M42 12V38M52 12V38M62 12V38" stroke="#1f2329" stroke-width="4"/>` +
      `<path d="M110 24H280" stroke="${a}" stroke-width="5" stroke-linecap="round"/><rect x="300" y="14" width="10" height="18" fill="#111"/>`
  },
  smg: {
    w: 462,
    h: 228,
    svg: (a) =>
      `<path d="M92 36H30Q16 36 14 50L4 112Q2 122 12 122H34L44 76H92Z" fill="${SD}"/>` +
      `<rect x="130" y="8" width="190" height="14" fill="${SD}"/><path d="M132 15H318" stroke="#1a1d23" stroke-width="14" stroke-dasharray="6 6"/>` +
      `<path d="M196 98H246L232 196Q230 206 220 206H190Q180 206 182 196Z" fill="${SD}"/>` +
      `<path d="M290 98H330L336 226H298Z" fill="${SD}"/><rect x="297" y="204" width="38" height="10" fill="${a}"/>` +
      `<path d="M246 100V112Q246 134 270 134H290" fill="none" stroke="${SD}" stroke-width="8"/>` +
      `<path d="M88 28Q88 20 96 20H352Q360 20 360 28V98H88Z" fill="${S}"/><path d="M96 25H352" stroke="${SL}" stroke-width="4"/>` +
      `<rect x="250" y="40" width="60" height="16" rx="3" fill="#1a1d23"/><path d="M110 76H340" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="360" y="48" width="70" height="20" fill="${SD}"/><rect x="430" y="44" width="32" height="28" rx="3" fill="${S}"/>`
  },
  rifle: {
    w: 622,
    h: 232,
    svg: (a) =>
      `<path d="M0 54Q0 46 8 46L156 52V100L24 146Q6 150 2 136Z" fill="${WOOD}"/><path d="M20 60L140 64" stroke="${WOODD}" stroke-width="4"/>` +
      `<path d="M222 100H262L250 180Q248 190 238 190H212Q202 190 204 180Z" fill="${WOOD}"/>` +
      `<path d="M300 100H352Q362 160 398 206L352 232Q310 180 300 100Z" fill="${SD}"/><path d="M352 232L398 206" stroke="${a}" stroke-width="8"/>` +
      `<path d="M262 102V112Q262 132 284 132H300" fill="none" stroke="${SD}" stroke-width="8"/>` +
      `<path d="M150 40H402V100H150Z" fill="${S}"/><path d="M160 40Q160 30 172 30H392V40Z" fill="${SL}"/>` +
      `<path d="M180 62H290" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="402" y="34" width="140" height="12" rx="4" fill="${SD}"/><path d="M402 48H510V94H402Z" fill="${WOOD}"/><path d="M418 62H494M418 78H494" stroke="${WOODD}" stroke-width="4"/>` +
      `<rect x="510" y="60" width="100" height="12" fill="${SD}"/><path d="M560 34H572V60H560Z" fill="${SD}"/><rect x="606" y="56" width="16" height="20" fill="${S}"/>`
  },
  shotgun: {
    w: 640,
    h: 140,
    svg: (a) =>
      `<path d="M0 72Q0 62 10 60L172 52V98L70 116L14 138Q0 142 0 128Z" fill="${WOOD}"/>` +
      `<path d="M204 98V108Q204 128 228 128H256" fill="none" stroke="${SD}" stroke-width="8"/><path d="M226 98Q230 112 222 120" stroke="#1a1d23" stroke-width="6" fill="none"/>` +
      `<path d="M168 46Q168 40 176 40H300V98H168Z" fill="${S}"/><path d="M190 62H288" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="300" y="46" width="340" height="14" fill="${SD}"/><rect x="300" y="62" width="300" height="14" fill="${S}"/>` +
      `<rect x="380" y="56" width="130" height="36" rx="10" fill="${WOOD}"/><path d="M396 64V86M412 64V86M428 64V86M444 64V86M460 64V86M476 64V86M492 64V86" stroke="${WOODD}" stroke-width="5"/>` +
      `<circle cx="632" cy="44" r="5" fill="${a}"/>`
  },
  sniper: {
    w: 708,
    h: 186,
    svg: (a) =>
      `<path d="M0 62Q0 54 8 54H206L212 110H126L88 150H12Q0 150 0 138Z" fill="${SD}"/><path d="M26 54H170" stroke="${a}" stroke-width="6"/>` +
      `<path d="M250 104H290L278 170Q276 180 266 180H240Q230 180 232 170Z" fill="${SD}"/><rect x="312" y="104" width="40" height="40" fill="${SD}"/>` +
      `<path d="M290 106V114Q290 132 310 132" fill="none" stroke="${SD}" stroke-width="8"/>` +
      `<path d="M200 56H386V104H200Z" fill="${S}"/><rect x="386" y="66" width="290" height="14" fill="${SD}"/><rect x="676" y="58" width="32" height="30" rx="4" fill="${S}"/>` +
      `<path d="M500 80L468 160M512 80L544 160" stroke="${SD}" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="250" y="40" width="14" height="18" fill="${SD}"/><rect x="340" y="40" width="14" height="18" fill="${SD}"/>` +
      `<rect x="292" y="-4" width="22" height="22" rx="3" fill="${SD}"/>` +
      `<path d="M186 10H232L252 18H356L376 4H430V50H376L356 36H252L232 44H186Z" fill="${SL}"/><rect x="426" y="6" width="8" height="42" fill="${a}"/>`
  },
  knife: {
    w: 482,
    h: 120,
    svg: (a) =>
      `<path d="M22 40H152V82H22Q2 82 2 61Q2 40 22 40Z" fill="#2a2218"/><path d="M40 40V82M64 40V82M88 40V82M112 40V82" stroke="#1a140e" stroke-width="5"/>` +
      `<circle cx="10" cy="61" r="10" fill="${a}"/><rect x="150" y="18" width="16" height="86" rx="4" fill="${a}"/>` +
      `<path d="M166 36H420Q466 44 480 62Q432 86 380 88H166Z" fill="#cfd6de"/>` +
      `<path d="M166 80H380Q430 78 472 62" stroke="#f2f5f8" stroke-width="4" fill="none"/><path d="M180 52H360" stroke="#9aa3ad" stroke-width="5"/>`
  }
}

/** A weapon fitted in a box (x, y, w, h), optionally mirrored and rotated around the box centre. */
function placedWeapon(shape, acc, box, { mirror = false, angle = 0, look = {} } = {}) {
  const wp = WEAPON[shape]
  const s = Math.min(box.w / wp.w, box.h / wp.h)
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const inner = mirror
    ? `translate(${f(cx + (wp.w * s) / 2)} ${f(cy - (wp.h * s) / 2)}) scale(${f(-s)} ${f(s)})`
    : `translate(${f(cx - (wp.w * s) / 2)} ${f(cy - (wp.h * s) / 2)}) scale(${f(s)})`
  const g = `<g transform="${inner}">${wp.svg(acc, look)}</g>`
  return angle ? `<g transform="rotate(${angle} ${f(cx)} ${f(cy)})">${g}</g>` : g
}

function bullets(n, cx, y, acc, label) {
  let out = ''
  const gap = 34
  const x0 = cx - ((n - 1) * gap) / 2
  for (let i = 0; i < n; i++) {
    const x = x0 + i * gap - 9
    out += `<rect x="${f(x)}" y="${y}" width="18" height="44" rx="2" fill="#c99a3a"/><rect x="${f(x)}" y="${y + 38}" width="18" height="6" fill="#8f6c22"/><path d="M${f(x)} ${y}Q${f(x + 9)} ${y - 26} ${f(x + 18)} ${y}Z" fill="#b0703a"/>`
  }
  return out + text(cx, y + 96, 34, acc, label)
}

function drawWeapon(p, v, file) {
  const acc = THEME[p.theme]
  const look = p.look ?? {}
  const wide = { x: 90, y: 150, w: 620, h: 300 }
  let body
  if (v === 0) body = `<ellipse cx="400" cy="470" rx="300" ry="18" fill="#000" opacity=".5"/>` + placedWeapon(p.shape, acc, wide, { look })
  else if (v === 1) body = placedWeapon(p.shape, acc, { x: 60, y: 120, w: 680, h: 340 }, { mirror: true, angle: -12, look })
  else if (v === 2) {
    if (p.ammo > 0) {
      body = placedWeapon(p.shape, acc, { x: 130, y: 70, w: 540, h: 240 }, { look }) + bullets(8, 400, 380, acc, `${p.ammo} munitions`)
    } else {
      body = placedWeapon(p.shape, acc, { x: 80, y: 140, w: 640, h: 320 }, { angle: -35, look })
    }
  } else {
    const rings = [200, 140, 80]
      .map(
        (r, i) => `<circle cx="400" cy="300" r="${r}" fill="none" stroke="${acc}" stroke-opacity="${0.25 + i * 0.15}" stroke-width="6"/>`
      )
      .join('')
    body =
      rings +
      `<path d="M400 60V200M400 400V540M160 300H300M500 300H640" stroke="${acc}" stroke-opacity=".5" stroke-width="4"/>` +
      placedWeapon(p.shape, acc, { x: 110, y: 180, w: 580, h: 240 }, { angle: 8, look })
  }
  return scene(file, p.theme, v, body)
}

/* ----------------------------------------------------------------- items -- */

/** Item pictures drawn in a 300 x 300 box. */
const ICON = {
  repairkit: () =>
    `<path d="M105 92V66Q105 56 115 56H185Q195 56 195 66V92" fill="none" stroke="#4a505c" stroke-width="14"/>` +
    `<rect x="30" y="136" width="240" height="124" rx="12" fill="#b22a20"/><rect x="30" y="88" width="240" height="54" rx="10" fill="#d23b2f"/>` +
    `<rect x="30" y="136" width="240" height="8" fill="#7c1c15"/><rect x="60" y="126" width="26" height="28" rx="4" fill="#c9ced6"/><rect x="214" y="126" width="26" height="28" rx="4" fill="#c9ced6"/>` +
    `<path d="M112 236L172 176" stroke="#f1f1f1" stroke-width="16" stroke-linecap="round"/><circle cx="182" cy="168" r="22" fill="#f1f1f1"/><path d="M182 168L204 146" stroke="#b22a20" stroke-width="14"/>`,
  medikit: () =>
    `<path d="M110 90V66Q110 56 120 56H180Q190 56 190 66V90" fill="none" stroke="#9aa3ad" stroke-width="14"/>` +
    `<rect x="30" y="86" width="240" height="176" rx="22" fill="#eef1f4"/><rect x="30" y="86" width="240" height="34" rx="16" fill="#d7dce2"/>` +
    `<path d="M130 136H170V172H206V212H170V248H130V212H94V172H130Z" fill="#d9302c"/>`,
  bandage: () =>
    `<path d="M206 200Q252 212 272 262L242 274Q230 234 204 228Z" fill="#e6dccb"/>` +
    `<path d="M50 110V230A80 26 0 0 0 210 230V110Z" fill="#e3d8c5"/><path d="M50 150A80 26 0 0 0 210 150M50 190A80 26 0 0 0 210 190" fill="none" stroke="#cbbda5" stroke-width="4"/>` +
    `<ellipse cx="130" cy="110" rx="80" ry="26" fill="#f4eee3"/><ellipse cx="130" cy="110" rx="26" ry="9" fill="#3a342b"/>` +
    `<path d="M122 160H138V176H154V192H138V208H122V192H106V176H122Z" fill="#d9302c"/>`,
  phone: (a) =>
    `<rect x="88" y="20" width="124" height="260" rx="20" fill="#15171c" stroke="#3a3f4a" stroke-width="4"/>` +
    `<rect x="98" y="40" width="104" height="220" rx="8" fill="${shade(a, 0.55)}"/><path d="M98 200L202 96V40H170L98 112Z" fill="#fff" opacity=".08"/>` +
    `<rect x="132" y="28" width="36" height="6" rx="3" fill="#3a3f4a"/>` +
    [0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${110 + c * 30}" y="${64 + r * 34}" width="20" height="20" rx="5" fill="${['#e05a4f', '#4fa3e0', '#5ec46b', a][(r + c) % 4]}"/>`
          )
          .join('')
      )
      .join('') +
    `<rect x="112" y="226" width="76" height="20" rx="10" fill="#fff" opacity=".2"/>`,
  radio: (a) =>
    `<rect x="116" y="6" width="18" height="80" rx="7" fill="#2b2f38"/><rect x="168" y="48" width="20" height="26" rx="4" fill="#4a505c"/>` +
    `<rect x="94" y="68" width="114" height="214" rx="18" fill="#2b2f38"/><rect x="110" y="90" width="82" height="46" rx="6" fill="#9fe3a0"/>` +
    text(151, 122, 24, '#1f4a22', 'CH 1') +
    `<path d="M112 164H190M112 180H190M112 196H190M112 212H190M112 228H190" stroke="#1b1e24" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="206" y="120" width="10" height="56" rx="4" fill="${a}"/><circle cx="151" cy="258" r="8" fill="${a}"/>`,
  lockpick: () =>
    `<path d="M100 140V100A50 50 0 0 1 200 100V140" fill="none" stroke="#aeb6bf" stroke-width="20"/>` +
    `<rect x="70" y="134" width="160" height="132" rx="18" fill="#d4a93a"/><rect x="70" y="134" width="160" height="20" rx="10" fill="#e9c766"/>` +
    `<circle cx="150" cy="194" r="16" fill="#1b1e24"/><path d="M142 200H158L164 236H136Z" fill="#1b1e24"/>` +
    `<path d="M150 204L262 276" stroke="#d9dee4" stroke-width="6" stroke-linecap="round"/><path d="M148 214L246 290" stroke="#9aa3ad" stroke-width="6" stroke-linecap="round"/>`,
  armour: (a) =>
    `<path d="M88 34H128Q150 66 172 34H212L232 88L252 100V268Q150 292 48 268V100L68 88Z" fill="#3b463b"/>` +
    `<rect x="80" y="116" width="140" height="90" rx="12" fill="#2d352e"/><rect x="104" y="132" width="92" height="28" rx="4" fill="#15171c"/>` +
    text(150, 153, 18, '#e8ebf0', 'POLICE') +
    `<rect x="48" y="214" width="204" height="22" fill="${a}" opacity=".9"/><rect x="90" y="244" width="44" height="30" rx="4" fill="#2d352e"/><rect x="166" y="244" width="44" height="30" rx="4" fill="#2d352e"/>`,
  jerrycan: () =>
    `<path d="M200 62L222 30L252 42L232 74Z" fill="#8e221d"/>` +
    `<path d="M70 60H200L240 100V268Q240 280 228 280H72Q60 280 60 268V72Q60 60 70 60Z" fill="#c0302a"/>` +
    `<rect x="80" y="72" width="30" height="22" rx="6" fill="#12141a"/><rect x="124" y="72" width="30" height="22" rx="6" fill="#12141a"/><rect x="168" y="72" width="30" height="22" rx="6" fill="#12141a"/>` +
    `<rect x="80" y="116" width="140" height="146" rx="8" fill="none" stroke="#a3271f" stroke-width="8"/><path d="M86 122L214 256M214 122L86 256" stroke="#a3271f" stroke-width="12"/>`,
  parachute: (a) =>
    `<path d="M30 132L140 240M90 130L145 240M150 130V240M210 130L155 240M270 132L160 240" stroke="#cfd3d8" stroke-width="2"/>` +
    `<path d="M30 132Q150 -12 270 132Q240 116 210 130Q180 116 150 130Q120 116 90 130Q60 116 30 132Z" fill="${a}"/>` +
    `<path d="M150 40Q108 70 90 128M150 40Q192 70 210 128" stroke="#f4f4f4" stroke-width="14" fill="none"/>` +
    `<rect x="126" y="236" width="48" height="50" rx="8" fill="#3b4150"/><rect x="126" y="250" width="48" height="8" fill="${a}"/>`,
  drill: () =>
    `<path d="M108 150H150L140 204H100Z" fill="#2b2f38"/><rect x="80" y="200" width="90" height="46" rx="8" fill="#2b2f38"/><rect x="92" y="212" width="66" height="8" rx="3" fill="#f2b705"/>` +
    `<path d="M60 80H220Q240 80 240 100V130Q240 150 220 150H60Q40 150 40 130V100Q40 80 60 80Z" fill="#f2b705"/>` +
    `<path d="M60 100H110M60 114H110M60 128H110" stroke="#b88a00" stroke-width="5"/><rect x="150" y="150" width="14" height="22" rx="4" fill="#1b1e24"/>` +
    `<rect x="240" y="96" width="28" height="38" rx="4" fill="#3a3f4a"/><path d="M268 108H302L308 115L302 122H268Z" fill="#c9ced6"/>`,
  binoculars: () =>
    `<rect x="64" y="58" width="50" height="38" rx="8" fill="#3a3f4a"/><rect x="186" y="58" width="50" height="38" rx="8" fill="#3a3f4a"/>` +
    `<rect x="48" y="88" width="84" height="168" rx="34" fill="#2b2f38"/><rect x="168" y="88" width="84" height="168" rx="34" fill="#2b2f38"/>` +
    `<rect x="122" y="110" width="56" height="54" rx="8" fill="#3a3f4a"/><rect x="138" y="92" width="24" height="24" rx="6" fill="#59616e"/>` +
    `<ellipse cx="90" cy="252" rx="40" ry="14" fill="#6fb7d8"/><ellipse cx="210" cy="252" rx="40" ry="14" fill="#6fb7d8"/>` +
    `<ellipse cx="80" cy="249" rx="14" ry="4" fill="#fff" opacity=".6"/><ellipse cx="200" cy="249" rx="14" ry="4" fill="#fff" opacity=".6"/>`,
  fireworks: (a) => {
    let burst = ''
    for (let i = 0; i < 12; i++) {
      const t = (i * Math.PI) / 6
      burst += `M${f(220 + Math.cos(t) * 16)} ${f(66 + Math.sin(t) * 16)}L${f(220 + Math.cos(t) * 50)} ${f(66 + Math.sin(t) * 50)}`
    }
    const rocket = (x, y, h, c) =>
      `<path d="M${x + 2} ${y + h}V286" stroke="#a58a5c" stroke-width="4"/><rect x="${x - 18}" y="${y}" width="36" height="${h}" rx="4" fill="${c}"/>` +
      `<path d="M${x - 22} ${y}L${x} ${y - 34}L${x + 22} ${y}Z" fill="#e8ebf0"/><rect x="${x - 18}" y="${y + 16}" width="36" height="8" fill="#fff" opacity=".5"/>`
    return (
      `<path d="${burst}" stroke="${a}" stroke-width="6" stroke-linecap="round"/>` +
      star(90, 60, 20, '#ff7a59') +
      rocket(80, 150, 96, '#d9302c') +
      rocket(150, 120, 120, '#2f6fd6') +
      rocket(220, 160, 88, a)
    )
  },
  money: () =>
    `<rect x="40" y="128" width="220" height="110" rx="10" fill="#245f3c" transform="rotate(-9 150 183)"/>` +
    `<rect x="40" y="112" width="220" height="110" rx="10" fill="#3c9a5f"/><rect x="56" y="126" width="188" height="82" rx="6" fill="none" stroke="#a7dcb6" stroke-width="3"/>` +
    `<circle cx="150" cy="167" r="30" fill="#a7dcb6"/>` +
    text(150, 181, 40, '#245f3c', '$'),
  unions: () =>
    `<circle cx="150" cy="158" r="112" fill="#b8861f"/><circle cx="150" cy="150" r="112" fill="#f1c94c"/><circle cx="150" cy="150" r="84" fill="none" stroke="#c9971c" stroke-width="8"/>` +
    text(150, 186, 100, '#a8781a', 'U')
}

function iconIn(spec, x, y, size, theme) {
  const acc = THEME[theme]
  let inner
  if (spec.startsWith('w:')) {
    inner = placedWeapon(spec.slice(2), acc, { x: 10, y: 80, w: 280, h: 140 }, { angle: -10 })
  } else if (spec.startsWith('v:')) {
    const [, style, col] = spec.split(':')
    const side = vehicleSide(style, col, null)
    // no gradient in thumbnails: #p belongs to the host picture
    const s = 280 / side.len
    inner = `<g transform="translate(${f(150 - (side.len * s) / 2 - side.x0 * s)} 230) scale(${f(s)})">${side.svg.replaceAll('url(#p)', col)}</g>`
  } else {
    inner = ICON[spec](acc)
  }
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(size / 300)})">${inner}</g>`
}

function drawItem(p, v, file) {
  let body
  if (v === 0) body = `<ellipse cx="400" cy="478" rx="180" ry="16" fill="#000" opacity=".5"/>` + iconIn(p.icon, 220, 120, 360, p.theme)
  else if (v === 1) body = `<g transform="rotate(-10 400 300)">${iconIn(p.icon, 210, 100, 380, p.theme)}</g>`
  else {
    body = iconIn(p.icon, 90, 190, 250, p.theme) + iconIn(p.icon, 460, 190, 250, p.theme) + iconIn(p.icon, 250, 110, 300, p.theme)
  }
  return scene(file, p.theme, v, body)
}

/* ----------------------------------------------------------------- packs -- */

function crate(cx, cy, s, theme, title) {
  const acc = THEME[theme]
  const base = mix(acc, '#2a2f3a', 0.62)
  const fs = Math.min(28, Math.floor(170 / title.length))
  const fit = title.length > 5 ? ' textLength="118" lengthAdjust="spacingAndGlyphs"' : ''
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(s)})">` +
    `<ellipse cx="0" cy="150" rx="190" ry="40" fill="#000" opacity=".5"/>` +
    `<path d="M0 -170L170 -90L0 -10L-170 -90Z" fill="${tint(base, 0.18)}"/>` +
    `<path d="M-170 -90L0 -10V160L-170 80Z" fill="${base}"/><path d="M0 -10L170 -90V80L0 160Z" fill="${shade(base, 0.3)}"/>` +
    `<path d="M-85 -130L85 -50M85 -130L-85 -50" stroke="${acc}" stroke-width="16"/>` +
    `<path d="M-85 -50V120M85 -50V120" stroke="${acc}" stroke-width="16"/>` +
    `<path d="M-170 -90L0 -10L170 -90" fill="none" stroke="${tint(base, 0.3)}" stroke-width="3"/>` +
    `<g transform="matrix(1 .47 0 1 -156 -8)"><rect x="0" y="0" width="142" height="44" rx="6" fill="#12141a" stroke="${acc}" stroke-width="3"/>${text(71, 22 + fs * 0.36, fs, acc, title, fit)}</g>` +
    `</g>`
  )
}

function drawPack(p, v, file) {
  const acc = THEME[p.theme]
  let body
  if (v === 0) {
    body = crate(400, 300, 1.05, p.theme, p.title)
  } else if (v === 1) {
    body = text(400, 96, 34, acc, `PACK ${p.title}`, ' letter-spacing="4"')
    p.content.forEach(([spec, caption], i) => {
      const x = 40 + i * 184
      body +=
        `<rect x="${x}" y="150" width="168" height="250" rx="16" fill="#1a1e27" stroke="${acc}" stroke-opacity=".5" stroke-width="2"/>` +
        iconIn(spec, x + 14, 170, 140, p.theme) +
        text(x + 84, 370, caption.length > 10 ? 18 : 24, '#e8ebf0', caption)
    })
  } else if (v === 2) {
    body =
      crate(430, 360, 0.8, p.theme, p.title) +
      `<g transform="rotate(-14 170 150)">${iconIn(p.content[0][0], 60, 60, 220, p.theme)}</g>` +
      `<g transform="rotate(12 640 170)">${iconIn(p.content[1][0], 540, 70, 200, p.theme)}</g>`
  } else {
    body = crate(260, 380, 0.62, p.theme, p.title) + crate(540, 380, 0.62, p.theme, p.title) + crate(400, 220, 0.62, p.theme, p.title)
  }
  return scene(file, p.theme, v, body)
}

/* --------------------------------------------------------- unions, grade -- */

function coinStack(x, baseY, n, rx) {
  const ry = rx * 0.36
  const th = 15
  const top = baseY - n * th
  let edges = ''
  for (let i = 1; i < n; i++) edges += `M${f(x - rx)} ${f(baseY - i * th)}A${f(rx)} ${f(ry)} 0 0 0 ${f(x + rx)} ${f(baseY - i * th)}`
  return (
    `<path d="M${f(x - rx)} ${f(top)}V${baseY}A${f(rx)} ${f(ry)} 0 0 0 ${f(x + rx)} ${baseY}V${f(top)}Z" fill="#b8861f"/>` +
    (edges ? `<path d="${edges}" fill="none" stroke="#8f6514" stroke-width="2"/>` : '') +
    `<ellipse cx="${x}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="#f3cd55" stroke="#c9971c" stroke-width="3"/>` +
    `<ellipse cx="${x}" cy="${f(top)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.7)}" fill="none" stroke="#d9a92e" stroke-width="3"/>` +
    `<text transform="translate(${x} ${f(top + ry * 0.32)}) scale(1 .4)" font-size="${f(rx * 0.9)}" fill="#b8861f">U</text>`
  )
}

const STACKS = {
  500: [
    [340, 5],
    [470, 2]
  ],
  1000: [
    [320, 8],
    [470, 5]
  ],
  2500: [
    [290, 5],
    [410, 8],
    [520, 3]
  ],
  5000: [
    [270, 7],
    [390, 11],
    [510, 8],
    [610, 3]
  ],
  10000: [
    [230, 6],
    [340, 10],
    [460, 14],
    [580, 9],
    [680, 4]
  ],
  25000: [
    [200, 7],
    [310, 11],
    [430, 15],
    [550, 11],
    [660, 6]
  ]
}

function drawUnions(p, v, file) {
  const acc = THEME[p.theme]
  let body = ''
  if (v === 0) {
    const rnd = prng(file + 'coins')
    const rx = p.amount <= 1000 ? 76 : 58
    for (const [x, n] of STACKS[p.amount]) body += coinStack(x, 420, n, rx)
    const loose = Math.min(4, Math.floor(p.amount / 2000))
    for (let i = 0; i < loose; i++) {
      const x = 120 + rnd() * 560
      const y = 60 + rnd() * 100
      body += `<g transform="rotate(${Math.round(rnd() * 60 - 30)} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y + 6)}" rx="30" ry="14" fill="#b8861f"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="30" ry="14" fill="#f3cd55" stroke="#c9971c" stroke-width="2"/></g>`
    }
  } else {
    body = `<circle cx="400" cy="250" r="200" fill="${acc}" opacity=".12"/>` + iconIn('unions', 250, 90, 300, p.theme)
  }
  body += text(400, 528, 74, '#f4f5f7', thousands(p.amount)) + text(400, 572, 28, acc, 'UNIONS', ' letter-spacing="10"')
  return scene(file, p.theme, v, body)
}

function badge(cx, cy, s, theme, title, tier) {
  const fs = { 3: 76, 4: 64, 5: 56, 8: 38 }[title.length] ?? 48
  let stars = ''
  for (let i = 0; i < tier; i++) stars += star((i - (tier - 1) / 2) * 38, 92, 15, 'url(#m)')
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<path d="M-82 -150L-94 -240L-46 -196L0 -258L46 -196L94 -240L82 -150Z" fill="url(#m)"/>` +
    `<circle cx="-94" cy="-240" r="11" fill="${tint(THEME[theme], 0.6)}"/><circle cx="0" cy="-258" r="12" fill="${tint(THEME[theme], 0.6)}"/><circle cx="94" cy="-240" r="11" fill="${tint(THEME[theme], 0.6)}"/>` +
    `<path d="M0 -170L150 -120V20Q150 130 0 200Q-150 130 -150 20V-120Z" fill="url(#m)"/>` +
    `<path d="M0 -142L124 -100V20Q124 112 0 170Q-124 112 -124 20V-100Z" fill="#171a22"/>` +
    text(0, -58, 22, '#aab1bd', 'GRADE', ' letter-spacing="6"') +
    text(0, 30, fs, 'url(#m)', title) +
    stars +
    `</g>`
  )
}

function drawGrade(p, v, file) {
  const c = THEME[p.theme]
  const metal = `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(c, 0.55)}"/><stop offset=".5" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, 0.45)}"/></linearGradient>`
  let body
  if (v === 1) {
    const t = p.tier - 1
    const perks = [
      `${thousands(GRADE_PERKS.unions[t])} Unions par mois`,
      `Aide de l'État : ${thousands(GRADE_PERKS.aid[t])} $ / 30 min`,
      `${GRADE_PERKS.furniture[t]} meubles par propriété`,
      `Coffres ${GRADE_PERKS.trunk[t]}`,
      `${thousands(GRADE_PERKS.queue[t])} points de file d'attente`
    ]
    body =
      badge(210, 330, 0.9, p.theme, p.title, p.tier) +
      `<text x="410" y="150" font-size="40" fill="url(#m)" text-anchor="start">Grade ${esc(p.title)}</text>` +
      perks
        .map(
          (line, i) =>
            `<circle cx="422" cy="${212 + i * 62}" r="8" fill="${c}"/><text x="444" y="${221 + i * 62}" font-size="24" font-weight="400" fill="#e8ebf0" text-anchor="start">${esc(line)}</text>`
        )
        .join('')
  } else {
    let rays = ''
    if (v === 2) {
      for (let i = 0; i < 18; i++)
        rays += `<path d="M400 320L${f(400 + Math.cos((i * Math.PI) / 9) * 520)} ${f(320 + Math.sin((i * Math.PI) / 9) * 520)}L${f(400 + Math.cos((i * Math.PI) / 9 + 0.09) * 520)} ${f(320 + Math.sin((i * Math.PI) / 9 + 0.09) * 520)}Z" fill="${c}" opacity=".1"/>`
    }
    body = rays + badge(400, v === 2 ? 340 : 320, v === 2 ? 1.06 : 0.98, p.theme, p.title, p.tier)
  }
  return scene(file, p.theme, v, body, metal)
}

/* ------------------------------------------------------------------ main -- */

const DRAW = { grade: drawGrade, unions: drawUnions, pack: drawPack, item: drawItem, vehicle: drawVehicle, weapon: drawWeapon }

/** Every picture: [file name, svg text]. */
export function drawAll() {
  const files = []
  for (const p of PRODUCTS) {
    for (let v = 0; v < p.n; v++) {
      const file = `${p.name}-${v + 1}.svg`
      files.push([file, DRAW[p.kind](p, v, file)])
    }
  }
  return files
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(OUT_DIR, { recursive: true })
  const files = drawAll()
  let biggest = 0
  for (const [file, svg] of files) {
    writeFileSync(OUT_DIR + file, svg)
    biggest = Math.max(biggest, Buffer.byteLength(svg))
  }
  console.info(`${files.length} images écrites dans web/demo/images/ (la plus lourde : ${(biggest / 1024).toFixed(1)} Ko)`)
}
