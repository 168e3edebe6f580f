import { useEffect, useState } from 'react'

import { untilParisMidnight } from '../../core/domain/daily-shop.ts'
import { dailyShopMessages as messages } from '../../core/messages/daily-shop.ts'

const TICK_MS = 1000

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** 'Actualisation dans' hh h mm min ss s, until midnight in Paris; ticks every second. */
export function DailyCountdown() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const { hours, minutes, seconds } = untilParisMidnight(now)
  return (
    <p className="daily-countdown" data-testid="daily-countdown" role="timer" aria-live="off">
      <span className="daily-countdown__label">{messages.countdown}</span>
      <span className="daily-countdown__parts">
        <CountdownPart value={hours} unit={messages.hours} testId="daily-countdown-hours" />
        <CountdownPart value={minutes} unit={messages.minutes} testId="daily-countdown-minutes" />
        <CountdownPart value={seconds} unit={messages.seconds} testId="daily-countdown-seconds" />
      </span>
    </p>
  )
}

function CountdownPart({ value, unit, testId }: { value: number; unit: string; testId: string }) {
  return (
    <span className="daily-countdown__part">
      <span className="daily-countdown__value" data-testid={testId}>
        {twoDigits(value)}
      </span>
      <span className="daily-countdown__unit">{unit}</span>
    </span>
  )
}
