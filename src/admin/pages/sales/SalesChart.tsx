import { useEffect, useRef } from 'react'
import uPlot from 'uplot'

import type { DayValue } from '../../../core/contract/back-office-players.ts'
import { ChartHeading } from './ChartHeading.tsx'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'

interface SalesChartProps {
  title: string
  /** The value column's name in the CSV and the legend. */
  unit: string
  points: DayValue[]
  /** How a value reads on the axis (cents as euros…). */
  format: (value: number) => string
  file: string
  bars?: boolean
}

/** Canvas colours (a canvas does not read CSS variables): the theme's muted text and border. */
const AXIS = '#a7adb8'
const GRID = 'rgba(255, 255, 255, 0.08)'

/** Dates on the x axis in French (uPlot's own are English), in UTC as the points are placed. */
const DAY_LABEL = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const MONTH_LABEL = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** Days, or months (`YYYY-MM` points): one tick per month then, named as a month. */
function xAxis(points: DayValue[], xs: number[]): uPlot.Axis {
  const monthly = points[0]?.day.length === 7
  const label = monthly ? MONTH_LABEL : DAY_LABEL
  return {
    stroke: AXIS,
    grid: { stroke: GRID },
    ticks: { stroke: GRID },
    values: (_, ticks) => ticks.map((tick) => label.format(new Date(tick * 1000))),
    ...(monthly ? { splits: () => xs } : {})
  }
}

function halfStep(points: DayValue[]): number {
  return (points[0]?.day.length === 7 ? 15 : 0.5) * 86_400
}

/** One time series as a uPlot chart sized to its card, with its CSV. */
export function SalesChart({ title, unit, points, format, file, bars = false }: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const xs = points.map((point) => Date.parse(point.day.length === 7 ? `${point.day}-01T12:00:00Z` : `${point.day}T12:00:00Z`) / 1000)
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: 220,
      legend: { show: false },
      // Half a step of room at each end, so the first and last bars (and the last month's name) are not cut.
      scales: { x: { time: true, range: (_, min, max) => [min - halfStep(points), max + halfStep(points)] } },
      axes: [
        xAxis(points, xs),
        { stroke: AXIS, grid: { stroke: GRID }, ticks: { stroke: GRID }, size: 76, values: (_, ticks) => ticks.map(format) }
      ],
      series: [
        {},
        {
          label: unit,
          stroke: '#e0a526',
          fill: 'rgba(224, 165, 38, 0.25)',
          width: 2,
          ...(bars ? { paths: uPlot.paths.bars?.({ size: [0.7, 40] }) } : {})
        }
      ]
    }
    const chart = new uPlot(options, [xs, points.map((point) => point.value)], element)
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 220 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [points, unit, format, bars])

  return (
    <figure className="admin-card admin-chart" data-testid={`chart-${file}`}>
      <ChartHeading title={title} file={file} header={['Date', unit]} rows={points.map((point) => [point.day, point.value])} />
      {points.every((point) => point.value === 0) ? (
        <p className="muted">{adminMessages.noData}</p>
      ) : (
        <div ref={box} role="img" aria-label={title} />
      )}
    </figure>
  )
}
