import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/infrastructure/platform/config/config.js';

/**
 * Each import rule of .dependency-cruiser.cjs, broken once on purpose: a small tree laid out like backend/src,
 * cruised with the project's own configuration, must report every violation under the rule's name, and a clean
 * file under none. A later change that weakens a rule fails here.
 */
const VIOLATIONS: { rule: string; from: string; source: string }[] = [
  {
    rule: 'domain-sees-only-domain',
    from: 'domain/portions/sees-outward.ts',
    source: "import '../../infrastructure/portions/portions.module.js';",
  },
  {
    rule: 'domain-imports-no-package',
    from: 'domain/shared/clock.ts',
    source: "import { Injectable } from '@nestjs/common';\nexport const clock = Injectable;",
  },
  {
    rule: 'domain-imports-no-package',
    from: 'domain/portions/orm.ts',
    source: "import { DataSource } from 'typeorm';\nexport const source = DataSource;",
  },
  {
    rule: 'domain-names-only-types-of-other-contexts',
    from: 'domain/reservations/runs-portions.ts',
    source: "import { Portion } from '../portions/index.js';\nexport const portion = Portion;",
  },
  {
    rule: 'application-sees-only-inward',
    from: 'application/portions/uses-platform.ts',
    source: "import { metrics } from '../../infrastructure/platform/metrics.js';\nexport const m = metrics;",
  },
  {
    rule: 'application-sees-only-inward',
    from: 'application/portions/deep-into-other.ts',
    source: "import { reserve } from '../reservations/reserve.use-case.js';\nexport const r = reserve;",
  },
  {
    rule: 'infrastructure-through-index',
    from: 'infrastructure/leads/deep-into-partners.ts',
    source: "import { cookie } from '../partners/cookie.js';\nexport const c = cookie;",
  },
  {
    rule: 'foreign-entities-only-in-persistence',
    from: 'infrastructure/leads/http/leads.controller.ts',
    source: "import { PartnerOrmEntity } from '../../partners/persistence/partner.orm-entity.js';\nexport const e = PartnerOrmEntity;",
  },
  {
    rule: 'controllers-not-persistence',
    from: 'infrastructure/portions/http/portions.controller.ts',
    source: "import { SORT } from '../persistence/typeorm-portion.repository.js';\nexport const s = SORT;",
  },
  {
    rule: 'index-exports-no-persistence-or-http',
    from: 'infrastructure/portions/index.ts',
    source:
      "export { PortionsModule } from './portions.module.js';\nexport { PortionOrmEntity } from './persistence/portion.orm-entity.js';",
  },
  {
    rule: 'platform-knows-no-context',
    from: 'infrastructure/platform/metrics.ts',
    source: "import { PortionsModule } from '../portions/index.js';\nexport const metrics = PortionsModule;",
  },
  {
    rule: 'shared-is-shared',
    from: 'domain/shared/knows-portions.ts',
    source: "import type { Portion } from '../portions/index.js';\nexport type P = Portion;",
  },
  {
    rule: 'no-bootstrap-from-code',
    from: 'application/portions/boots.ts',
    source: "import { boot } from '../../main.js';\nexport const b = boot;",
  },
  { rule: 'no-cycles', from: 'domain/portions/cycle-a.ts', source: "import type { B } from './cycle-b.js';\nexport interface A { b?: B }" },
];

/** Files the violations import, and one clean file per layer that must pass every rule. */
const SUPPORT: Record<string, string> = {
  'main.ts': 'export const boot = 1;',
  'domain/portions/index.ts': "export { Portion } from './portion.js';",
  'domain/portions/portion.ts': 'export class Portion {}',
  'domain/portions/cycle-b.ts': "import type { A } from './cycle-a.js';\nexport interface B { a?: A }",
  'domain/reservations/clean.ts':
    "import { randomUUID } from 'node:crypto';\nimport type { Portion } from '../portions/index.js';\nexport const make = (p: Portion) => [randomUUID(), p];",
  'application/reservations/reserve.use-case.ts': 'export const reserve = 1;',
  'application/reservations/index.ts': "export { reserve } from './reserve.use-case.js';",
  'application/portions/clean.ts':
    "import { Portion } from '../../domain/portions/index.js';\nimport { reserve } from '../reservations/index.js';\nexport const c = [Portion, reserve];",
  'infrastructure/platform/metrics.ts': '',
  'infrastructure/portions/portions.module.ts': 'export class PortionsModule {}',
  'infrastructure/portions/persistence/portion.orm-entity.ts': 'export class PortionOrmEntity {}',
  'infrastructure/portions/persistence/typeorm-portion.repository.ts': 'export const SORT = 1;',
  'infrastructure/partners/cookie.ts': 'export const cookie = 1;',
  'infrastructure/partners/persistence/partner.orm-entity.ts': 'export class PartnerOrmEntity {}',
  'infrastructure/reservations/persistence/reservation.orm-entity.ts':
    "import { PortionOrmEntity } from '../../portions/persistence/portion.orm-entity.js';\nexport const r = PortionOrmEntity;",
};

interface Cruise {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

describe('the import rules fail on a deliberate violation of each', () => {
  let found: { rule: string; from: string }[];
  let root: string;

  beforeAll(async () => {
    // Inside the repository, so that package imports resolve from its node_modules as the real code's do.
    root = mkdtempSync(join(REPO_ROOT, '.import-rules-'));
    const files = { ...SUPPORT };
    for (const { from, source } of VIOLATIONS) files[from] = files[from] ? `${files[from]}\n${source}` : source;
    for (const [path, source] of Object.entries(files)) {
      const file = join(root, 'backend/src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${source}\n`);
    }
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        join(REPO_ROOT, '.dependency-cruiser.cjs'),
        '--ts-config',
        'tsconfig.json',
        '--output-type',
        'json',
        'backend/src',
      ],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    found = (JSON.parse(stdout) as Cruise).summary.violations.map((v) => ({
      rule: v.rule.name,
      from: v.from.replace(/^backend\/src\//, ''),
    }));
  }, 120_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(VIOLATIONS.map((v) => [v.rule, v.from]))('%s reports %s', (rule, from) => {
    expect(found).toContainEqual({ rule, from });
  });

  it('reports nothing for the clean files of each layer', () => {
    const clean = [
      'domain/reservations/clean.ts',
      'application/portions/clean.ts',
      'infrastructure/reservations/persistence/reservation.orm-entity.ts',
    ];
    expect(found.filter((violation) => clean.includes(violation.from))).toEqual([]);
  });
});
