// Preloaded (node --import) into the servers the benches start, never into the app itself: SIGUSR2 makes the
// server collect its garbage, so that a bench can read the memory the server keeps rather than what it has not
// collected yet.
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());
