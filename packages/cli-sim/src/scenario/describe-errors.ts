import type * as t from 'io-ts';

/** A path as people write it: `steps[2].register.kind`. */
export const joinPath = (base: string, key: string): string =>
  key === '' ? base : /^\d+$/.test(key) ? `${base}[${key}]` : base === '' ? key : `${base}.${key}`;

const shown = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

interface Tagged {
  readonly _tag?: string;
}

/**
 * Reads io-ts errors as `path: expected Type, saw value` lines. A union's members each report
 * their own mismatch; those are folded into one line naming the union, which is what a scenario
 * author needs to see.
 */
export const describeErrors = (errors: t.Errors, base: string): string[] => {
  const lines = errors.map((error) => {
    let path = base;
    let expected = error.context[0]?.type.name ?? 'value';
    let actual: unknown = error.value;
    for (let i = 0; i < error.context.length; i += 1) {
      const entry = error.context[i]!;
      const parent = (error.context[i - 1]?.type as Tagged | undefined)?._tag;
      // Keys below a union or intersection name its branches, not a place in the document.
      if (i > 0 && parent !== 'UnionType' && parent !== 'IntersectionType') path = joinPath(path, entry.key);
      expected = entry.type.name;
      actual = entry.actual;
      if ((entry.type as Tagged)._tag === 'UnionType') break;
    }
    return error.message
      ? `${path || '(root)'}: ${error.message}`
      : `${path || '(root)'}: expected ${expected}, saw ${shown(actual)}`;
  });
  return [...new Set(lines)];
};
