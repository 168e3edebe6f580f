/** A same-site path to go to after a login ('nil', 'homepage' and anything else lead home). */
export function safeLocalPath(target: string | undefined): string {
  if (!target || target === 'nil' || target === 'homepage') return '/'
  return /^\/(?![/\\])[^\s]*$/.test(target) ? target : '/'
}
