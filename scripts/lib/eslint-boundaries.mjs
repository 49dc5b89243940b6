// A local ESLint rule: the files it applies to may import, by relative path (or the `@/` alias),
// only from the folders in its allow-list; packages from node_modules are not its business.
// An allow-list rather than patterns of what is refused, so a new storefront folder is refused
// from the start (docs/architecture.md, "Rules held by lint").
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The repository-relative path an import specifier points to, or null for a package.
 * @param {string} fromFile absolute path of the importing file
 * @param {string} specifier
 * @returns {string | null}
 */
export function importTarget(fromFile, specifier) {
  let absolute;
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    absolute = path.resolve(path.dirname(fromFile), specifier);
  } else if (specifier.startsWith('@/')) {
    absolute = path.resolve(ROOT, specifier.slice(2));
  } else {
    return null;
  }
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

/**
 * @param {string} target repository-relative path
 * @param {string[]} allow repository-relative folders
 */
export function isAllowed(target, allow) {
  if (target.startsWith('../') || target === '..') return false;
  return allow.some((folder) => target === folder || target.startsWith(`${folder}/`));
}

const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports of repository files only from an allow-list of folders.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        required: ['allow'],
        additionalProperties: false,
      },
    ],
    messages: {
      refused:
        "'{{specifier}}' is {{target}}, outside what this file may import ({{allow}}). Move the shared code into one of them (framework-free), or leave it where it is used.",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? [];
    const filename = context.filename ?? context.getFilename();
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = importTarget(filename, node.value);
      if (target === null || isAllowed(target, allow)) return;
      context.report({
        node,
        messageId: 'refused',
        data: { specifier: node.value, target: target || '.', allow: allow.join(', ') },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source ?? node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export const boundaries = { meta: { name: 'boundaries' }, rules: { 'allowed-imports': allowedImports } };
