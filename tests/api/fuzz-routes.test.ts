import { describeRouteFuzzing } from '../support/route-fuzzer.ts'

// The shop's own routes (catalogue, daily offers, purchases, webhooks, contact), and the check that the four
// files together fuzz exactly the routes the app serves: tests/support/route-fuzzer.ts.
describeRouteFuzzing('shop')
