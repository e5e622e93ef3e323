import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The calls whose text argument is a refusal's detail, and where that argument sits. */
const REFUSAL_CALLS: Record<string, number[]> = {
  badRequest: [0],
  unauthorized: [0],
  forbidden: [0],
  notFound: [0],
  conflict: [0],
  invalid: [0],
  tooManyRequests: [0],
  insufficientStock: [0],
  quantityTooLarge: [0],
  AppError: [2],
};
/** zod checks whose last argument may be the message shown for a field. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'refine',
  'superRefine',
  'url',
  'uuid',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'datetime',
  'date',
  'iso',
  'string',
  'number',
  'enum',
  'literal',
  'array',
  'object',
  'boolean',
  'union',
  'check',
  'trim',
]);
/** Object properties whose text a person reads in a refusal or field error. */
const TEXT_PROPERTIES = new Set(['detail', 'message', 'error']);

export type RefusalText = { text: string; where: string; code?: string };

/** Where each factory takes its code, and the code it gives when none is passed. */
const CODE_ARGUMENTS: Record<string, [number, string]> = {
  badRequest: [1, 'BAD_REQUEST'],
  unauthorized: [1, 'UNAUTHORIZED'],
  forbidden: [1, 'FORBIDDEN'],
  notFound: [1, 'NOT_FOUND'],
  conflict: [1, 'CONFLICT'],
  invalid: [2, 'VALIDATION_ERROR'],
  tooManyRequests: [2, 'TOO_MANY_ATTEMPTS'],
  insufficientStock: [1, 'INSUFFICIENT_STOCK'],
  quantityTooLarge: [1, 'QUANTITY_TOO_LARGE'],
  AppError: [1, ''],
};

function codeOf(name: string, args: readonly ts.Expression[]): string | undefined {
  const known = CODE_ARGUMENTS[name];
  if (!known) return undefined;
  const arg = args[known[0]];
  if (arg && ts.isStringLiteral(arg)) return arg.text;
  return known[1] || undefined;
}

/** A literal as the catalogue writes it: `${expr}` becomes `{name}` (the expression's last word). */
export function literalPattern(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalPattern(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalPattern(node.left);
    const right = literalPattern(node.right);
    if (left === undefined && right === undefined) return undefined;
    return (left ?? '{left}') + (right ?? '{right}');
  }
  if (!ts.isTemplateExpression(node)) return undefined;
  let text = node.head.text;
  const used = new Set<string>();
  node.templateSpans.forEach((span, index) => {
    const words = span.expression.getText().match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
    const simple =
      ts.isIdentifier(span.expression) || ts.isPropertyAccessExpression(span.expression);
    let name = simple ? (words[words.length - 1] ?? `${index}`) : `${index}`;
    if (used.has(name)) name = `${name}_${index}`;
    used.add(name);
    text += `{${name}}${span.literal.text}`;
  });
  return text;
}

/** A constant's name (NOT_ENOUGH, REFUSALS): what a module keeps its refusal texts in. */
const isTableName = (name: string) => /^[A-Z][A-Z0-9_]+$/.test(name);

/** A sentence for a person, not a code, key or path ('TOO_MANY_ATTEMPTS', 'file://'). */
const isForAPerson = (text: string) => /[a-zåäö]{2}/.test(text) && /[\såäö]/.test(text);

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** Every text a file passes to a refusal, a zod check or a `detail`/`message` property. */
export function refusalTextsOf(file: string, source: string): RefusalText[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: RefusalText[] = [];
  const consts = new Map<string, ts.Node>();
  const collectConsts = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      consts.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collectConsts);
  };
  collectConsts(tree);
  const calls: Record<string, number[]> = { ...REFUSAL_CALLS };
  // A local helper that hands one of its parameters to a refusal is a refusal call as well.
  for (const [name, init] of consts) {
    if (!ts.isArrowFunction(init)) continue;
    const params = init.parameters.map((param) => param.name.getText());
    const body = init.body.getText();
    const passed = params.flatMap((param, at) =>
      Object.keys(REFUSAL_CALLS).some((call) => body.includes(`${call}(${param}`)) ? [at] : [],
    );
    if (passed.length > 0) calls[name] = passed;
  }
  tree.statements.forEach((statement) => {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) return;
    const body = statement.body.getText();
    const passed = statement.parameters.flatMap((param, at) =>
      Object.keys(REFUSAL_CALLS).some(
        (call) =>
          body.includes(`${call}(${param.name.getText()}(`) ||
          body.includes(`${call}(${param.name.getText()},`) ||
          body.includes(`${call}(${param.name.getText()})`),
      )
        ? [at]
        : [],
    );
    if (passed.length > 0) calls[statement.name.text] = passed;
  });
  let code: string | undefined;
  const keep = (node: ts.Node | undefined, depth = 0): void => {
    if (!node || depth > 3) return;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
      return keep(node.expression, depth);
    if (ts.isConditionalExpression(node)) {
      keep(node.whenTrue, depth);
      return keep(node.whenFalse, depth);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return keep(node.right, depth);
    }
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return keep(node.body, depth + 1);
    if (ts.isIdentifier(node)) return keep(consts.get(node.text), depth + 1);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      return keep(consts.get(node.expression.text), depth + 1);
    }
    const text = literalPattern(node);
    if (text !== undefined && isForAPerson(text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push({ text, where: `${file}:${line + 1}`, ...(code ? { code } : {}) });
    }
  };
  const keepAllIn = (node: ts.Node): void => {
    const text = literalPattern(node);
    if (text !== undefined) {
      if (/[åäöÅÄÖ]/.test(text) && /^[A-ZÅÄÖ{]\S*( \S+){3}/.test(text)) keep(node);
      return;
    }
    ts.forEachChild(node, keepAllIn);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      const args = node.arguments ?? [];
      if (name && Object.hasOwn(calls, name)) {
        code = Object.hasOwn(CODE_ARGUMENTS, name) ? codeOf(name, args) : undefined;
        for (const at of calls[name] ?? []) keep(args[at]);
        code = undefined;
      } else if (name && ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression)) {
        keep(args[args.length - 1]);
      }
    }
    if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText())) {
      keep(node.initializer);
    }
    if (ts.isShorthandPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.text)) {
      keep(node.name);
    }
    if (ts.isParameter(node) && file.endsWith('errors.ts')) keep(node.initializer);
    // Tables and constants of refusals (REFUSALS, TOO_OLD), kept apart from where they are thrown.
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      (isTableName(node.name.getText()) ||
        (ts.isArrowFunction(node.initializer) && !ts.isBlock(node.initializer.body))) &&
      /^api\/services\//.test(file)
    ) {
      keepAllIn(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Not answers: tests, start-up checks, stored records, mails made for people elsewhere. */
const SKIPPED =
  /(\.test\.ts|\.d\.ts|api\/(config|server-start|startup-problem)\.ts|shared\/kiosk\.ts)$|\/(test|migrations|seed|multi-process|mail|jobs|observability|db|i18n)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !SKIPPED.test(path) ? [path] : [];
  });
}

/** Every refusal text in the server's and the shared schemas' source, by where it is written. */
export function refusalTextsInSource(root: string): RefusalText[] {
  return [join(root, 'api'), join(root, 'shared')].flatMap((dir) =>
    sourceFiles(dir).flatMap((path) =>
      refusalTextsOf(relative(root, path), readFileSync(path, 'utf8')),
    ),
  );
}

type Source = { file: string; tree: ts.SourceFile };

/** Helpers that put one parameter into a refusal text ('{label} måste vara text'), by name. */
function valueHolders(sources: Source[]): Map<string, number[]> {
  const holders = new Map<string, number[]>();
  for (const { tree } of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const fn = node.initializer;
        if (ts.isArrowFunction(fn)) {
          const texts = refusalTextsOf('', fn.getText()).map((found) => found.text);
          fn.parameters.forEach((param, at) => {
            const given = new RegExp(`(error|message):\\s*${param.name.getText()}\\b`);
            if (
              texts.some((text) => text.includes(`{${param.name.getText()}}`)) ||
              given.test(fn.body.getText())
            )
              holders.set(node.name.getText(), [...(holders.get(node.name.getText()) ?? []), at]);
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return holders;
}

/** The words callers hand those helpers ('Anteckning', 'lågt lager'): each needs its English. */
export function refusalWordsInSource(root: string): RefusalText[] {
  const sources = [join(root, 'api'), join(root, 'shared')].flatMap((dir) =>
    sourceFiles(dir).map((path) => {
      const file = relative(root, path);
      return {
        file,
        tree: ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
      };
    }),
  );
  const holders = valueHolders(sources);
  const found: RefusalText[] = [];
  for (const { file, tree } of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        for (const at of holders.get(node.expression.text) ?? []) {
          const arg = node.arguments[at];
          if (!arg || !ts.isStringLiteral(arg)) continue;
          const { line } = tree.getLineAndCharacterOfPosition(arg.getStart());
          found.push({ text: arg.text, where: `${file}:${line + 1}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}
