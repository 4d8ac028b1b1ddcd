import { describe, expect, it } from 'vitest';
import { breaksObjectArgumentRule, positionalServiceSignatures } from '../../scripts/lib/service-signatures';

describe('service signatures (STYLE §4, docs/decisions.md "Services, session 8")', () => {
  it('services that take the database or the environment, or three or more parameters, take one object', () => {
    const offenders = positionalServiceSignatures()
      .filter(breaksObjectArgumentRule)
      .map(({ file, line, name, params }) => `${file}:${line} ${name}(${params.join(', ')})`);
    expect(offenders).toEqual([]);
  });
});
