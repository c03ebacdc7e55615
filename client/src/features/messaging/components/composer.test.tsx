import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

afterEach(cleanup);

describe('the conversation’s text input', () => {
  it('sends with Enter, breaks the line with Shift+Enter and keeps Send off while empty', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<Composer conversationId={3} onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    const text = screen.getByRole('textbox', { name: 'Message' });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(text, '   ');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.clear(text);
    await userEvent.type(text, 'Salaam{Shift>}{Enter}{/Shift}Is Friday free?');
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toHaveProperty('disabled', false);
    await userEvent.type(text, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Salaam\nIs Friday free?');
    expect((text as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what is typed while the last message is still being stored', async () => {
    let store: () => void = () => undefined;
    const onSend = vi.fn(() => new Promise<void>((resolve) => (store = resolve)));
    render(<Composer conversationId={3} onSend={onSend} />);
    const text = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(text, 'First{Enter}');
    expect(onSend).toHaveBeenCalledWith('First');
    await userEvent.clear(text);
    await userEvent.type(text, 'Second');
    store();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    expect((text as HTMLTextAreaElement).value).toBe('Second');
  });
});
