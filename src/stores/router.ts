import { createRouter, redirectPage } from '@nanostores/router'

import { ROUTES } from '../core/domain/routes.ts'

export const $router = createRouter(ROUTES)

export function goHome(): void {
  redirectPage($router, 'home')
}

export function goTo(path: string): void {
  $router.open(path)
}
