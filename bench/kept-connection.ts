import { connect, type Socket } from 'node:net'

const HEAD_END = Buffer.from('\r\n\r\n')
const LAST_CHUNK = Buffer.from('0\r\n\r\n')

/**
 * One buyer's keep-alive HTTP/1.1 connection, written and read as bytes: Node's http client spent about as much CPU
 * per purchase as a third of the web host's, on the same two cores, so the purchases measured the buyers too. It
 * sends a request whole and reads its answer to the end (a Content-Length, or chunks); one request at a time.
 */
export class KeptConnection {
  private socket: Socket | undefined
  private received: Buffer = Buffer.alloc(0)
  private waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined

  constructor(private readonly address: { host: string; port: number }) {}

  /** Sends `head` (request line and headers, without the blank line) and `body`; the answer's status once it all came. */
  send(head: string, body: string): Promise<number> {
    const socket = this.socket ?? this.open()
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject }
      socket.write(`${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
    })
  }

  close(): void {
    this.socket?.destroy()
  }

  private open(): Socket {
    const socket = connect(this.address)
    socket.setNoDelay(true)
    socket.on('data', (chunk: Buffer) => this.read(chunk))
    const lost = (error: Error) => {
      if (this.socket === socket) this.socket = undefined
      this.received = Buffer.alloc(0)
      this.waiting?.reject(error)
      this.waiting = undefined
    }
    socket.on('error', lost)
    socket.on('close', () => lost(new Error('connection closed before the answer ended')))
    this.socket = socket
    return socket
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk])
    const headEnd = this.received.indexOf(HEAD_END)
    if (headEnd < 0 || !this.waiting) return
    const head = this.received.toString('latin1', 0, headEnd)
    const bodyStart = headEnd + HEAD_END.length
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1]
    const complete =
      length === undefined
        ? this.received.subarray(-LAST_CHUNK.length).equals(LAST_CHUNK)
        : this.received.length >= bodyStart + Number(length)
    if (!complete) return
    const waiting = this.waiting
    this.waiting = undefined
    this.received = Buffer.alloc(0)
    waiting.resolve(Number(head.slice(9, 12)))
  }
}
