/** docs/cash-checkout.md#returns: the query parameters the provider's checkout comes back with. */
export const PROVIDER_RETURN_PARAMS = ['success', 'cancelled', 'basketauthurldata'] as const

/** Whether the address is one of the provider's returns, which open their own popup (flows/checkout-returns.ts). */
export function isProviderReturn(search: Record<string, string | undefined>): boolean {
  return PROVIDER_RETURN_PARAMS.some((name) => search[name] !== undefined)
}
