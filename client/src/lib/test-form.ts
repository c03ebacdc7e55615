// For component tests of a form's messages (docs/product/texts.md#forms): what a field says
// beside it, and the summary next to a submit button.

/** The message a field is described by: what a screen reader reads after its name. */
export const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .trim();

/** The summary next to a submit button: the element just before the row that holds it. */
export const summaryBefore = (button: HTMLElement) =>
  button.parentElement!.previousElementSibling as HTMLElement;
