import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer } from 'node:net'
import { isAbsolute, join, resolve } from 'node:path'

import * as z from 'zod/mini'

import type { BackupFile } from './backup-file.ts'

/**
 * How `npm run backup` reaches a host running on the embedded database: PGlite's folder belongs to
 * that one process (data-dir-lock.ts), so the host takes the backup itself, on one turn of its queue,
 * and goes on serving. A Unix socket in the data folder, readable by its owner only: whoever can
 * use it could read the folder anyway. No network port, no token to keep.
 */
export function backupSocketPath(dataDir: string): string {
  return join(resolve(dataDir), 'boutique.sock')
}

/** sun_path holds 108 bytes on Linux, 104 on macOS, the final NUL included. */
const LONGEST_SOCKET_PATH = 103

const request = z.object({ file: z.string().check(z.minLength(1), z.refine(isAbsolute, 'un chemin absolu est attendu')) })
const answer = z.union([
  z.object({ ok: z.literal(true), file: z.string(), bytes: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() })
])

/** Host side: answers each backup request once its file is written. Returns the stop function. */
export async function listenForBackupRequests(
  dataDir: string,
  takeBackup: (file: string) => Promise<BackupFile>
): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir)
  // Longer, the kernel would silently bind a truncated path: another file, elsewhere.
  if (Buffer.byteLength(path) > LONGEST_SOCKET_PATH) throw new Error(`chemin de plus de ${LONGEST_SOCKET_PATH} octets`)
  // The data folder is locked to this process: a socket left there is a dead host's.
  await rm(path, { force: true })
  const server = createServer((socket) => {
    let received = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      received += chunk
      if (received.length > 4096) return socket.destroy()
      if (!received.includes('\n')) return
      const parsed = request.safeParse(safeJson(received.slice(0, received.indexOf('\n'))))
      if (!parsed.success) return socket.end(`${JSON.stringify({ ok: false, error: 'demande illisible' })}\n`)
      takeBackup(parsed.data.file).then(
        (done) => socket.end(`${JSON.stringify({ ok: true, ...done })}\n`),
        (error: unknown) => socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`)
      )
    })
  })
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, done))
  const stop = () => new Promise<void>((done) => server.close(() => done()))
  await chmod(path, 0o600).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return stop
}

/** CLI side: asks the host running on `dataDir` for a backup into `file` and waits for it. */
export function requestBackupFromHost(dataDir: string, file: string): Promise<BackupFile> {
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection(backupSocketPath(dataDir))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify({ file })}\n`))
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', (error) =>
      reject(new Error(`la boutique qui tient ${dataDir} ne répond pas sur ${backupSocketPath(dataDir)} (${error.message})`))
    )
    socket.on('end', () => {
      const parsed = answer.safeParse(safeJson(received.trim()))
      if (!parsed.success) return reject(new Error('réponse illisible de la boutique'))
      if (!parsed.data.ok) return reject(new Error(parsed.data.error))
      resolvePromise({ file: parsed.data.file, bytes: parsed.data.bytes })
    })
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
