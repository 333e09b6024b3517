/*
 * The one grammar of alarm threshold expressions (spec §5: "written like x>=80 && x<90"), used by
 * the console's form and by the simulator's alarm evaluation. A hand-written recursive-descent
 * parser builds a small tree; `evaluateExpr` walks only that tree's node kinds. Nothing is ever
 * compiled or executed: no eval, no Function, no property lookup by name.
 *
 *   expr       := or
 *   or         := and ('||' and)*
 *   and        := unary ('&&' unary)*
 *   unary      := '!' unary | '(' expr ')' | comparison
 *   comparison := 'x' op number | number op 'x'        op := > >= < <= == !=
 *   number     := '-'? digits ('.' digits)?
 *
 * Bounds: at most EXPR_MAX_LENGTH characters (checked before anything is read, so a 1 MB string
 * costs nothing) and at most EXPR_MAX_DEPTH nested '(' or '!' (so 10 000 parentheses stop at the
 * 33rd, and the recursion can never run deep).
 */

export const EXPR_MAX_LENGTH = 200;
export const EXPR_MAX_DEPTH = 32;

/** Comparison operators, as written. */
export type CmpOp = '>' | '>=' | '<' | '<=' | '==' | '!=';
export const CMP_OPS: readonly CmpOp[] = ['>=', '<=', '==', '!=', '>', '<'];

/** A parsed expression; comparisons are normalised to `x op value` (`80 <= x` becomes `x >= 80`). */
export type ExprNode =
  | { kind: 'cmp'; op: CmpOp; value: number }
  | { kind: 'not'; arg: ExprNode }
  | { kind: 'and'; left: ExprNode; right: ExprNode }
  | { kind: 'or'; left: ExprNode; right: ExprNode };

/** What the parser can say is wrong; the console words each code in zh and en (thresholds.json). */
export type ExprErrorCode =
  | 'empty'
  | 'tooLong'
  | 'tooDeep'
  | 'unexpectedToken'
  | 'unexpectedEnd'
  | 'badNumber'
  | 'noVariable'
  | 'twoVariables';

/** Tokens an error can say it expected. */
export type ExpectedToken = 'x' | 'number' | 'operator' | '(' | ')' | '!' | '&&' | '||' | 'end';

/** A parse error: 0-based character position, the code, and what would have been accepted there. */
export interface ExprError {
  code: ExprErrorCode;
  pos: number;
  expected: ExpectedToken[];
  /** The text found at `pos` (at most 12 characters), '' at the end. */
  found: string;
}

export type ExprResult = { ok: true; tree: ExprNode } | { ok: false; error: ExprError };

type Tok =
  | { t: 'x' | '(' | ')' | '!' | '&&' | '||' | 'end' | 'bad'; pos: number; text: string }
  | { t: 'num'; pos: number; text: string; value: number }
  | { t: 'op'; pos: number; text: string; op: CmpOp };

class Fail extends Error {
  constructor(readonly error: ExprError) {
    super(error.code);
  }
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isWordChar = (c: string) => /[A-Za-z0-9_$]/.test(c);

function lex(src: string, pos: number): Tok {
  let i = pos;
  while (i < src.length && (src[i] === ' ' || src[i] === '\t')) i++;
  if (i >= src.length) return { t: 'end', pos: i, text: '' };
  const c = src[i];
  const two = src.slice(i, i + 2);
  if (two === '&&' || two === '||') return { t: two, pos: i, text: two };
  for (const op of CMP_OPS) if (src.startsWith(op, i)) return { t: 'op', pos: i, text: op, op };
  if (c === '(' || c === ')' || c === '!') return { t: c, pos: i, text: c };
  if (isDigit(c) || ((c === '-' || c === '.') && isDigit(src[i + 1] ?? ''))) {
    let j = i + (c === '-' ? 1 : 0);
    const digitsFrom = j;
    while (j < src.length && isDigit(src[j])) j++;
    const intDigits = j - digitsFrom;
    let fracDigits = 0;
    if (src[j] === '.') {
      j++;
      const f = j;
      while (j < src.length && isDigit(src[j])) j++;
      fracDigits = j - f;
    }
    const text = src.slice(i, j);
    if (intDigits === 0 || (src[j - 1] === '.' && fracDigits === 0) || (j < src.length && isWordChar(src[j])))
      throw new Fail({ code: 'badNumber', pos: i, expected: ['number'], found: found(src, i) });
    return { t: 'num', pos: i, text, value: Number(text) };
  }
  if (isWordChar(c)) {
    let j = i;
    while (j < src.length && isWordChar(src[j])) j++;
    const word = src.slice(i, j);
    return word === 'x' ? { t: 'x', pos: i, text: 'x' } : { t: 'bad', pos: i, text: word };
  }
  return { t: 'bad', pos: i, text: c };
}

function found(src: string, pos: number): string {
  return src.slice(pos, pos + 12);
}

class Parser {
  private tok: Tok;
  /** Parentheses open at the current token (a ')' is expected only inside one). */
  private open = 0;
  constructor(private readonly src: string) {
    this.tok = lex(src, 0);
  }
  /** The current token's kind, read afresh (the checker would keep a narrowing across next()). */
  private kind(): Tok['t'] {
    return this.tok.t;
  }
  private next(): void {
    this.tok = lex(this.src, this.tok.pos + this.tok.text.length);
  }
  private fail(expected: ExpectedToken[], code?: ExprErrorCode): never {
    const end = this.tok.t === 'end';
    throw new Fail({
      code: code ?? (end ? 'unexpectedEnd' : 'unexpectedToken'),
      pos: this.tok.pos,
      expected,
      found: end ? '' : found(this.src, this.tok.pos),
    });
  }
  parse(): ExprNode {
    if (this.tok.t === 'end') this.fail(['x', 'number', '(', '!'], 'empty');
    const tree = this.or(0);
    if (this.kind() !== 'end') this.fail(['&&', '||', 'end']);
    return tree;
  }
  private or(depth: number): ExprNode {
    let left = this.and(depth);
    while (this.tok.t === '||') {
      this.next();
      left = { kind: 'or', left, right: this.and(depth) };
    }
    return left;
  }
  private and(depth: number): ExprNode {
    let left = this.unary(depth);
    while (this.tok.t === '&&') {
      this.next();
      left = { kind: 'and', left, right: this.unary(depth) };
    }
    return left;
  }
  private unary(depth: number): ExprNode {
    if (this.tok.t === '!' || this.tok.t === '(') {
      if (depth >= EXPR_MAX_DEPTH) this.fail([], 'tooDeep');
      if (this.tok.t === '!') {
        this.next();
        return { kind: 'not', arg: this.unary(depth + 1) };
      }
      this.next();
      this.open++;
      const inner = this.or(depth + 1);
      if (this.kind() !== ')') this.fail(['&&', '||', ')']);
      this.open--;
      this.next();
      return inner;
    }
    return this.comparison();
  }
  private comparison(): ExprNode {
    const first = this.tok;
    if (first.t !== 'x' && first.t !== 'num') this.fail(['x', 'number', '(', '!']);
    this.next();
    const opTok = this.tok;
    if (opTok.t !== 'op') this.fail(['operator']);
    this.next();
    const second = this.tok;
    if (second.t !== 'x' && second.t !== 'num') this.fail(first.t === 'x' ? ['number'] : ['x']);
    if (first.t === 'x' && second.t === 'x') this.fail(['number'], 'twoVariables');
    if (first.t === 'num' && second.t === 'num') this.fail(['x'], 'noVariable');
    this.next();
    if (this.tok.t === 'op') this.fail(this.open > 0 ? ['&&', '||', ')'] : ['&&', '||', 'end']);
    if (first.t === 'num') return { kind: 'cmp', op: mirror(opTok.op), value: first.value };
    return { kind: 'cmp', op: opTok.op, value: (second as { value: number }).value };
  }
}

const MIRROR: Record<CmpOp, CmpOp> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=', '==': '==', '!=': '!=' };
function mirror(op: CmpOp): CmpOp {
  return MIRROR[op];
}

/** Parses an expression on `x`; never throws, never runs any of the text. */
export function parseExpr(src: string): ExprResult {
  if (typeof src !== 'string')
    return { ok: false, error: { code: 'empty', pos: 0, expected: ['x'], found: '' } };
  if (src.length > EXPR_MAX_LENGTH)
    return { ok: false, error: { code: 'tooLong', pos: EXPR_MAX_LENGTH, expected: ['end'], found: '' } };
  try {
    return { ok: true, tree: new Parser(src).parse() };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    throw e;
  }
}

function compare(op: CmpOp, x: number, v: number): boolean {
  switch (op) {
    case '>':
      return x > v;
    case '>=':
      return x >= v;
    case '<':
      return x < v;
    case '<=':
      return x <= v;
    case '==':
      return x === v;
    case '!=':
      return x !== v;
  }
}

/** Whether the expression holds for `x`; a missing value (NaN, ±Infinity) never holds. */
export function evaluateExpr(tree: ExprNode, x: number): boolean {
  if (!Number.isFinite(x)) return false;
  return evalNode(tree, x);
}

function evalNode(n: ExprNode, x: number): boolean {
  switch (n.kind) {
    case 'cmp':
      return compare(n.op, x, n.value);
    case 'not':
      return !evalNode(n.arg, x);
    case 'and':
      return evalNode(n.left, x) && evalNode(n.right, x);
    case 'or':
      return evalNode(n.left, x) || evalNode(n.right, x);
  }
}

/** The canonical text of a tree (parses back to an equivalent tree). */
export function printExpr(n: ExprNode): string {
  return print(n, 0);
}

// Binding strength: or 1, and 2, not/cmp 3; a child weaker than its parent needs parentheses.
function print(n: ExprNode, parent: number): string {
  switch (n.kind) {
    case 'cmp':
      return `x${n.op}${formatNumber(n.value)}`;
    case 'not':
      return `!${print(n.arg, 3)}`;
    case 'and': {
      const s = `${print(n.left, 2)} && ${print(n.right, 3)}`;
      return parent > 2 ? `(${s})` : s;
    }
    case 'or': {
      const s = `${print(n.left, 1)} || ${print(n.right, 2)}`;
      return parent > 1 ? `(${s})` : s;
    }
  }
}

function formatNumber(v: number): string {
  if (Object.is(v, -0)) return '0';
  const s = String(v);
  if (!/e/i.test(s)) return s;
  // Exponent forms are not in the grammar; spell the number out.
  if (Number.isInteger(v)) return BigInt(v).toString();
  return v.toFixed(20).replace(/\.?0+$/, '');
}
