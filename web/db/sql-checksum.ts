import { createHash } from 'node:crypto'

/**
 * A migration's or a function file's fingerprint: SHA-256 of its text with CRLF read as LF, so a checkout that
 * turned line ends into Windows ones (git's autocrlf) is not taken for an edited file.
 */
export function sqlChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex')
}
