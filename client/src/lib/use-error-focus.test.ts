// Where the focus goes after a refused submit (docs/product/texts.md#forms): the first field in
// error, else the form's summary.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstError } from './use-error-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the focus after a refused submit', () => {
  it('goes to the first field in error that can take it, scrolled into view with its label', () => {
    document.body.innerHTML = `<form>
      <div class="field"><input id="ok" /></div>
      <div class="field"><input id="off" aria-invalid="true" disabled /></div>
      <div class="field" id="box"><select id="hall" aria-invalid="true"></select></div>
      <div class="field"><input id="later" aria-invalid="true" /></div>
      <div class="form-summary" tabindex="-1">Please fill in all required fields</div>
    </form>`;
    const scrolled = vi.fn();
    document.getElementById('box')!.scrollIntoView = scrolled;
    focusFirstError(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('hall');
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('goes to the summary when no field is named', () => {
    document.body.innerHTML = `<form><input /><div class="form-summary" tabindex="-1">Refused</div></form>`;
    focusFirstError(document.querySelector('form'));
    expect(document.activeElement?.textContent).toBe('Refused');
  });
});
