declare module '*.svg' {
  /** The hashed URL esbuild gives the file. */
  const url: string
  export default url
}
