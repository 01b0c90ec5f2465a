/**
 * The request forms: the one form component, its one-step screens' wrapper, their screen and
 * settings.
 */
/**
 * Internal dependencies
 */
import './style.scss';

export * from './config';
export * from './values';
export { confirmByMailMessage, RequestForm } from './request-form';
export type { RequestStatus, RequestValues } from './request-form';
export { OneStepRequestForm } from './one-step';
export type { RequestSubmission } from './one-step';
export { RequestFormScreen } from './screen';
