/** Placeholder: the dashboards issue replaces this with the role-dependent dashboards. */
export default function DashboardPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      <p className="mt-4 text-slate-600">Het dashboard per rol komt hier.</p>
    </main>
  );
}
