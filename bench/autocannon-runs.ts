import autocannon from 'autocannon'

/** What a browser sends: the web host answers with its precompressed brotli files. */
export const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

export interface LoadRun {
  requestsPerSecond: number
  p50: number
  p99: number
  requests: number
  problems: string[]
}

const WARM_UP_SECONDS = 1

export async function loadSideBySide(oursUrl: string, bareUrl: string, connections: number, seconds: number): Promise<[LoadRun, LoadRun]> {
  const half = Math.max(1, seconds / 2)
  const oursWarm = await load(oursUrl, connections, WARM_UP_SECONDS)
  const bareWarm = await load(bareUrl, connections, WARM_UP_SECONDS)
  const ours1 = await load(oursUrl, connections, half)
  const bare1 = await load(bareUrl, connections, half)
  const bare2 = await load(bareUrl, connections, half)
  const ours2 = await load(oursUrl, connections, half)
  // The warm-ups' errors count too; their figures do not.
  return [both(ours1, ours2, oursWarm.problems), both(bare1, bare2, bareWarm.problems)]
}

function both(first: LoadRun, second: LoadRun, warmUpProblems: string[]): LoadRun {
  return {
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    p50: (first.p50 + second.p50) / 2,
    p99: Math.max(first.p99, second.p99),
    requests: first.requests + second.requests,
    problems: [...warmUpProblems.map((problem) => `warm-up: ${problem}`), ...first.problems, ...second.problems]
  }
}

export async function load(url: string, connections: number, seconds: number): Promise<LoadRun> {
  const result = await autocannon({ url, connections, duration: seconds, headers: REQUEST_HEADERS })
  const problems: string[] = []
  if (result.errors > 0) problems.push(`${result.errors} errors`)
  if (result.timeouts > 0) problems.push(`${result.timeouts} time-outs`)
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers`)
  if (result.requests.total === 0) problems.push('no answer at all')
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    problems
  }
}
