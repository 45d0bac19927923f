import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../src/infrastructure/platform/config/config.js';

const LAYERS = ['domain', 'application', 'infrastructure'];
const BOOTSTRAP = ['main.ts', 'create-app.ts', 'app.module.ts', 'cli.ts', 'openapi.ts', 'orm-entities.ts', 'superadmin-command.ts'];
/** Folders that belong to no context: the kernel, shared application helpers and the platform's mechanisms. */
const SHARED = ['shared', 'platform'];

/** What departs from the card's layout in a backend/src tree (../shared/STYLE.md). */
function layoutProblems(src: string): string[] {
  const problems: string[] = [];
  for (const entry of readdirSync(src)) {
    if (LAYERS.includes(entry)) continue;
    if (statSync(join(src, entry)).isDirectory() || !BOOTSTRAP.includes(entry)) problems.push(`${entry} lies outside the three layers`);
  }
  const contexts = (layer: string) =>
    readdirSync(join(src, layer)).filter((name) => !SHARED.includes(name) && statSync(join(src, layer, name)).isDirectory());
  for (const layer of ['domain', 'application']) {
    for (const context of contexts(layer)) {
      const twin = join(src, 'infrastructure', context);
      if (!existsSync(twin)) problems.push(`${layer}/${context} has no twin in infrastructure/`);
      else if (!existsSync(join(twin, `${context}.module.ts`))) problems.push(`infrastructure/${context} has no ${context}.module.ts`);
    }
  }
  return problems;
}

describe('the backend follows the card’s layout', () => {
  it('every file of backend/src lies in the three layers or is a bootstrap file, and every context has its module', () => {
    expect(layoutProblems(join(REPO_ROOT, 'backend', 'src'))).toEqual([]);
  });

  it('reports a context without its twin in infrastructure, a missing module and code outside the layers', () => {
    const src = mkdtempSync(join(tmpdir(), 'layout-'));
    try {
      for (const file of [
        'main.ts',
        'helpers.ts',
        'contexts/portions/portion.ts',
        'domain/shared/clock.ts',
        'domain/portions/portion.ts',
        'application/waste/record-waste.use-case.ts',
        'infrastructure/portions/http/portions.controller.ts',
        'infrastructure/platform/jobs/periodic-run.ts',
      ]) {
        mkdirSync(dirname(join(src, file)), { recursive: true });
        writeFileSync(join(src, file), '');
      }
      expect(layoutProblems(src).sort()).toEqual([
        'application/waste has no twin in infrastructure/',
        'contexts lies outside the three layers',
        'helpers.ts lies outside the three layers',
        'infrastructure/portions has no portions.module.ts',
      ]);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});
