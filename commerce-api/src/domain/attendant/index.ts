export { authenticateAttendant } from './login';
export { clientCartContext, listOpenCarts, requireClientOf, setAttendantPrices } from './negotiation';
export { requireAttendant, type AttendantSession } from './sessions';
