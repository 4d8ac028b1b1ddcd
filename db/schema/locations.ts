import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const locations = sqliteTable('locations', {
  id: text('id').primaryKey(),
  city: text('city').notNull(),
  region: text('region'),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
});
