/**
 * The commands other modules may send this one (a departure gives up the leaving student's open orders); only their
 * controllers and reactions do, never a handler (.dependency-cruiser.cjs).
 */
export { GiveUpOrdersCommand } from './give-up-orders/give-up-orders.command.js';
