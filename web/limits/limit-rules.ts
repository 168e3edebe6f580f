import { CONTACT_COOLDOWN_MS } from '../../src/core/contract/contact.ts'

/**
 * One limit: at most `max` slots per key within `windowMs` from the first; the slot that reaches `max`
 * starts a block of `blockMs` (the window's end when not set). The window ends, the counter starts again.
 */
export interface LimitRule {
  scope: string
  max: number
  windowMs: number
  blockMs?: number
}

/** docs/constants.md#attempt-limits: more than 4 failures within 5 minutes block for 5 minutes (from the fifth). */
const ATTEMPT_WINDOW = { max: 5, windowMs: 300_000, blockMs: 300_000 }

export const LIMITS = {
  /** Password logins, per username (folded) from any address… */
  loginUser: { scope: 'login-user', ...ATTEMPT_WINDOW },
  /** …and per address for any username. */
  loginAddress: { scope: 'login-address', ...ATTEMPT_WINDOW },
  /** Gift target lookups that found nobody, per player and per address. */
  verifyUsername: { scope: 'verify-username', ...ATTEMPT_WINDOW },
  /** Wrong current passwords when changing it, per account. */
  passwordChange: { scope: 'password-change', ...ATTEMPT_WINDOW },
  /** Forum-login answers the forum or the binding refused, per address. */
  cfxLogin: { scope: 'cfxlogin-address', ...ATTEMPT_WINDOW },
  /** Each forum-login start makes an RSA key pair: a few a minute serve any player, more burn the CPU. */
  cfxLoginStart: { scope: 'cfxlogin-start', max: 10, windowMs: 60_000 },
  /** More login tokens than this per player per minute means something is wrong on the game server. */
  loginToken: { scope: 'login-token', max: 10, windowMs: 60_000 },
  /** One contact message per e-mail address (folded) and per address every 5 minutes. */
  contact: { scope: 'contact', max: 1, windowMs: CONTACT_COOLDOWN_MS }
} as const satisfies Record<string, LimitRule>
