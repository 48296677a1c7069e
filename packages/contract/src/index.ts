export * from './parse-body';
export { z } from 'zod';
