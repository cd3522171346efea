export * from './enums';
export * from './files';
export * from './organizations';
export * from './people';
export * from './leaves';
export * from './commerce';
export * from './mail';
export * from './login-throttles';
