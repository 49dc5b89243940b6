export { authenticateAttendant } from './login';
export { clientCartContext, listOpenCarts, setAttendantPrices } from './negotiation';
export { requireAttendant, type AttendantSession } from './sessions';
