import type { DashboardTable } from '@orioni/contracts/admin';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { downloadDashboardTable } from './dashboard-api';
import { fill, useDashboardText } from './dashboard-messages';

/** A column of a figure's table view: its header, whether it holds numbers, and the cell of a row. */
export interface TableColumn<R> {
  header: string;
  numeric?: boolean;
  cell(row: R): ReactNode;
}

/**
 * One figure of the dashboard: its title, a headline, the chart or (toggled) the same numbers as a
 * table for screen readers and keyboard users, the table's XLSX export, and the sentence that
 * defines the figure (from the contracts, `revenue-rules.ts`).
 */
export function DashboardFigure<R>({
  title,
  headline,
  definition,
  chart,
  columns,
  rows,
  table,
  startAsTable = false,
}: {
  title: string;
  headline?: ReactNode;
  definition: string;
  chart: ReactNode | null;
  columns: TableColumn<R>[];
  rows: R[];
  table: DashboardTable;
  startAsTable?: boolean;
}) {
  const text = useDashboardText();
  const id = useId();
  const [asTable, setAsTable] = useState(startAsTable || chart === null);
  const [exporting, setExporting] = useState(false);
  const exportTable = async () => {
    setExporting(true);
    try {
      await downloadDashboardTable(table);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="dashboard-figure" aria-labelledby={`${id}-title`}>
      <header className="dashboard-figure__head">
        <h2 id={`${id}-title`} className="dashboard-figure__title">
          {title}
        </h2>
        <div className="dashboard-figure__actions">
          {chart !== null ? (
            <Button variant="ghost" size="sm" aria-pressed={asTable} aria-controls={`${id}-body`} onClick={() => setAsTable((v) => !v)}>
              {asTable ? text.showChart : text.showTable}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" loading={exporting} onClick={() => void exportTable()}>
            {exporting ? text.exporting : text.exportTable}
          </Button>
        </div>
      </header>
      {headline ? <div className="dashboard-figure__headline">{headline}</div> : null}
      <div id={`${id}-body`} className="dashboard-figure__body">
        {asTable || chart === null ? <FigureTable title={title} columns={columns} rows={rows} /> : chart}
      </div>
      <p className="dashboard-figure__definition">{definition}</p>
    </section>
  );
}

/**
 * The numbers as a table. Below 480 px each row is a card of "header: value" lines (issue 39 item
 * 27: the overdue table's four columns were cut at 375 px and scrolled sideways); each cell names its
 * column in `data-label`, which the stylesheet prints before the value.
 */
function FigureTable<R>({ title, columns, rows }: { title: string; columns: TableColumn<R>[]; rows: R[] }) {
  const text = useDashboardText();
  if (rows.length === 0) return <p className="dashboard-figure__empty">{text.nothing}</p>;
  return (
    <div className="dashboard-table-frame" tabIndex={0} role="group" aria-label={title}>
      {/* Explicit roles: the phone layout displays the rows as blocks, which would otherwise drop the table from the accessibility tree. */}
      <table className="dashboard-table" role="table">
        <caption className="visually-hidden">{title}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.header} scope="col" role="columnheader" className={c.numeric ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, i) => (
            <tr key={i} role="row">
              {columns.map((c, n) =>
                n === 0 ? (
                  <th key={c.header} scope="row" role="rowheader" className={c.numeric ? 'num' : undefined} data-label={c.header}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} role="cell" className={c.numeric ? 'num' : undefined} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart's own name for assistive technology (the canvas itself is hidden). */
export const chartLabel = (template: string, title: string) => fill(template, { title });
