export * from './common';
export * from './supplier';
export * from './catalog';
export * from './analytics';
export * from './identity';
export * from './search';
export * from './content';
export * from './address';
