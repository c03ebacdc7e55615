import { Inbox } from '@/features/messaging/components/inbox';
import { useSessionStore } from '@/lib/session';

/** /messages (docs/product/README.md#routes-and-guards): the inbox of the signed-in user; the guard shows visitors a sign-in. */
export default function MessagesRoute() {
  const userId = useSessionStore((state) => state.session?.user.user_id);
  if (!userId) return null;
  return (
    <section className="page messages-page">
      <Inbox ownerId={userId} />
    </section>
  );
}
