/** The text of an unread count: "99+" above 99 (docs/product/texts.md#limits), "9+" on an avatar. */
export const countLabel = (count: number, cap = 99) => (count > cap ? `${cap}+` : String(count));

/** An unread badge, hidden at 0. Its link says the count in words (header-icons.tsx). */
export function CountBadge({ count, cap = 99 }: { count: number; cap?: number }) {
  if (count <= 0) return null;
  return (
    <span className="badge" aria-hidden="true">
      {countLabel(count, cap)}
    </span>
  );
}
