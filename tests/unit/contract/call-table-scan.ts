/*
 * Finds every call src/api/*.ts passes to the http client (get, post, download, request of
 * src/api/http.ts and download.ts) with its method and path, by reading the TypeScript syntax tree. Template
 * parts that are constants of the file are substituted; any other part becomes `*` (e.g.
 * `energyday/get*EnergyCurrent`), so such a call is covered by every row it matches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ScannedCall {
  file: string;
  line: number;
  method: string;
  /** The path with `*` for a part not known before run time; null when it cannot be read. */
  paths: string[] | null;
  source: string;
}

const CLIENT_FUNCTIONS = new Set(['get', 'post', 'download', 'request']);

/** `const` declarations of a block or the file, by name. */
function constantsOf(statements: ts.NodeArray<ts.Statement>): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  for (const stmt of statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    if (!(stmt.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.initializer) found.set(decl.name.text, decl.initializer);
    }
  }
  return found;
}

/** The constants in scope at `node`: those of each enclosing block, the nearest first, then the file's. */
function constants(node: ts.Node): Map<string, ts.Expression> {
  const scopes: Array<Map<string, ts.Expression>> = [];
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isBlock(n) || ts.isSourceFile(n)) scopes.push(constantsOf(n.statements));
  }
  const found = new Map<string, ts.Expression>();
  for (const scope of scopes.reverse()) for (const [name, init] of scope) found.set(name, init);
  return found;
}

function evaluate(expr: ts.Expression, consts: Map<string, ts.Expression>, depth = 0): string[] | null {
  if (depth > 5) return null;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return evaluate(expr.expression, consts, depth + 1);
  if (ts.isIdentifier(expr)) {
    const init = consts.get(expr.text);
    return init ? evaluate(init, consts, depth + 1) : null;
  }
  if (ts.isConditionalExpression(expr)) {
    const a = evaluate(expr.whenTrue, consts, depth + 1);
    const b = evaluate(expr.whenFalse, consts, depth + 1);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isTemplateExpression(expr)) {
    let out = [expr.head.text];
    for (const span of expr.templateSpans) {
      const part = evaluate(span.expression, consts, depth + 1) ?? ['*'];
      out = out.flatMap((prefix) => part.map((p) => prefix + p + span.literal.text));
    }
    return out;
  }
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = evaluate(expr.left, consts, depth + 1) ?? ['*'];
    const b = evaluate(expr.right, consts, depth + 1) ?? ['*'];
    return a.flatMap((x) => b.map((y) => x + y));
  }
  return null;
}

/** `method: 'POST'` in an object literal argument (download's options), else undefined. */
function methodProperty(arg: ts.Expression | undefined): string | undefined {
  if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
  for (const prop of arg.properties) {
    if (
      ts.isPropertyAssignment(prop) &&
      ts.isIdentifier(prop.name) &&
      prop.name.text === 'method' &&
      ts.isStringLiteral(prop.initializer)
    )
      return prop.initializer.text;
  }
  return undefined;
}

/** The client functions the file imports from './http' or './download' (not some other `get`): local name → name. */
function importsClient(sf: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    if (!['./http', '@/api/http', './download', '@/api/download'].includes(stmt.moduleSpecifier.text))
      continue;
    const bindings = stmt.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) {
        const imported = (el.propertyName ?? el.name).text;
        if (CLIENT_FUNCTIONS.has(imported)) names.set(el.name.text, imported);
      }
    }
  }
  return names;
}

export function scanFile(file: string, text: string): ScannedCall[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const local = importsClient(sf);
  const calls: ScannedCall[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && local.has(node.expression.text)) {
      const fn = local.get(node.expression.text) ?? '';
      const args = node.arguments;
      let method = fn === 'post' ? 'POST' : 'GET';
      let pathArg = args[0];
      if (fn === 'request') {
        method = args[0] && ts.isStringLiteral(args[0]) ? args[0].text : '?';
        pathArg = args[1];
      }
      if (fn === 'download') method = methodProperty(args[3]) ?? 'GET';
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      calls.push({
        file,
        line: line + 1,
        method,
        paths: pathArg
          ? (evaluate(pathArg, constants(node))?.map((p) => p.replace(/^\/+/, '')) ?? null)
          : null,
        source: node.getText(sf).slice(0, 120),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return calls;
}

/** Every client call of every src/api/*.ts file but http.ts itself. */
export function scanApiDir(dir: string): ScannedCall[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'http.ts' && f !== 'download.ts' && !f.endsWith('.test.ts'))
    .flatMap((f) => scanFile(path.join('src/api', f), readFileSync(path.join(dir, f), 'utf8')));
}

/** Whether a scanned path (with `*`) names a table row's path (whose `{name}` parts match `*`). */
export function coversRow(scanned: string, rowPath: string): boolean {
  const a = scanned.split('/');
  const b = rowPath.split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => {
    const row = b[i] ?? '';
    if (seg === row) return true;
    if (!seg.includes('*')) return false;
    const re = new RegExp(
      `^${seg
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
    return re.test(row);
  });
}
