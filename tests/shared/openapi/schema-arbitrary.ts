import fc from 'fast-check';
import type { JsonSchema } from './operations';

/** Any JSON value, including the awkward ones (huge numbers, long and odd strings, nesting). */
export const anyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(
      1e308,
      -1,
      0,
      2 ** 53,
      '',
      ' ',
      '\u0000',
      '<script>',
      "'; DROP TABLE users; --",
      'x'.repeat(5000),
      '../../etc/passwd',
      '🙂',
    ),
    fc.string({ maxLength: 40 }),
    fc.uuid(),
    fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
    fc.dictionary(
      fc.string({ maxLength: 8 }),
      fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)),
      { maxKeys: 4 },
    ),
  );

const stringFor = (s: JsonSchema): fc.Arbitrary<unknown> => {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'uri' || s.format === 'url')
    return fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'ftp://x'));
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 60, 300) });
};

/**
 * Values that mostly fit the schema (so the request gets past validation into the service) and sometimes do not
 * (so validation itself is exercised): each level picks a fitting value 4 times in 5.
 */
export const fromSchema = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 5) return anyJson();
  const fits = fittingValue(schema, depth, fromSchema);
  return fc.oneof({ arbitrary: fits, weight: 4 }, { arbitrary: anyJson(), weight: 1 });
};

/** Values that fit the schema at every level (as far as the document describes it), for requests that must get past validation. */
export const fitting = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> =>
  !schema || depth > 5 ? fc.constant(null) : fittingValue(schema, depth, fitting);

type Child = (schema: JsonSchema | undefined, depth: number) => fc.Arbitrary<unknown>;

const fittingValue = (s: JsonSchema, depth: number, child: Child): fc.Arbitrary<unknown> => {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => child(a, depth + 1)));
  if (s.allOf?.length) return child(Object.assign({}, ...s.allOf), depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e9), max: Math.min(s.maximum ?? 1_000_000, 1e12) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(child(s.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const entries = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, child(v, depth + 1)]));
      return fc.record(entries, {
        requiredKeys: [...required].filter((k) => k in props) as never[],
      }) as fc.Arbitrary<unknown>;
    }
    default:
      return anyJson();
  }
};
