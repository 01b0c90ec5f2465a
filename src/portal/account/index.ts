/**
 * Mein Konto and the disclaimer's form: loaded when first needed (the form brings react-hook-form
 * and zod), so the portal's initial script stays small.
 */
export { AccountTab } from './account-tab';
export { AccountForm } from './account-form';
