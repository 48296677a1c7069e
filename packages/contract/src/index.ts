export * from './parse-body';
export * from './driver.contract';
export * from './settlement.contract';
export { z } from 'zod';
export * from './counter-order.contract';
export * from './day-close.contract';
