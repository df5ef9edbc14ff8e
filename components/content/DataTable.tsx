import type { CSSProperties, ReactNode } from 'react';
import styles from './DataTable.module.css';

/** A data cell; `style` carries data-driven colours (the rating table). */
export interface DataCell {
  content: ReactNode;
  style?: CSSProperties;
}

/** A body row: its header cell (`th scope="row"`) and one cell per column. */
export interface DataRow {
  key: string;
  header: ReactNode;
  cells: readonly DataCell[];
}

/**
 * A real table with a caption, column headers and row headers, in a scroll box that keyboard
 * users can focus and scroll on narrow screens (axe `scrollable-region-focusable`). The caption
 * stands above the box and names both the box and the table: inside it, a `<caption>` is as wide as
 * the table, and a phone would cut it off with the columns it cannot show.
 * @param id unique on the page; the caption gets `${id}-caption`
 * @param corner header of the row-header column
 * @param columns headers of the data columns, in the order of each row's cells
 * @param wrapCells true for cells of prose (a content table's), which break lines as a paragraph
 *   does; by default a cell keeps to one line, as a grid of short values reads best (the dpi tables)
 */
export function DataTable({
  id,
  caption,
  corner,
  columns,
  rows,
  wrapCells = false,
}: {
  id: string;
  caption: ReactNode;
  corner: string;
  columns: readonly string[];
  rows: readonly DataRow[];
  wrapCells?: boolean;
}) {
  const captionId = `${id}-caption`;
  return (
    <>
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      <div className={`table-wrap ${styles.wrap}`} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table id={id} className={wrapCells ? styles.table : `${styles.table} ${styles.oneLine}`} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{corner}</th>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i]} style={cell.style}>
                    {cell.content}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
