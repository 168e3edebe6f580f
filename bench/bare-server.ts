import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'

import { CONNECTION_DEFAULTS } from '../web/http/connection-limits.ts'

/** One recorded answer of the web host: status, headers and body bytes (base64). */
export interface RecordedAnswer {
  path: string
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * The machine's limit: a bare node:http server answering each recorded path with the web host's
 * own bytes and headers, doing nothing else. Started as its own process, like the web host.
 */
async function main(): Promise<void> {
  const answersFile = process.argv[2]
  if (!answersFile) throw new Error('usage: bare-server <answers.json>')
  const recorded = JSON.parse(await readFile(answersFile, 'utf8')) as RecordedAnswer[]
  const answers = new Map(recorded.map((answer) => [answer.path, { ...answer, bytes: Buffer.from(answer.body, 'base64') }]))
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '')
    if (!answer) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(answer.status, answer.headers)
    response.end(answer.bytes)
  })
  // The web host's backlog (web/main.ts): the rush's new connections wait in it the same way.
  server.listen({ port: 0, host: '127.0.0.1', backlog: CONNECTION_DEFAULTS.HTTP_LISTEN_BACKLOG }, () => {
    const address = server.address()
    process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
  })
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
}

void main()
