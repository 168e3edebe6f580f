import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { writeZip } from '../../scripts/write-zip.mjs'

const CENTRAL_HEADER = 0x02014b50
const UTF8_NAMES = 1 << 11

/** Reads every entry back through the central directory, with node's own inflate: not through the library that wrote it. */
function readZip(archive: Buffer): Map<string, { body: Buffer; utf8: boolean }> {
  const end = archive.length - 22
  const count = archive.readUInt16LE(end + 10)
  let at = archive.readUInt32LE(end + 16)
  const entries = new Map<string, { body: Buffer; utf8: boolean }>()
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(at)).toBe(CENTRAL_HEADER)
    const flags = archive.readUInt16LE(at + 8)
    const method = archive.readUInt16LE(at + 10)
    const compressed = archive.readUInt32LE(at + 20)
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((offset) => archive.readUInt16LE(at + offset)) as [
      number,
      number,
      number
    ]
    const local = archive.readUInt32LE(at + 42)
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28)
    const data = archive.subarray(dataStart, dataStart + compressed)
    entries.set(name, { body: method === 8 ? inflateRawSync(data) : Buffer.from(data), utf8: (flags & UTF8_NAMES) !== 0 })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

describe('writeZip', () => {
  const work = mkdtemp(join(tmpdir(), 'write-zip-'))
  afterAll(async () => rm(await work, { recursive: true, force: true }))

  it('holds every file under the prefix, with UTF-8 names, the same archive for the same files', async () => {
    const dir = join(await work, 'resource')
    await mkdir(join(dir, 'html/shop'), { recursive: true })
    const files = { 'fxmanifest.lua': "fx_version 'cerulean'\n", 'html/shop/vêtements.js': 'export const a = 1\n'.repeat(200) }
    for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body)

    const size = await writeZip(dir, join(await work, 'first.zip'), 'boutique')
    await writeZip(dir, join(await work, 'second.zip'), 'boutique')
    const archive = await readFile(join(await work, 'first.zip'))

    expect(size).toBe(archive.length)
    expect(archive.equals(await readFile(join(await work, 'second.zip')))).toBe(true)
    const entries = readZip(archive)
    expect([...entries.keys()].sort()).toEqual(['boutique/fxmanifest.lua', 'boutique/html/shop/vêtements.js'])
    for (const [name, body] of Object.entries(files)) {
      expect(entries.get(`boutique/${name}`)?.body.toString('utf8')).toBe(body)
    }
    expect(entries.get('boutique/html/shop/vêtements.js')?.utf8).toBe(true)
  })
})
