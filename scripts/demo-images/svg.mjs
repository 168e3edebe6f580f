/** Shared drawing helpers: colours, numbers, text, stars and the backdrop every picture sits on. */
export const THEME = { bronze: '#b87333', silver: '#c0c0c0', gold: '#d4af37', diamond: '#7fdfff' }

const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
export function mix(a, b, t) {
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
export const shade = (c, t) => mix(c, '#000000', t)
export const tint = (c, t) => mix(c, '#ffffff', t)
export const f = (n) => String(Math.round(n * 10) / 10)
export const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
export const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

/** Seeded generator (FNV-1a seed, mulberry32 steps): same picture on every run. */
export function prng(seedText) {
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
export const text = (x, y, size, fill, body, extra = '') =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}"${extra}>${esc(body)}</text>`

export function star(cx, cy, r, fill) {
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

const GLOW = [
  [50, 46],
  [34, 40],
  [66, 38],
  [50, 60],
  [40, 52],
  [62, 54]
]

/** Dark backdrop with a glow of the theme colour; the variant v changes glow, pattern and sparkles. */
export function scene(file, theme, v, body, defs = '') {
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

export const paintDefs = (col) =>
  `<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(col, 0.3)}"/><stop offset=".55" stop-color="${col}"/><stop offset="1" stop-color="${shade(col, 0.5)}"/></linearGradient>`
