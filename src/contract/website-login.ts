import * as z from 'zod/mini'

/** POST /api/websiteLoginToken — in game, the player opens the website already logged in (SPEC §1). */
export const websiteLoginResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) })
export type WebsiteLoginResponse = z.infer<typeof websiteLoginResponseSchema>
