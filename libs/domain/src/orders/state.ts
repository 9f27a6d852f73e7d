import { assertNever } from '../shared/types.js';
import type { OrderEvent, OrderPlaced } from './events.js';

export type OrderState =
  | { status: 'Empty' }
  | { status: 'Placed' | 'Captured' | 'Abandoned' | 'Credited'; placed: OrderPlaced['data'] };

export const initialOrderState = (): OrderState => ({ status: 'Empty' });
export const orderStreamName = (orderId: string): string => `order-${orderId}`;

export const evolveOrder = (state: OrderState, event: OrderEvent): OrderState => {
  switch (event.type) {
    case 'OrderPlaced':
      return { status: 'Placed', placed: event.data };
    case 'OrderCaptured':
      return state.status === 'Empty' ? state : { ...state, status: 'Captured' };
    case 'OrderAbandoned':
      return state.status === 'Empty' ? state : { ...state, status: 'Abandoned' };
    case 'LateCaptureCredited':
      return state.status === 'Empty' ? state : { ...state, status: 'Credited' };
    case 'EmailQueued':
      return state;
    default:
      return assertNever(event);
  }
};
