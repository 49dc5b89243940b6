export * from './common';
export * from './supplier';
export * from './catalog';
export * from './analytics';
