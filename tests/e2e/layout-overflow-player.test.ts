import { describeLayoutWalk } from '../support/layout-walk.ts'

// A logged-in player's walk, first half; the second is layout-overflow-player-2.test.ts (support/layout-walk.ts).
describeLayoutWalk('a logged-in player', 1, 2)
