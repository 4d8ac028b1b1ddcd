import { clientFor, login } from './helpers';

/** The seeded demo accounts the tests sign in as (all with the demo password). */
export const OWNER = 'brand.owner@demo.test'; // Acme Outdoors' owner
export const MEMBER = 'brand.member@demo.test'; // a member of Acme Outdoors
export const NORTHWIND = 'other.brand@demo.test'; // Northwind Foods' owner
export const CREATOR = 'creator@demo.test'; // Casey, an approved creator
export const STRATEGIST = 'strategist@demo.test'; // manages Acme Outdoors and Northwind Foods
export const STAFF = 'staff@demo.test';

const tokens = new Map<string, Promise<string>>();

/** A bearer token per account (a demo account unless a password is given), signed in once per test file. */
export const tokenOf = (email: string, password?: string) => {
  if (!tokens.has(email))
    tokens.set(
      email,
      login(email, password).then((r) => r.json.token),
    );
  return tokens.get(email)!;
};

/** The client of an account, signed in once per test file. */
export const as = (email: string) => clientFor(tokenOf(email));
