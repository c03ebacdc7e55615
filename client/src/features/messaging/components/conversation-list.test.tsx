import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteAnswer } from '@/lib/connection';
import { useRealtimeStore } from '@/lib/realtime-status';
import { ConversationList } from './conversation-list';

function browserSays(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  act(() => {
    browserSays(true);
    noteAnswer(true);
    useRealtimeStore.setState({ status: 'idle' });
  });
  vi.restoreAllMocks();
});

const indicator = () => screen.getByText(/^(Connected|Connecting|Offline)$/);

describe('the inbox’s connection indicator', () => {
  it('says Offline while the device is offline, though the socket last said connected', () => {
    act(() => useRealtimeStore.setState({ status: 'connected' }));
    render(
      <ConversationList
        headingLevel={1}
        conversations={[]}
        state="ready"
        selectedUserId={null}
        onSelect={() => undefined}
        onRetry={() => undefined}
      />,
    );
    expect(indicator().textContent).toBe('Connected');
    act(() => browserSays(false));
    expect(indicator().textContent).toBe('Offline');
    act(() => browserSays(true));
    expect(indicator().textContent).toBe('Connected');
    // Requests that get no answer count as offline too; the channel reconnecting says so.
    act(() => noteAnswer(false));
    expect(indicator().textContent).toBe('Offline');
    act(() => {
      noteAnswer(true);
      useRealtimeStore.setState({ status: 'connecting' });
    });
    expect(indicator().textContent).toBe('Connecting');
  });
});
