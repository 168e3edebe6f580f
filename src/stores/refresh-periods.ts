// How often the page asks again (docs/client-state.md#refresh-timers); constants only, so a test outside the
// browser reads them without starting the stores.

/** The shop version check (docs/catalogue.md#shop-data). */
export const SHOP_VERSION_REFRESH_MS = 30_000

/** The exchange rates (docs/catalogue.md#prices-and-currencies). */
export const RATES_REFRESH_MS = 300_000

/** The chosen server's characters, once their list is this old (docs/spec-decisions.md: one age, not two). */
export const CHARACTERS_MAX_AGE_MS = 300_000
