import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ltr } from './ltr';

describe('Ltr', () => {
  it('isolates its run left to right and leaves its text as it is', () => {
    const { container } = render(
      <p dir="rtl">
        کل <Ltr>Rs 151,000</Ltr>
      </p>,
    );
    const run = container.querySelector('bdi');
    expect(run?.getAttribute('dir')).toBe('ltr');
    expect(run?.textContent).toBe('Rs 151,000');
  });
});
