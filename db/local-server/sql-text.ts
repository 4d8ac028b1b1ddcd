// Lightweight SQL text scanning: statement splitting and parameter discovery.
// The `libsql` npm package exposes neither sqlite3_complete() nor
// sqlite3_bind_parameter_name(), so we mirror SQLite's own tokenizer rules here.

const enum Tk {
  Semi,
  Ws,
  Other,
  Explain,
  Create,
  Temp,
  Trigger,
  End,
  Param,
}

// State machine copied from SQLite's complete.c: it tells a `;` that ends a
// statement apart from one inside a CREATE TRIGGER ... BEGIN ... END body.
const TRANS: readonly (readonly number[])[] = [
  /* 0 INVALID */ [1, 0, 2, 3, 4, 2, 2, 2],
  /* 1 START   */ [1, 1, 2, 3, 4, 2, 2, 2],
  /* 2 NORMAL  */ [1, 2, 2, 2, 2, 2, 2, 2],
  /* 3 EXPLAIN */ [1, 3, 3, 2, 4, 2, 2, 2],
  /* 4 CREATE  */ [1, 4, 2, 2, 2, 4, 5, 2],
  /* 5 TRIGGER */ [6, 5, 5, 5, 5, 5, 5, 5],
  /* 6 SEMI    */ [6, 6, 5, 5, 5, 5, 5, 7],
  /* 7 END     */ [1, 7, 5, 5, 5, 5, 5, 5],
];

interface Token {
  tk: Tk;
  start: number;
  end: number;
}

function isIdChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c >= 128;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
}

const KEYWORD_TOKENS: Record<string, Tk> = {
  EXPLAIN: Tk.Explain,
  CREATE: Tk.Create,
  TEMP: Tk.Temp,
  TEMPORARY: Tk.Temp,
  TRIGGER: Tk.Trigger,
  END: Tk.End,
};

function* tokens(sql: string): Generator<Token> {
  const n = sql.length;
  let i = 0;
  while (i < n) {
    const start = i;
    const c = sql.charCodeAt(i);
    let tk = Tk.Other;
    if (c === 59 /* ; */) {
      tk = Tk.Semi;
      i++;
    } else if (isSpace(c)) {
      while (i < n && isSpace(sql.charCodeAt(i))) i++;
      tk = Tk.Ws;
    } else if (c === 45 /* - */ && sql.charCodeAt(i + 1) === 45) {
      const nl = sql.indexOf('\n', i);
      i = nl < 0 ? n : nl + 1;
      tk = Tk.Ws;
    } else if (c === 47 /* / */ && sql.charCodeAt(i + 1) === 42 /* * */) {
      const close = sql.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
      tk = Tk.Ws;
    } else if (c === 91 /* [ */) {
      const close = sql.indexOf(']', i + 1);
      i = close < 0 ? n : close + 1;
    } else if (c === 39 || c === 34 || c === 96 /* ' " ` */) {
      // A doubled quote simply re-enters the loop, which is equivalent to an escape.
      const close = sql.indexOf(sql[i]!, i + 1);
      i = close < 0 ? n : close + 1;
    } else if (c === 63 /* ? */) {
      i++;
      while (i < n && sql.charCodeAt(i) >= 48 && sql.charCodeAt(i) <= 57) i++;
      tk = Tk.Param;
    } else if ((c === 58 || c === 64 || c === 36 || c === 35) && isIdChar(sql.charCodeAt(i + 1))) {
      // :name @name $name #name (SQLite also lets TCL-style `::` continue a name)
      i++;
      for (;;) {
        const d = sql.charCodeAt(i);
        if (isIdChar(d)) i++;
        else if (d === 58 && sql.charCodeAt(i + 1) === 58) i += 2;
        else break;
      }
      tk = Tk.Param;
    } else if (isIdChar(c)) {
      while (i < n && isIdChar(sql.charCodeAt(i))) i++;
      tk = KEYWORD_TOKENS[sql.slice(start, i).toUpperCase()] ?? Tk.Other;
    } else {
      i++;
    }
    yield { tk, start, end: i };
  }
}

/** Splits SQL text into statements the way sqlite3_complete() sees them; blank/comment-only pieces are dropped. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let state = 0;
  let start = 0;
  let hasContent = false;
  for (const t of tokens(sql)) {
    state = TRANS[state]![t.tk === Tk.Param ? Tk.Other : t.tk]!;
    if (t.tk === Tk.Semi && state === 1) {
      if (hasContent) out.push(sql.slice(start, t.end));
      start = t.end;
      hasContent = false;
    } else if (t.tk !== Tk.Ws && t.tk !== Tk.Semi) {
      hasContent = true;
    }
  }
  if (hasContent) out.push(sql.slice(start));
  return out;
}

export interface SqlShape {
  /** Upper-cased first keyword (SELECT, INSERT, WITH, EXPLAIN, ...), '' when none. */
  keyword: string;
  /** Parameter names by 1-based index minus one; null for nameless `?` parameters. */
  params: (string | null)[];
}

/** Keyword and parameters of a single statement, numbered like sqlite3ExprAssignVarNumber(). */
export function describeSqlText(sql: string): SqlShape {
  let keyword = '';
  const params: (string | null)[] = [];
  for (const t of tokens(sql)) {
    if (t.tk === Tk.Semi) break;
    if (t.tk === Tk.Param) {
      assignParam(params, sql.slice(t.start, t.end));
    } else if (!keyword && t.tk !== Tk.Ws) {
      const word = sql.slice(t.start, t.end);
      if (isIdChar(word.charCodeAt(0))) keyword = word.toUpperCase();
    }
  }
  return { keyword, params };
}

function assignParam(params: (string | null)[], name: string): void {
  if (name === '?') {
    params.push(null);
  } else if (name[0] === '?') {
    const index = Number(name.slice(1));
    while (params.length < index) params.push(null);
    if (params[index - 1] === null) params[index - 1] = name;
  } else if (!params.includes(name)) {
    params.push(name);
  }
}
