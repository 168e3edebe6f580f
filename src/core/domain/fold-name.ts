/**
 * The one key a username (or an e-mail address) is compared by: account lookups, the stored
 * `accounts.username_key` and the guessing limits' keys all go through here, so a name that finds an
 * account always meets that account's limits.
 *
 * NFKC first, so compatibility forms fold to their plain letters (full-width `Ｌｕｃａｓ`, ligatures `ﬁ`).
 * Lower, upper, then lower case gives Unicode's full case mappings where lower case alone keeps letters
 * apart: `ẞ` → `ß` → `SS` → `ss`, dotless `ı` → `I` → `i`, long `ſ` → `S` → `s`, final `ς` → `Σ` → `σ`. The dotted capital
 * `İ` lowers to `i` plus a combining dot (U+0307), which is dropped, so it folds as `I` does (JavaScript's
 * case mappings do not depend on the host's locale). NFKC again recomposes what the case change split.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .normalize('NFKC')
}
