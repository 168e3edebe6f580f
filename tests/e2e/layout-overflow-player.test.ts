import { describeLayoutWalk } from '../support/layout-walk.ts'

// A logged-in player's walk; the visitor's is layout-overflow.test.ts (support/layout-walk.ts).
describeLayoutWalk('a logged-in player')
