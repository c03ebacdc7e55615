// A booking's or wedding's hold as every screen shows it (docs/product/payments.md#holding-a-date):
// "Held until Sat, 5 Dec 2026, 6:00 pm" while held, "Confirmed" once its advance is paid.
import { type HoldState, holdLabel } from '@baraat/shared/domain/holds';
import { useLingui } from '@lingui/react/macro';

export function HoldBadge({ hold, holdUntil }: { hold: HoldState; holdUntil: string | null }) {
  const { i18n } = useLingui();
  const label = holdLabel(hold, holdUntil, i18n._);
  if (!label) return null;
  // Held reads as a pending word does, Confirmed as a confirmed one.
  const tone = hold === 'held' ? 'pending' : 'confirmed';
  return <span className={`status status-${tone} hold-badge`}>{label}</span>;
}
