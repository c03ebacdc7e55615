/** A guest count the server takes: a whole number, at least 1 (001 §5). */
export function isPeopleCount(value: string): boolean {
  const people = Number(value);
  return value.trim() !== '' && Number.isInteger(people) && people >= 1;
}
