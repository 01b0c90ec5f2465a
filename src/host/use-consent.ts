/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	configureConsent,
	getConsent,
	hasConsent,
	hasHostConsent,
	hasWpConsentApi,
	isConsentRequired,
	openConsentSettings,
	setConsent,
	subscribe,
	type ConsentDecision,
} from './consent';

export interface ConsentState {
	/** The visitor's decision in our banner (null: none yet). */
	decision: ConsentDecision | null;
	/** Map tiles and address search may be loaded. */
	thirdParty: boolean;
	/** Tracking events may be sent. */
	statistics: boolean;
	/** The host page or the site's consent plugin decides: our banner stays hidden. */
	decidedElsewhere: boolean;
	accept: () => void;
	decline: () => void;
	openSettings: () => void;
}

// A primitive snapshot keeps useSyncExternalStore from re-rendering on every read.
function snapshot(): string {
	return [
		getConsent() ?? '',
		hasConsent( 'functional-third-party' ) ? '1' : '0',
		hasConsent( 'statistics' ) ? '1' : '0',
		// The host page taking over hides the banner even when it grants nothing.
		hasHostConsent() || hasWpConsentApi() ? '1' : '0',
	].join( '|' );
}

/**
 * What the server rendered with (see includes/Blocks/Ssr/): no decision, nothing granted unless the
 * settings ask for no consent. Hydration starts from it; the stored decision follows at once.
 */
function serverSnapshot(): string {
	const granted = isConsentRequired() ? '0' : '1';
	return [ '', granted, granted, '0' ].join( '|' );
}

const accept = () => setConsent( 'accepted' );
const decline = () => setConsent( 'declined' );

/**
 * The page's consent state, updated whenever any widget (or the WP Consent API) changes it.
 *
 * @param required     The widget config's `consent.required`, when known.
 * @param wpConsentApi The widget config's `consent.wpConsentApi`, when known.
 */
export function useConsent(
	required?: boolean,
	wpConsentApi?: boolean
): ConsentState {
	if ( required !== undefined ) {
		// Idempotent page-wide setting; it is the same plugin option for every widget.
		configureConsent( { required, wpConsentApi } );
	}
	const [ decision, thirdParty, statistics, elsewhere ] =
		useSyncExternalStore( subscribe, snapshot, serverSnapshot ).split(
			'|'
		);
	return {
		decision: ( decision || null ) as ConsentDecision | null,
		thirdParty: thirdParty === '1',
		statistics: statistics === '1',
		decidedElsewhere: elsewhere === '1',
		accept,
		decline,
		openSettings: openConsentSettings,
	};
}
