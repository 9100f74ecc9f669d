export { createBus, getPageBus, type Bus, type BusCallback } from './bus';
