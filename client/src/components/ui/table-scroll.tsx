// A table wider than its screen: the box it scrolls sideways in, and the one comparison table
// built on it.
import { type ReactNode, useRef } from 'react';
import { edgeClasses, useScrollEdges } from '@/lib/use-scroll-edges';

/**
 * The box of a table wider than its screen, which scrolls sideways inside it rather than the
 * page: a named region that takes the focus, so a keyboard can scroll it too, and whose edge
 * with more columns past it shades over (lib/use-scroll-edges.ts), so a cut column never reads
 * as the table's last. A table that becomes cards on a phone (styles/card-table.css) never
 * needs it there.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const more = useScrollEdges(box);
  return (
    <div className={`table-scroll-frame${edgeClasses(more)}`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section ref={box} className="table-scroll" aria-label={label} tabIndex={0}>
        {children}
      </section>
    </div>
  );
}

// The one comparison table (packages on /compare-packages, vendors on /compare-vendors): each
// chosen item a column, each quality a row named at its start, which stays in view while the
// table scrolls sideways inside its box on a narrow screen.

/** A row: its name, and what it shows for each item. */
export type SideBySideRow<T> = readonly [label: string, cell: (item: T) => ReactNode];

interface SideBySideTableProps<T> {
  /** The scrolling region's name. */
  label: string;
  /** The table's name, for screen readers. */
  caption: string;
  /** The header of the row names' column; none leaves its corner empty. */
  corner?: string;
  items: readonly T[];
  keyOf: (item: T) => number;
  /** An item's column header. */
  head: (item: T) => ReactNode;
  rows: readonly SideBySideRow<T>[];
}

export function SideBySideTable<T>({
  label,
  caption,
  corner,
  items,
  keyOf,
  head,
  rows,
}: SideBySideTableProps<T>) {
  return (
    <TableScroll label={label}>
      <table className="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {corner ? <th scope="col">{corner}</th> : <td />}
            {items.map((item) => (
              <th key={keyOf(item)} scope="col">
                {head(item)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, cell]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {items.map((item) => (
                <td key={keyOf(item)}>{cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
