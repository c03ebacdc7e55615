// The update toast must never reload over typed-but-unsent input, nor while this tab is
// sending queued changes; `onUpdate` stands for the service worker's skip-waiting and reload.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSyncActivity } from '@/lib/sync-activity';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { UPDATE_TEXTS, UpdateToastView } from './update-toast-view';

const updateServiceWorker = vi.fn();
const UpdateToast = () => (
  <UpdateToastView onUpdate={updateServiceWorker} onLater={() => undefined} />
);

/** A form that registers its typed text as unsaved, as the app's forms do. */
function DraftForm() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <label>
      Note
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

beforeEach(() => {
  updateServiceWorker.mockClear();
  useSyncActivity.setState({ draining: false });
});
afterEach(cleanup);

describe('the update toast', () => {
  it('refuses to reload over typed input, and updates once it is gone', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <DraftForm />
        <UpdateToast />
      </>,
    );
    await user.type(screen.getByLabelText('Note'), 'Mehndi on the 12th');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText(i18n._(UPDATE_TEXTS.unsaved))).toBeTruthy();
    expect(updateServiceWorker).not.toHaveBeenCalled();

    rerender(<UpdateToast />);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(updateServiceWorker).toHaveBeenCalledOnce();
  });

  it('waits while queued changes are being sent', async () => {
    const user = userEvent.setup();
    render(<UpdateToast />);
    act(() => useSyncActivity.setState({ draining: true }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText(i18n._(UPDATE_TEXTS.sending))).toBeTruthy();
    expect(updateServiceWorker).not.toHaveBeenCalled();

    act(() => useSyncActivity.setState({ draining: false }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(updateServiceWorker).toHaveBeenCalledOnce();
  });
});
