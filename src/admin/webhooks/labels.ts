/**
 * The screen's names of events and delivery states.
 */
/**
 * WordPress dependencies
 */
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeliveryStatus, WebhookEvent } from '../../api/webhooks';

/**
 * Name of an event (the test's `ping` included).
 *
 * @param event Event.
 */
export function eventLabel( event: WebhookEvent | 'ping' ): string {
	switch ( event ) {
		case 'request.created':
			return __( 'Request submitted', 'immo-wizards' );
		case 'request.confirmed':
			return __( 'Request confirmed', 'immo-wizards' );
		case 'saved_search.updated':
			return __( 'Saved search changed', 'immo-wizards' );
		case 'contact.deleted':
			return __( 'Contact deleted', 'immo-wizards' );
		default:
			return __( 'Test', 'immo-wizards' );
	}
}

/**
 * Name of a delivery state.
 *
 * @param status State.
 */
export function deliveryStatusLabel( status: DeliveryStatus ): string {
	switch ( status ) {
		case 'sent':
			return __( 'Sent', 'immo-wizards' );
		case 'failed':
			return __( 'Failed', 'immo-wizards' );
		default:
			// A request's "Pending" is unconfirmed; a delivery's is still to be sent.
			return _x( 'Pending', 'webhook delivery status', 'immo-wizards' );
	}
}
