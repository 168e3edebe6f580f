import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { getConfig } from '../../web/config.ts'
import { loggerOptions } from '../../web/log/logger.ts'
import { requestContext, requestIdOf } from '../../web/log/request-context.ts'
import { secretScrubber } from '../../web/log/secret-scrubber.ts'
import { secretValuesOf } from '../../web/log/secret-values.ts'

/** A logger like the host's, writing into an array. */
function capturingLogger(secrets: readonly string[]) {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    }
  })
  return { log: pino(loggerOptions('trace', secrets), sink), lines }
}

describe('log redaction', () => {
  it('hides credentials by field name, one level down too, and keeps the rest', () => {
    const { log, lines } = capturingLogger([])
    log.info(
      { password: 'hunter2-long', user: { sessionToken: 'abc123456789', name: 'Lucas' }, headers: { cookie: 'boutique_session=xyz' } },
      'essai'
    )
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>
    expect(line).toMatchObject({
      level: 'info',
      msg: 'essai',
      password: '[secret]',
      user: { sessionToken: '[secret]', name: 'Lucas' },
      headers: { cookie: '[secret]' }
    })
  })

  it('replaces every secret value of the settings, quoted in a message or an error, as written, escaped or URL-encoded', () => {
    const config = getConfig({
      SHOP_SERVER_KEY: 'cle-serveur-'.padEnd(40, 'q'),
      TEBEX_WEBHOOK_SECRET: 'secret"webhook\\'.padEnd(30, 'w'),
      DISCORD_CLIENT_SECRET: 'secret-discord-0123',
      CONTACT_SMTP_URL: 'smtp://boutique:p%40ss%2Fw0rd!@smtp.example.fr:587',
      CONTACT_TO: 'equipe@boutique.example',
      METRICS_TOKEN: 'jeton-metriques-'.padEnd(30, 'm'),
      DATABASE_URL: 'postgres://shop:motdepasse-db@db.example:5432/shop'
    })
    const secrets = secretValuesOf(config)
    const { log, lines } = capturingLogger(secrets)
    log.warn(`clé ${config.serverKey} ; smtp p@ss/w0rd! ; base motdepasse-db`)
    log.error({ err: new Error(`refusé : ${config.storeProvider?.webhookSecret} ${config.discord?.clientSecret}`) }, 'échec')
    log.info({ url: 'smtp://boutique:p%40ss%2Fw0rd!@smtp.example.fr:587', metrics: config.observability.metricsToken }, 'réglages')
    const output = lines.join('')
    for (const secret of [...secrets, 'p@ss/w0rd!']) expect(output.includes(secret), secret).toBe(false)
    expect(output).toContain('[secret]')
    expect(output).toContain('smtp.example.fr')
  })

  it('blanks secrets whose shape is known: a bearer token, the session cookie, a URL password, a token in a query', () => {
    const scrub = secretScrubber([])
    expect(scrub('Authorization: Bearer 0123456789abcdef, suite')).toBe('Authorization: Bearer [secret], suite')
    expect(scrub('cookie boutique_session=AbC123; boutique_cfx=zz')).toBe('cookie boutique_session=[secret]; boutique_cfx=[secret]')
    expect(scrub('postgres://shop:pw@db:5432/x')).toBe('postgres://shop:[secret]@db:5432/x')
    expect(scrub('/api/loginGame?token=abcdef&x=1')).toBe('/api/loginGame?token=[secret]&x=1')
    expect(scrub('rien de secret ici')).toBe('rien de secret ici')
  })
})

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id, makes a new one otherwise, and every line logged meanwhile carries it', () => {
    expect(requestIdOf('nginx-4f1c2a9b7d3e')).toBe('nginx-4f1c2a9b7d3e')
    for (const insane of [undefined, '', 'court', 'avec espace 123', 'x'.repeat(101), ['a-b-c-d-e-f', 'g-h-i-j-k-l']]) {
      expect(requestIdOf(insane)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    }
    const { log, lines } = capturingLogger([])
    requestContext.run({ requestId: 'requete-0001' }, () => log.info('dedans'))
    log.info('dehors')
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ reqId: 'requete-0001', msg: 'dedans' })
    expect(JSON.parse(lines[1] ?? '{}')).not.toHaveProperty('reqId')
  })
})

describe('observability settings', () => {
  it('default to info, an access log and no /metrics; a bad LOG_LEVEL or a short METRICS_TOKEN stops the start, named', () => {
    expect(getConfig({}).observability).toEqual({ logLevel: 'info', accessLog: true, metricsToken: undefined })
    expect(getConfig({ LOG_LEVEL: 'debug', ACCESS_LOG: 'false', METRICS_TOKEN: 'm'.repeat(24) }).observability).toEqual({
      logLevel: 'debug',
      accessLog: false,
      metricsToken: 'm'.repeat(24)
    })
    expect(() => getConfig({ LOG_LEVEL: 'bavard' })).toThrow(/LOG_LEVEL/)
    expect(() => getConfig({ METRICS_TOKEN: 'court' })).toThrow(/METRICS_TOKEN/)
    expect(() => getConfig({ METRICS_TOKEN: 'avec des espaces dedans partout' })).toThrow(/METRICS_TOKEN/)
  })
})
