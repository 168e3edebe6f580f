import type { BenchOptions } from './options.ts'
import { table } from './report.ts'
import { FIRST_MS, RUSH_CLIENT } from './rush-clients.ts'

const RUSH_COLUMNS = [
  'server',
  'processes',
  'answered 200',
  'clients',
  'p50',
  'p99',
  `p99: sent in the first ${FIRST_MS} ms / later`,
  'slowest',
  'until the last answer',
  'CPU: clients / servers',
  'connections the kernel turned away',
  'open files: clients / servers',
  'server memory'
]

/** The section's text: how the rush runs, and its table. */
export function rushMarkdown(
  options: BenchOptions,
  rows: (string | number)[][],
  { rushMs, localAddresses }: { rushMs: number; localAddresses: string[] }
): string {
  return [
    '## 6. The midnight rush: GET /api/dailyShop right after the daily reset',
    '',
    `${options.rushClients.toLocaleString('en-US')} clients on two hosts (${options.rushClientsOneHost.toLocaleString('en-US')} on PGlite’s one host), each on a new connection, sent evenly within ${rushMs} ms to hosts warmed up on`,
    '`/api/shopVer` that hold no offers for today: the PGlite host starts on a fresh folder; on PostgreSQL today’s',
    '`daily_shop_days` row is deleted just before, and two hosts share the database (clients alternate between them).',
    'Every answer must be 200 with the same offers for today’s Paris day, and none sets a cookie. The clients are one',
    `process in C (${RUSH_CLIENT}, one epoll loop, a few µs of CPU per connection: Node’s own http client spent ~140 µs)`,
    `on the same cores as the hosts; their sockets leave from ${localAddresses[0]} … ${localAddresses.at(-1)} in turn. The row « behind nginx »`,
    'is the deployment the README documents for a server going live: nginx with docs/deploy/nginx-boutique.conf in front of',
    'the two PostgreSQL hosts (fresh ones, on a database of their own), inside Debian’s own nginx.conf (a worker per core,',
    '768 connections each), on plain HTTP like every other row (TLS would cost every server the same handshakes). The',
    'clients connect to nginx; it keeps the first answer the hosts give for the day (X-Accel-Expires: its last second',
    'before the Paris midnight, docs/daily-shop.md#caching) and sends it itself; its workers come first among the servers’',
    'figures, the hosts after them. Node spends ~130 µs of CPU per new connection however little it answers; nginx a few.',
    'The last row is the',
    'machine’s limit for a Node server: two bare node:http servers (bench/bare-server.ts, the host’s listen backlog) answering the bytes the',
    `PostgreSQL hosts gave, under the same clients. The p99 of the clients sent in the first ${FIRST_MS} ms (while the first requests fix the day’s offers) is shown apart from the later ones’. CPU: user + system time the clients’ process and each server used during`,
    'the rush (on 2 cores, what the clients use is not the servers’). Connections the kernel turned away: its ListenOverflows count',
    '(the whole machine’s) during the rush; each such client resends its SYN after 1 s. Open files: the most the bench and',
    'clients’ process and each server held at once, sampled every 5 ms; memory: each server’s resident set before → after the',
    'rush, and its peak since it started.',
    '',
    table(RUSH_COLUMNS, rows)
  ].join('\n')
}
