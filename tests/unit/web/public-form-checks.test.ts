import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZApiError } from '../../../worker/schemas/errors';
import { ZLoginRequest, ZNewPassword, ZPasswordResetRequest, ZSignupRequest } from '../../../worker/schemas/auth';
import {
  checkEmailOnly,
  checkLogin,
  checkNewPasswordForm,
  checkSignup,
} from '../../../web/src/features/auth/validation/public-form-checks';
import { readApiErrorBody } from '../../../web/src/lib/api-error';

/** The first message zod reports for each field, as react-hook-form's zod resolver showed it. */
const firstMessages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return { messages, data: result.success ? result.data : undefined };
};

const ZNewPasswordForm = z
  .object({ new_password: ZNewPassword, confirm_password: z.string().min(1, 'Repeat your new password.') })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'The passwords do not match.',
  });

/** Text a user might type: e-mail-ish, short, long, padded, mixed. */
const typed = fc.oneof(
  fc.constantFrom('', ' ', 'a', 'Jane', 'jane@example.com', ' Jane@Example.COM ', 'jane@', '@x.io', 'a..b@x.io'),
  fc.constantFrom('password', 'password12', 'pass word!', '1234567890', 'abcdefghij', 'Mixed-Pass-1'),
  fc.string({ maxLength: 20 }),
  fc.emailAddress(),
  fc.string({ minLength: 118, maxLength: 260 }),
  fc.tuple(fc.string({ minLength: 245, maxLength: 250 }), fc.constant('@example.com')).map(([a, b]) => a + b),
);

describe('public form checks (the sign-in and sign-up pages check forms without zod)', () => {
  it('sign-in: the same messages and values as ZLoginRequest', () => {
    fc.assert(
      fc.property(typed, typed, fc.boolean(), (email, password, remember_me) => {
        const input = { email, password, remember_me };
        const zod = firstMessages(ZLoginRequest, input);
        const ours = checkLogin(input);
        expect(ours.errors).toEqual(zod.messages);
        if (zod.data) expect(ours.values).toEqual(zod.data);
      }),
      { numRuns: 400 },
    );
  });

  it('password reset: the same messages and values as ZPasswordResetRequest', () => {
    fc.assert(
      fc.property(typed, (email) => {
        const zod = firstMessages(ZPasswordResetRequest, { email });
        const ours = checkEmailOnly({ email });
        expect(ours.errors).toEqual(zod.messages);
        if (zod.data) expect(ours.values).toEqual(zod.data);
      }),
      { numRuns: 300 },
    );
  });

  it('sign-up: the same messages and values as ZSignupRequest, for brands and creators', () => {
    fc.assert(
      fc.property(
        fc.record({
          first_name: typed,
          last_name: typed,
          email: typed,
          password: typed,
          brand_name: typed,
          profile_of: fc.constantFrom('Brand' as const, 'Influencer' as const),
        }),
        (input) => {
          const zod = firstMessages(ZSignupRequest, input);
          const ours = checkSignup(input);
          expect(ours.errors).toEqual(zod.messages);
          if (zod.data) expect(ours.values).toMatchObject(zod.data);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('new password: the same messages as ZNewPassword plus a matching repeat', () => {
    fc.assert(
      fc.property(typed, fc.oneof(typed, fc.constant('same')), (new_password, repeat) => {
        const input = { new_password, confirm_password: repeat === 'same' ? new_password : repeat };
        expect(checkNewPasswordForm(input).errors).toEqual(firstMessages(ZNewPasswordForm, input).messages);
      }),
      { numRuns: 400 },
    );
  });

  it('API error bodies: read exactly when ZApiError accepts them (any code string)', () => {
    const ZAnyCodeError = ZApiError.extend({ code: z.string() });
    const body = fc.oneof(
      fc.record(
        {
          detail: fc.oneof(fc.string(), fc.integer()),
          code: fc.oneof(fc.string(), fc.constantFrom('bad_token', 'not_authenticated'), fc.constant(undefined)),
          fields: fc.oneof(
            fc.dictionary(fc.string(), fc.array(fc.string())),
            fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.integer()))),
            fc.constant(null),
          ),
          request_id: fc.oneof(fc.string(), fc.integer()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(body, (value) => {
        const parsed = ZAnyCodeError.safeParse(value);
        expect(readApiErrorBody(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 500 },
    );
  });
});
