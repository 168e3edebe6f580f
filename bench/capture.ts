import { request } from 'node:http'

import type { RecordedAnswer } from './bare-server.ts'

/** Headers of the connection, not of the answer: the bare server sets its own. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** The web host's answer to `path` as bytes on the wire (no decompression). */
export function captureAnswer(baseUrl: string, path: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const kept = Object.entries(response.headers).flatMap(([name, value]) =>
          HOP_HEADERS.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as const]
        )
        resolve({
          path,
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(kept),
          body: Buffer.concat(chunks).toString('base64')
        })
      })
      response.on('error', reject)
    })
    call.on('error', reject)
    call.end()
  })
}
