// An instalment's label (docs/product/weddings.md#the-payment-plan): one the plan starts with
// ("Advance", "Balance") reads in the reader's language, one the owner typed is kept as written.
import { useLingui } from '@lingui/react/macro';

export function PlanLabel({ label }: { label: string }) {
  const { i18n } = useLingui();
  const translated = i18n._(label);
  return translated !== label || i18n.locale === 'en' ? (
    translated
  ) : (
    <bdi translate="no">{label}</bdi>
  );
}
