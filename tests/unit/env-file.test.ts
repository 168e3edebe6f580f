import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ConfigError, getConfig } from '../../web/config.ts'
import { parseEnvironmentFile, readEnvironmentFile } from '../../web/config/env-file.ts'
import { REPO_ROOT } from '../support/web-host.ts'

const SAMPLE = join(REPO_ROOT, 'docs/deploy/boutique.env')

/** What a POSIX shell exports after sourcing `file` with `set -a`, minus what it exports on its own. */
async function sourcedByShell(file: string): Promise<Record<string, string>> {
  const shell = async (script: string) => {
    const { stdout } = await promisify(execFile)('/bin/sh', ['-c', script, 'sh', file], { env: {} })
    return Object.fromEntries(
      stdout
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    ) as Record<string, string>
  }
  const [own, sourced] = await Promise.all([shell('set -a; env -0'), shell('set -a; . "$1"; env -0')])
  return Object.fromEntries(Object.entries(sourced).filter(([name]) => !(name in own)))
}

describe('the settings file read as systemd reads an EnvironmentFile (systemd src/basic/env-file.c)', () => {
  it('reads comments, blanks, quotes and escapes the way systemd does', () => {
    const text = [
      '# a comment',
      '; another one',
      '   ',
      '  SPACED  =   value with blanks   ',
      "SINGLE='  kept as is \\n $HOME '",
      'DOUBLE="a \\"quote\\", a \\\\ backslash, a \\$ dollar, \\n kept"',
      'JOINED="one"\'two\'',
      'UNQUOTED=a\\ b\\\\c',
      'CONTINUED=first \\',
      'second',
      'EMPTY=',
      'NO_EQUALS_SIGN',
      'INLINE=value # not a comment',
      'LAST=wins',
      'LAST=the later one'
    ].join('\n')
    expect(Object.fromEntries(parseEnvironmentFile(text))).toEqual({
      SPACED: 'value with blanks',
      SINGLE: '  kept as is \\n $HOME ',
      DOUBLE: 'a "quote", a \\ backslash, a $ dollar, \\n kept',
      JOINED: 'onetwo',
      UNQUOTED: 'a b\\c',
      CONTINUED: 'first second',
      EMPTY: '',
      INLINE: 'value # not a comment',
      LAST: 'the later one'
    })
    expect(parseEnvironmentFile('A="no end quote')).toEqual([['A', 'no end quote']])
    expect(parseEnvironmentFile("B='x'\r\nC=y\r\n")).toEqual([
      ['B', 'x'],
      ['C', 'y']
    ])
  })

  describe('on files', () => {
    let dir: string
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'boutique-env-file-'))
    })
    afterAll(() => rm(dir, { recursive: true, force: true }))

    it('refuses a missing file or a bad setting name, naming the file', async () => {
      expect(() => readEnvironmentFile(join(dir, 'absent.env'))).toThrow(ConfigError)
      expect(() => readEnvironmentFile(join(dir, 'absent.env'))).toThrow(/--env-file .*absent\.env : lecture impossible/)
      const bad = join(dir, 'bad.env')
      await writeFile(bad, 'GOOD=1\nexport BAD=2\n')
      expect(() => readEnvironmentFile(bad)).toThrow(/bad\.env : noms de réglages invalides : « export BAD »/)
    })

    it('reads a file with quotes and escapes as a POSIX shell sources it', async () => {
      const file = join(dir, 'quoted.env')
      await writeFile(file, '# comment\nA=\'x y\'\nB="q \\"u\\" \\$HOME \\\\ z"\nC=plain\nD=\'https://h.example/a?b=c&d=e\'\n')
      expect(readEnvironmentFile(file)).toEqual(await sourcedByShell(file))
      expect(readEnvironmentFile(file)).toMatchObject({ A: 'x y', B: 'q "u" $HOME \\ z', D: 'https://h.example/a?b=c&d=e' })
    })
  })

  it('docs/deploy/boutique.env: the shell sources it as the tools read it, and it is a whole live configuration', async () => {
    const read = readEnvironmentFile(SAMPLE)
    expect(read).toEqual(await sourcedByShell(SAMPLE))
    expect(read).toMatchObject({ SHOP_DEMO: 'false', GAME_SERVERS: 'main=Serveur Principal', DATA_DIR: '/var/lib/boutique/data' })
    const config = getConfig(read)
    expect(config).toMatchObject({
      demo: false,
      dataDir: '/var/lib/boutique/data',
      servers: [{ name: 'main', label: 'Serveur Principal' }]
    })
    expect(config.forum.clientId).toBe('boutique-boutique.example.fr')
  })
})
