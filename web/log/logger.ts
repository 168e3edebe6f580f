import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'

import type { LogLevel } from './log-settings.ts'
import { requestContext } from './request-context.ts'
import { redactFields } from './redact-fields.ts'
import { secretScrubber } from './secret-scrubber.ts'

/** The options of the host's logger (exported for its tests, which write to a stream of their own). */
export function loggerOptions(level: LogLevel, secrets: readonly string[]): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Credentials by field name (redact-fields.ts); the scrubber below then catches secret values anywhere.
    formatters: { level: (label) => ({ level: label }), log: (object) => redactFields(object) },
    // The request being answered, through every await (request-context.ts).
    mixin: () => {
      const context = requestContext.getStore()
      return context ? { reqId: context.requestId } : {}
    },
    hooks: { streamWrite: secretScrubber(secrets) }
  }
}

/**
 * The host's one logger: JSON lines on stdout, one per event. Before `configureLogging` (and in tests
 * that build the app in-process) it logs at `info` with the shaped-secret scrubber only.
 */
export let log: Logger = pino(loggerOptions('info', []))

/**
 * Sets the level and the secrets to scrub; in a terminal (stdout a TTY) the lines are made readable
 * by pino-pretty, loaded only then. Elsewhere (systemd, Docker, a pipe) they stay JSON.
 */
export async function configureLogging(settings: { level: LogLevel; secrets: readonly string[] }): Promise<Logger> {
  const options = loggerOptions(settings.level, settings.secrets)
  const destination: DestinationStream | undefined = process.stdout.isTTY ? await prettyStream() : undefined
  log = destination ? pino(options, destination) : pino(options)
  return log
}

async function prettyStream(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty')
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true })
}

/**
 * A setting that stops the start (exit 78): one plain French line on stderr, as a command-line tool
 * refuses a bad argument, for the person at the terminal or in the service manager's journal.
 */
export function reportBadSetting(message: string): void {
  process.stderr.write(`${message}\n`)
}
