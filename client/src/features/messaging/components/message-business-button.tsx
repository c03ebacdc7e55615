import { Trans } from '@lingui/react/macro';
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/lib/session';

// The dialog (and Dexie, which queues the message) loads on the first click, not with the profile.
const SendMessageDialog = lazy(() =>
  import('./send-message-dialog').then((module) => ({ default: module.SendMessageDialog })),
);

/** Hides while the page scrolls down, shows again when it scrolls up (docs/product/messaging.md#the-message-business-button). */
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
 * True while the part of `keepClear` that `part` gives lies under the corner of the screen
 * where the button floats: the button then steps aside. The corner is worked out from the
 * button's place in the stylesheet, not from where it is drawn, which a button slid away would
 * move. The element's geometry is read only while it is on screen: read off screen, it would
 * make the browser lay out a section it skips until it nears the screen (`content-visibility`,
 * styles/profile.css), as the profile loads.
 */
function useCovering(
  button: RefObject<HTMLElement | null>,
  keepClear: RefObject<HTMLElement | null> | undefined,
  part: ((element: HTMLElement) => DOMRect | null) | undefined,
): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const target = keepClear?.current;
    if (!target || !part) return;
    const watch = typeof IntersectionObserver === 'function';
    let onScreen = !watch;
    const check = () => {
      const floating = button.current;
      const area = onScreen ? part(target) : null;
      if (!floating || !area) return setCovering(false);
      const style = getComputedStyle(floating);
      const { clientWidth, clientHeight } = document.documentElement;
      const right = clientWidth - Number.parseFloat(style.right);
      const bottom = clientHeight - Number.parseFloat(style.bottom);
      setCovering(
        area.left < right &&
          area.right > right - floating.offsetWidth &&
          area.top < bottom &&
          area.bottom > bottom - floating.offsetHeight,
      );
    };
    // The observer reports the element's first state after the next layout, not before it.
    const observer = watch
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
          check();
        })
      : undefined;
    if (observer) observer.observe(target);
    else check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [button, keepClear, part]);
  return covering;
}

/**
 * The floating Message Business button of a vendor profile (docs/product/README.md#routes-and-guards, 001): visitors go to sign
 * in and come back here; signed-in users write in the dialog; the owner does not see it on
 * their own business.
 */
export function MessageBusinessButton({
  ownerUserId,
  businessName,
  keepClearOf,
  keepClearPart,
}: {
  ownerUserId: number;
  businessName: string;
  /** What the button must never cover: it steps aside while that is under it. */
  keepClearOf?: RefObject<HTMLElement | null>;
  /** Where on screen the part of `keepClearOf` that counts is. */
  keepClearPart?: (element: HTMLElement) => DOMRect | null;
}) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const covering = useCovering(button, keepClearOf, keepClearPart);
  const hidden = useScrollingDown() || covering;
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
        ref={button}
        type="button"
        className={`button message-business${hidden && !open ? ' message-business-hidden' : ''}`}
        onClick={start}
      >
        <Trans>Message Business</Trans>
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
