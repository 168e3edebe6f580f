import { request } from 'node:http'
import { performance } from 'node:perf_hooks'

/** One client process's share of the rush (rush-clients.ts forks it): every `stride`-th client from `first`. */
export interface RushShare {
  urls: string[]
  localAddresses: string[]
  clients: number
  first: number
  stride: number
  /** The instant (Date.now()) every client process starts sending at, and how long the sending lasts. */
  startAt: number
  rushMs: number
  day: string
}

/** What one client process saw: latencies, problems counted, the distinct offer lists, when its last answer came. */
export interface RushResult {
  latencies: number[]
  ok: number
  problems: [string, number][]
  offers: string[]
  lastAnswerAt: number
}

interface Answer {
  status: number
  latency: number
  body: string
  cookie: boolean
  error?: string
}

/**
 * Sends its share at its instants on the shared schedule (client i at startAt + i / clients × rushMs), each on a new
 * connection, and checks each answer where it arrives: the parent gets figures, not 10,000 bodies over IPC.
 */
async function runShare(share: RushShare): Promise<RushResult> {
  const started = performance.now() + (share.startAt - Date.now())
  const pending: Promise<Answer>[] = []
  let next = share.first
  while (next < share.clients) {
    const now = performance.now()
    while (next < share.clients && started + (next / share.clients) * share.rushMs <= now) {
      const url = share.urls[next % share.urls.length] as string
      const address = share.localAddresses[Math.floor(next / share.urls.length) % share.localAddresses.length]
      pending.push(ask(url, address))
      next += share.stride
    }
    await new Promise((wait) => setTimeout(wait, 1))
  }
  const answers = await Promise.all(pending)
  return { ...check(answers, share.day), latencies: answers.map((answer) => answer.latency), lastAnswerAt: Date.now() }
}

function ask(url: string, localAddress: string | undefined): Promise<Answer> {
  const sent = performance.now()
  const failed = (error: Error, body = '') => ({ status: 0, latency: performance.now() - sent, body, cookie: false, error: error.message })
  return new Promise((resolve) => {
    const call = request(`${url}/api/dailyShop`, { agent: false, localAddress }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, latency: performance.now() - sent, body, cookie: 'set-cookie' in response.headers })
      )
      response.on('error', (error) => resolve(failed(error, body)))
    })
    call.on('error', (error) => resolve(failed(error)))
    call.end()
  })
}

/** Every answer 200, for `day`, without a cookie (nothing per player); the distinct offer lists seen. */
function check(answers: Answer[], day: string): Pick<RushResult, 'ok' | 'problems' | 'offers'> {
  const problems = new Map<string, number>()
  const count = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1)
  const offers = new Set<string>()
  let ok = 0
  for (const answer of answers) {
    if (answer.error) count(`error ${answer.error}`)
    else if (answer.status !== 200) count(`HTTP ${answer.status}`)
    else {
      ok += 1
      const body = JSON.parse(answer.body) as { day: string; offers: unknown[] }
      if (body.day !== day) count(`day ${body.day} instead of ${day}`)
      if (answer.cookie) count('Set-Cookie on the day’s offers')
      offers.add(JSON.stringify(body.offers))
    }
  }
  return { ok, problems: [...problems], offers: [...offers] }
}

process.once('message', (share: RushShare) => {
  void runShare(share).then((result) => process.send?.(result, () => process.disconnect()))
})
