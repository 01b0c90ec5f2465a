/**
 * Mounts a screen's React app into every server-rendered container of that screen on the page.
 * Blocks and shortcodes print the same container, so this is the only way an app starts. Where
 * PHP printed the first step too (`data-immo-wizards-ssr`, see includes/Blocks/Ssr/), React
 * hydrates that markup instead of replacing it.
 */
/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import {
	createRoot,
	hydrateRoot,
	startTransition,
	useEffect,
} from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { pageState } from './consent';
import { IdScope } from './dom-id';
import { keepEarlyInput } from './early-input';
import { ErrorBoundary } from './error-boundary';
import { withHostConfig, type HostInit } from './init-config';
import { countView, whenInView } from './funnel';
import { embedPage, pageData } from './page-data';

const CONFIG_ATTRIBUTE = 'data-immo-wizards-config';

/**
 * Reads the JSON config the PHP renderer printed into the container.
 *
 * @param element Container element.
 */
function readConfig< Config >( element: HTMLElement ): Config {
	return JSON.parse(
		element.getAttribute( CONFIG_ATTRIBUTE ) || '{}'
	) as Config;
}

/**
 * Whether the server rendered this container on this page: post content can forge a container with
 * any config, but not the page's render token.
 *
 * @param element Container element.
 */
function isServerRendered( element: HTMLElement ): boolean {
	const token = pageData()?.renderToken;
	return !! token && element.dataset.immoWizardsToken === token;
}

/**
 * A hydration that did not match the server's markup: React rendered the screen anew. Kept for
 * the tests (`window.immoWizardsPage.hydrationErrors`) and reported like any uncaught error.
 *
 * @param error What React reported.
 */
function onHydrationMismatch( error: unknown ): void {
	const state = pageState();
	state.hydrationErrors = [
		...( state.hydrationErrors ?? [] ),
		String( error ),
	];
	window.reportError?.( error );
}

/**
 * Renders nothing; calls `onHydrated` once the tree it ends is committed.
 *
 * @param props            Props.
 * @param props.onHydrated Called once.
 */
function Hydrated( { onHydrated }: { onHydrated: () => void } ) {
	useEffect( onHydrated, [ onHydrated ] );
	return null;
}

/**
 * Starts the app in a container: hydrates what the server rendered, else renders anew.
 *
 * @param element The container.
 * @param app     The app.
 */
function start( element: HTMLElement, app: JSX.Element ): void {
	const scope = element.dataset.immoWizardsSsr;
	if ( ! scope ) {
		createRoot( element ).render( app );
		return;
	}
	const onHydrated = keepEarlyInput( element );
	// From here React handles the container's events (the page's inline script stops noting them).
	element.dataset.immoWizardsHydrating = 'true';
	// The visitor already sees the step: hydration may yield to the browser between components
	// instead of blocking the main thread in one long task.
	startTransition( () => {
		hydrateRoot(
			element,
			<IdScope.Provider value={ scope }>
				{ app }
				<Hydrated onHydrated={ onHydrated } />
			</IdScope.Provider>,
			{ onRecoverableError: onHydrationMismatch }
		);
	} );
}

/**
 * Renders `Component` into each not yet mounted container matching `selector` once the DOM is ready,
 * inside an error boundary. Containers without this page's render token are left alone. On a
 * standalone page the screen mounts once `startStandalone` let it, with the host page's config.
 *
 * @param selector  Container selector, e.g. `.wp-block-immo-wizards-lead-wizard`.
 * @param Component The screen's app.
 * @param prepare   Loads what the app's first render needs from a chunk of its own (e.g. a lazily
 *                  loaded first step), so that it hydrates the server's markup; the app starts
 *                  when it settled (after a failure too: the app then shows its loading state).
 */
export function renderFrontend< Config >(
	selector: string,
	Component: ComponentType< { config: Config } >,
	prepare?: ( config: Config ) => Promise< unknown >
): void {
	domReady( () => {
		const containers = Array.from(
			document.querySelectorAll< HTMLElement >(
				`${ selector }[${ CONFIG_ATTRIBUTE }]`
			)
		).filter(
			( element ) =>
				! element.dataset.immoWizardsMounted &&
				isServerRendered( element )
		);
		if ( ! containers.length ) {
			return;
		}
		const mount = ( init: HostInit | null ) =>
			containers.forEach( ( element ) => {
				const config = withHostConfig(
					readConfig< Config >( element ),
					init
				);
				const go = () =>
					start(
						element,
						<ErrorBoundary>
							<Component config={ config } />
						</ErrorBoundary>
					);
				if ( prepare ) {
					prepare( config ).then( go, go );
				} else {
					go();
				}
			} );
		// The block's class names the screen: `.wp-block-immo-wizards-portal` → 'portal'.
		const screen = selector.replace( /^\.wp-block-immo-wizards-/, '' );
		containers.forEach( ( element ) => {
			element.dataset.immoWizardsMounted = 'true';
			// Counted only where the script runs (bots without JavaScript are not).
			whenInView( element, () => countView( screen ) );
		} );
		if ( embedPage() ) {
			// Only standalone pages need this (the host's init, the embed header): a chunk of its own.
			import( /* webpackChunkName: "standalone" */ './standalone' )
				.then(
					( module ) => module.startStandalone( screen ),
					// Not loaded: the screen still starts, with the server's config.
					() => null
				)
				.then( mount );
		} else {
			mount( null );
		}
	} );
}
