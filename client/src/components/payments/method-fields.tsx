// The ledger's Method and Transaction ID fields (docs/product/payments.md#recording-a-payment),
// as every form that records a payment asks them: a booking's and a wedding's.
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@baraat/shared/schemas/payments';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

/** What a form's `bind(field)` gives (lib/use-form.ts). */
interface Bound {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** `method` and `reference`: the form's `bind('method')` and `bind('reference')`. */
export function MethodFields({ method, reference }: { method: Bound; reference: Bound }) {
  return (
    <>
      <SelectField label="Method" required {...method}>
        {PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {PAYMENT_METHOD_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField label="Transaction ID" hint="From the receipt, if any" {...reference} />
    </>
  );
}
