import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** An exported service function whose parameters are positional (two or more), where STYLE §4 wants one object. */
export type TPositionalSignature = { file: string; name: string; line: number; params: string[] };

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Functions declared at the top of a module and exported: `export const f = (…) =>` and `export function f(…)`. */
const exportedFunctions = (source: ts.SourceFile): { name: string; fn: ts.SignatureDeclaration }[] =>
  source.statements.flatMap((statement): { name: string; fn: ts.SignatureDeclaration }[] => {
    if (!isExported(statement)) return [];
    if (ts.isFunctionDeclaration(statement) && statement.name) return [{ name: statement.name.text, fn: statement }];
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const init = declaration.initializer;
      if (!init || !ts.isIdentifier(declaration.name)) return [];
      if (!ts.isArrowFunction(init) && !ts.isFunctionExpression(init)) return [];
      return [{ name: declaration.name.text, fn: init }];
    });
  });

/** Every exported function under `root` (default worker/services) taking two or more positional parameters. */
export const positionalServiceSignatures = (root = 'worker/services'): TPositionalSignature[] =>
  sourceFiles(root).flatMap((path) => {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    return exportedFunctions(source)
      .filter(({ fn }) => fn.parameters.length >= 2)
      .map(({ name, fn }) => ({
        file: relative(process.cwd(), path),
        name,
        line: source.getLineAndCharacterOfPosition(fn.getStart()).line + 1,
        params: fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : '{…}')),
      }));
  });

/** Parameters that make a function a service verb (it reads or writes through them), never a pure helper. */
const HANDLES = new Set(['db', 'env', 'tx']);

/**
 * The rule of docs/decisions.md ("Services, session 8"): an exported function under worker/services that takes the
 * database or the environment takes one object argument, as does any function of three or more parameters; only a
 * pure helper of two obvious parameters (`parseRange(header, size)`) stays positional.
 */
export const breaksObjectArgumentRule = ({ params }: TPositionalSignature) =>
  params.length >= 3 || params.some((name) => HANDLES.has(name));
