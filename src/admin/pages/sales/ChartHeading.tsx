import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { downloadCsv } from './sales-csv.ts'

/** A figure's title and its 'CSV' button, which downloads the figure's rows as they are drawn. */
export function ChartHeading({
  title,
  file,
  header,
  rows
}: {
  title: string
  file: string
  header: [string, string]
  rows: [string, number][]
}) {
  return (
    <figcaption className="admin-chart-head">
      <strong>{title}</strong>
      <button className="button button--ghost" type="button" onClick={() => downloadCsv(file, header, rows)}>
        {adminMessages.csv}
      </button>
    </figcaption>
  )
}
