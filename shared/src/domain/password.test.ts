import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../constants/messages';
import { containsCommonPattern, scorePassword, strongPasswordProblems } from './password';

describe('strong password rules', () => {
  it('accepts a password that meets every rule', () => {
    expect(strongPasswordProblems('Shaadi#2026')).toEqual([]);
  });

  it.each([
    ['Ab1!', VALIDATION.passwordMin8],
    ['shaadi#2026', VALIDATION.passwordUppercase],
    ['SHAADI#2026', VALIDATION.passwordLowercase],
    ['Shaadi#Day', VALIDATION.passwordDigit],
    ['Shaadi2026', VALIDATION.passwordSpecial],
  ])('names the broken rule of %s', (password, message) => {
    expect(strongPasswordProblems(password)).toEqual([message]);
  });

  it.each(['Xx123456!', 'MyPassword1!', 'Qwerty#99', 'Admin@2026', 'Letmein#1', 'Welcome@1'])(
    'rejects the common pattern in %s',
    (password) => {
      expect(containsCommonPattern(password)).toBe(true);
      expect(strongPasswordProblems(password)).toEqual([VALIDATION.passwordCommon]);
    },
  );
});

describe('password strength', () => {
  it('rates a short simple password weak', () => {
    expect(scorePassword('abc')).toEqual({ score: 1, strength: 'weak' });
  });

  it('rates three or four met rules medium', () => {
    expect(scorePassword('Shaadi2026').strength).toBe('medium');
  });

  it('rates all five rules strong, and adds a point at twelve characters', () => {
    expect(scorePassword('Shaadi#2026')).toEqual({ score: 5, strength: 'strong' });
    expect(scorePassword('Shaadi#2026xy')).toEqual({ score: 6, strength: 'strong' });
  });

  it('marks a common pattern down', () => {
    expect(scorePassword('Password#2026').strength).toBe('medium');
  });
});
