export * from './roles';
export * from './capabilities';
export * from './events';
export * from './limits';
export * from './messages';
export * from './subdomain';
