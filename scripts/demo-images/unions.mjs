/** Unions pictures: stacks of coins and the amount. */
import { iconIn } from './item.mjs'
import { THEME, f, prng, scene, text, thousands } from './svg.mjs'

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

export function drawUnions(p, v, file) {
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
