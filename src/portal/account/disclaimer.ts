/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Contact } from '../../api/types';

/**
 * Spec: the disclaimer counts as accepted only when both consents (data privacy and being
 * contacted) are given.
 *
 * @param contact The contact.
 */
export function isDisclaimerAccepted(
	contact: Pick< Contact, 'customFields' > | null | undefined
): boolean {
	return (
		contact?.customFields?.dataPrivacy === true &&
		contact.customFields.acceptContact === true
	);
}

/**
 * Whether the contact belongs to a user the portal can show ('Ungültiger Benutzer' otherwise).
 *
 * @param contact The contact.
 */
export function hasContactEmail(
	contact: Pick< Contact, 'email' > | null | undefined
): boolean {
	return typeof contact?.email === 'string' && contact.email.trim() !== '';
}

/**
 * The account form's title: 'Ihre Angaben', or 'Bitte vervollständigen Sie Ihre Angaben' while the
 * disclaimer is not accepted.
 *
 * @param contact The contact.
 */
export function accountTitle(
	contact: Pick< Contact, 'customFields' > | null
): string {
	return isDisclaimerAccepted( contact )
		? __( 'Your details', 'immo-wizards' )
		: __( 'Please complete your details', 'immo-wizards' );
}
