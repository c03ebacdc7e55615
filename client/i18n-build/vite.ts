// How the client's texts are built (docs/architecture.md#urdu): Lingui's macros are turned into
// calls by its Babel plugin, run through @rolldown/plugin-babel before React's plugin (plugin-react
// 6 has no Babel option), and the .po catalogs compile to modules when imported.
//
// English ships no catalog. The macro keeps each text's English source beside its id, and
// `inlineSourceMessages` compiles that source at build time into the form Lingui's runtime reads
// from a catalog: English is the fallback the runtime shows when no catalog holds the id, so the
// English screens download their texts once, in their own code, as before, and no message parser
// ships. Only Urdu loads a catalog, and only when chosen.
// The macros call the app's own runtime (src/lib/i18n.ts), named in lingui.config.ts.

import { fileURLToPath } from 'node:url';
import type { types as BabelTypes, PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';
import { type Compiled, catalogKey } from '../src/lib/i18n';

/** A text's compiled form: a plain string when it has no argument, else Lingui's tokens. */
export function compiledSource(message: string): unknown {
  const compiled = compileMessage(message);
  return compiled.every((part) => typeof part === 'string') ? compiled.join('') : compiled;
}

/**
 * After the macro: every descriptor it wrote (`/*i18n*\/ { id, message, values }`) loses its
 * id and gets its message compiled; one with nothing but a message becomes that message. The
 * runtime (src/lib/i18n.ts) knows a text by its English source, so English pays no id.
 */
export function inlineSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'baraat-inline-source-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!path.node.leadingComments?.some((c) => c.value.trim() === 'i18n')) return;
              const kept = path.node.properties.filter(
                (property) =>
                  !(t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' })),
              );
              for (const property of kept) {
                if (
                  t.isObjectProperty(property) &&
                  t.isIdentifier(property.key, { name: 'message' }) &&
                  t.isStringLiteral(property.value)
                ) {
                  property.value = t.valueToNode(compiledSource(property.value.value));
                }
              }
              const only = kept.length === 1 ? kept[0] : undefined;
              if (
                t.isObjectProperty(only) &&
                !t.isJSXSpreadAttribute(path.parent) &&
                t.isExpression(only.value)
              ) {
                path.replaceWith(only.value);
              } else {
                path.node.properties = kept;
                path.node.leadingComments = null;
              }
              path.skip();
            },
          });
        },
      },
    },
  };
}

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

const SERVER_ONLY = /^\.\.\/server\//;
const SHARED_OR_SERVER = /^\.\.\/(shared|server)\//;

/**
 * A catalog as the runtime reads it: Lingui's Vite plugin compiles the .po file into messages
 * by id; this keys each by a hash of its compiled English source instead (catalogKey), leaves out what has no
 * translation yet (the English in the code shows) and the server's own texts. A text of shared/
 * with arguments is also found by its source as written, `Up to {max} guests`, the form `tx`
 * marks and the screens pass (src/lib/i18n.ts).
 */
function catalogsBySource(configPath: string): PluginOption {
  return {
    name: 'baraat:catalogs-by-source',
    enforce: 'post',
    async transform(code, id) {
      if (!/\.po$/.test(id)) return undefined;
      const compiled = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
      if (!compiled) throw new Error(`${id}: not a compiled catalog`);
      const byId = JSON.parse(JSON.parse(compiled[1]!)) as Record<string, unknown>;
      const config = getConfig({ configPath });
      const [catalog] = await getCatalogs(config);
      const locale = /[\\/](\w+)[\\/]messages\.po$/.exec(id)?.[1] ?? '';
      const entries = await catalog!.read(locale);
      const bySource: Record<string, unknown> = {};
      const sourceOf = new Map<string, string>();
      const keep = (source: Compiled, context: string | undefined, translation: unknown) => {
        const key = catalogKey(source, context);
        const text = `${context ?? ''}\u0004${JSON.stringify(source)}`;
        const other = sourceOf.get(key);
        if (other !== undefined && other !== text) {
          throw new Error(`two texts share the catalog key ${key}: ${other} and ${text}`);
        }
        sourceOf.set(key, text);
        bySource[key] = translation;
      };
      for (const [messageId, entry] of Object.entries(entries ?? {})) {
        const origins = (entry.origin ?? []).map(([file]) => file);
        if (!entry.translation || !entry.message || byId[messageId] === undefined) continue;
        if (origins.length > 0 && origins.every((file) => SERVER_ONLY.test(file))) continue;
        keep(compiledSource(entry.message) as Compiled, entry.context, byId[messageId]);
        if (origins.some((file) => SHARED_OR_SERVER.test(file))) {
          keep(entry.message, entry.context, byId[messageId]);
        }
      }
      return { code: `export const messages = ${JSON.stringify(bySource)};`, map: null };
    },
  };
}

/** The macro transform and the catalogs' compiler, ahead of React's plugin. */
export function linguiPlugins(): PluginOption[] {
  const linguiConfig = getConfig({ configPath });
  const macroPreset = defineRolldownBabelPreset({
    preset: () => ({
      plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }], inlineSourceMessages],
    }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  });
  return [
    babel({ presets: [macroPreset] }),
    lingui({ configPath, failOnCompileError: true }),
    catalogsBySource(configPath),
  ];
}
