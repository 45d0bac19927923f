// The layout's import rules (README, "Architecture"). `npm run lint` runs this over the backend and the frontend.
const CONTEXT = '^backend/src/contexts/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycle anywhere: a cycle between ES modules breaks at start-up in the order files happen to load.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      comment:
        "A context's domain imports only its own domain and the shared kernel (platform/domain); of another context it may name types (import type, through that context's index.ts), never run its code.",
      severity: 'error',
      from: { path: `${CONTEXT}domain/` },
      to: {
        dependencyTypesNot: ['npm', 'npm-dev', 'core'],
        pathNot: ['^backend/src/contexts/$1/domain/', '^backend/src/platform/domain/', '^backend/src/contexts/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'domain-names-only-types-of-other-contexts',
      comment:
        "A domain's import of another context's index.ts is `import type`: it knows that context's model, and runs none of it (a unit spec may build one).",
      severity: 'error',
      from: { path: `${CONTEXT}domain/`, pathNot: '\\.spec\\.ts$' },
      to: { path: '^backend/src/contexts/[^/]+/index\\.ts$', pathNot: '^backend/src/contexts/$1/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-domain-is-pure',
      comment: 'The shared kernel imports nothing but itself.',
      severity: 'error',
      from: { path: '^backend/src/platform/domain/' },
      to: { dependencyTypesNot: ['npm', 'core'], pathNot: '^backend/src/platform/domain/' },
    },
    {
      name: 'application-not-outward',
      comment: 'Application code reaches the outside only through ports: never http/, persistence/ or adapters/.',
      severity: 'error',
      from: { path: `${CONTEXT}application/` },
      to: { path: '^backend/src/contexts/[^/]+/(http|persistence|adapters)/' },
    },
    {
      name: 'context-through-index',
      comment: "Another context is reached only through its index.ts (which also exports the context's Nest module).",
      severity: 'error',
      from: { path: CONTEXT },
      to: { path: '^backend/src/contexts/([^/]+)/', pathNot: ['^backend/src/contexts/$1/', '^backend/src/contexts/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-knows-no-context',
      comment: 'platform/ holds mechanisms that contexts use; it imports no context (ports invert what it needs).',
      severity: 'error',
      from: { path: '^backend/src/platform/', pathNot: '^backend/src/platform/realtime/live-events(\\.spec)?\\.ts$' },
      to: { path: '^backend/src/contexts/' },
    },
    {
      name: 'no-bootstrap-from-code',
      comment:
        'Bootstrap files (main, create-app, app.module, cli, openapi, orm-entities, seed) are imported by nothing in contexts or platform.',
      severity: 'error',
      from: { path: '^backend/src/(contexts|platform)/' },
      to: { path: '^backend/src/(main|create-app|app\\.module|cli|openapi|orm-entities|superadmin-command)\\.ts$|^backend/src/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
