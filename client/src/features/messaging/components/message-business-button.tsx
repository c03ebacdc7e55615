import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/lib/session';

// The dialog (and Dexie, which queues the message) loads on the first click, not with the profile.
const SendMessageDialog = lazy(() =>
  import('./send-message-dialog').then((module) => ({ default: module.SendMessageDialog })),
);

/** Hides while the page scrolls down, shows again when it scrolls up (docs/product/README.md#routes-and-guards). */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      if (Math.abs(now - last) > 8) setDown(now > last);
      last = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

/**
 * The floating Message Business button of a vendor profile (docs/product/README.md#routes-and-guards, 001): visitors go to sign
 * in and come back here; signed-in users write in the dialog; the owner does not see it on
 * their own business.
 */
export function MessageBusinessButton({
  ownerUserId,
  businessName,
}: {
  ownerUserId: number;
  businessName: string;
}) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const hidden = useScrollingDown();
  const close = useCallback(() => setOpen(false), []);
  if (user?.user_id === ownerUserId) return null;

  const start = () => {
    if (!user) {
      navigate(paths.login, {
        state: { from: location, recipientId: ownerUserId, businessName },
      });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={`button message-business${hidden && !open ? ' message-business-hidden' : ''}`}
        onClick={start}
      >
        Message Business
      </button>
      {open && user && (
        <Suspense fallback={null}>
          <SendMessageDialog
            ownerId={user.user_id}
            recipientId={ownerUserId}
            recipientName={businessName}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
