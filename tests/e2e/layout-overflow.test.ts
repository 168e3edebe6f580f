import { describeLayoutWalk } from '../support/layout-walk.ts'

// A visitor's walk, first half; the second is layout-overflow-visitor-2.test.ts, the logged-in player's
// layout-overflow-player*.test.ts (support/layout-walk.ts).
describeLayoutWalk('a visitor', 1, 2)
