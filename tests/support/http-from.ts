import { request } from 'node:http'

export interface HttpAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

export interface HttpFromOptions {
  method?: string
  headers?: Record<string, string>
  /** An object is sent as JSON, a string as it is. */
  body?: unknown
}

/**
 * One request over a new TCP connection whose source address is `localAddress` (any of 127.0.0.0/8
 * is loopback on Linux): to the host, a client at that address. No keep-alive, no pooling.
 */
export function httpFrom(localAddress: string, url: string, options: HttpFromOptions = {}): Promise<HttpAnswer> {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const headers = {
    ...(body !== undefined && typeof options.body !== 'string' ? { 'content-type': 'application/json' } : {}),
    ...options.headers
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers, localAddress, agent: false }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: parsed })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** The session cookie a login answer set, as a Cookie header value. */
export function sessionCookie(answer: HttpAnswer): string {
  const cookies = answer.headers['set-cookie'] ?? []
  const session = (Array.isArray(cookies) ? cookies : [cookies]).find((cookie) => cookie.startsWith('boutique_session='))
  return session?.split(';')[0] ?? ''
}
