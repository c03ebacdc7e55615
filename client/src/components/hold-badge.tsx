// A booking's or wedding's hold as every screen shows it (docs/product/payments.md#holding-a-date):
// "Held until Sat, 5 Dec 2026, 6:00 pm" while held, "Confirmed" once its advance is paid.
import { formatDateTime } from '@baraat/shared/domain/format';
import { HOLD_TEXTS, type HoldState } from '@baraat/shared/domain/holds';
import { useLingui } from '@lingui/react/macro';

export function HoldBadge({ hold, holdUntil }: { hold: HoldState; holdUntil: string | null }) {
  const { t, i18n } = useLingui();
  // holdLabel's words (domain/holds.ts), in the reader's language.
  const when = holdUntil && formatDateTime(holdUntil);
  const label =
    hold === 'held' && when
      ? t`Held until ${when}`
      : hold === 'confirmed'
        ? i18n._(HOLD_TEXTS.confirmed)
        : null;
  if (!label) return null;
  // Held reads as a pending word does, Confirmed as a confirmed one.
  const tone = hold === 'held' ? 'pending' : 'confirmed';
  return <span className={`status status-${tone} hold-badge`}>{label}</span>;
}
