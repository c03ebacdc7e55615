/** An unread badge: hidden at 0, "99+" above 99 (spec 000 §9). */
export function CountBadge({ count, cap = 99 }: { count: number; cap?: number }) {
  if (count <= 0) return null;
  return <span className="badge">{count > cap ? `${cap}+` : count}</span>;
}
