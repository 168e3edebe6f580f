import * as z from 'zod/mini'

/** The shapes several settings share, as zod reads them from the environment's strings. */
export const flag = z.pipe(
  z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']),
  z.transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
)

export const port = z
  .pipe(z.string().check(z.regex(/^\d{1,5}$/, 'un numéro de port est attendu')), z.transform(Number))
  .check(z.refine((value) => value > 0 && value < 65_536, 'port entre 1 et 65535'))

export const positiveInt = z.pipe(z.string().check(z.regex(/^\d+$/, 'un entier positif est attendu')), z.transform(Number))

export const httpUrl = z.url({ protocol: /^https?$/ })

export const percentList = z.pipe(
  z.string().check(z.regex(/^\d{1,2}(,\d{1,2})*$/, 'des pourcentages séparés par des virgules sont attendus')),
  z.transform((value) => value.split(',').map(Number))
)

export const email = z.email('une adresse e-mail est attendue')

/** The parsed values of one group of settings. */
export type EnvValuesOf<Shape extends z.core.$ZodLooseShape> = z.infer<z.ZodMiniObject<Shape>>
