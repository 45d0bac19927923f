export function App() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-3xl font-semibold text-teal-800">Portiepunt</h1>
      <p className="mt-4 text-slate-700">Minder voedselverspilling in zorg- en bedrijfskeukens.</p>
    </main>
  );
}
