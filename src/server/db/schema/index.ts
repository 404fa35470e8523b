export * from './article-link.ts';
export * from './catalog.ts';
export * from './channel.ts';
export * from './content.ts';
export * from './customer.ts';
export * from './flow.ts';
export * from './forms.ts';
export * from './search.ts';
