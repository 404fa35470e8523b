import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** See src/build/tap-directive.ts. */
    'client:tap'?: 'idle' | 'visible' | `(${string})`;
  }
}

/** Registers `client:tap`: hydrate on idle, visibility or a media query, or on the first click. */
export const tapIntegration = (): AstroIntegration => ({
  name: 'b2b-client-tap',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'tap', entrypoint: './src/build/tap-directive.ts' });
    },
  },
});
