// Text a person types never holds a control character (Unicode category Cc: NUL, escape,
// backspace, the C1 block) other than tab, line feed and carriage return, and PostgreSQL cannot
// store a NUL at all. The server refuses them in every request, field by field, before any
// schema reads it (docs/product/texts.md#text-a-person-types). Format characters (Cf: the
// zero-width non-joiner and joiner Urdu typing uses, the direction marks) are not controls.
import { VALIDATION } from '../constants/messages';

const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

export type InputPath = (string | number)[];

/** Whether a text holds a control character it may not. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

export interface ControlCharacterIssue {
  path: InputPath;
  message: string;
}

/** A value met on the walk, with the way back to the input's root. */
interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
  depth: number;
}

function pathOf(visit: Visit, last?: string): InputPath {
  const path: InputPath = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}

/** Whether a visit is at `pattern`, whose '*' stands for any key or index. */
function isAt(visit: Visit, pattern: readonly (string | number)[]): boolean {
  if (visit.depth !== pattern.length) return false;
  let at: Visit | undefined = visit;
  for (let index = pattern.length - 1; index >= 0; index -= 1, at = at?.parent) {
    if (pattern[index] !== '*' && pattern[index] !== at?.key) return false;
  }
  return true;
}

/**
 * Every string of a request's input (a JSON body, a query, a path's parameters), object keys
 * included, that holds a control character, with its path. Walked without recursion and
 * without copying paths, so a body nested thousands deep is read in one pass, not a stack
 * overflow. `opaque` is where objects lie that another check reads instead ('*' for any key or
 * index: an outbox batch's entry bodies, each read by its own route).
 */
export function controlCharacterIssues(
  input: unknown,
  opaque: readonly (string | number)[] = [],
): ControlCharacterIssue[] {
  const issues: ControlCharacterIssue[] = [];
  const refuse = (path: InputPath) => issues.push({ path, message: VALIDATION.controlCharacters });
  const stack: Visit[] = [{ value: input, key: undefined, parent: undefined, depth: 0 }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) refuse(pathOf(visit));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], key: index, parent: visit, depth: depth + 1 });
      }
    } else if (typeof value === 'object' && value !== null) {
      if (opaque.length > 0 && isAt(visit, opaque)) continue;
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, entry] = entries[index]!;
        if (hasControlCharacter(key)) refuse(pathOf(visit, key));
        else stack.push({ value: entry, key, parent: visit, depth: depth + 1 });
      }
    }
  }
  return issues;
}
