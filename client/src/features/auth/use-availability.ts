// Username and e-mail availability on business sign-up: checked 500 ms after typing stops
// (docs/product/accounts.md#field-rules), only for values that pass the format rules.
import { AVAILABILITY_DEBOUNCE_MS } from '@baraat/shared/constants/limits';
import { useEffect, useState } from 'react';
import { type AvailabilityField, checkAvailability } from './api/check-availability';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export function useAvailability(field: AvailabilityField, value: string, wellFormed: boolean) {
  const [state, setState] = useState<{ value: string; availability: Availability }>({
    value: '',
    availability: 'idle',
  });

  useEffect(() => {
    if (!wellFormed || !value) {
      setState({ value, availability: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ value, availability: 'checking' });
    const timer = setTimeout(() => {
      checkAvailability(field, value.trim(), controller.signal).then(
        (available) => setState({ value, availability: available ? 'available' : 'taken' }),
        () => {
          if (!controller.signal.aborted) setState({ value, availability: 'unknown' });
        },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [field, value, wellFormed]);

  return state.value === value ? state.availability : 'idle';
}
