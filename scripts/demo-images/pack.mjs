/** Pack pictures: a crate with its content. */
import { iconIn } from './item.mjs'
import { THEME, f, mix, scene, shade, text, tint } from './svg.mjs'

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

export function drawPack(p, v, file) {
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
