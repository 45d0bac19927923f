import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * react-admin (ra-core) imports react-router's data-router factories for when it runs without a router. The
 * router module is shared with the public pages, so those factories would land in their entry chunk. Give
 * ra-core a react-router-dom without them; the admin always runs inside the app's BrowserRouter.
 */
function reactAdminRouterShim(): Plugin {
  const shim = fileURLToPath(new URL('./src/admin/providers/react-router-shim.ts', import.meta.url));
  return {
    name: 'portiepunt:react-admin-router-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && /[\\/]node_modules[\\/]ra-core[\\/]/.test(importer)) return shim;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [reactAdminRouterShim(), react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
