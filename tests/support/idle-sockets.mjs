// A client that opens many TCP connections to the host and never sends a byte, in a process of its
// own: one process may hold fewer file descriptors (ulimit -n) than the sockets a test wants.
// Settings: IDLE_SOCKETS = JSON {port, addresses, perAddress, maxPending, deadlineMs}.
// Prints JSON lines: {type: 'progress', created, connected, open, closed} every 200 ms, and
// {type: 'done', created, connected, closed, errors, lifetimes} once every socket is closed (by the host:
// this client never closes one), on SIGTERM, or when the deadline passed.
import { connect } from 'node:net'

const { port, addresses, perAddress, maxPending, deadlineMs } = JSON.parse(process.env.IDLE_SOCKETS ?? '{}')
const total = addresses.length * perAddress
const started = Date.now()
let created = 0
let pending = 0
let connected = 0
let closed = 0
let open = 0
let errors = 0
/** How long each socket lived, from its connection (or its creation when it never connected) to its close. */
const lifetimes = []

function openNext() {
  while (pending < maxPending && created < total) {
    const localAddress = addresses[created % addresses.length]
    created += 1
    pending += 1
    const createdAt = Date.now()
    let connectedAt
    const socket = connect({ host: '127.0.0.1', port, localAddress })
    // Under a flood the kernel answers with SYN cookies and may drop the last ACK of the handshake when
    // the accept queue is full: the client then holds a socket the host never knew. Keep-alive probes
    // (no data: the host's program sees nothing) get such a ghost reset, so every socket ends.
    socket.setKeepAlive(true, 1_000)
    socket.on('connect', () => {
      connectedAt = Date.now()
      connected += 1
      open += 1
      pending -= 1
      openNext()
    })
    socket.on('error', () => (errors += 1))
    socket.on('close', () => {
      if (connectedAt === undefined) {
        pending -= 1
        openNext()
      } else {
        open -= 1
      }
      closed += 1
      lifetimes.push(Date.now() - (connectedAt ?? createdAt))
      if (closed === total) finish()
    })
  }
}

function report() {
  process.stdout.write(`${JSON.stringify({ type: 'progress', created, connected, open, closed })}\n`)
}

const ticker = setInterval(report, 200)
const deadline = setTimeout(finish, deadlineMs)
process.once('SIGTERM', finish)

function finish() {
  clearInterval(ticker)
  clearTimeout(deadline)
  report()
  const sorted = [...lifetimes].sort((a, b) => a - b)
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? null
  const summary = {
    created,
    connected,
    closed,
    errors,
    elapsedMs: Date.now() - started,
    lifetimes: { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? null }
  }
  process.stdout.write(`${JSON.stringify({ type: 'done', ...summary })}\n`, () => process.exit(0))
}

openNext()
