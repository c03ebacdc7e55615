import type { TransferDetails, TransferTarget } from '@baraat/shared/schemas/transfers';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /transfers/details: the business's details and what is outstanding, for the customer. */
export const useTransferDetails = (target: TransferTarget) =>
  useQuery({
    queryKey: ['transfer-details', target.booking_id ?? null, target.wedding_id ?? null],
    queryFn: () =>
      call(() =>
        api.get('transfers/details', { searchParams: { ...target } }).json<TransferDetails>(),
      ),
  });
