// Parts the calendar's forms share: a select of named choices (event types, halls and teams,
// packages) with a first option for none chosen, the dialog of a form that offers the halls,
// and the foot of a walk-in form.

import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useHalls } from '../api/use-halls';

type ChoiceFieldProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  /** The first option, for none chosen: "Choose a hall or team", "No package". */
  none: string;
  choices: readonly { id: number; name: string }[] | undefined;
};

export function ChoiceField({ none, choices, ...select }: ChoiceFieldProps) {
  return (
    <SelectField {...select}>
      <option value="">{none}</option>
      {choices?.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Packages as choices. */
export const packageChoices = (
  packages: readonly { package_id: number; package_name: string }[] | undefined,
) => packages?.map((p) => ({ id: p.package_id, name: p.package_name }));

/** Halls and teams as choices. */
export const hallChoices = (halls: readonly { worker_id: number; name: string }[] | undefined) =>
  halls?.map((hall) => ({ id: hall.worker_id, name: hall.name }));

/** A calendar form's dialog that needs the halls and teams on the device: a spinner until
 * they are read, then the form with them. */
export function HallsModal({
  ownerId,
  labelledBy,
  onClose,
  children,
}: {
  ownerId: number;
  labelledBy: string;
  onClose: () => void;
  children: (halls: CalendarWorker[]) => ReactNode;
}) {
  const halls = useHalls(ownerId);
  return (
    <Modal labelledBy={labelledBy} onClose={onClose}>
      {halls === undefined ? <Spinner /> : children(halls)}
    </Modal>
  );
}

/** A walk-in form's last words, what stops it (docs/product/texts.md#forms), and its Cancel and Save. */
export function WalkInFoot({
  saving,
  save,
  summary,
  onClose,
}: {
  saving: boolean;
  save: string;
  summary: string | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <p className="muted">
        <Trans>Walk-in customers have no account and cannot be messaged.</Trans>
      </p>
      <FormSummary message={summary} />
      <DialogFooter action={save} busyLabel={t`Saving...`} busy={saving} onCancel={onClose} />
    </>
  );
}
