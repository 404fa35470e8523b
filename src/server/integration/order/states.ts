import { stableId } from '../../../shared/ids.ts';
import { hexId } from '../sync/report.ts';

/** A transition: the states it may start from, and where it leads (Shopware's state machines). */
type Machine = Record<string, [from: string[], to: string]>;

/** order.state: the shop's pending and declined orders are not the ERP's yet (read.ts). */
export const ORDER_STATES: Machine = {
  process: [['open'], 'in_progress'],
  complete: [['in_progress'], 'completed'],
  cancel: [['open', 'in_progress'], 'cancelled'],
  reopen: [['completed', 'cancelled'], 'open'],
};

/** order_delivery.state */
export const DELIVERY_STATES: Machine = {
  ship: [['open', 'shipped_partially'], 'shipped'],
  ship_partially: [['open', 'shipped_partially'], 'shipped_partially'],
  retour: [['shipped', 'shipped_partially', 'returned_partially'], 'returned'],
  retour_partially: [['shipped', 'shipped_partially'], 'returned_partially'],
  cancel: [['open'], 'cancelled'],
  reopen: [['cancelled', 'returned'], 'open'],
};

/** order_transaction.state */
export const PAYMENT_STATES: Machine = {
  paid: [['open', 'paid_partially'], 'paid'],
  paid_partially: [['open', 'paid_partially'], 'paid_partially'],
  cancel: [['open'], 'cancelled'],
  refund: [['paid', 'paid_partially'], 'refunded'],
  reopen: [['cancelled'], 'open'],
};

/** Shopware's state entity for a state of one machine (`order.state`, `order_delivery.state`, …). */
export const stateEntity = (machine: string, technicalName: string) => ({
  id: hexId(stableId(`state:${machine}:${technicalName}`)),
  technicalName,
  stateMachineId: hexId(stableId(`state-machine:${machine}`)),
  name: technicalName,
  apiAlias: 'state_machine_state',
});
