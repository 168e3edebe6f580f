/** Why the build (the React one with `react`) is stale, or undefined when it is not. */
export function staleReason(options?: { react?: boolean }): Promise<string | undefined>
export function stampPath(react?: boolean): string
