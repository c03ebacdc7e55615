// Function hours (docs/product/weddings.md#function-hours-in-punjab): a slot ending after the
// latest time its province allows (Punjab: 22:00) is warned of, never refused. From the
// business's city, which the desk holds offline too.
import { functionHoursWarning } from '@baraat/shared/constants/function-hours';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';

export function FunctionHoursWarning({
  cityId,
  endTimes,
  still,
}: {
  cityId: number;
  endTimes: readonly string[];
  /** What happens all the same: "The slot is still saved." */
  still: string;
}) {
  const { i18n } = useLingui();
  const warning = endTimes
    .map((end) => functionHoursWarning(cityId, end, i18n._))
    .find((text) => text !== null);
  if (!warning) return null;
  return (
    <Alert tone="warning">
      {warning} {still}
    </Alert>
  );
}
