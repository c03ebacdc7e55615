// What a type the client reads an answer as stands for: a shared schema (`z.infer`/`z.output`
// of an exported schema of @baraat/shared), or a list of one. Anything else — a type written by
// hand in client/, an alias of the client's own — is named as the reason it is not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';
import { importedFrom, ROOT, type SchemaRef } from './client-calls';

/** A shared schema, `lists` levels deep in arrays (`Wedding[]` is weddingSchema, 1). */
export interface SchemaShape {
  schema: z.ZodType;
  lists: number;
  name: string;
}

const SHARED = '@baraat/shared/';

function sharedFile(spec: string): ts.SourceFile {
  const name = path.join(ROOT, 'shared/src', `${spec.slice(SHARED.length)}.ts`);
  return ts.createSourceFile(name, readFileSync(name, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The schema an exported `type Name = z.infer<typeof schema>` of a shared module is read from. */
function schemaNameOf(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || statement.name.text !== name) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const type = statement.type;
    if (!exported || !ts.isTypeReferenceNode(type)) return;
    const helper = type.typeName.getText(file);
    const query = type.typeArguments?.[0];
    if (!['z.infer', 'z.output'].includes(helper) || !query || !ts.isTypeQueryNode(query)) return;
    return query.exprName.getText(file);
  }
}

/**
 * The shared schemas a type the client wrote stands for (several for a union), or the reason
 * it stands for none.
 */
export async function shapesOf(
  file: ts.SourceFile,
  node: ts.TypeNode,
  lists = 0,
): Promise<SchemaShape[] | string> {
  if (ts.isArrayTypeNode(node)) return shapesOf(file, node.elementType, lists + 1);
  if (ts.isUnionTypeNode(node)) {
    const parts = await Promise.all(node.types.map((part) => shapesOf(file, part, lists)));
    const reason = parts.find((part) => typeof part === 'string');
    return reason ?? parts.flatMap((part) => part as SchemaShape[]);
  }
  const text = node.getText(file);
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) {
    return `${text} is written by hand, not a type of @baraat/shared`;
  }
  const name = node.typeName.text;
  const spec = importedFrom(file, name);
  if (!spec?.startsWith(SHARED)) return `${name} is not imported from @baraat/shared`;
  const schemaName = schemaNameOf(sharedFile(spec), name);
  if (!schemaName) return `${name} (${spec}) is not z.infer or z.output of an exported schema`;
  const module: Record<string, unknown> = await import(spec);
  const schema = module[schemaName] as z.ZodType | undefined;
  if (!schema) return `${schemaName} is not exported by ${spec}`;
  return [{ schema, lists, name: `${name}${'[]'.repeat(lists)}` }];
}

/** The shared schemas an outbox kind reads its answer with, or the reason one is not shared. */
export async function shapesOfSchemas(refs: SchemaRef[]): Promise<SchemaShape[] | string> {
  const shapes: SchemaShape[] = [];
  for (const { file, name } of refs) {
    const spec = importedFrom(file, name);
    if (!spec?.startsWith(SHARED)) return `${name} is not a schema of @baraat/shared`;
    const module: Record<string, unknown> = await import(spec);
    shapes.push(shapeOfSchema(module[name] as z.ZodType, name));
  }
  return shapes;
}

/** A schema without its arrays, as one shape (what a `.meta()` copy keeps is its definition). */
export function shapeOfSchema(schema: z.ZodType, name: string): SchemaShape {
  let inner = schema;
  let lists = 0;
  while (inner._zod.def.type === 'array') {
    inner = (inner._zod.def as unknown as { element: z.ZodType }).element;
    lists++;
  }
  return { schema: inner, lists, name };
}

/** Whether two shapes are one schema: `.meta()` and `.describe()` copies share its definition. */
export function sameShape(a: SchemaShape, b: SchemaShape): boolean {
  const inner = (shape: SchemaShape) => shapeOfSchema(shape.schema, shape.name);
  const [left, right] = [inner(a), inner(b)];
  return (
    left.lists + a.lists === right.lists + b.lists && left.schema._zod.def === right.schema._zod.def
  );
}
