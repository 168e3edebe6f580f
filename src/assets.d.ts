declare module '*.svg' {
  /** The hashed URL esbuild gives the file. */
  const url: string
  export default url
}

declare module '*.css?url' {
  /** The sheet's own file, outside the entry's style sheet (scripts/style-sheet-url.mjs). */
  const url: string
  export default url
}
