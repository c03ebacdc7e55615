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
});
