import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BOUTIQUE_VERSION } from '../../web/version.ts'

// One release number (docs/releases.md): package.json's "version", repeated where FXServer and operators read it.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe('the release number', () => {
  it('is a semantic version, the same in package.json, its lock file, the host and the resource manifest', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string }
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(BOUTIQUE_VERSION).toBe(version)
    const lock = JSON.parse(read('package-lock.json')) as { version: string; packages: Record<string, { version?: string }> }
    expect([lock.version, lock.packages['']?.version]).toEqual([version, version])
    expect(read('overlay/fxmanifest.lua')).toMatch(new RegExp(`^version '${version.replaceAll('.', '\\.')}'$`, 'm'))
  })

  it('has its entry in CHANGELOG.md, in French and in English', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string }
    const entry =
      read('CHANGELOG.md')
        .split(/^## /m)
        .find((part) => part.startsWith(`${version} `)) ?? ''
    expect(entry).toMatch(/^### Français$/m)
    expect(entry).toMatch(/^### English$/m)
  })

  it("has the operators' upgrade procedure the host's log points at (README « Upgrading »)", () => {
    expect(read('README.md')).toMatch(/^## Upgrading$/m)
    expect(read('web/upgrade/schema-watch.ts')).toContain('(README, « Upgrading »)')
  })
})
