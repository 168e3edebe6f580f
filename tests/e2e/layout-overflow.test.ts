import { describeLayoutWalk } from '../support/layout-walk.ts'

// A visitor's walk; the logged-in player's is layout-overflow-player.test.ts (support/layout-walk.ts).
describeLayoutWalk('a visitor')
