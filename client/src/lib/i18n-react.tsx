// The React half of the translation runtime (lib/i18n.ts): what Lingui's React macros call.
// `useLingui` re-renders a component when the language changes; `Trans` renders a text with
// elements inside it ("Read <0>the terms</0>").
import { cloneElement, type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { type Descriptor, i18n, type Values } from './i18n';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const locale = () => i18n.locale;

/** The active language; the component renders again when it changes. */
export function useLanguage() {
  return useSyncExternalStore(subscribe, locale, locale);
}

export function useLingui() {
  useSyncExternalStore(subscribe, locale, locale);
  return { i18n, _: i18n._ };
}

type Components = Record<string, ReactElement<{ children?: ReactNode }>>;

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** The text with each `<n>…</n>` and `<n/>` made the element it names. */
function withElements(text: string, components: Components): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 4) {
    if (parts[i]) nodes.push(parts[i]);
    const name = parts[i + 1] ?? parts[i + 3];
    if (name === undefined) continue;
    const element = components[name];
    const inner = parts[i + 2];
    if (!element) {
      if (inner) nodes.push(inner);
      continue;
    }
    nodes.push(
      cloneElement(
        element,
        { key: i },
        inner === undefined ? element.props.children : withElements(inner, components),
      ),
    );
  }
  return nodes;
}

type TransProps = Exclude<Descriptor, string | unknown[]> & { components?: Components };

function isElement(value: unknown): value is ReactElement<{ children?: ReactNode }> {
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

export function Trans({ message, values = {}, context, components = {} }: TransProps) {
  useSyncExternalStore(subscribe, locale, locale);
  // An element given as a value (`{<b>x</b>}`) is placed as an element, as Lingui places it.
  const placed: Components = { ...components };
  const plain: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (isElement(value)) {
      placed[`v${name}`] = value;
      plain[name] = `<v${name}/>`;
    } else plain[name] = value;
  }
  return <>{withElements(i18n._({ message, values: plain, context }), placed)}</>;
}
