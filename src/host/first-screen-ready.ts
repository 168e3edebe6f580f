import { $router } from '../stores/router.ts'
import { $shopData } from '../stores/shop.ts'
import { announceReady } from './host-bridge.ts'

/**
 * In game the host page builds the frame before F2 and keeps it laid out out of sight until this says the
 * first screen is there (overlay/src/host/warm-up.ts, docs/in-game.md#prepared-at-spawn): the shop's data
 * has come and the token login is over. Said once, after the screen has rendered.
 */
export function announceFirstScreen(): void {
  const stops: (() => void)[] = []
  const check = () => {
    if (!$shopData.get() || $router.get()?.route === 'loginGame') return false
    for (const stop of stops.splice(0)) stop()
    requestAnimationFrame(() => setTimeout(announceReady))
    return true
  }
  if (!check()) stops.push($shopData.listen(check), $router.listen(check))
}
