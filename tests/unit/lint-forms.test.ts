import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// eslint/forms.js bites: each probe below, linted as the whole text of a feature component, is (or is not) an error
// of forms/through-react-hook-form.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const RULE = 'forms/through-react-hook-form';
let eslint: ESLint;

const formErrors = async (code: string, file = 'web/src/features/wallet/components/probe.tsx') => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
};

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

const HAND_WRITTEN = `
import { useState, type FormEvent } from 'react';
export const Probe = ({ save }: { save: { mutate: (v: string) => void } }) => {
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(name);
  };
  return (
    <form onSubmit={submit}>
      <input value={name} onChange={(e) => setName(e.target.value)} />
    </form>
  );
};
`;

const THROUGH_RHF = `
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZRefundRequest } from '@schemas/wallet';
export const Probe = ({ save }: { save: { mutateAsync: (v: unknown) => Promise<void> } }) => {
  const form = useForm({ resolver: zodResolver(ZRefundRequest) });
  const submit = form.handleSubmit((values) => save.mutateAsync(values));
  return <form onSubmit={(e) => void submit(e)} />;
};
`;

describe('lint: forms go through react-hook-form', () => {
  it('reports a submit handler that prevents the default and sends by itself', async () => {
    expect(await formErrors(HAND_WRITTEN)).toEqual([expect.stringContaining('validates or sends by itself')]);
  });

  it('reports a feature form whose module has no form hook, however its handler is written', async () => {
    const code = `
export const Probe = ({ send }: { send: () => void }) => (
  <form onSubmit={(e) => { e.preventDefault(); send(); }} />
);`;
    expect(await formErrors(code)).toEqual([expect.stringContaining('without react-hook-form')]);
  });

  it('reports a hand-written submit handler even beside a form hook', async () => {
    const code = `${THROUGH_RHF}
export const Other = ({ save }: { save: { mutate: () => void } }) => (
  <form onSubmit={(e) => { e.preventDefault(); save.mutate(); }} />
);`;
    expect(await formErrors(code)).toEqual([expect.stringContaining('validates or sends by itself')]);
  });

  it('accepts a form submitted through handleSubmit, a search form, and forms outside the features', async () => {
    expect(await formErrors(THROUGH_RHF)).toEqual([]);
    expect(await formErrors(HAND_WRITTEN.replace('<form onSubmit', '<form role="search" onSubmit'))).toEqual([]);
    expect(await formErrors(HAND_WRITTEN, 'web/src/components/ui/probe.tsx')).toEqual([]);
  });
});
