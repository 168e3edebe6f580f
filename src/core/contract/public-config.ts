import * as z from 'zod/mini'

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'discord', 'tiktok', 'twitch'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const gameServerSchema = z.object({ name: z.string(), label: z.string() })

/** GET /api/config — the runtime settings the bundle reads (no secrets). */
export const publicConfigSchema = z.object({
  demo: z.boolean(),
  servers: z.array(gameServerSchema),
  defaultServer: z.string(),
  socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  communityUrl: z.nullable(z.string()),
  rankBadgeUrl: z.string(),
  /** Cash checkout through the store provider (Tebex); null: cash checkout is off on this installation. */
  storeProvider: z.nullable(
    z.object({
      /** The store's public token: the account segment of the Headless API paths. */
      publicToken: z.string(),
      /** Base of the Headless API, e.g. https://headless.tebex.io (no trailing slash). */
      headlessUrl: z.string(),
      /** Tebex.js `endpoint`: the checkout frame is `${checkoutEndpoint}/${basketIdent}`. */
      checkoutEndpoint: z.string(),
      /** Packages whose variable_data carries discord_id (docs/cash-checkout.md#package-variables). */
      specialPackages: z.array(z.int())
    })
  ),
  /**
   * How long personal data is kept (docs/retention.md): the privacy charter states these periods. Optional: a host
   * from before 1.0.0 still answering during a rolling upgrade does not send it (the charter then states the defaults).
   */
  retention: z.optional(z.object({ contactDays: z.int(), webhookDays: z.int() })),
  /** The legal notice's details (docs/contact-and-legal.md#legal-notice); null: not provided by the operator. */
  legal: z.object({
    operatorName: z.nullable(z.string()),
    operatorAddress: z.nullable(z.string()),
    publicationDirector: z.nullable(z.string()),
    contactEmail: z.nullable(z.string()),
    hostName: z.nullable(z.string()),
    hostAddress: z.nullable(z.string()),
    hostContact: z.nullable(z.string())
  })
})
export type PublicConfig = z.infer<typeof publicConfigSchema>
