import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

import { getConfig } from '../../web/config.ts'
import { REPO_ROOT } from '../support/web-host.ts'

/** The top README's « Section » (French messages) or "Section" (comments); web/README.md and the like aside. */
const POINTER = /(?<![\w/])README(?:\.md)?,? (?:« ?([^»]+?) ?»|"([^"]+)")/g

async function readmeHeadings(): Promise<Set<string>> {
  const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8')
  const outsideCode = readme.replace(/^```[\s\S]*?^```/gm, '')
  return new Set([...outsideCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => (match[1] ?? '').trim()))
}

async function pointersUnder(folder: string): Promise<{ where: string; section: string }[]> {
  const entries = await readdir(join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => join(entry.parentPath, entry.name))
  const found = await Promise.all(
    files.map(async (file) =>
      [...(await readFile(file, 'utf8')).matchAll(POINTER)].map((match) => ({
        where: relative(REPO_ROOT, file),
        section: (match[1] ?? match[2] ?? '').trim()
      }))
    )
  )
  return found.flat()
}

describe('every pointer at a README section names one that exists', () => {
  it('in web/: exit-78 messages, command refusals and comments', async () => {
    const headings = await readmeHeadings()
    const pointers = await pointersUnder('web')
    expect(pointers.length).toBeGreaterThan(5)
    expect(pointers.filter(({ section }) => !headings.has(section))).toEqual([])
  })

  it('a refused setting says where the settings are documented', async () => {
    const headings = await readmeHeadings()
    const refusals = [{ PORT: 'quatre-vingts' }, { SHOP_DEMO: 'false' }, { SHOP_DEMO: 'false', SHOP_SERVER_KEY: 'k'.repeat(32) }]
    for (const env of refusals) {
      const message = (() => {
        try {
          getConfig(env)
          return ''
        } catch (error) {
          return String(error)
        }
      })()
      const section = /README, « ([^»]+) »/.exec(message)?.[1]
      expect(section, message).toBeDefined()
      expect(headings.has(section ?? '')).toBe(true)
    }
  })

  it('the README says which Node.js to install, as package.json engines says', async () => {
    const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8')
    const engines = (JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
    expect(engines.node).toBe('>=20.11')
    expect(readme).toMatch(/Node\.js 20\.11 or newer/)
  })
})
