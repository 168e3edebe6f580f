import { readFileSync } from 'node:fs'

import * as z from 'zod/mini'

import { invalidConfig } from './config-error.ts'

/*
 * The settings file of the service, read as systemd reads an EnvironmentFile= (docs/deploy/boutique.service):
 * a port of parse_env_file_internal() in systemd/systemd src/basic/env-file.c (commit 0002453b101d).
 * Lines starting with # or ; are comments; NAME=value, blanks around both trimmed; 'single quotes' literal;
 * "double quotes" where \ escapes " \ ` $ and a newline; outside quotes \ escapes the next character
 * (a newline: the line goes on). No inline comments, no ${expansion}: the value is the text.
 */

type State = 'preKey' | 'key' | 'preValue' | 'value' | 'valueEscape' | 'single' | 'double' | 'doubleEscape' | 'comment'

interface Parse {
  state: State
  key: string
  value: string
  /** Where trailing blanks of the unquoted part begin (systemd chomps them), or undefined. */
  valueBlank: number | undefined
  pairs: [string, string][]
}

const WHITESPACE = ' \t\n\r'
const NEWLINE = '\n\r'
const SHELL_NEED_ESCAPE = '"\\`$'

/** The NAME=value pairs of an EnvironmentFile's text, in order (a later NAME replaces an earlier one). */
export function parseEnvironmentFile(text: string): [string, string][] {
  const parse: Parse = { state: 'preKey', key: '', value: '', valueBlank: undefined, pairs: [] }
  for (const char of text) STEPS[parse.state](parse, char)
  if (!['preKey', 'key', 'comment'].includes(parse.state)) push(parse)
  return parse.pairs
}

function push(parse: Parse): void {
  const value = parse.valueBlank === undefined ? parse.value : parse.value.slice(0, parse.valueBlank)
  parse.pairs.push([parse.key.trimEnd(), value])
  Object.assign(parse, { state: 'preKey', key: '', value: '', valueBlank: undefined })
}

function addToValue(parse: Parse, char: string): void {
  if (!WHITESPACE.includes(char)) parse.valueBlank = undefined
  else parse.valueBlank ??= parse.value.length
  parse.value += char
}

const STEPS: Record<State, (parse: Parse, char: string) => void> = {
  preKey: (parse, char) => {
    if ('#;'.includes(char)) parse.state = 'comment'
    else if (!WHITESPACE.includes(char)) Object.assign(parse, { state: 'key', key: char })
  },
  key: (parse, char) => {
    if (NEWLINE.includes(char)) Object.assign(parse, { state: 'preKey', key: '' })
    else if (char === '=') Object.assign(parse, { state: 'preValue', valueBlank: undefined })
    else parse.key += char
  },
  preValue: (parse, char) => {
    if (NEWLINE.includes(char)) push(parse)
    else if (char === "'") parse.state = 'single'
    else if (char === '"') parse.state = 'double'
    else if (char === '\\') parse.state = 'valueEscape'
    else if (!WHITESPACE.includes(char)) Object.assign(parse, { state: 'value', value: parse.value + char })
  },
  value: (parse, char) => {
    if (NEWLINE.includes(char)) push(parse)
    else if (char === '\\') Object.assign(parse, { state: 'valueEscape', valueBlank: undefined })
    else addToValue(parse, char)
  },
  valueEscape: (parse, char) => {
    parse.state = 'value'
    if (!NEWLINE.includes(char)) parse.value += char
  },
  single: (parse, char) => {
    if (char === "'") parse.state = 'preValue'
    else parse.value += char
  },
  double: (parse, char) => {
    if (char === '"') parse.state = 'preValue'
    else if (char === '\\') parse.state = 'doubleEscape'
    else parse.value += char
  },
  doubleEscape: (parse, char) => {
    parse.state = 'double'
    if (SHELL_NEED_ESCAPE.includes(char)) parse.value += char
    else if (char !== '\n') parse.value += `\\${char}`
  },
  comment: (parse, char) => {
    if (NEWLINE.includes(char)) parse.state = 'preKey'
  }
}

/** What systemd passes on (env_name_is_valid); anything else in the file is a mistake worth naming. */
const environmentFileSchema = z.array(
  z.tuple([z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'un nom de réglage (lettres, chiffres, « _ ») est attendu')), z.string()])
)

/** The settings of an EnvironmentFile; a ConfigError names the file when it cannot be read or holds a bad name. */
export function readEnvironmentFile(path: string): Record<string, string> {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw invalidConfig(`--env-file ${path} : lecture impossible (${error instanceof Error ? error.message : String(error)}).`)
  }
  const pairs = parseEnvironmentFile(text)
  const parsed = environmentFileSchema.safeParse(pairs)
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => `« ${String(pairs[Number(issue.path[0])]?.[0])} »`)
    throw invalidConfig(`--env-file ${path} : noms de réglages invalides : ${bad.join(', ')}.`)
  }
  return Object.fromEntries(parsed.data)
}
