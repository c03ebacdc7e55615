import 'fake-indexeddb/auto';
import { hashPin } from '@baraat/shared/domain/pin';
import { PIN_LOCK_MINUTES, type StaffMember } from '@baraat/shared/schemas/staff';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { database } from './db';
import { checkPinOnDevice } from './pin-check';

let ali: StaffMember;
const SALT = 'c2FsdC1vZi1hbGk';

beforeAll(async () => {
  ali = {
    staff_id: 7,
    user_id: 70,
    name: 'Ali Raza',
    username: 'ali',
    role: 'front_desk',
    pin: { salt: SALT, hash: await hashPin('4321', SALT) },
    created_at: '2026-01-01T00:00:00Z',
  };
});

beforeEach(async () => {
  await (await database()).pinLocks.clear();
});

const MINUTE = 60_000;

describe('a PIN checked on the shared tablet with no signal', () => {
  it('takes the member’s PIN against the hash the device keeps and refuses another', async () => {
    expect(await checkPinOnDevice(ali, '1111', 0)).toBe('wrong');
    expect(await checkPinOnDevice(ali, '4321', 0)).toBe('match');
  });

  it('locks the member on this device for 15 minutes after 5 wrong PINs, the right one too', async () => {
    for (let i = 0; i < 4; i++) expect(await checkPinOnDevice(ali, '0000', i)).toBe('wrong');
    expect(await checkPinOnDevice(ali, '0000', 4)).toBe('locked');
    expect(await checkPinOnDevice(ali, '4321', 5)).toBe('locked');
    const lock = await (await database()).pinLocks.get(ali.staff_id);
    expect(lock?.locked_until).toBe(4 + PIN_LOCK_MINUTES * MINUTE);
    expect(await checkPinOnDevice(ali, '4321', 4 + PIN_LOCK_MINUTES * MINUTE - 1)).toBe('locked');
    expect(await checkPinOnDevice(ali, '4321', 4 + PIN_LOCK_MINUTES * MINUTE)).toBe('match');
  });

  it('starts the count again after a right PIN', async () => {
    for (let i = 0; i < 4; i++) await checkPinOnDevice(ali, '0000', i);
    expect(await checkPinOnDevice(ali, '4321', 4)).toBe('match');
    expect(await checkPinOnDevice(ali, '0000', 5)).toBe('wrong');
  });

  it('says a member without a PIN has none', async () => {
    expect(await checkPinOnDevice({ ...ali, pin: null }, '4321')).toBe('noPin');
  });
});
