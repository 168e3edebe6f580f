/** A bad setting in the environment: the host refuses to start (exit 78) and names it. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Every refusal of a setting reads the same way. */
export function invalidConfig(problem: string): ConfigError {
  return new ConfigError(`Configuration invalide (README, « Settings ») :\n${problem}`)
}
