// The Turkish texts written in a message catalogue's source, each with its key path: string and template
// literals (a template's `${…}` parts read as X), not the values a reference to another catalogue yields.
// scripts/one-catalogue.test.mjs uses it to find a text defined both in the contract's catalogue and the web's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const keyOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '?');

/** The key path of the object properties around a node: `staff.emailRequired`. */
function keyPath(node) {
  const keys = [];
  for (let at = node.parent; at; at = at.parent) if (ts.isPropertyAssignment(at)) keys.unshift(keyOf(at.name));
  return keys.join('.');
}

const inType = (node) => {
  for (let at = node.parent; at; at = at.parent) if (ts.isTypeNode(at)) return true;
  return false;
};

function templateText(node) {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => `X${span.literal.text}`).join('');
}

/** Every text of one catalogue file: `{ file, where, text }`, texts with at least one letter. */
export function textsOfFile(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const isText =
      (ts.isStringLiteral(node) && !ts.isPropertyAssignment(node.parent)) ||
      (ts.isStringLiteral(node) && node.parent.initializer === node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node);
    if (isText && !inType(node)) {
      const text = ts.isStringLiteral(node) ? node.text : templateText(node);
      if (/\p{L}/u.test(text)) found.push({ file, where: keyPath(node), text });
      if (ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text of the catalogue files in a folder. */
export function textsOfFolder(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .flatMap((name) => textsOfFile(path.join(folder, name)));
}
