import * as z from 'zod/mini'

import { percentList, positiveInt } from '../config/env-values.ts'

export const dailyShopEnv = {
  DAILY_SHOP_SIZE: z._default(positiveInt, 4),
  DAILY_SHOP_DISCOUNTS: z._default(percentList, [10, 15, 20, 25, 30])
}

/** How many offers the day has, and the discounts they are drawn from. */
export interface DailyShopSettings {
  size: number
  discounts: number[]
}
