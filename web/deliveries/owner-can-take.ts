/**
 * docs/in-game.md#deliveries: delivery `d` can be taken now by the player its game server's last claim listed as `p`
 * (a game_presence row of that server and account): the account's (a Grade), or a character's while that character
 * is played, or the framework did not say which. The claim, the delivery states and the metrics all read it.
 */
export const OWNER_CAN_TAKE = `(d.character_id is null or exists (
  select 1 from characters c where c.id = d.character_id and c.game_id = any(p.character_ids)
     and (p.active_character is null or p.active_character = c.game_id)))`
