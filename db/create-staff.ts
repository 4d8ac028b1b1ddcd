/**
 * `npm run db:create-staff -- --email ops@company.com --first-name Ada --last-name Lovelace --public-url https://app.example.com`
 * Creates a staff account on the target database (LIBSQL_URL + LIBSQL_AUTH_TOKEN, else the local file) and
 * prints a one-time link that sets its password (valid 24 hours). Nothing is e-mailed.
 */
import { parseArgs } from 'node:util';
import { openTargetDb } from './target-db';
import { createStaffAccount, FIRST_STAFF_LINK_HOURS } from './seed/reference-only';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Staff' },
    'last-name': { type: 'string', default: 'Admin' },
    'public-url': { type: 'string' },
  },
});
const publicUrl = values['public-url'] ?? process.env.PUBLIC_URL;
if (!values.email || !publicUrl) {
  console.error(
    'Usage: npm run db:create-staff -- --email <address> [--first-name A --last-name B] --public-url https://<host>  (or PUBLIC_URL)',
  );
  process.exit(2);
}
const { client, db, where } = await openTargetDb();
try {
  const { link } = await createStaffAccount(db, {
    email: values.email,
    firstName: values['first-name']!,
    lastName: values['last-name']!,
    publicUrl,
  });
  console.log(`Created staff account ${values.email.toLowerCase()} in ${where}.`);
  console.log(`Set its password within ${FIRST_STAFF_LINK_HOURS} hours (one use): ${link}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  client.close();
}
