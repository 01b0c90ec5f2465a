/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { createRoot, lazy, Suspense } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { ErrorBoundary } from '../host/error-boundary';

/**
 * Mounts an admin screen whose code is a chunk of its own into the container its page prints
 * (`Admin_Menu::screens()`). The lists built on DataViews (inbox, mail log, webhooks) load so, and share one
 * copy of DataViews and the packages bundled with it instead of each carrying its own (about 0.6 MB
 * of the plugin's ZIP). A spinner shows until the chunk has arrived, the generic error if it fails.
 *
 * @param id    The container's id.
 * @param load  Loads the screen, e.g. `() => import( './mail-log' ).then( ( m ) => m.MailLog )`.
 * @param props The screen's props, read from its container.
 */
export function mountLazily< P extends object >(
	id: string,
	load: () => Promise< ComponentType< P > >,
	props: ( container: HTMLElement ) => P
): void {
	domReady( () => {
		const container = document.getElementById( id );
		if ( ! container ) {
			return;
		}
		// lazy() types its props with refs; a screen takes plain props.
		const Screen = lazy( () =>
			load().then( ( component ) => ( { default: component } ) )
		) as unknown as ComponentType< P >;
		createRoot( container ).render(
			<ErrorBoundary>
				<Suspense fallback={ <Spinner /> }>
					<Screen { ...props( container ) } />
				</Suspense>
			</ErrorBoundary>
		);
	} );
}
