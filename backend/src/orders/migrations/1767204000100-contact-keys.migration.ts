import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One spelling per contact for OPEN_ORDERS_PER_CONTACT, so a flood of a victim's mailbox or phone
 * cannot slip past the limit by writing the same contact differently.
 *
 * E-mail: trimmed and lower-cased, and the subaddress cut off the local part (`victim+1@x.de` is
 * `victim@x.de`): plus-addressing delivers to the same mailbox at every large provider. Nothing
 * else is folded: dots in the local part are one mailbox only at Gmail, elsewhere they are
 * different people, and a limit must not join strangers.
 *
 * Phone: digits only, as an international number without the plus: `+49 170 …`, `0049 170 …` and
 * `0170 …` (a German number dialled nationally: the shop is in Germany) are all `49170…`; the
 * trunk zero written after the country code (`+49 (0)170 …`) is dropped, as a German number never
 * starts with 0 after 49. Other countries keep their code (`+43 …`, `0043 …` → `43…`).
 */
export class ContactKeys1767204000100 implements MigrationInterface {
  name = 'ContactKeys1767204000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION contact_email_key(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT nullif(regexp_replace(lower(btrim(email)), '^([^@+]*)\\+[^@]*@', '\\1@'), '')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION contact_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT nullif(regexp_replace(
          CASE
            WHEN btrim(phone) LIKE '+%' THEN digits
            WHEN digits LIKE '00%' THEN substr(digits, 3)
            WHEN digits LIKE '0%' THEN '49' || substr(digits, 2)
            ELSE digits
          END, '^490', '49'), '')
        FROM (SELECT regexp_replace(phone, '\\D', '', 'g') AS digits) AS d
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION contact_phone_key(text)`);
    await queryRunner.query(`DROP FUNCTION contact_email_key(text)`);
  }
}
