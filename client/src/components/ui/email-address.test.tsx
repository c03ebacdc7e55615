import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress, emailPieces } from './email-address';

afterEach(cleanup);

describe('an e-mail address on screen', () => {
  it('may break only either side of its @ and before each dot', () => {
    expect(emailPieces('sana.malik@demo.baraat.pk')).toEqual([
      'sana',
      '.malik',
      '@',
      'demo',
      '.baraat',
      '.pk',
    ]);
    expect(emailPieces('owner@baraat.pk')).toEqual(['owner', '@', 'baraat', '.pk']);
  });

  it('reads as the whole address, as a mailto: link when asked', () => {
    render(<EmailAddress address="owner@baraat.pk" link />);
    // (jsdom, with no layout, names it with spaces at the <wbr>s; a browser does not.)
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('owner@baraat.pk');
    expect(link.getAttribute('href')).toBe('mailto:owner@baraat.pk');
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
  });
});
