export * from './contact/contact-message.ts';
export * from './shared/decider.ts';
export * from './shared/errors.ts';
export * from './shared/upcast.ts';
export * from './users/decide.ts';
export * from './users/reservation.ts';
export * from './users/user.ts';
export * from './users/verification-code.ts';
