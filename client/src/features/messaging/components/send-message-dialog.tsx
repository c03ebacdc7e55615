import { MESSAGING_TEXTS } from '@baraat/shared/schemas/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { queueMessage } from '../api/send-message';

/** docs/product/texts.md#limits: the success panel closes after 2 s. */
const SUCCESS_CLOSE_MS = 2000;

const loadSchema = () =>
  import('@baraat/shared/schemas/messaging').then((module) => module.sendMessageSchema);

/**
 * The send-message modal (docs/product/README.md#routes-and-guards): opened from a vendor profile. The message goes through the
 * outbox like any other, so it is kept and sent later when there is no signal now.
 */
export function SendMessageDialog({
  ownerId,
  recipientId,
  recipientName,
  onClose,
}: {
  ownerId: number;
  recipientId: number;
  recipientName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm(
    { message_body: '' },
    {
      schema: loadSchema,
      show: 'submit',
      payload: (values) => ({ ...values, message_type: 'text' }),
    },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  useUnsavedChanges(form.dirty && !sent);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const submit = async () => {
    setFailure(null);
    if (recipientId === ownerId) {
      setFailure(i18n._(MESSAGING_TEXTS.self));
      return;
    }
    const checked = await form.check();
    if (!checked.ok) return;
    try {
      await queueMessage(ownerId, recipientId, checked.data.message_body);
      setSent(true);
    } catch {
      setFailure(t`Failed to send message: this device could not store it. Please try again.`);
    }
  };

  return (
    <Modal labelledBy="send-message-title" onClose={onClose}>
      <div className="send-dialog">
        <h2 id="send-message-title">
          <Trans>Send Message to {recipientName}</Trans>
        </h2>
        {sent ? (
          <Alert tone="success" title={t`Message sent`}>
            <Trans>
              Your message to {recipientName} is on its way. Replies appear in{' '}
              <Link to={paths.messages}>Messages</Link>.
            </Trans>
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {failure && <Alert tone="error">{failure}</Alert>}
            <TextAreaField
              label={t`Message`}
              rows={5}
              {...form.bind('message_body')}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
            <DialogFooter action={t`Send Message`} onCancel={onClose} />
          </form>
        )}
      </div>
    </Modal>
  );
}
