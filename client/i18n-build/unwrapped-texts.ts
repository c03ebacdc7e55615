// Finds the words a screen shows that are not wrapped for translation (docs/product/texts.md#urdu):
// JSX text outside <Trans>, and the attributes a person reads or hears (aria-label, placeholder,
// title, alt, label) given as a plain string. What is not the app's own words stays as written:
// the brand, and an element marked translate="no".
import ts from 'typescript';

/** Attributes whose value a person reads or a screen reader says. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
]);

/** Words that are the same in every language: the brand, and marks with no letters. */
const AS_WRITTEN = /^(Baraat|Rs|PKR|Email|WhatsApp|JazzCash|Easypaisa|Raast|IBAN|OK)$/;

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !AS_WRITTEN.test(text.trim());

export interface Unwrapped {
  line: number;
  text: string;
}

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

function isKeptAsWritten(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isJsxElement(at)) {
      const opening = at.openingElement;
      if (tagName(opening) === 'Trans') return true;
      const kept = opening.attributes.properties.some(
        (attribute) =>
          ts.isJsxAttribute(attribute) &&
          attribute.name.getText() === 'translate' &&
          attribute.initializer?.getText() === '"no"',
      );
      if (kept) return true;
    }
  }
  return false;
}

/** The unwrapped texts of one .tsx source. */
export function unwrappedTexts(source: string, fileName = 'file.tsx'): Unwrapped[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: Unwrapped[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !isKeptAsWritten(node)) {
      report(node, node.text.trim());
    } else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text) &&
      !isKeptAsWritten(node)
    ) {
      report(node, `${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
