import { MESSAGE_MAX } from '@baraat/shared/schemas/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { sendFrame } from '@/lib/realtime';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** docs/product/messaging.md#the-live-channel: typing off after 3 s without input. */
const TYPING_IDLE_MS = 3000;

/**
 * The conversation's text input: Enter sends, Shift+Enter adds a newline (docs/product/README.md#routes-and-guards), Send is
 * disabled while the text is empty. Typing on/off goes over the socket when it is open; a lost
 * typing frame matters to nobody, so nothing is queued for it.
 */
export function Composer({
  conversationId,
  onSend,
}: {
  conversationId: number | null;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useUnsavedChanges(text.trim().length > 0);

  const setTyping = (on: boolean) => {
    clearTimeout(idle.current);
    if (conversationId && typing.current !== on) {
      sendFrame({ type: 'typing', conversation_id: conversationId, typing: on });
    }
    typing.current = on;
    if (on) idle.current = setTimeout(() => setTyping(false), TYPING_IDLE_MS);
  };
  // Leaving the conversation ends the typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation changes
  useEffect(() => () => setTyping(false), [conversationId]);

  const send = async () => {
    const typed = text;
    const body = typed.trim();
    if (!body || sending) return;
    setSending(true);
    setTyping(false);
    try {
      await onSend(body);
      // Only what was sent is cleared: anything typed while it was being stored stays.
      setText((current) => (current === typed ? '' : current));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="visually-hidden" htmlFor="composer-text">
        <Trans>Message</Trans>
      </label>
      <textarea
        id="composer-text"
        rows={2}
        maxLength={MESSAGE_MAX}
        placeholder={t`Type a message…`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyping(event.target.value.length > 0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <button type="submit" className="button" disabled={!text.trim() || sending}>
        <Trans>Send</Trans>
      </button>
    </form>
  );
}
