import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Leads1763900000000 implements MigrationInterface {
  name = 'Leads1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_requests (
        id uuid PRIMARY KEY,
        organization_name varchar(100) NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30),
        institution_type varchar(20),
        number_of_locations varchar(8),
        message text CHECK (char_length(message) <= 5000),
        privacy_accepted boolean CHECK (privacy_accepted),
        status varchar(16) NOT NULL CHECK (status IN ('new', 'contacted', 'converted')),
        spam boolean NOT NULL,
        tenant_id uuid REFERENCES tenants(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX contact_requests_created_at_idx ON contact_requests (created_at)`);
    await db.query(`CREATE INDEX contact_requests_duplicate_idx ON contact_requests (email, lower(organization_name), created_at)`);
    await db.query(`
      CREATE TABLE partner_applications (
        id uuid PRIMARY KEY,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30),
        company varchar(2000),
        role varchar(2000) NOT NULL,
        experience varchar(2000) NOT NULL,
        network varchar(2000) NOT NULL,
        motivation varchar(2000) NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('new', 'contacted', 'accepted', 'rejected')),
        spam boolean NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX partner_applications_created_at_idx ON partner_applications (created_at)`);
    await db.query(
      `CREATE INDEX partner_applications_duplicate_idx ON partner_applications (email, lower(coalesce(company, '')), created_at)`,
    );
    // One history table for both kinds; exactly one of the two lead columns is set, and erasing the lead erases its history.
    await db.query(`
      CREATE TABLE lead_status_changes (
        id uuid PRIMARY KEY,
        contact_request_id uuid REFERENCES contact_requests(id) ON DELETE CASCADE,
        partner_application_id uuid REFERENCES partner_applications(id) ON DELETE CASCADE,
        from_status varchar(16) NOT NULL,
        to_status varchar(16) NOT NULL,
        note varchar(2000),
        changed_by uuid NOT NULL,
        changed_by_name varchar(201) NOT NULL,
        changed_at timestamptz NOT NULL,
        CONSTRAINT lead_status_changes_one_lead CHECK (num_nonnulls(contact_request_id, partner_application_id) = 1)
      )`);
    await db.query(`CREATE INDEX lead_status_changes_contact_request_idx ON lead_status_changes (contact_request_id)`);
    await db.query(`CREATE INDEX lead_status_changes_partner_application_idx ON lead_status_changes (partner_application_id)`);
    // Rate-limit log: a keyed hash of the address (never the address) and the time, deleted once outside the window.
    await db.query(`
      CREATE TABLE lead_submissions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        source_hash char(64) NOT NULL,
        submitted_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX lead_submissions_source_idx ON lead_submissions (source_hash, submitted_at)`);
    await db.query(`CREATE INDEX lead_submissions_submitted_at_idx ON lead_submissions (submitted_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE lead_submissions`);
    await db.query(`DROP TABLE lead_status_changes`);
    await db.query(`DROP TABLE partner_applications`);
    await db.query(`DROP TABLE contact_requests`);
  }
}
