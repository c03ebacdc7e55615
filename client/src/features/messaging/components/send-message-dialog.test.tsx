import 'fake-indexeddb/auto';
import { MESSAGING_TEXTS } from '@baraat/shared/schemas/messaging';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/lib/db';
import { SendMessageDialog } from './send-message-dialog';

vi.mock('@/lib/outbox-runner', () => ({
  // The drainer is not under test here: the message must wait in the outbox.
  kickOutbox: () => undefined,
}));

afterEach(cleanup);
beforeEach(async () => {
  // <dialog> has no showModal in jsdom.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  const db = await database();
  await Promise.all([db.outbox.clear(), db.messages.clear()]);
});

function open(recipientId = 9) {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <SendMessageDialog
        ownerId={5}
        recipientId={recipientId}
        recipientName="Shalimar Marquee"
        onClose={onClose}
      />
    </MemoryRouter>,
  );
  return onClose;
}

describe('the send-message dialog', () => {
  it('asks for a message first, then queues it with Ctrl+Enter and says so', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Send Message to Shalimar Marquee' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGING_TEXTS.empty)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Is Friday free?');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Message sent')).toBeTruthy();
    const db = await database();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'message.send',
      body: { receiver_id: 9, message_body: 'Is Friday free?' },
    });
  });

  it('refuses to write to yourself', async () => {
    open(5);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello me');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGING_TEXTS.self)).toBeTruthy();
    expect(await (await database()).outbox.count()).toBe(0);
  });
});
