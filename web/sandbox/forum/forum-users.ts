/**
 * The demo forum's users. Forum user ids are the players' `fivem:` identifiers, as on forum.cfx.re:
 * 100001 and 100002 are the demo players of the README; 100003 has no shop account until they log in.
 */
export const STAND_IN_FORUM_USERS = [
  { id: 100001, username: 'Lucas_Martin', name: 'Lucas Martin', color: '#2563eb' },
  { id: 100002, username: 'Emma_Roux', name: 'Emma Roux', color: '#db2777' },
  { id: 100003, username: 'Hugo_Lefevre', name: 'Hugo Lefèvre', color: '#059669' }
] as const

export type StandInForumUser = (typeof STAND_IN_FORUM_USERS)[number]

export function standInForumUser(id: number): StandInForumUser | undefined {
  return STAND_IN_FORUM_USERS.find((user) => user.id === id)
}

/** The scopes the stand-in accepts, as Discourse's `allow_user_api_key_scopes` would. */
export const STAND_IN_SCOPES = ['session_info', 'read', 'write'] as const
