import { vi } from 'vitest'

import { describeRouteFuzzing } from '../support/route-fuzzer.ts'

// An RSA 2048 pair per accepted POST /api/cfxlogin/start costs ~80 ms: the fuzzer reuses one (the real
// generation is in tests/api/cfx-login.test.ts); it looks for crashes and writes, not for key quality.
vi.mock('../../web/forum/forum-crypto.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../web/forum/forum-crypto.ts')>()
  const pair = original.newForumKeyPair()
  return { ...original, newForumKeyPair: () => pair }
})

// Logging in and out: password, game token, forum and Discord (tests/support/route-fuzzer.ts).
describeRouteFuzzing('login')
