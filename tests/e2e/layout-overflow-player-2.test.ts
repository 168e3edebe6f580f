import { describeLayoutWalk } from '../support/layout-walk.ts'

// A logged-in player's walk, second half (the first is layout-overflow-player.test.ts; support/layout-walk.ts).
describeLayoutWalk('a logged-in player', 2, 2)
