// The desk's part of the header (docs/product/business-desk.md#who-is-at-the-desk): who is at
// the desk, and the member checked on a shared tablet. Loaded for the desk's people alone, so a
// visitor's first download carries none of it.
import type { User } from '@baraat/shared/schemas/auth';
import { DeskPerson } from '@/features/business/components/desk-person';
import { SwitchedPerson } from '@/features/business/components/switch-user';

export default function DeskHeader({ user }: { user: User }) {
  return (
    <>
      <DeskPerson user={user} />
      <SwitchedPerson />
    </>
  );
}
