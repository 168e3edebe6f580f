import { describeRouteFuzzing } from '../support/route-fuzzer.ts'

// The back-office's routes (with an admin's session among the callers) and the game server's (tests/support/route-fuzzer.ts).
describeRouteFuzzing('staff and game server')
