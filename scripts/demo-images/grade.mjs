/** Grade pictures: a badge and its perks. */
import { THEME, esc, f, scene, shade, star, text, thousands, tint } from './svg.mjs'

const GRADE_PERKS = {
  unions: [800, 1200, 1600, 2400, 3500],
  aid: [3000, 3500, 5000, 6000, 7500],
  furniture: [40, 100, 140, 200, 280],
  trunk: ['x1,5', 'x2', 'x2', 'x2', 'x2'],
  queue: [400, 750, 1000, 1800, 3400]
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

export function drawGrade(p, v, file) {
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
