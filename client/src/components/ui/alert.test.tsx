import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

describe('a message box', () => {
  it('asked to reveal itself, comes into view and takes the focus', () => {
    const scrolled: unknown[] = [];
    // jsdom draws nothing, so it has no scrollIntoView of its own: note the call.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: unknown) {
      scrolled.push([this.textContent, options]);
    };
    render(
      <Alert tone="success" reveal>
        Registration successful! Redirecting to home...
      </Alert>,
    );
    const message = screen.getByRole('status');
    expect(document.activeElement).toBe(message);
    expect(scrolled).toEqual([
      ['Registration successful! Redirecting to home...', { block: 'center' }],
    ]);
  });

  it('otherwise leaves the focus where it is', () => {
    render(<Alert tone="error">Failed</Alert>);
    expect(screen.getByRole('alert').hasAttribute('tabindex')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
