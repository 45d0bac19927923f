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

const PUBLIC_CORE =
  /[\\/](node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]|src[\\/]public[\\/](i18n|content[\\/](site|legal|icons))\b|src[\\/]i18n[\\/]languages)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/](lock|utensils-crossed|smartphone|heart-handshake|euro|recycle|shield-check|layers|zap|hospital|leaf|graduation-cap|building-2|building))\b|preload-helper|jsx-runtime|rolldown[\\/:]runtime|src[\\/](App|AppReady)\.tsx|src[\\/]public[\\/](components[\\/](PublicLayout|Header|Footer|Logo|LanguageSwitch|ScrollManager|HeroSection|BenefitSections|PricingSection|PlanCard|ContactSection)|pages[\\/]HomePage)\.tsx/;

export default defineConfig({
  plugins: [reactAdminRouterShim(), react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every public page runs before its texts arrive, in one file instead of a dozen small ones: React,
          // the router, the catalogue loader and the icons of the public texts (which every language's catalogue shares).
          groups: [{ name: 'public-core', test: PUBLIC_CORE, priority: 10 }],
        },
      },
    },
  },
});
