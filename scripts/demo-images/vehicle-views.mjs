/** Vehicles seen from the front, the rear, the top, and a wheel close up. */
import { THEME, f, shade, text, tint } from './svg.mjs'

const FRONT_SIZE = { super: [400, 130], sports: [380, 145], muscle: [380, 150], sedan: [370, 160], compact: [330, 175], suv: [380, 215] }

export function carFrontOrRear(style, col, theme, plate, rear) {
  const [W, H] = FRONT_SIZE[style]
  const cx = 400
  const g = 470
  const L = cx - W / 2
  const R = cx + W / 2
  const belt = g - H * 0.58
  const roof = g - H * 1.55
  const lamp = rear ? '#e0322c' : '#f4f1de'
  const lampShape = (dir) => {
    const x0 = dir > 0 ? L + 22 : R - 22
    const x1 = cx - dir * (W * 0.2)
    return `<path d="M${f(x0)} ${f(belt + 16)}L${f(x1)} ${f(belt + 24)}L${f(x1 + dir * 4)} ${f(belt + 40)}L${f(x0 + dir * 6)} ${f(belt + 36)}Z" fill="${lamp}"/>`
  }
  const face = rear ? carRearFace(cx, g, L, R, W, belt, plate) : carFrontFace(cx, g, L, W, belt, THEME[theme])
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

function carRearFace(cx, g, L, R, W, belt, plate) {
  return (
    `<path d="M${f(L + W * 0.3)} ${f(belt + 26)}H${f(R - W * 0.3)}" stroke="#a01d18" stroke-width="6"/>` +
    `<rect x="${cx - 62}" y="${f(belt + 46)}" width="124" height="34" rx="5" fill="#eef1f4"/>` +
    text(cx, belt + 71, 20, '#1c2a6b', plate) +
    `<circle cx="${f(L + 60)}" cy="${g - 22}" r="9" fill="#0b0c10"/><circle cx="${f(R - 60)}" cy="${g - 22}" r="9" fill="#0b0c10"/>`
  )
}

function carFrontFace(cx, g, L, W, belt, acc) {
  return (
    `<rect x="${f(cx - W * 0.17)}" y="${f(belt + 30)}" width="${f(W * 0.34)}" height="42" rx="10" fill="#101115"/>` +
    `<path d="M${f(cx - W * 0.15)} ${f(belt + 44)}H${f(cx + W * 0.15)}M${f(cx - W * 0.15)} ${f(belt + 58)}H${f(cx + W * 0.15)}" stroke="#2e3239" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${f(belt + 51)}" r="10" fill="${acc}"/>` +
    `<rect x="${f(L + 40)}" y="${g - 44}" width="${W - 80}" height="16" rx="8" fill="#101115"/>`
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

export function bikeFrontOrRear(style, col, plate, rear) {
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

export function carTop(style, col, theme) {
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

export function wheelCloseUp(style, col, theme, rot) {
  const cx = 420
  const cy = 360
  const bike = style === 'bike' || style === 'scooter'
  const rim = bike ? spokedRim(cx, cy, rot) : alloyRim(cx, cy, rot)
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

/** Thin wire spokes, for motorbikes and scooters. */
function spokedRim(cx, cy, rot) {
  let d = ''
  for (let i = 0; i < 24; i++) {
    const a = ((rot + i * 15) * Math.PI) / 180
    d += `M${f(cx + Math.cos(a) * 30)} ${f(cy + Math.sin(a) * 30)}L${f(cx + Math.cos(a + 0.5) * 168)} ${f(cy + Math.sin(a + 0.5) * 168)}`
  }
  return `<path d="${d}" stroke="#c9ced6" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="172" fill="none" stroke="#c9ced6" stroke-width="14"/>`
}

/** Five double spokes, for cars. */
function alloyRim(cx, cy, rot) {
  let d = ''
  for (let i = 0; i < 5; i++) {
    for (const off of [-7, 7]) {
      const a = ((rot + i * 72 + off) * Math.PI) / 180
      d += `M${f(cx + Math.cos(a) * 40)} ${f(cy + Math.sin(a) * 40)}L${f(cx + Math.cos(a) * 166)} ${f(cy + Math.sin(a) * 166)}`
    }
  }
  return `<path d="${d}" stroke="#c9ced6" stroke-width="18" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="172" fill="none" stroke="#c9ced6" stroke-width="16"/><circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="#7d848e" stroke-width="3"/>`
}
