/** An error whose message is safe and meant for the caller: it becomes the JSON {error} body. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    /** More of the answer beside {error}, e.g. the back-office's per-field messages. */
    readonly details: Record<string, unknown> = {}
  ) {
    super(message)
  }
}
