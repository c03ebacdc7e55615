import type { ReactNode } from 'react';

/** One of the wedding page's tables: a table on a wide box, one card per row on a phone
 * (styles/card-table.css); its caption is for screen readers, the section's heading shows. */
export function WeddingTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="data-table card-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
