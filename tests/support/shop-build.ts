import { beforeAll, inject } from 'vitest'

import { screenshotsUnder } from './browser.ts'

/**
 * Which build of the bundle an e2e file drives: 'preact' (what ships: react aliased to Preact, dist/web and
 * dist/boutique) or 'react' (the same code on real React: `node build.mjs --react`, dist/web-react and
 * dist/boutique-react). vitest.config.ts provides it per project: `e2e` runs every file on preact, `e2e-react`
 * runs the main flows again on React.
 */
export type ShopBuild = 'preact' | 'react'

declare module 'vitest' {
  export interface ProvidedContext {
    shopBuild: ShopBuild
  }
}

export const shopBuild = (): ShopBuild => inject('shopBuild')

/** The web host's folder of the bundle for this build (the host's STATIC_DIR). */
export const staticDir = (): string => (shopBuild() === 'react' ? 'dist/web-react' : 'dist/web')

/** The FiveM resource folder that embeds this build's bundle. */
export const resourceDir = (): string => (shopBuild() === 'react' ? 'dist/boutique-react' : 'dist/boutique')

/** The host's environment for this build, beneath the file's own settings. */
export const withShopBuild = (env: Record<string, string> = {}): Record<string, string> => ({ STATIC_DIR: staticDir(), ...env })

/**
 * For a file that runs on both builds: its screenshots go to screenshots/react/ on React, so the two projects
 * never write the same file. Set before each file, as a worker may run files of both projects in turn.
 */
export function useShopBuildScreenshots(): void {
  beforeAll(() => screenshotsUnder(shopBuild() === 'react' ? 'react' : ''))
}
