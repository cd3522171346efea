import base from './eslint.config.mjs';
export default [...base, { rules: {
 '@typescript-eslint/no-unsafe-argument': 'error',
 '@typescript-eslint/no-unsafe-assignment': 'error',
 '@typescript-eslint/no-unsafe-call': 'error',
 '@typescript-eslint/no-unsafe-member-access': 'error',
 '@typescript-eslint/no-unsafe-return': 'error' } }];
