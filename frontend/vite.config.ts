import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Every import of react-router-dom in a build (the app's and react-admin's) gets src/lib/react-router-dom.tsx: the
 * router module is shared with the public pages, so what it keeps only for framework mode or for react-admin
 * outside a router would otherwise land in their entry chunk.
 */
function reactRouterShim(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/react-router-dom.tsx', import.meta.url));
  return {
    name: 'portiepunt:react-router-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && importer !== shim) return shim;
      return null;
    },
  };
}

/**
 * react-router declares its forwardRef components (Link, NavLink, Form) without a pure annotation, so the bundle keeps
 * all three although the app renders none of them (see src/lib/react-router-dom.tsx). Marking those calls pure, and
 * dropping their devtools-only display names, lets tree-shaking remove them from the public pages' entry chunk.
 */
function pureReactRouterComponents(): Plugin {
  return {
    name: 'portiepunt:pure-react-router-components',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return code.replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(').replace(/^\w+\.displayName = "\w+";$/gm, '');
    },
  };
}

const PUBLIC_CORE =
  /[\\/](node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]|src[\\/]public[\\/](i18n|content[\\/](site|legal|icons))\b|src[\\/]i18n[\\/]languages)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context|icons[\\/](lock|utensils-crossed|smartphone|heart-handshake|euro|recycle|shield-check|layers|zap|hospital|leaf|graduation-cap|building-2|building))\b|preload-helper|jsx-runtime|rolldown[\\/:]runtime|src[\\/](App|AppReady)\.tsx|src[\\/]public[\\/](components[\\/](PublicLayout|Header|Footer|Logo|LanguageSwitch|ScrollManager|HeroSection|BenefitSections|PricingSection|PlanCard|ContactSection)|pages[\\/]HomePage)\.tsx/;

export default defineConfig({
  plugins: [reactRouterShim(), pureReactRouterComponents(), react(), tailwindcss()],
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
