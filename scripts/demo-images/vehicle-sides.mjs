/** Vehicles seen from the side: car profiles, wheels, motorbike and scooter. */
import { f, shade, tint } from './svg.mjs'

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
export function wheel(x, r, rot, rimColor = '#b9c0c9') {
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
export function vehicleSide(style, col, rot) {
  if (style === 'bike') return bikeSide(col, rot)
  if (style === 'scooter') return scooterSide(col, rot)
  return carSide(style, col, rot)
}

function bikeSide(col, rot) {
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

function scooterSide(col, rot) {
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

function carSide(style, col, rot) {
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

export function placedSide(style, col, { cx = 400, ground = 452, width = 600, mirror = false, rot }) {
  const side = vehicleSide(style, col, rot)
  const s = width / side.len
  const left = cx - (side.len * s) / 2 - side.x0 * s
  const tr = mirror ? `translate(${f(cx * 2 - left)} ${ground}) scale(${f(-s)} ${f(s)})` : `translate(${f(left)} ${ground}) scale(${f(s)})`
  return `<ellipse cx="${cx}" cy="${ground + 4}" rx="${f(width / 2 + 20)}" ry="${f(width / 40)}" fill="#000" opacity=".55"/><g transform="${tr}">${side.svg}</g>`
}
