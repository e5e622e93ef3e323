import { sql, type Kysely } from 'kysely';

/**
 * A customer's product catalogue: the region's assortment as its hospital pharmacy lists it, a
 * product per GTIN (14 digits). Units make their medicines from it; it is reference data, written
 * by the catalogue import, and names the import that last changed a product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_products (
      customer_id varchar(36) not null,
      gtin varchar(14) not null,
      name varchar(200) not null,
      name_key varchar(200) not null,
      strength varchar(100),
      unit varchar(50) not null,
      pack_size varchar(100),
      atc_code varchar(7),
      narcotic_schedule varchar(3),
      storage_requirements varchar(500),
      in_use_days integer,
      import_id varchar(36),
      created_at varchar(32) not null,
      updated_at varchar(32) not null,
      primary key (customer_id, gtin)
    )
  `.execute(db);
  await sql`create index catalogue_products_name_idx on catalogue_products (customer_id, name_key)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists catalogue_products`.execute(db);
}
