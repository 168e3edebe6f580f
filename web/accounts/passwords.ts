import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const COST = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored passwords. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Spent on unknown usernames too, so the answer's timing does not say whether the account exists. */
let dummyHash: Promise<string> | undefined
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('pas-de-compte')
  await verifyPassword(password, await dummyHash)
  return false
}
