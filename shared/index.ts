export * from './constants.ts';
export * from './schemas/common.ts';
export * from './schemas/password.ts';
export * from './schemas/user.ts';
export * from './schemas/auth.ts';
export * from './schemas/customer.ts';
export * from './schemas/site.ts';
export * from './schemas/audit.ts';
