import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  COMPARE_LIMIT_WARNING,
  isSelected,
  removeFromCompare,
} from './compare-selection';

const pkg = (package_id: number) => ({ package_id, package_name: `Package ${package_id}` });

type Item = ReturnType<typeof pkg>;

function selectionOf(...ids: number[]): Item[] {
  let selected: Item[] = [];
  for (const id of ids) selected = addToCompare(selected, pkg(id)).selected;
  return selected;
}

describe('package comparison selection', () => {
  it('adds packages in the order they are picked, up to four', () => {
    const selected = selectionOf(7, 3, 9, 1);
    expect(selected.map((item) => item.package_id)).toEqual([7, 3, 9, 1]);
    expect(isSelected(selected, 9)).toBe(true);
    expect(isSelected(selected, 2)).toBe(false);
  });

  it('refuses a fifth package with the warning and keeps the four', () => {
    const four = selectionOf(1, 2, 3, 4);
    const result = addToCompare(four, pkg(5));
    expect(result.warning).toBe('You can compare up to 4 packages at once.');
    expect(result.warning).toBe(COMPARE_LIMIT_WARNING);
    expect(result.selected.map((item) => item.package_id)).toEqual([1, 2, 3, 4]);
  });

  it('does not add a package that is already selected', () => {
    const two = selectionOf(1, 2);
    const again = addToCompare(two, pkg(1));
    expect(again).toEqual({ selected: two, warning: null });
    const full = selectionOf(1, 2, 3, 4);
    expect(addToCompare(full, pkg(4)).warning).toBeNull();
  });

  it('makes room for another package once one is removed', () => {
    const three = removeFromCompare(selectionOf(1, 2, 3, 4), 2);
    expect(three.map((item) => item.package_id)).toEqual([1, 3, 4]);
    const result = addToCompare(three, pkg(5));
    expect(result.warning).toBeNull();
    expect(result.selected.map((item) => item.package_id)).toEqual([1, 3, 4, 5]);
  });

  it('ignores removing a package that is not selected', () => {
    expect(removeFromCompare(selectionOf(1, 2), 9).map((item) => item.package_id)).toEqual([1, 2]);
  });

  it('never changes the selection it was given', () => {
    const four = selectionOf(1, 2, 3, 4);
    const copy = [...four];
    addToCompare(four, pkg(5));
    removeFromCompare(four, 1);
    expect(four).toEqual(copy);
  });
});
