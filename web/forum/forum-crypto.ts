import { constants, generateKeyPair, privateDecrypt, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const makeKeyPair = promisify(generateKeyPair)

export interface ForumKeyPair {
  publicKey: string
  privateKey: string
}

/** A fresh RSA 2048 pair per login attempt, made off the event loop. */
export async function newForumKeyPair(): Promise<ForumKeyPair> {
  return makeKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' }
  })
}

/** Short on purpose: Discourse encrypts it inside the payload, limited to k − 11 bytes by PKCS#1 v1.5. */
export function newNonce(): string {
  return randomBytes(16).toString('hex')
}

/**
 * Decrypts the forum's payload (Base64 of Ruby `public_encrypt`, PKCS#1 v1.5 by default).
 * Node 20 refuses `privateDecrypt` with RSA_PKCS1_PADDING (CVE-2023-46809, Bleichenbacher), so
 * the raw RSA block is decrypted with RSA_NO_PADDING and the padding checked here. That is safe
 * in this flow: each key pair serves one attempt and is deleted at its first answer, so nobody
 * can ask it the many questions a padding oracle needs. node-forge would do the same in slow
 * pure JS, as a new dependency; this keeps OpenSSL's own RSA.
 * Returns undefined for anything that is not a well-formed block, with no detail on why.
 */
export function decryptForumPayload(payload: string, privateKey: string): Buffer | undefined {
  // A framework may have turned '+' into a space; Ruby's Base64 adds newlines, which Node skips.
  const cipher = Buffer.from(payload.replace(/ /g, '+'), 'base64')
  let block: Buffer
  try {
    block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, cipher)
  } catch {
    return undefined
  }
  return unpadPkcs1v15(block)
}

/**
 * EME-PKCS1-v1_5: 00 02 PS (at least 8 non-zero bytes) 00 M. Every byte is read whatever it
 * holds, so the time taken does not say where a bad block went wrong.
 */
export function unpadPkcs1v15(block: Buffer): Buffer | undefined {
  let separator = 0
  let looking = 1
  for (let index = 2; index < block.length; index += 1) {
    const isZero = ((block[index] ?? 0) - 1) >>> 31
    separator |= index * isZero * looking
    looking &= 1 - isZero
  }
  const badHeader = (block[0] ?? 1) | ((block[1] ?? 0) ^ 2)
  const valid = (badHeader === 0 ? 1 : 0) & (separator >= 10 ? 1 : 0)
  return valid === 1 ? block.subarray(separator + 1) : undefined
}
