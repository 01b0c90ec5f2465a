/**
 * The Auswertung's names of screens, steps and counters.
 */
/**
 * WordPress dependencies
 */
import { __, _x, sprintf } from '@wordpress/i18n';

/**
 * A screen's name as the block inserter shows it.
 *
 * @param screen The screen.
 */
export function screenLabel( screen: string ): string {
	const labels: Record< string, string > = {
		'lead-wizard': _x( 'Owner lead wizard', 'block title', 'immo-wizards' ),
		'saved-search-wizard': _x(
			'Saved-search wizard',
			'block title',
			'immo-wizards'
		),
		'expose-inquiry': _x( 'Exposé inquiry', 'block title', 'immo-wizards' ),
		'contact-form': _x( 'Contact form', 'block title', 'immo-wizards' ),
		newsletter: _x( 'Newsletter', 'block title', 'immo-wizards' ),
		'route-planner': _x( 'Route planner', 'block title', 'immo-wizards' ),
		portal: _x( 'Customer portal', 'block title', 'immo-wizards' ),
	};
	return labels[ screen ] ?? screen;
}

/**
 * A step's name.
 *
 * @param step The step.
 */
function stepLabel( step: string ): string {
	const labels: Record< string, string > = {
		category: __( 'Category', 'immo-wizards' ),
		address: __( 'Address', 'immo-wizards' ),
		details: __( 'Details', 'immo-wizards' ),
		contact: __( 'Contact details', 'immo-wizards' ),
		regions: __( 'Regions', 'immo-wizards' ),
		ranges: __( 'Price and size', 'immo-wizards' ),
		start: __( 'Starting point', 'immo-wizards' ),
		route: __( 'Route', 'immo-wizards' ),
	};
	return labels[ step ] ?? step;
}

/**
 * A funnel row's name.
 *
 * @param key `view`, `reached:<step>`, `submitted`, ….
 */
export function rowLabel( key: string ): string {
	if ( key.startsWith( 'reached:' ) ) {
		return sprintf(
			/* translators: %s: name of a step, e.g. "Address". */
			__( 'Step reached: %s', 'immo-wizards' ),
			stepLabel( key.slice( 8 ) )
		);
	}
	const labels: Record< string, string > = {
		view: __( 'Viewed', 'immo-wizards' ),
		submit_attempted: __( 'Submit attempted', 'immo-wizards' ),
		submitted: __( 'Sent', 'immo-wizards' ),
		confirmed: __( 'Confirmed', 'immo-wizards' ),
		login_link_asked: __( 'Login link requested', 'immo-wizards' ),
		login_done: __( 'Logged in', 'immo-wizards' ),
		'completed:route': __( 'Route opened', 'immo-wizards' ),
	};
	return labels[ key ] ?? key;
}

/**
 * A share as a German percentage ("66,7 %"), or a dash.
 *
 * @param share 0…1, or null.
 */
export function percent( share: number | null ): string {
	return share === null
		? '–'
		: `${ ( share * 100 ).toLocaleString( 'de-DE', { maximumFractionDigits: 1 } ) } %`;
}

/**
 * The change of a count against the period before ("+20 %", "neu", "±0 %").
 *
 * @param now    This period.
 * @param before The period before.
 */
export function change( now: number, before: number ): string {
	if ( before === 0 ) {
		return now === 0 ? '±0 %' : __( 'new', 'immo-wizards' );
	}
	const delta = ( now - before ) / before;
	if ( delta === 0 ) {
		return '±0 %';
	}
	return ( delta > 0 ? '+' : '−' ) + percent( Math.abs( delta ) );
}
