/** The failure kinds in docs/errors.md#request-failures. */
export type ApiFailureKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR'

export class ApiFailure extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown
  ) {
    super(message)
  }

  /** The server's own words when it sent {error}, for showing to the player. */
  get serverMessage(): string | undefined {
    const body = this.body
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return body.error
    return undefined
  }
}
