import type { ReactNode } from 'react';
import layout from '@/components/styles/layout.module.css';

export type TTableColumn<TRow> = {
  /** The column's name: its header, and the cell's label when the table stacks on a phone. */
  header: string;
  /** A shorter cell label for the stacked phone rows, where the header is long. */
  phoneLabel?: string;
  cell: (row: TRow) => ReactNode;
  /** Figures: right-aligned, digits of equal width. */
  numeric?: boolean;
  /** The cell names its row (a row header), as a creator's name or a deliverable does. */
  rowHeader?: boolean;
  /** A class for the header and the cells; a function of the row classes the cell alone. */
  className?: string | ((row: TRow) => string | undefined);
  /** The header is read by screen readers only (a column of links whose text names it). */
  hiddenHeader?: boolean;
};

/** A feature stylesheet's own table classes (it imports components/styles/table.css) in place of the layout's. */
type TTableClasses = { wrap?: string; table?: string; num?: string; caption?: string };

type TableProps<TRow> = {
  columns: TTableColumn<TRow>[];
  rows: TRow[];
  rowKey: (row: TRow, index: number) => string;
  /** A title above the table (also its accessible name). */
  caption?: string;
  /** The caption is read by screen readers only (a heading beside the table already shows it). */
  hiddenCaption?: boolean;
  /** The table's accessible name when no visible heading names it. */
  label?: string;
  /** On a phone, show each row as a block of labelled cells instead of scrolling sideways. */
  stackOnPhone?: boolean;
  /** The sideways-scrolling wrapper is a focusable region with this name (or named by this element id). */
  region?: { label: string } | { labelledBy: string };
  classes?: TTableClasses;
  /** Rows under the body (a total), in a <tfoot>. */
  footer?: ReactNode;
};

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** A plain data table: column headers, one row per item, scrolling sideways (or stacking) when it is too wide. */
export const Table = <TRow,>({
  columns,
  rows,
  rowKey,
  caption,
  hiddenCaption = false,
  label,
  stackOnPhone = false,
  region,
  classes = {},
  footer,
}: TableProps<TRow>) => {
  const num = classes.num ?? layout.num;
  const own = (c: TTableColumn<TRow>, row?: TRow) =>
    typeof c.className === 'function' ? row && c.className(row) : c.className;
  return (
    <div
      className={classes.wrap ?? layout.tableWrap}
      {...(region && {
        role: 'region',
        tabIndex: 0,
        'aria-label': 'label' in region ? region.label : undefined,
        'aria-labelledby': 'labelledBy' in region ? region.labelledBy : undefined,
      })}
    >
      <table className={classNames(classes.table ?? layout.table, stackOnPhone && layout.stacked)} aria-label={label}>
        {caption && (
          <caption className={hiddenCaption ? 'visually-hidden' : (classes.caption ?? layout.caption)}>
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={classNames(c.numeric && num, own(c))}>
                {c.hiddenHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.header}
                    scope={c.rowHeader ? 'row' : undefined}
                    data-label={stackOnPhone ? (c.phoneLabel ?? c.header) : undefined}
                    className={classNames(c.numeric && num, own(c, row))}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
};
