// The layout's import rules (README, "Architecture"; ../shared/STYLE.md). `npm run lint` runs this over the backend
// and the frontend; backend/test/architecture/import-rules.e2e-spec.ts proves that each rule fails on a violation.
const SRC = '^backend/src/';
const CONTEXT_INDEX = (layer) => `${SRC}${layer}/[^/]+/index\\.ts$`;
const BOOTSTRAP = `${SRC}(main|create-app|app\\.module|cli|openapi|orm-entities|superadmin-command)\\.ts$`;
const PACKAGES = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycle anywhere, type-only ones included: a cycle is a knot in the picture of the code.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-sees-only-domain',
      comment: "A context's domain imports its own domain, the kernel (domain/shared) and other contexts' domain index.ts.",
      severity: 'error',
      from: { path: `${SRC}domain/([^/]+)/` },
      to: { dependencyTypesNot: ['core', ...PACKAGES], pathNot: [`${SRC}domain/$1/`, `${SRC}domain/shared/`, CONTEXT_INDEX('domain')] },
    },
    {
      name: 'domain-imports-no-package',
      comment: 'Domain code is plain TypeScript: no package at all (node: built-ins aside); its unit specs may use jest.',
      severity: 'error',
      from: { path: `${SRC}domain/`, pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: PACKAGES },
    },
    {
      name: 'domain-names-only-types-of-other-contexts',
      comment: "A domain's import of another context's index.ts is `import type`: it knows that model and runs none of it.",
      severity: 'error',
      from: { path: `${SRC}domain/([^/]+)/`, pathNot: '\\.spec\\.ts$' },
      to: { path: CONTEXT_INDEX('domain'), pathNot: `${SRC}domain/$1/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'application-sees-only-inward',
      comment:
        "Application code imports domain/, application/shared and its own context's use cases; another context's application only through its index.ts, never infrastructure/.",
      severity: 'error',
      from: { path: `${SRC}application/([^/]+)/` },
      to: {
        path: SRC,
        pathNot: [`${SRC}domain/`, `${SRC}application/$1/`, `${SRC}application/shared/`, CONTEXT_INDEX('application')],
      },
    },
    {
      name: 'infrastructure-through-index',
      comment:
        "A context's infrastructure reaches another context's infrastructure through its index.ts (the Nest module); besides, persistence names another context's ORM entities and mappers (the database's foreign keys cross contexts), and http its response DTOs (an answer may embed another context's resource).",
      severity: 'error',
      from: { path: `${SRC}infrastructure/([^/]+)/` },
      to: {
        path: `${SRC}infrastructure/`,
        pathNot: [
          `${SRC}infrastructure/$1/`,
          `${SRC}infrastructure/platform/`,
          CONTEXT_INDEX('infrastructure'),
          `${SRC}infrastructure/[^/]+/persistence/[^/]+\\.(orm-entity|mapper)\\.ts$`,
          `${SRC}infrastructure/[^/]+/http/dto/[^/]+\\.dto\\.ts$`,
        ],
      },
    },
    {
      name: 'foreign-entities-only-in-persistence',
      comment: "Only persistence names another context's ORM entities and mappers.",
      severity: 'error',
      from: { path: `${SRC}infrastructure/([^/]+)/`, pathNot: `${SRC}infrastructure/[^/]+/persistence/` },
      to: { path: `${SRC}infrastructure/[^/]+/persistence/`, pathNot: `${SRC}infrastructure/$1/` },
    },
    {
      name: 'controllers-not-persistence',
      comment: 'A controller speaks to use cases and queries, never to persistence, its own included.',
      severity: 'error',
      from: { path: `${SRC}infrastructure/[^/]+/http/` },
      to: { path: `${SRC}infrastructure/[^/]+/persistence/` },
    },
    {
      name: 'index-exports-no-persistence-or-http',
      comment: 'An index.ts exports the module, ports, domain types and use cases: nothing of persistence or HTTP.',
      severity: 'error',
      from: { path: `${SRC}(domain|application|infrastructure)/[^/]+/index\\.ts$` },
      to: { path: `${SRC}infrastructure/[^/]+/(http|persistence)/` },
    },
    {
      name: 'platform-knows-no-context',
      comment: 'infrastructure/platform holds mechanisms that contexts use; it imports no context (ports invert what it needs).',
      severity: 'error',
      from: { path: `${SRC}infrastructure/platform/` },
      to: {
        path: `${SRC}(domain|application|infrastructure)/`,
        pathNot: `${SRC}(domain/shared|application/shared|infrastructure/platform)/`,
      },
    },
    {
      name: 'shared-is-shared',
      comment: 'The kernel (domain/shared) and application/shared import no context and nothing outward.',
      severity: 'error',
      from: { path: `${SRC}(domain|application)/shared/` },
      to: { path: SRC, pathNot: [`${SRC}domain/shared/`, `${SRC}application/shared/`] },
    },
    {
      name: 'no-bootstrap-from-code',
      comment: 'Bootstrap files (main, create-app, app.module, cli, openapi, orm-entities, superadmin-command) are imported by no layer.',
      severity: 'error',
      from: { path: `${SRC}(domain|application|infrastructure)/` },
      to: { path: BOOTSTRAP },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph (not followed), or the rules about packages could never fire.
    exclude: { path: '(^|/)(dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
