import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { backupFileName, backupPath, listBackups, pruneBackups } from '../../web/backup/backup-file.ts'
import { readBackupSql } from '../../web/backup/restore.ts'
import { ConfigError, getConfig } from '../../web/config.ts'

describe('backup settings', () => {
  it('are off without BACKUP_DIR, and default to one a day, fourteen kept', () => {
    expect(getConfig({}).backup).toBeUndefined()
    expect(getConfig({ BACKUP_DIR: '/var/backups/boutique' }).backup).toEqual({ dir: '/var/backups/boutique', everyHours: 24, keep: 14 })
    expect(getConfig({ BACKUP_DIR: './b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' }).backup).toEqual({
      dir: './b',
      everyHours: 0.5,
      keep: 3
    })
  })

  it('refuses a zero, negative or unreadable interval and a count below one, naming the setting', () => {
    for (const hours of ['0', '-1', 'abc', '9000', '1e3']) {
      expect(() => getConfig({ BACKUP_DIR: './b', BACKUP_EVERY_HOURS: hours })).toThrow(ConfigError)
      expect(() => getConfig({ BACKUP_DIR: './b', BACKUP_EVERY_HOURS: hours })).toThrow(/BACKUP_EVERY_HOURS/)
    }
    for (const keep of ['0', '-2', 'deux']) expect(() => getConfig({ BACKUP_DIR: './b', BACKUP_KEEP: keep })).toThrow(/BACKUP_KEEP/)
  })
})

describe('backup files', () => {
  it('are named by their UTC time; a folder gets a new name, a .sql.gz path is kept', () => {
    const at = new Date('2026-11-24T01:02:03.456Z')
    expect(backupFileName(at)).toBe('boutique-2026-11-24T01-02-03Z.sql.gz')
    expect(backupPath('/b', at)).toBe('/b/boutique-2026-11-24T01-02-03Z.sql.gz')
    expect(backupPath('/b/avant-mise-a-jour.sql.gz', at)).toBe('/b/avant-mise-a-jour.sql.gz')
    expect(backupPath('/b', at, 'manual')).toBe('/b/boutique-manual-2026-11-24T01-02-03Z.sql.gz')
  })

  it('taken by hand, are listed with the others but never pruned', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boutique-prune-manual-'))
    try {
      const manual = backupFileName(new Date('2025-01-01T00:00:00Z'), 'manual')
      const scheduled = ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'].map((at) => backupFileName(new Date(at)))
      for (const name of [manual, ...scheduled]) await writeFile(join(dir, name), '')
      expect((await listBackups(dir)).map((backup) => backup.kind)).toEqual(['scheduled', 'scheduled', 'manual'])
      expect(await pruneBackups(dir, 1)).toEqual([join(dir, scheduled[0] ?? '')])
      expect((await readdir(dir)).sort()).toEqual([scheduled[1], manual])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('are listed newest first and pruned to the newest ones, other files left alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boutique-prune-'))
    try {
      const times = ['2026-01-03T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-02T12:30:00Z'].map((at) => new Date(at))
      for (const at of times) await writeFile(join(dir, backupFileName(at)), '')
      await writeFile(join(dir, 'notes.txt'), '')
      expect((await listBackups(dir)).map((backup) => backup.takenAt.toISOString())).toEqual([
        '2026-01-03T00:00:00.000Z',
        '2026-01-02T12:30:00.000Z',
        '2026-01-01T00:00:00.000Z'
      ])
      expect(await pruneBackups(dir, 2)).toEqual([join(dir, backupFileName(times[1] as Date))])
      expect((await readdir(dir)).sort()).toEqual([backupFileName(times[2] as Date), backupFileName(times[0] as Date), 'notes.txt'])
      expect(await listBackups(join(dir, 'absent'))).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('are read back as SQL without pg_dump’s psql-only \\restrict lines, every line of data kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boutique-read-'))
    try {
      const data = "INSERT INTO public.products VALUES (1, 'ligne\n\\restrict pas une commande\n\\fin');"
      const dump = [
        '--',
        '-- PostgreSQL database dump',
        '--',
        '\\restrict Abc123xyz',
        '',
        'SET x = 1;',
        data,
        '',
        '\\unrestrict Abc123xyz',
        ''
      ].join('\n')
      await writeFile(join(dir, 'b.sql.gz'), gzipSync(dump))
      await writeFile(join(dir, 'b.sql'), dump)
      const expected = ['--', '-- PostgreSQL database dump', '--', '', 'SET x = 1;', data, '', '', ''].join('\n')
      expect(await readBackupSql(join(dir, 'b.sql.gz'))).toBe(expected)
      expect(await readBackupSql(join(dir, 'b.sql'))).toBe(expected)
      await writeFile(join(dir, 'notes.txt'), 'pas une sauvegarde')
      await expect(readBackupSql(join(dir, 'notes.txt'))).rejects.toThrow(/n'est pas une sauvegarde pg_dump/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
