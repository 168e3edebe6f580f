import { describe, expect, it } from 'vitest'

import { createTurnQueue } from '../../web/db/turn-queue.ts'

describe('createTurnQueue', () => {
  it('runs jobs one at a time, in the order they came', async () => {
    const inTurn = createTurnQueue()
    const events: string[] = []
    const job = (name: string, steps: number) => async () => {
      events.push(`${name} starts`)
      for (let step = 0; step < steps; step += 1) await Promise.resolve()
      events.push(`${name} ends`)
      return name
    }
    expect(await Promise.all([inTurn(job('a', 5)), inTurn(job('b', 1)), inTurn(job('c', 3))])).toEqual(['a', 'b', 'c'])
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })

  it('gives the event loop a turn between two jobs, so what it has waiting (new connections) runs in between', async () => {
    const inTurn = createTurnQueue()
    const events: string[] = []
    await Promise.all([
      inTurn(async () => {
        setImmediate(() => events.push('a turn of the event loop'))
        events.push('first job')
      }),
      inTurn(async () => {
        events.push('second job')
      })
    ])
    expect(events).toEqual(['first job', 'a turn of the event loop', 'second job'])
  })

  it('passes a failure to its caller only; the next job still runs', async () => {
    const inTurn = createTurnQueue()
    const failed = inTurn(() => Promise.reject(new Error('refusée')))
    const next = inTurn(async () => 'suivante')
    await expect(failed).rejects.toThrow('refusée')
    expect(await next).toBe('suivante')
  })
})
