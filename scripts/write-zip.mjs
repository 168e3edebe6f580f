// A plain zip writer (deflate, UTF-8 names, fixed dates so the same files give the same archive).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { deflateRawSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data) {
  let crc = 0xffffffff
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1
const UTF8_NAMES = 1 << 11

/** Zips every file of `dir` under the folder name `prefix` into `zipPath`; returns the archive's size. */
export async function writeZip(dir, zipPath, prefix) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort()
  const locals = []
  const centrals = []
  let offset = 0
  for (const path of paths) {
    const name = Buffer.from(`${prefix}/${relative(dir, path).split('\\').join('/')}`)
    const data = await readFile(path)
    const deflated = deflateRawSync(data, { level: 9 })
    const stored = deflated.length >= data.length
    const body = stored ? data : deflated
    const fields = { method: stored ? 0 : 8, crc: crc32(data), compressed: body.length, size: data.length }
    const local = header(0x04034b50, 30, name, fields)
    locals.push(local, body)
    centrals.push(header(0x02014b50, 46, name, fields, offset))
    offset += local.length + body.length
  }
  const central = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(paths.length, 8)
  end.writeUInt16LE(paths.length, 10)
  end.writeUInt32LE(central.length, 12)
  end.writeUInt32LE(offset, 16)
  const archive = Buffer.concat([...locals, central, end])
  await writeFile(zipPath, archive)
  return archive.length
}

function header(signature, size, name, { method, crc, compressed, size: length }, offset) {
  const central = signature === 0x02014b50
  const buffer = Buffer.alloc(size + name.length)
  let at = 0
  const u32 = (value) => (at = buffer.writeUInt32LE(value, at))
  const u16 = (value) => (at = buffer.writeUInt16LE(value, at))
  u32(signature)
  if (central) u16(20) // made by
  u16(20) // version needed
  u16(UTF8_NAMES)
  u16(method)
  u16(0) // time
  u16(DOS_DATE_1980_01_01)
  u32(crc)
  u32(compressed)
  u32(length)
  u16(name.length)
  u16(0) // extra
  if (central) {
    u16(0) // comment
    u16(0) // disk
    u16(0) // internal attributes
    u32(0) // external attributes
    u32(offset)
  }
  name.copy(buffer, at)
  return buffer
}
