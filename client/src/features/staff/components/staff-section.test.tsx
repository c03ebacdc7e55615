// The owner's Staff section (docs/product/business-desk.md#staff) over a stubbed server: its
// loading, empty, error and list states; Add staff checked by the shared schema's texts, the
// server's refusals on their field or above the form; Remove asked first, saying their
// sessions end at once.
import type { StaffMember } from '@baraat/shared/schemas/staff';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { messageOf } from '@/lib/test-form';
import { renderWithQueries } from '@/lib/test-render';
import { StaffSection } from './staff-section';

const ALI: StaffMember = {
  staff_id: 3,
  user_id: 21,
  name: 'Ali Raza',
  username: 'ali_raza',
  role: 'front_desk',
  pin: { salt: 'c2FsdA', hash: 'aGFzaA' },
  created_at: '2026-11-01T09:00:00Z',
};

/** The list's answers in turn (the last one repeats); what was sent to change it. */
let lists: Response[] = [];
let addAnswer: () => Response = () => jsonAnswer(ALI, 201);
let sent: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  lists = [jsonAnswer([])];
  sent = [];
  addAnswer = () => jsonAnswer(ALI, 201);
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path === '/api/business/staff') {
      return (lists.length > 1 ? lists.shift() : lists[0]?.clone()) ?? jsonAnswer([]);
    }
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
    if (request.method === 'POST') return addAnswer();
    return new Response(null, { status: 204 });
  });
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () => renderWithQueries(<StaffSection businessId={11} />);

async function openAddForm() {
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Add staff' }));
  return screen.getByRole('dialog', { name: 'Add staff' });
}

async function fillIn({ username = 'ali_raza' } = {}) {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Ali Raza');
  await userEvent.type(screen.getByLabelText(/^Username/), username);
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Counter#2026');
  await userEvent.type(screen.getByLabelText(/^PIN/), '4321');
  await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Front desk');
}

const submit = () => userEvent.click(screen.getAllByRole('button', { name: 'Add staff' }).at(-1)!);

describe('the Staff section', () => {
  it('says there are none yet, with Add staff', async () => {
    show();
    expect(
      await screen.findByText(
        'No staff yet. Add the people who work your desk, each with their own sign-in and role.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add staff' })).toBeTruthy();
  });

  it('says a failed load, and loads again on Try Again', async () => {
    lists = [jsonAnswer({}, 404), jsonAnswer([ALI])];
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the staff');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ali Raza')).toBeTruthy();
  });

  it('lists each member with username, role and whether they have a PIN', async () => {
    lists = [
      jsonAnswer([ALI, { ...ALI, staff_id: 4, name: 'Hina Tariq', role: 'manager', pin: null }]),
    ];
    show();
    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(
      [...list.querySelectorAll('li')].map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['ali_raza · Front desk · PIN set', 'ali_raza · Manager · No PIN']);
  });

  it('checks Add staff by the shared schema’s texts before sending anything', async () => {
    await openAddForm();
    await userEvent.type(screen.getByLabelText(/^PIN/), '12');
    await submit();
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText(/^Name/))).toContain('Name is required'),
    );
    expect(messageOf(screen.getByLabelText(/^Password/, { selector: 'input' }))).toContain(
      'Password is required',
    );
    expect(messageOf(screen.getByLabelText(/^PIN/))).toContain('PIN must be 4 to 6 digits');
    expect(messageOf(screen.getByLabelText(/^Role/))).toContain('Please choose a role');
    expect(sent).toEqual([]);
  });

  it('adds a member and shows them in the list', async () => {
    await openAddForm();
    await fillIn();
    lists = [jsonAnswer([ALI])];
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/business/staff',
        body: {
          name: 'Ali Raza',
          username: 'ali_raza',
          password: 'Counter#2026',
          pin: '4321',
          role: 'front_desk',
        },
      },
    ]);
    expect(await screen.findByText('Ali Raza')).toBeTruthy();
  });

  it('shows a taken username on the Username field', async () => {
    addAnswer = () =>
      jsonAnswer(
        {
          detail: [
            {
              loc: ['body', 'username'],
              msg: 'This username is already taken',
              type: 'value_error',
            },
          ],
        },
        422,
      );
    await openAddForm();
    await fillIn({ username: 'taken' });
    await submit();
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText(/^Username/))).toContain(
        'This username is already taken',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add staff' })).toBeTruthy();
  });

  it('shows the limit of 50 staff above the form', async () => {
    addAnswer = () => jsonAnswer({ detail: 'A business can have at most 50 staff.' }, 409);
    const dialog = await openAddForm();
    await fillIn();
    await submit();
    const alert = await screen.findByText('A business can have at most 50 staff.');
    const form = dialog.querySelector('form')!;
    expect(alert.closest('.alert')?.compareDocumentPosition(screen.getByLabelText(/^Name/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(form.contains(alert)).toBe(true);
  });

  it('sends only what Edit changed: the role, and the PIN taken away', async () => {
    lists = [jsonAnswer([ALI])];
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ali Raza' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'Manager');
    await userEvent.click(screen.getByLabelText('Take the PIN away'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/business/staff/3', body: { role: 'manager', pin: null } },
      ]),
    );
  });

  it('asks before removing a member, saying their sessions end at once', async () => {
    lists = [jsonAnswer([ALI])];
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ali Raza' }));
    expect(
      screen.getByText(
        'Remove Ali Raza from your staff? Their sessions end at once: they are signed out on every device.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/business/staff/3', body: null }]),
    );
  });
});
