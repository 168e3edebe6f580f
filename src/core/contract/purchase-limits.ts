// Apart from purchase.ts's schemas: the basket on the first screen caps its lines with these, and the
// purchase request's schemas load with the purchase (docs/constants.md#bundle-budget).

/** The most units of one product in one purchase: far above any real basket, low enough to keep totals small. */
export const MAX_UNITS_PER_LINE = 100
/** The most distinct products in one purchase. */
export const MAX_LINES_PER_PURCHASE = 50
