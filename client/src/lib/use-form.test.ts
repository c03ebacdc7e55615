import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldErrors, firstMessages } from './form';
import { useForm } from './use-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }),
  user: z.object({ mobile: z.string().max(5, { error: 'Mobile is too long' }) }),
});
const loadSchema = async () => schema;
type Values = { name: string; mobile: string; confirm: string };
const EMPTY: Values = { name: '', mobile: '', confirm: '' };
const rules = {
  schema: loadSchema,
  payload: (values: Values) => ({ name: values.name, user: { mobile: values.mobile } }),
  extra: (values: Values): FieldErrors =>
    values.confirm === values.name ? {} : { confirm: 'Names do not match' },
};

describe('useForm, the one way a form validates', () => {
  it('shows a field’s message once touched, live, after the schema has loaded', async () => {
    const { result } = renderHook(() => useForm(EMPTY, rules));
    expect(result.current.shown).toEqual({});
    await waitFor(() => expect(result.current.errors.name).toBe('Name is required'));
    expect(result.current.isValid).toBe(false);
    act(() => result.current.set('mobile', '0300123'));
    expect(result.current.shown).toEqual({ mobile: 'Mobile is too long' });
    act(() => {
      result.current.set('name', 'Ayesha');
      result.current.set('mobile', '0300');
      result.current.set('confirm', 'Ayesha');
    });
    expect(result.current.isValid).toBe(true);
  });

  it('in submit mode, shows messages on submit and drops a field’s when it changes', async () => {
    const { result } = renderHook(() => useForm(EMPTY, { ...rules, show: 'submit' as const }));
    act(() => result.current.set('mobile', '0300123'));
    expect(result.current.shown).toEqual({});
    let checked: Awaited<ReturnType<typeof result.current.check>> | undefined;
    await act(async () => {
      checked = await result.current.check();
    });
    expect(checked?.ok).toBe(false);
    expect(result.current.shown).toEqual({
      name: 'Name is required',
      mobile: 'Mobile is too long',
    });
    act(() => result.current.set('name', 'A'));
    expect(result.current.shown).toEqual({ mobile: 'Mobile is too long' });
  });

  it('hands the parsed payload to the submit, and keeps the server’s messages until changed', async () => {
    const { result } = renderHook(() =>
      useForm({ name: '  Ayesha ', mobile: '', confirm: '  Ayesha ' }, rules),
    );
    let checked: Awaited<ReturnType<typeof result.current.check>> | undefined;
    await act(async () => {
      checked = await result.current.check();
    });
    expect(checked).toEqual({ ok: true, data: { name: 'Ayesha', user: { mobile: '' } } });
    act(() => result.current.report({ name: 'Name already taken' }));
    expect(result.current.shown.name).toBe('Name already taken');
    act(() => result.current.set('name', 'Sana'));
    expect(result.current.shown.name).toBeUndefined();
  });

  it('names a nested field by its last key', () => {
    const parsed = schema.safeParse({ name: 'x', user: { mobile: '0300123' } });
    expect(parsed.success ? {} : firstMessages(parsed.error.issues)).toEqual({
      mobile: 'Mobile is too long',
    });
  });
});
