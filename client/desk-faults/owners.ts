// The venues of the desks' fault test, made online before the faults start: an owner signed
// up with one hall (test-support/desk-outbox.ts) and a walk-in wedding whose payments the
// desks record; then each desk signs in on its own, as each tablet does.

import type { AuthResponse } from '@baraat/shared/schemas/auth';
import { DESK_PASSWORD, dayAhead, signUpDeskOwner } from '../../test-support/desk-outbox';
import type { DeskSession } from './desk';

async function post<T>(url: string, path: string, token: string | null, json: unknown) {
  const response = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The day of each venue's wedding: past the days the desks' walk-ins fall on. */
export const WEDDING_DAY = 40;

/** Sessions for `desks` desks, two to a venue (two tablets at one venue), the last alone if odd. */
export async function deskSessions(url: string, desks: number): Promise<DeskSession[]> {
  const sessions: DeskSession[] = [];
  for (let venue = 0; venue * 2 < desks; venue += 1) {
    const owner = await signUpDeskOwner(url, `deskowner${venue}`);
    const wedding = await post<{ wedding_id: number }>(
      url,
      'business/walkin-weddings',
      owner.token,
      {
        title: `Wedding at venue ${venue}`,
        customer_name: `Family ${venue}`,
        events: [
          {
            date: dayAhead(WEDDING_DAY),
            start_time: '10:00',
            end_time: '12:00',
            worker_id: owner.hallId,
          },
        ],
      },
    );
    for (let tablet = 0; tablet < 2 && sessions.length < desks; tablet += 1) {
      const auth = await post<AuthResponse>(url, 'auth/login', null, {
        username: owner.email,
        password: DESK_PASSWORD,
      });
      sessions.push({
        user: auth.user,
        accessToken: auth.access_token as string,
        hallId: owner.hallId,
        weddingId: wedding.wedding_id,
      });
    }
  }
  return sessions;
}
