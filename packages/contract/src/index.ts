export * from './parse-body';
export { z } from 'zod';
export * from './day-close.contract';
