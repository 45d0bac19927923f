import { runAsTenant } from '../../platform/database/data-scope.js';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import type { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import { TenantExporter } from '../../../domain/data-rights/personal-data.js';
import { EXPORT_KINDS, exportReadme, type ExportKind } from './tenant-export-files.js';

/**
 * Streams the ZIP from cursors (1,000 rows at a time) on one connection in one read-only snapshot, so that every
 * file shows the same moment and memory stays flat however many rows a tenant has. The archive is read file by
 * file, so a slow download pauses the cursor instead of buffering.
 */
@Injectable()
export class PgTenantExporter extends TenantExporter {
  private readonly logger = new Logger('TenantExport');

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  stream(tenantId: string): NodeJS.ReadableStream {
    // archiver is loaded with the first export rather than at start-up (it takes half a second to load). The
    // pipeline ends the archive when the download is abandoned, and the download when the archive fails.
    const download = new PassThrough();
    void import('archiver').then(
      ({ ZipArchive }) => {
        const archive = new ZipArchive({ zlib: { level: 6 } });
        pipeline(archive, download).catch(() => undefined);
        // The organisation's own rows, whoever asks (a superadmin too): in its data scope.
        runAsTenant(tenantId, () => this.fill(archive, tenantId)).catch((error: unknown) => {
          this.logger.error(`Export of tenant ${tenantId} failed`, error instanceof Error ? error.stack : String(error));
          archive.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      },
      (error: Error) => download.destroy(error),
    );
    return download;
  }

  private async fill(archive: ZipArchive, tenantId: string): Promise<void> {
    const runner = this.dataSource.createQueryRunner('slave');
    const client = (await runner.connect()) as pg.PoolClient;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      archive.append(exportReadme(), { name: 'README.txt' });
      for (const kind of EXPORT_KINDS) {
        await this.appendFile(archive, client, kind, tenantId, 'json');
        await this.appendFile(archive, client, kind, tenantId, 'csv');
      }
      await client.query('COMMIT');
    } finally {
      await runner.release();
    }
    await archive.finalize();
  }

  private async appendFile(
    archive: ZipArchive,
    client: pg.PoolClient,
    kind: ExportKind,
    tenantId: string,
    format: 'json' | 'csv',
  ): Promise<void> {
    const rows = client.query(new QueryStream(kind.sql, [tenantId], { batchSize: 1000 })) as unknown as Readable;
    const entry = new PassThrough();
    // A download that is abandoned closes the archive: stop reading rows instead of waiting for it forever.
    const abandon = () => entry.destroy(new Error('export abandoned'));
    archive.once('close', abandon);
    archive.append(entry, { name: `${kind.name}.${format}` });
    try {
      await pipeline(rows, format === 'json' ? jsonArray() : csvRows(Object.keys(kind.fields)), inChunks(), entry);
    } finally {
      archive.off('close', abandon);
    }
  }
}

/**
 * Joins the many small row strings into chunks of about 64 kB. Each write to the archive's deflate stream is a
 * round trip to libuv's thread pool, so one per row (rather than one per chunk) made the export several times slower.
 */
function inChunks(size = 64 * 1024): Transform {
  let pending: Buffer[] = [];
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      if (length < size) return done();
      const joined = Buffer.concat(pending, length);
      pending = [];
      length = 0;
      done(null, joined);
    },
    flush(done) {
      done(null, length > 0 ? Buffer.concat(pending, length) : null);
    },
  });
}

/** Objects in, a pretty JSON array out. */
function jsonArray(): Transform {
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(row: unknown, _encoding, done) {
      done(null, `${first ? '[\n' : ',\n'}${JSON.stringify(row)}`);
      first = false;
    },
    flush(done) {
      done(null, first ? '[]\n' : '\n]\n');
    },
  });
}

/**
 * Objects in, CSV with a header row out; dates as ISO 8601, lists as JSON, booleans as true/false. No text cell that a
 * spreadsheet would run as a formula (a leading =, +, -, @, tab or CR gets a quote), as in every CSV of the app.
 */
function csvRows(columns: string[]): Transform {
  return stringify({
    header: true,
    escape_formulas: true,
    columns,
    cast: {
      date: (value) => value.toISOString(),
      boolean: (value) => String(value),
      object: (value) => JSON.stringify(value),
    },
  });
}
