/** Item pictures: an icon on its pedestal. */
import { THEME, f, scene, shade, star, text } from './svg.mjs'
import { vehicleSide } from './vehicle-sides.mjs'
import { placedWeapon } from './weapon.mjs'

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

export function iconIn(spec, x, y, size, theme) {
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

export function drawItem(p, v, file) {
  let body
  if (v === 0) body = `<ellipse cx="400" cy="478" rx="180" ry="16" fill="#000" opacity=".5"/>` + iconIn(p.icon, 220, 120, 360, p.theme)
  else if (v === 1) body = `<g transform="rotate(-10 400 300)">${iconIn(p.icon, 210, 100, 380, p.theme)}</g>`
  else {
    body = iconIn(p.icon, 90, 190, 250, p.theme) + iconIn(p.icon, 460, 190, 250, p.theme) + iconIn(p.icon, 250, 110, 300, p.theme)
  }
  return scene(file, p.theme, v, body)
}
