/*
 * Dead exports: an export of src/, workers/ or simulator/ that no other file imports (tests,
 * scripts and configs count as importers). Run by `npm run lint`; exits 1 and lists them.
 *
 * Reads each file's syntax only (TypeScript's parser, no type checking: a second or two):
 * static imports and re-exports by name, `import * as` and `export *` (every export used),
 * `import('x')` (the names read from it when written `(await import('x')).Name` or
 * `const { Name } = await import('x')`, else every export) and vite's `import.meta.glob`
 * (its `import` option names the export; without one every export of each matched file, which is
 * how the page registry loads `Page`, `Section`, `sectionTitleKey`, …). Paths resolve the way
 * tsconfig does: relative, `@/` = src/, extensionless `.ts`/`.tsx`/`index`.
 *
 * The exports dead when the check came in are listed in scripts/dead-exports-known.txt: the check
 * fails on a dead export not in that list, and on a listed one that is no longer dead (delete its
 * line), so the list only shrinks. `--types` also lists exported interfaces and type aliases that
 * nothing imports (not enforced).
 *
 * `npx tsx scripts/dead-exports.ts [--types] [--all]` (`--all`: every dead export, listed or not)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'workers', 'simulator', 'scripts', 'tests'];
const REPORTED = ['src/', 'workers/', 'simulator/'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
/** Entry points: loaded by the browser, the worker constructor or the command line. */
const ENTRIES = new Set(['src/app/main.tsx', 'workers/realtime.worker.ts', 'simulator/main.ts']);
const ALL = '*';
const KNOWN_FILE = path.join(root, 'scripts/dead-exports-known.txt');

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) walk(p, out);
    } else if (/\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
}

function listFiles(): string[] {
  const files: string[] = [];
  for (const d of SCANNED) walk(path.join(root, d), files);
  for (const f of fs.readdirSync(root)) if (/\.(ts|mts)$/.test(f)) files.push(path.join(root, f));
  return files;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The scanned file `spec` names from `from`, or null (a package, JSON, a missing file). */
function resolve(spec: string, from: string, known: Set<string>): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  base = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const ext of CANDIDATES) if (known.has(base + ext)) return base + ext;
  return null;
}

/** Files matched by a vite glob pattern (relative to `from`, or `/` = the project root). */
function globFiles(pattern: string, from: string, files: string[]): string[] {
  const abs = pattern.startsWith('/') ? path.join(root, pattern) : path.resolve(path.dirname(from), pattern);
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const re = new RegExp(
    '^' +
      rel
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '(?:.*/)?')
        .replace(/\*/g, '[^/]*') +
      '$',
  );
  return files.filter((f) => re.test(path.relative(root, f).split(path.sep).join('/')));
}

const hasExport = (n: ts.Node) =>
  ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (n: ts.Node) =>
  ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

interface Declared {
  name: string;
  line: number;
  /** An interface or type alias (reported only with --types). */
  type: boolean;
}

function main(): void {
  const files = listFiles();
  const scanned = new Set(files);
  const exported = new Map<string, Declared[]>();
  const used = new Map<string, Set<string>>();
  const markUsed = (file: string | null, name: string) => {
    if (!file) return;
    let set = used.get(file);
    if (!set) used.set(file, (set = new Set()));
    set.add(name);
  };

  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const decls: Declared[] = [];
    const declare = (name: string, node: ts.Node, type = false) =>
      decls.push({ name, type, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });

    for (const st of sf.statements) {
      if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
        const target = resolve(st.moduleSpecifier.text, file, scanned);
        const clause = st.importClause;
        if (!clause) continue;
        if (clause.name) markUsed(target, 'default');
        const nb = clause.namedBindings;
        if (nb && ts.isNamespaceImport(nb)) markUsed(target, ALL);
        else if (nb) for (const el of nb.elements) markUsed(target, (el.propertyName ?? el.name).text);
      } else if (ts.isExportDeclaration(st)) {
        const target =
          st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
            ? resolve(st.moduleSpecifier.text, file, scanned)
            : null;
        if (!st.exportClause) {
          markUsed(target, ALL);
        } else if (ts.isNamespaceExport(st.exportClause)) {
          markUsed(target, ALL);
          declare(st.exportClause.name.text, st);
        } else {
          for (const el of st.exportClause.elements) {
            if (st.moduleSpecifier) markUsed(target, (el.propertyName ?? el.name).text);
            declare(el.name.text, el, st.isTypeOnly || el.isTypeOnly);
          }
        }
      } else if (ts.isExportAssignment(st)) {
        declare('default', st);
      } else if (hasExport(st)) {
        if (hasDefault(st)) declare('default', st);
        else if (ts.isVariableStatement(st)) {
          for (const d of st.declarationList.declarations) {
            if (ts.isIdentifier(d.name)) declare(d.name.text, d);
            else
              for (const el of d.name.elements)
                if (ts.isBindingElement(el) && ts.isIdentifier(el.name)) declare(el.name.text, el);
          }
        } else if (
          (ts.isFunctionDeclaration(st) ||
            ts.isClassDeclaration(st) ||
            ts.isInterfaceDeclaration(st) ||
            ts.isTypeAliasDeclaration(st) ||
            ts.isEnumDeclaration(st) ||
            ts.isModuleDeclaration(st)) &&
          st.name &&
          ts.isIdentifier(st.name)
        ) {
          declare(st.name.text, st, ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st));
        }
      }
    }

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const [arg] = node.arguments;
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteralLike(arg)) {
          const target = resolve(arg.text, file, scanned);
          for (const name of namesReadFromDynamicImport(node)) markUsed(target, name);
        } else if (isGlobCall(node.expression) && arg) {
          const patterns = ts.isArrayLiteralExpression(arg) ? [...arg.elements] : [arg];
          const importName = globImportOption(node.arguments[1]);
          for (const p of patterns)
            if (ts.isStringLiteralLike(p))
              for (const f of globFiles(p.text, file, files)) markUsed(f, importName);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    exported.set(file, decls);
  }

  const withTypes = process.argv.includes('--types');
  const dead: string[] = [];
  for (const [file, decls] of exported) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (!REPORTED.some((d) => rel.startsWith(d)) || ENTRIES.has(rel)) continue;
    const names = used.get(file);
    if (names?.has(ALL)) continue;
    for (const d of decls)
      if (!names?.has(d.name) && (withTypes || !d.type)) dead.push(`${rel}:${d.line} ${d.name}`);
  }

  const key = (d: string) => d.replace(/:\d+ /, ' ');
  if (process.argv.includes('--all') || withTypes) {
    for (const d of dead) console.log(d);
    return;
  }
  const known = new Set(
    (fs.existsSync(KNOWN_FILE) ? fs.readFileSync(KNOWN_FILE, 'utf8') : '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  const fresh = dead.filter((d) => !known.has(key(d)));
  const gone = [...known].filter((k) => !dead.some((d) => key(d) === k));
  if (fresh.length) {
    console.error(`${fresh.length} export(s) that nothing imports (remove them, or the export keyword):`);
    for (const d of fresh) console.error(`  ${d}`);
  }
  if (gone.length) {
    console.error(
      `${gone.length} line(s) of ${path.relative(root, KNOWN_FILE)} no longer dead (delete them):`,
    );
    for (const k of gone) console.error(`  ${k}`);
  }
  if (!fresh.length && !gone.length)
    console.log(`dead exports: no new one in ${files.length} files (${known.size} known, listed to remove)`);
  process.exitCode = fresh.length || gone.length ? 1 : 0;
}

/** `import.meta.glob` */
function isGlobCall(e: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(e) &&
    e.name.text === 'glob' &&
    ts.isMetaProperty(e.expression) &&
    e.expression.name.text === 'meta'
  );
}

/** The glob's `import: 'name'` option; every export without one (or with `import: '*'`). */
function globImportOption(options: ts.Expression | undefined): string {
  if (!options || !ts.isObjectLiteralExpression(options)) return ALL;
  for (const p of options.properties)
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'import')
      return ts.isStringLiteralLike(p.initializer) && p.initializer.text !== '*' ? p.initializer.text : ALL;
  return ALL;
}

/**
 * `(await import('x')).Name` → Name; `const { A, B } = await import('x')` and
 * `import('x').then(({ A, B }) => …)` → A, B; else all.
 */
function namesReadFromDynamicImport(call: ts.CallExpression): string[] {
  let n: ts.Node = call;
  if (ts.isAwaitExpression(n.parent)) n = n.parent;
  while (ts.isParenthesizedExpression(n.parent)) n = n.parent;
  const parent = n.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === n) {
    if (parent.name.text !== 'then') return [parent.name.text];
    // `import('x').then(({ A, B }) => …)` → A, B; another callback reads anything.
    const call = parent.parent;
    const callback = ts.isCallExpression(call) ? call.arguments[0] : undefined;
    const param =
      callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))
        ? callback.parameters[0]
        : undefined;
    return param && ts.isObjectBindingPattern(param.name) ? boundNames(param.name) : [ALL];
  }
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name))
    return boundNames(parent.name);
  return [ALL];
}

/** The names a destructuring `{ A, B: b }` reads: A, B (a rest element reads all). */
function boundNames(pattern: ts.ObjectBindingPattern): string[] {
  return pattern.elements.map((el) =>
    el.propertyName && ts.isIdentifier(el.propertyName)
      ? el.propertyName.text
      : ts.isIdentifier(el.name) && !el.dotDotDotToken
        ? el.name.text
        : ALL,
  );
}

main();
