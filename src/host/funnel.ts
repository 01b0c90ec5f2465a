/**
 * The funnel statistics (README "Funnel statistics"): what visitors do on a screen, as counters
 * only. Events wait in a queue and go out in one `navigator.sendBeacon` batch when the visitor
 * changes step, sends a form, or leaves the page; nothing goes out while nobody acts. No cookie,
 * no storage, no id of the visitor: a batch carries a random id (a replay counts once), where it
 * happened (the page's post, the framing website, `utm_source` / `utm_campaign`) and the events.
 */
/**
 * Internal dependencies
 */
import { restUrl } from '../api/submit-target';
import { parentTarget } from './bridge';
import { embedPage, pageData } from './page-data';

export type FunnelEventName =
	| 'view'
	| 'reached'
	| 'completed'
	| 'submit_attempted'
	| 'failed_validation'
	| 'failed_rate_limit'
	| 'failed_server'
	| 'login_link_asked'
	| 'login_done';

export interface FunnelEvent {
	screen: string;
	event: FunnelEventName;
	step?: string;
}

/** Where a screen is used, as the routes take it (`Funnel_Source::schema()`). */
export interface FunnelSource {
	post: number;
	origin?: string;
	utmSource?: string;
	utmCampaign?: string;
}

/** The screens the route counts (`Funnel_Catalogue::SCREENS`); others, e.g. a property's map, not. */
const SCREENS = [
	'lead-wizard',
	'saved-search-wizard',
	'expose-inquiry',
	'contact-form',
	'newsletter',
	'route-planner',
	'portal',
];

/** The route takes at most this many events per batch. */
const MAX_EVENTS = 30;

let queue: FunnelEvent[] = [];
let listening = false;
/** Per screen: seen, or what waits to be counted once it is (a wizard's first step). */
let viewed: Record< string, true | ( () => void )[] > = {};

/**
 * Where this page is: its post, the website framing a standalone page, the campaign of its address
 * (as given, at most 64 characters, without control characters).
 */
export function funnelSource(): FunnelSource {
	const source: FunnelSource = { post: pageData()?.postId ?? 0 };
	const host = embedPage() ? parentTarget() : null;
	if ( host && host !== '*' ) {
		source.origin = host;
	}
	const query = new URLSearchParams( window.location.search );
	const utm = ( name: string ) =>
		( query.get( name ) ?? '' )
			.replace( /[\x00-\x1f\x7f]/g, '' )
			.slice( 0, 64 );
	if ( utm( 'utm_source' ) ) {
		source.utmSource = utm( 'utm_source' );
	}
	if ( utm( 'utm_campaign' ) ) {
		source.utmCampaign = utm( 'utm_campaign' );
	}
	return source;
}

/** Sends what is queued (several batches when more than one batch's worth waits). */
export function sendFunnel(): void {
	while ( queue.length ) {
		const events = queue.splice( 0, MAX_EVENTS );
		// A form body: no preflight and no cookie question, and the route reads it like JSON.
		const body = new URLSearchParams( {
			batch: Array.from(
				crypto.getRandomValues( new Uint8Array( 16 ) ),
				( byte ) => byte.toString( 16 ).padStart( 2, '0' )
			).join( '' ),
		} );
		Object.entries( funnelSource() ).forEach( ( [ key, value ] ) =>
			body.append( `source[${ key }]`, String( value ) )
		);
		events.forEach( ( event, index ) =>
			Object.entries( event ).forEach( ( [ key, value ] ) =>
				body.append( `events[${ index }][${ key }]`, value )
			)
		);
		try {
			navigator.sendBeacon( restUrl( 'immo-wizards/v1/funnel' ), body );
		} catch {
			// No page data (an editor preview) or no beacon: statistics are never worth an error.
		}
	}
}

/**
 * Queues an event; `send` sends the queue at once (a step change, a form's outcome).
 *
 * @param screen The screen, e.g. 'lead-wizard'.
 * @param event  What happened.
 * @param step   The step, for `reached` and `completed`.
 * @param send   Whether to send now.
 */
export function funnel(
	screen: string,
	event: FunnelEventName,
	step?: string,
	send = false
): void {
	if ( ! SCREENS.includes( screen ) ) {
		return;
	}
	queue.push( step ? { screen, event, step } : { screen, event } );
	if ( ! listening ) {
		listening = true;
		// Leaving or hiding the page sends what waits (the last chance for a beacon).
		window.addEventListener( 'pagehide', sendFunnel );
		document.addEventListener( 'visibilitychange', () => {
			if ( document.visibilityState === 'hidden' ) {
				sendFunnel();
			}
		} );
	}
	if ( send ) {
		sendFunnel();
	}
}

/**
 * Calls back once the element is at least partly in the viewport (at once without an observer).
 *
 * @param element  The element.
 * @param callback Called once.
 */
export function whenInView( element: Element, callback: () => void ): void {
	if ( typeof IntersectionObserver === 'undefined' ) {
		callback();
		return;
	}
	const observer = new IntersectionObserver( ( entries ) => {
		if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
			observer.disconnect();
			callback();
		}
	} );
	observer.observe( element );
}

/**
 * Counts a screen's view and what waited for it.
 *
 * @param screen The screen.
 */
export function countView( screen: string ): void {
	const waiting = viewed[ screen ];
	viewed[ screen ] = true;
	funnel( screen, 'view' );
	if ( Array.isArray( waiting ) ) {
		waiting.forEach( ( callback ) => callback() );
	}
}

/**
 * Calls back once the screen was viewed (at once if it was): a wizard's first step is reached
 * with the view, never before it.
 *
 * @param screen   The screen.
 * @param callback Called once.
 */
export function afterView( screen: string, callback: () => void ): void {
	const state = viewed[ screen ];
	if ( state === true ) {
		callback();
	} else {
		viewed[ screen ] = [ ...( state ?? [] ), callback ];
	}
}

/** For the tests: forgets what waits and what was seen. */
export function resetFunnel(): void {
	queue = [];
	viewed = {};
}
