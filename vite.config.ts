import netlify from '@netlify/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerender } from './scripts/prerender-plugin';

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // Functions served by the Netlify plugin during `vite` do not see .env by themselves.
  const env = loadEnv(mode, process.cwd(), '');
  for (const [key, value] of Object.entries(env)) process.env[key] ??= value;

  return {
    plugins: [
      react(),
      command === 'serve' &&
        netlify({
          // No edge functions here; emulating them needs a Deno release the CLI accepts.
          edgeFunctions: { enabled: false },
          database: { enabled: false },
          aiGateway: { enabled: false },
        }),
      !isSsrBuild && prerender(),
    ],
    css: {
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    ssr: {
      // These packages use directory imports that Node's ESM loader refuses; bundle them.
      noExternal: [
        'react-bootstrap',
        '@restart/ui',
        '@restart/hooks',
        'dom-helpers',
        'react-transition-group',
        'uncontrollable',
        'react-toastify',
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
    },
  };
});
