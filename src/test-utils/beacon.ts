/**
 * The funnel's beacon in tests: `navigator.sendBeacon` is the browser's boundary, so a spy takes
 * its place, and its form bodies are read back as the PHP side parses them.
 */

export type BeaconSpy = jest.Mock< boolean, [ string, URLSearchParams ] >;

export interface SentBatch {
	url: string;
	batch: string;
	source: Record< string, string >;
	events: Record< string, string >[];
}

/**
 * Puts a spy in place of `navigator.sendBeacon` (call in `beforeEach`).
 *
 * @param spy The spy.
 */
export function installBeacon( spy: BeaconSpy ): void {
	Object.defineProperty( navigator, 'sendBeacon', {
		value: spy,
		configurable: true,
	} );
}

/**
 * The batches sent, each as the PHP side parses its form body.
 *
 * @param spy The spy.
 */
export function sentBatches( spy: BeaconSpy ): SentBatch[] {
	return spy.mock.calls.map( ( [ url, body ] ) => {
		const fields = Object.fromEntries( body.entries() );
		const events: Record< string, string >[] = [];
		const source: Record< string, string > = {};
		Object.entries( fields ).forEach( ( [ key, value ] ) => {
			const event = /^events\[(\d+)\]\[(\w+)\]$/.exec( key );
			const part = /^source\[(\w+)\]$/.exec( key );
			if ( event ) {
				events[ Number( event[ 1 ] ) ] = {
					...events[ Number( event[ 1 ] ) ],
					[ event[ 2 ] ]: value,
				};
			} else if ( part ) {
				source[ part[ 1 ] ] = value;
			}
		} );
		return { url, batch: fields.batch, source, events };
	} );
}

/**
 * A batch's events as "screen event step" (the step only where there is one).
 *
 * @param batch A sent batch.
 */
export function eventTexts( batch: SentBatch ): string[] {
	return batch.events.map( ( { screen, event, step } ) =>
		[ screen, event, step ].filter( Boolean ).join( ' ' )
	);
}
