import type { ServerNatives } from '../../overlay/src/server/server-natives.ts'

type Access = 'allow' | 'deny'

/**
 * FiveM's security context as citizenfx/fivem keeps it (commit 06d4d348): code/client/citicore/se/Security.cpp
 * (principal inheritance is a multimap: add_principal adds a copy, remove_principal erases every copy;
 * CheckPrivilege walks inherited principals and `builtin.everyone`, splits `a.b.c` into its parents, a deny
 * wins) and ExecuteCommand running as `resource.<name>`, refused without `command.<name>`
 * (citizen-scripting-core/src/ResourceScriptFunctions.cpp, console/Console.Commands.cpp).
 */
export class FakeAcl {
  readonly inheritances: [child: string, parent: string][] = []
  readonly aces: [principal: string, object: string, access: Access][] = []
  readonly console: string[] = []

  allows(principal: string, object: string): boolean {
    const principals = new Set([principal, 'builtin.everyone'])
    for (const known of principals) {
      for (const [child, parent] of this.inheritances) if (child === known) principals.add(parent)
    }
    const objects = [object]
    for (let rest = object; rest.includes('.');) objects.push((rest = rest.slice(0, rest.lastIndexOf('.'))))
    let allowed = false
    for (const [principalOf, objectOf, access] of this.aces) {
      if (!principals.has(principalOf) || !objects.includes(objectOf)) continue
      if (access === 'deny') return false
      allowed = true
    }
    return allowed
  }

  /** A console command, as the principal that runs it (`system.console` for server.cfg). */
  execute(as: string, line: string): void {
    const [name = '', ...args] = line.trim().split(/\s+/)
    if (!this.allows(as, `command.${name}`)) {
      this.console.push(`Access denied for command ${name}.`)
      return
    }
    const [first = '', second = '', third = ''] = args
    if (name === 'add_principal') this.inheritances.push([first, second])
    else if (name === 'remove_principal') this.removeInheritance(first, second)
    else if (name === 'add_ace') this.aces.push([first, second, third as Access])
    else this.console.push(`No such command ${name}.`)
  }

  /** server.cfg lines: the console may do anything. */
  config(...lines: string[]): void {
    for (const line of lines) {
      const [name = '', a = '', b = '', c = ''] = line.trim().split(/\s+/)
      if (name === 'add_ace') this.aces.push([a, b, c as Access])
      else this.inheritances.push([a, b])
    }
  }

  parentsOf(child: string): string[] {
    return this.inheritances.filter(([of]) => of === child).map(([, parent]) => parent)
  }

  private removeInheritance(child: string, parent: string): void {
    for (let index = this.inheritances.length - 1; index >= 0; index -= 1) {
      const [of, to] = this.inheritances[index] ?? []
      if (of === child && to === parent) this.inheritances.splice(index, 1)
    }
  }
}

export type GradeNatives = Pick<
  ServerNatives,
  'setPlayerState' | 'executeCommand' | 'isPrincipalAceAllowed' | 'resourceName' | 'getKvp' | 'setKvp' | 'deleteKvp'
>

/**
 * The natives of a FiveM server the Grades use: its ACL, player state bags (`player:<id>`, values passed
 * through msgpack: data/shared/citizen/scripting/v8/main.js NewStateBag, copied here) and the resource's KVP store, which
 * outlives a restart when the same `kvp` is handed to the next start.
 */
export function fakeFiveM(options: { acl?: FakeAcl; kvp?: Map<string, string>; resource?: string } = {}) {
  const acl = options.acl ?? new FakeAcl()
  const kvp = options.kvp ?? new Map<string, string>()
  const resource = options.resource ?? 'boutique'
  const stateBags = new Map<string, { value: unknown; replicated: boolean }>()
  const natives: GradeNatives = {
    setPlayerState: (source, key, value) => stateBags.set(`player:${source}:${key}`, { value: structuredClone(value), replicated: true }),
    executeCommand: (command) => acl.execute(`resource.${resource}`, command),
    isPrincipalAceAllowed: (principal, object) => acl.allows(principal, object),
    resourceName: () => resource,
    getKvp: (key) => kvp.get(key),
    setKvp: (key, value) => void kvp.set(key, value),
    deleteKvp: (key) => void kvp.delete(key)
  }
  const state = (source: string, key: string) => stateBags.get(`player:${source}:${key}`)
  /** A player's bag belongs to their client's data and goes with it (citizen-server-impl/src/state/ServerGameState.cpp). */
  const dropBag = (source: string) => {
    for (const key of stateBags.keys()) if (key.startsWith(`player:${source}:`)) stateBags.delete(key)
  }
  return { acl, kvp, natives, state, dropBag }
}

/** The two lines overlay/README.md asks for. */
export const BOUTIQUE_ACES = [
  'add_ace resource.boutique command.add_principal allow',
  'add_ace resource.boutique command.remove_principal allow'
]
