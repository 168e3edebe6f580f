import { describeLayoutWalk } from '../support/layout-walk.ts'

// A visitor's walk, second half (the first is layout-overflow.test.ts; support/layout-walk.ts).
describeLayoutWalk('a visitor', 2, 2)
