export * from './parse-body';
export { z } from 'zod';
export * from './counter-order.contract';
export * from './day-close.contract';
