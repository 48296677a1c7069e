import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Catalog tables. Prices are integer cents; the API converts them to EUR numbers on the way out. */
export class CreateCatalog1767000001000 implements MigrationInterface {
  name = 'CreateCatalog1767000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE categories (
        id integer PRIMARY KEY,
        name varchar(60) NOT NULL UNIQUE,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        description text NOT NULL DEFAULT '',
        normal_size_price_cents integer NOT NULL CHECK (normal_size_price_cents >= 0),
        category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        available boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        image_key varchar(200)
      )`);
    await queryRunner.query(`CREATE INDEX idx_products_category ON products (category_id)`);
    await queryRunner.query(`
      CREATE TABLE product_variants (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        variant_name varchar(60) NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        available boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX idx_product_variants_product ON product_variants (product_id)`);
    await queryRunner.query(`
      CREATE TABLE extras (
        id serial PRIMARY KEY,
        category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        name varchar(60) NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE dressings (
        id serial PRIMARY KEY,
        name varchar(60) NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE dips (
        dips_id serial PRIMARY KEY,
        dip_id integer NOT NULL UNIQUE,
        dip_name varchar(60) NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE allergens (
        id serial PRIMARY KEY,
        allergen_name varchar(120) NOT NULL UNIQUE
      )`);
    await queryRunner.query(`
      CREATE TABLE substances (
        id serial PRIMARY KEY,
        substance_name varchar(120) NOT NULL UNIQUE
      )`);
    await queryRunner.query(`
      CREATE TABLE product_allergens (
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        allergen_id integer NOT NULL REFERENCES allergens (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, allergen_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE product_substances (
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        substance_id integer NOT NULL REFERENCES substances (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, substance_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE locations (
        id serial PRIMARY KEY,
        plz char(5) NOT NULL CHECK (plz ~ '^[0-9]{5}$'),
        name varchar(60) NOT NULL,
        min_order_cents integer NOT NULL CHECK (min_order_cents >= 0),
        CONSTRAINT uq_locations_plz_name UNIQUE (plz, name)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'locations',
      'product_substances',
      'product_allergens',
      'substances',
      'allergens',
      'dips',
      'dressings',
      'extras',
      'product_variants',
      'products',
      'categories',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
