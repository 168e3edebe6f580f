import { computed } from 'nanostores'

import { $overlayStack, closeOverlay, openOverlay } from './overlays.ts'
import { $router } from './router.ts'

export const $mobileNavOpen = computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === 'mobileNavbar'))

export function openMobileNav(): void {
  openOverlay('mobileNavbar', {})
}

export function closeMobileNav(): void {
  closeOverlay('mobileNavbar')
}

// Following a link of the menu closes it.
$router.listen(() => closeMobileNav())
