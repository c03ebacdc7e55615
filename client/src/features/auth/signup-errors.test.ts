import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { SIGNUP_TEXT } from './messages';
import { describeSignupError } from './signup-errors';

const error = (status: number, detail?: string, issues: ApiError['issues'] = []) =>
  new ApiError('x', status, detail, issues);

describe('where a failed sign-up message lands', () => {
  it('puts a 400 detail on the field its words name', () => {
    expect(describeSignupError(error(400, 'Email is not allowed'), 'f').fields).toEqual({
      email: 'Email is not allowed',
    });
    expect(describeSignupError(error(400, 'Username is reserved'), 'f').fields).toEqual({
      username: 'Username is reserved',
    });
    expect(describeSignupError(error(400, 'Password too weak'), 'f').fields).toEqual({
      password: 'Password too weak',
    });
    expect(describeSignupError(error(400, 'Something else'), 'f')).toEqual({
      fields: {},
      general: 'Something else',
    });
  });

  it('answers an empty 400 with the spec text', () => {
    expect(describeSignupError(error(400), 'f').general).toBe(SIGNUP_TEXT.checkInput);
  });

  it('shows a 409 on the e-mail with the spec text, or on the username it names', () => {
    expect(describeSignupError(error(409, 'whatever'), 'f').fields).toEqual({
      email: SIGNUP_TEXT.emailExists,
    });
    expect(describeSignupError(error(409, 'This username is already taken'), 'f').fields).toEqual({
      username: 'This username is already taken',
    });
  });

  it('maps a 422 list field by field', () => {
    const failure = describeSignupError(
      error(422, undefined, [
        { loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'x' },
        { loc: ['body', 'city_id'], msg: 'Please select a city', type: 'x' },
      ]),
      'f',
    );
    expect(failure.fields).toEqual({
      email: 'Please enter a valid email address',
      city_id: 'Please select a city',
    });
  });

  it('uses the server error text for 5xx and the fallback otherwise', () => {
    expect(describeSignupError(error(503), 'fallback').general).toBe(SIGNUP_TEXT.server);
    expect(describeSignupError(error(418), 'fallback').general).toBe('fallback');
  });
});
