// The client's API calls as its source writes them (client/src/**): each read of an answer —
// `api.<method>(path…).json<T>()`, `uploadForm<T>(path…)`, `takeEarlyJson<T>(url)` — with its
// method, the paths it can reach and the type it reads the answer as. The contract test holds
// each to the route's answer schema (docs/architecture.md#11-the-api-document).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CLIENT_SRC = path.join(ROOT, 'client/src');

/** A run of text where the source has an expression: one or more characters, no slash. */
export const ANY = '\u0000';

export interface ClientCall {
  /** Where the call is: `features/weddings/api/get-weddings.ts:12`. */
  at: string;
  method: string;
  /** The paths under /api it can reach, ANY standing for a value known only at run time. */
  paths: string[];
  /** The answer type as written, or undefined when the read names none. */
  type: ts.TypeNode | undefined;
  /** An outbox entry's: the schemas its kind reads the answer with (defineOutboxKind's `answer`). */
  schemas?: SchemaRef[];
  file: ts.SourceFile;
}

/** A schema named in a client file, by the name it is imported under there. */
export interface SchemaRef {
  name: string;
  file: ts.SourceFile;
}

function parse(name: string): ts.SourceFile {
  return ts.createSourceFile(name, readFileSync(name, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The module a file imports `name` from, if it does. */
export function importedFrom(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (bindings.elements.some((element) => element.name.text === name)) return spec;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source ? [full] : [];
  });
}

/** The nearest `const name = …` before `node` in its file. */
function constantBefore(
  file: ts.SourceFile,
  name: string,
  node: ts.Node,
): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (child: ts.Node) => {
    if (child.pos > node.pos) return;
    const named = ts.isVariableDeclaration(child) && ts.isIdentifier(child.name);
    if (named && child.name.getText(file) === name && child.initializer) found = child.initializer;
    ts.forEachChild(child, visit);
  };
  visit(file);
  return found;
}

/** The value `const name = …` has where `node` reads it: declared before it in its file, or
 * exported by a file of the client it imports it from by a relative path. */
function declaredValue(
  file: ts.SourceFile,
  name: string,
  node: ts.Node,
): { file: ts.SourceFile; value: ts.Expression } | undefined {
  const local = constantBefore(file, name, node);
  if (local) return { file, value: local };
  const spec = importedFrom(file, name);
  if (!spec?.startsWith('.')) return;
  const other = parse(path.resolve(path.dirname(file.fileName), `${spec}.ts`));
  const declared = constantBefore(other, name, other.endOfFileToken);
  return declared ? { file: other, value: declared } : undefined;
}

/** The expression a helper `name` (an arrow function with an expression body) returns. */
function helperBody(file: ts.SourceFile, name: string, node: ts.Node) {
  const helper = declaredValue(file, name, node);
  const body = helper && ts.isArrowFunction(helper.value) ? helper.value.body : undefined;
  return helper && body && !ts.isBlock(body) ? { file: helper.file, value: body } : undefined;
}

/** Every text the expression can be; ANY for a part only known at run time. */
function texts(file: ts.SourceFile, node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return texts(file, node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...texts(file, node.whenTrue), ...texts(file, node.whenFalse)];
  }
  if (ts.isIdentifier(node)) {
    const found = declaredValue(file, node.text, node);
    return found ? texts(found.file, found.value) : [ANY];
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    // A path made by a helper, of the file or imported: `weddingPaymentsPath(id)`.
    const body = helperBody(file, node.expression.text, node);
    return body ? texts(body.file, body.value) : [ANY];
  }
  if (ts.isTemplateExpression(node)) {
    let all = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = texts(file, span.expression);
      all = all.flatMap((before) => parts.map((part) => before + part + span.literal.text));
    }
    return all;
  }
  return [ANY];
}

/** The schemas the outbox kind an expression names reads its answer with. */
function kindAnswers(file: ts.SourceFile, node: ts.Expression): SchemaRef[] {
  if (ts.isConditionalExpression(node)) {
    return [...kindAnswers(file, node.whenTrue), ...kindAnswers(file, node.whenFalse)];
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    if (node.expression.text === 'defineOutboxKind') {
      const kind = node.arguments[0];
      const answer =
        kind && ts.isObjectLiteralExpression(kind)
          ? kind.properties.find((p) => p.name?.getText(file) === 'answer')
          : undefined;
      return answer && ts.isPropertyAssignment(answer)
        ? [{ name: answer.initializer.getText(file), file }]
        : [];
    }
    // A kind made by a helper of the file: `slotStateKind('slot.block')`.
    const body = helperBody(file, node.expression.text, node);
    return body ? kindAnswers(body.file, body.value) : [];
  }
  if (!ts.isIdentifier(node)) return [];
  const found = declaredValue(file, node.text, node);
  return found ? kindAnswers(found.file, found.value) : [];
}

/** `enqueue(db, kind, { method, path, … })`: an outbox entry, its answer read by its kind. */
function outboxEntry(file: ts.SourceFile, node: ts.CallExpression) {
  const [, kind, entry] = node.arguments;
  if (!kind || !entry || !ts.isObjectLiteralExpression(entry)) return;
  const field = (name: string) => {
    const found = entry.properties.find((p) => p.name?.getText(file) === name);
    return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
  };
  const method = field('method');
  const target = field('path');
  if (!method || !target) return;
  const methods = texts(file, method).map((text) => text.toLowerCase());
  return {
    method: methods[0]!,
    paths: texts(file, target),
    type: undefined,
    schemas: kindAnswers(file, kind),
  };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** `api.get(path, …)` at the start of a chain ending in `.json()`. */
function apiRequest(node: ts.Expression): ts.CallExpression | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
  const { expression: target, name } = node.expression;
  if (ts.isIdentifier(target) && target.text === 'api' && METHODS.has(name.text)) return node;
}

function readOf(
  file: ts.SourceFile,
  node: ts.CallExpression,
): Omit<ClientCall, 'at' | 'file'> | undefined {
  const callee = node.expression;
  const type = node.typeArguments?.[0];
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'json') {
    const request = apiRequest(callee.expression);
    if (!request) return;
    const method = (request.expression as ts.PropertyAccessExpression).name.text;
    return { method, paths: texts(file, request.arguments[0]!), type };
  }
  if (!ts.isIdentifier(callee)) return;
  if (callee.text === 'enqueue') return outboxEntry(file, node);
  if (callee.text === 'uploadForm') {
    return { method: 'post', paths: texts(file, node.arguments[0]!), type };
  }
  if (callee.text === 'takeEarlyJson') {
    // The page's own URL, its query left out: the route is its path's.
    const urls = texts(file, node.arguments[0]!);
    const paths = urls.map((url) => url.replace(/^\/api\//, '').replace(/\?.*$/, ''));
    return { method: 'get', paths, type };
  }
}

/** The answers a source file reads (`name`: its path). */
export function callsIn(name: string, text: string): ClientCall[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const shown = path.relative(CLIENT_SRC, name);
  const calls: ClientCall[] = [];
  const visit = (node: ts.Node) => {
    const read = ts.isCallExpression(node) ? readOf(file, node) : undefined;
    if (read) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      calls.push({ ...read, at: `${shown}:${line}`, file });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/** Every answer the client reads, in every source file under client/src. */
export function clientCalls(): ClientCall[] {
  return sourceFiles(CLIENT_SRC).flatMap((name) => callsIn(name, readFileSync(name, 'utf8')));
}

/** Whether a client path (with ANY parts) reaches the route path (`/weddings/:id`). */
export function reaches(clientPath: string, routePath: string): boolean {
  const trim = (text: string) => text.replace(/^\/+|\/+$/g, '');
  const client = trim(clientPath).split('/');
  const route = trim(routePath).split('/');
  if (client.length !== route.length) return false;
  return client.every((segment, index) => {
    const routeSegment = route[index]!;
    // A whole segment known only at run time is the route's parameter, never a fixed word.
    if (segment === ANY) return routeSegment.startsWith(':');
    if (routeSegment.startsWith(':')) return false;
    const pattern = segment
      .split(ANY)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}$`).test(routeSegment);
  });
}
