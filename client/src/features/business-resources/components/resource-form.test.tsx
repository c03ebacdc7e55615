import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResourceForm } from './resource-form';

afterEach(cleanup);
// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the hall and worker form', () => {
  it('asks a hall for its name and a capacity of at least 1 before sending', async () => {
    const onSave = vi.fn(async () => {});
    render(<ResourceForm noun="Hall" isHall existing={null} onSave={onSave} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Hall' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Capacity is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Capacity' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Hall' }));
    expect(await screen.findByText('Capacity must be at least 1')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Crystal Hall');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Capacity' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Capacity' }), '600');
    await userEvent.type(screen.getByRole('textbox', { name: 'Features' }), 'AC, Stage,');
    await userEvent.click(screen.getByRole('button', { name: 'Add Hall' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Crystal Hall',
        capacity: '600',
        features: ['AC', 'Stage', ''],
      }),
    );
    // Typing key by key is slow on a busy machine: a longer limit than the default 5 s.
  }, 20_000);

  it('shows a worker only Name and Capacity, and capacity may be left out', async () => {
    const onSave = vi.fn(async () => {});
    render(
      <ResourceForm
        noun="Vehicle"
        isHall={false}
        existing={null}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Audi A6');
    await userEvent.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Audi A6' });
  }, 20_000);
});
