export {
  type BusMessage,
  createBus,
  InProcessBus,
  type RealtimeBus,
  RedisBus,
  type RedisBusOptions,
} from './bus';
export { type RealtimeLogger, silentLogger } from './logger';
export {
  isSafeId,
  type OwnDestinationsPolicyOptions,
  ownDestinationsPolicy,
  type SubscriptionPolicy,
  type SubscriptionRequest,
  userDestination,
} from './policy';
export { attachRealtime, type Realtime, type RealtimeOptions } from './sockjs-server';
export {
  type ApplicationHandler,
  type ApplicationMessage,
  type Authenticate,
  type AuthenticatedUser,
  type BrokerOptions,
  type DeliveryCompletion,
  StompBroker,
  type SubscribedEvent,
  sha256Hex,
} from './stomp/broker';
export { type StompFrame, type StompLimits, StompParser, serializeFrame } from './stomp/codec';
