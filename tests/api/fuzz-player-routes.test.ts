import { describeRouteFuzzing } from '../support/route-fuzzer.ts'

// A player's own routes: history, characters, username check, password, the website token (tests/support/route-fuzzer.ts).
describeRouteFuzzing('player')
