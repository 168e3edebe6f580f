/** Weapon pictures. */
import { THEME, f, scene, text, tint } from './svg.mjs'

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
export function placedWeapon(shape, acc, box, { mirror = false, angle = 0, look = {} } = {}) {
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

export function drawWeapon(p, v, file) {
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
