/** Zips every file of `dir` under the folder name `prefix` into `zipPath`; answers the archive's size in bytes. */
export function writeZip(dir: string, zipPath: string, prefix: string): Promise<number>
