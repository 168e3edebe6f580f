/** Vehicle pictures: one view per variant. */
import { paintDefs, prng, scene } from './svg.mjs'
import { placedSide } from './vehicle-sides.mjs'
import { bikeFrontOrRear, carFrontOrRear, carTop, wheelCloseUp } from './vehicle-views.mjs'

export function drawVehicle(p, v, file) {
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
