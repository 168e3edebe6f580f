/** Discord's user object (GET /users/@me), as far as the shop reads it. */
export interface DiscordUser {
  id: string
  username: string
  global_name: string | null
  avatar: string | null
  discriminator: string
}

/** The accounts the stand-in offers; ids look like Discord's snowflakes but belong to nobody. */
export const DEMO_DISCORD_USERS: readonly DiscordUser[] = [
  { id: '900000000000000101', username: 'lucas.martin', global_name: 'Lucas', avatar: null, discriminator: '0' },
  { id: '900000000000000102', username: 'emma.roux', global_name: 'Emma', avatar: null, discriminator: '0' },
  { id: '900000000000000103', username: 'invite.demo', global_name: 'Invité démo', avatar: null, discriminator: '0' }
]

export function findDemoUser(id: string): DiscordUser | undefined {
  return DEMO_DISCORD_USERS.find((user) => user.id === id)
}
