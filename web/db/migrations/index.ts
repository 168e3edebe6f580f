import catalogue from './001_catalogue.sql'
import contact from './002_contact.sql'
import accounts from './003_accounts.sql'
import forumLogin from './004_forum_login.sql'
import discordLink from './005_discord_link.sql'
import purchases from './006_purchases.sql'
import storeProvider from './007_store_provider.sql'
import limits from './008_limits.sql'
import debt from './009_debt.sql'
import subscriptions from './010_subscriptions.sql'
import purchaseFunction from './011_purchase_function.sql'
import handoff from './012_handoff.sql'
import stockSlots from './013_stock_slots.sql'
import backOffice from './014_back_office.sql'
import backOfficePlayers from './015_back_office_players.sql'
import eventResolution from './016_event_resolution.sql'
import salesRollups from './017_sales_rollups.sql'
import stockLast from './018_stock_last.sql'
import deliveryOwners from './019_delivery_owners.sql'
import waitingEvents from './020_waiting_events.sql'
import repairDrift from './021_repair_drift.sql'
import salesRollupsAgain from './022_sales_rollups_again.sql'
import retention from './023_retention.sql'
import cashCents from './024_cash_cents.sql'
import purchaseRulesOnce from './025_purchase_rules_once.sql'
import type { Queryable } from '../database.ts'
import { foldUsernames } from './fold-usernames.ts'
import { salesRollupsAgain as makeSalesRollupsAgain } from './sales-rollups-again.ts'

export interface Migration {
  version: number
  name: string
  sql: string
  /** A step only the host can do (it needs the host's code), run after `sql` in the same transaction. */
  after?: (tx: Queryable) => Promise<void>
}

/** Applied in order, each once; never edit one that has shipped, add the next number. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'catalogue', sql: catalogue },
  { version: 2, name: 'contact', sql: contact },
  { version: 3, name: 'accounts', sql: accounts },
  { version: 4, name: 'forum_login', sql: forumLogin },
  { version: 5, name: 'discord_link', sql: discordLink },
  { version: 6, name: 'purchases', sql: purchases },
  { version: 7, name: 'store_provider', sql: storeProvider },
  { version: 8, name: 'limits', sql: limits, after: foldUsernames },
  { version: 9, name: 'debt', sql: debt },
  { version: 10, name: 'subscriptions', sql: subscriptions },
  { version: 11, name: 'purchase_function', sql: purchaseFunction },
  { version: 12, name: 'handoff', sql: handoff },
  { version: 13, name: 'stock_slots', sql: stockSlots },
  { version: 14, name: 'back_office', sql: backOffice },
  { version: 15, name: 'back_office_players', sql: backOfficePlayers },
  { version: 16, name: 'event_resolution', sql: eventResolution },
  { version: 17, name: 'sales_rollups', sql: salesRollups },
  { version: 18, name: 'stock_last', sql: stockLast },
  { version: 19, name: 'delivery_owners', sql: deliveryOwners },
  { version: 20, name: 'waiting_events', sql: waitingEvents },
  { version: 21, name: 'repair_drift', sql: repairDrift },
  { version: 22, name: 'sales_rollups_again', sql: salesRollupsAgain, after: makeSalesRollupsAgain },
  { version: 23, name: 'retention', sql: retention },
  { version: 24, name: 'cash_cents', sql: cashCents },
  { version: 25, name: 'purchase_rules_once', sql: purchaseRulesOnce }
]
