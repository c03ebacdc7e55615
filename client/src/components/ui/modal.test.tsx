import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogFooter } from './modal';

afterEach(cleanup);

const buttonTexts = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('the footer of a dialog or an editing form', () => {
  it('puts Cancel first and submits its form with the button named for what it does', () => {
    const sent: string[] = [];
    let cancelled = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push('submitted');
        }}
      >
        <DialogFooter action="Save Profile" busyLabel="Saving..." onCancel={() => cancelled++} />
      </form>,
    );
    expect(buttonTexts()).toEqual(['Cancel', 'Save Profile']);
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual(['submitted']);
    expect(cancelled).toBe(1);
  });

  it('reads its busy word and cannot be pressed again while the work runs', () => {
    render(
      <DialogFooter
        action="Save Changes"
        busyLabel="Saving..."
        busy
        holdCancel
        onCancel={() => {}}
      />,
    );
    expect(buttonTexts()).toEqual(['Cancel', 'Saving...']);
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('says why the action waits, and keeps Cancel free unless asked to hold it', () => {
    render(
      <>
        <p id="why">Cannot save yet: the amounts do not add up</p>
        <DialogFooter action="Save plan" disabled describedBy="why" onCancel={() => {}} />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save plan' });
    expect(save).toHaveProperty('disabled', true);
    expect(save.getAttribute('aria-describedby')).toBe('why');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
  });

  it('without a form, does its own action in the danger colour, after a Cancel of another word', () => {
    const done: string[] = [];
    render(
      <DialogFooter
        action="Cancel booking"
        cancelLabel="Keep booking"
        danger
        onAction={() => done.push('cancelled the booking')}
        onCancel={() => done.push('kept')}
      />,
    );
    expect(buttonTexts()).toEqual(['Keep booking', 'Cancel booking']);
    const action = screen.getByRole('button', { name: 'Cancel booking' });
    expect(action.getAttribute('type')).toBe('button');
    expect(action.className).toContain('button-danger');
    fireEvent.click(action);
    expect(done).toEqual(['cancelled the booking']);
  });
});
