import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { lazyOffline, NOT_ON_DEVICE } from './lazy-offline';

afterEach(cleanup);

describe('a modal whose code could not be fetched', () => {
  it('says it is not on the device and closes, instead of failing the screen', async () => {
    const onClose = vi.fn();
    const Form = lazyOffline<(props: { onClose: () => void }) => null>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <Suspense fallback={null}>
        <Form onClose={onClose} />
      </Suspense>,
    );
    expect(await screen.findByText(i18n._(NOT_ON_DEVICE))).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders the component when its code arrives', async () => {
    const Form = lazyOffline(async () => ({ default: () => <p>Walk-in form</p> }));
    render(
      <Suspense fallback={null}>
        <Form />
      </Suspense>,
    );
    expect(await screen.findByText('Walk-in form')).toBeDefined();
  });
});
