import type { ReactNode } from 'react';
import layout from '@/components/styles/layout.module.css';

type TColumn<TRow> = {
  /** The column's name: its header, and the cell's label when the table stacks on a phone. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Figures: right-aligned, digits of equal width. */
  numeric?: boolean;
  className?: string;
};

type TableProps<TRow> = {
  columns: TColumn<TRow>[];
  rows: TRow[];
  rowKey: (row: TRow) => string;
  /** A visible title above the table (also its accessible name). */
  caption?: string;
  /** The table's accessible name when no visible heading names it. */
  label?: string;
  /** On a phone, show each row as a block of labelled cells instead of scrolling sideways. */
  stackOnPhone?: boolean;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A plain data table: column headers, one row per item, scrolling sideways (or stacking) when it is too wide. */
export const Table = <TRow,>({ columns, rows, rowKey, caption, label, stackOnPhone = false }: TableProps<TRow>) => (
  <div className={layout.tableWrap}>
    <table className={classes(layout.table, stackOnPhone && layout.stacked)} aria-label={label}>
      {caption && <caption className={layout.caption}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={classes(c.numeric && layout.num, c.className)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td
                key={c.header}
                data-label={stackOnPhone ? c.header : undefined}
                className={classes(c.numeric && layout.num, c.className)}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
