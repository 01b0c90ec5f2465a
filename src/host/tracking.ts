/**
 * Internal dependencies
 */
import { TRACK_MESSAGE } from '../embed/protocol';
import { isFramed, postToParent } from './bridge';
import { hasConsent } from './consent';

export type TrackingEvent =
	| 'LeadWizard'
	| 'SavedSearchWizard'
	| 'immoObjectInquiry'
	| 'ContactFormWizard';

// `window.dataLayer` is declared with the host script's re-emission (src/embed/track.ts).

/**
 * Reports a completed wizard to the host page's analytics, only with statistics consent.
 * Framed: a message to the parent frame. Inline: `window.dataLayer` and a DOM event
 * (`immo-wizards:track` on document) that site scripts can listen to.
 *
 * @param event The event name.
 * @param label Optional label (e.g. the custom object id of an inquiry).
 */
export function track( event: TrackingEvent, label?: string ): void {
	if ( ! hasConsent( 'statistics' ) ) {
		return;
	}
	const detail = { event, label };
	if ( isFramed() ) {
		postToParent( { type: TRACK_MESSAGE, ...detail } );
		return;
	}
	window.dataLayer = window.dataLayer || [];
	window.dataLayer.push( detail );
	document.dispatchEvent( new CustomEvent( TRACK_MESSAGE, { detail } ) );
}
