/** The customers module's public surface: other modules and the app import only this (.dependency-cruiser.cjs). */
export { type CustomerRow, findCustomerRow, findLiveCustomer } from './queries.ts';
