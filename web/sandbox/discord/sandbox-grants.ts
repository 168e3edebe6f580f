import { newSecret } from '../../accounts/secrets.ts'

/** Discord's codes live minutes, its access tokens a week (expires_in 604800). */
export const CODE_LIFETIME_MS = 10 * 60_000
export const TOKEN_LIFETIME_S = 604_800

interface CodeGrant {
  userId: string
  clientId: string
  redirectUri: string
  expiresAt: number
}

interface TokenGrant {
  userId: string
  expiresAt: number
}

/** The stand-in's codes and tokens, in memory: it serves demos and tests, one process at a time. */
export class SandboxGrants {
  private readonly codes = new Map<string, CodeGrant>()
  private readonly tokens = new Map<string, TokenGrant>()

  issueCode(grant: Omit<CodeGrant, 'expiresAt'>, now: number): string {
    this.prune(now)
    const code = newSecret()
    this.codes.set(code, { ...grant, expiresAt: now + CODE_LIFETIME_MS })
    return code
  }

  /** A code is good once: taking it removes it, whatever comes next. */
  takeCode(code: string, now: number): CodeGrant | undefined {
    const grant = this.codes.get(code)
    this.codes.delete(code)
    return grant && grant.expiresAt > now ? grant : undefined
  }

  issueToken(userId: string, now: number): string {
    const token = newSecret()
    this.tokens.set(token, { userId, expiresAt: now + TOKEN_LIFETIME_S * 1000 })
    return token
  }

  tokenUser(token: string, now: number): string | undefined {
    const grant = this.tokens.get(token)
    return grant && grant.expiresAt > now ? grant.userId : undefined
  }

  private prune(now: number): void {
    for (const [code, grant] of this.codes) if (grant.expiresAt <= now) this.codes.delete(code)
    for (const [token, grant] of this.tokens) if (grant.expiresAt <= now) this.tokens.delete(token)
  }
}
