/**
 * What a page reports as going wrong, for the check that every screen runs clean: console messages
 * of type error or warning, and uncaught errors (`pageerror`; React's recoverable errors arrive
 * there too, since renderFrontend hands hydration mismatches to `window.reportError`).
 *
 * React's production build, which the pages load, says nothing of most mistakes: children without
 * keys, unknown props, attributes that differ between the server's markup and the first render
 * (production React 18 does not even compare attributes; it only notices other elements or other
 * text, as "Minified React error #418/#423/#425"). So the watched page loads WordPress's
 * development build of React instead, which WordPress ships beside the minified one (and loads
 * itself under SCRIPT_DEBUG).
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/** WordPress's minified React and ReactDOM; the development builds have the same name without `.min`. */
const MINIFIED_REACT = /\/wp-includes\/js\/dist\/vendor\/react(-dom)?\.min\.js/;

/** The containers of the screens on a page (blocks, shortcodes, standalone pages). */
const SCREEN = '[data-immo-wizards-config]';

declare global {
	interface Window {
		/** The containers whose React root committed (see recordCommits). */
		immoWizardsCommitted?: Set< unknown >;
	}
}

/**
 * Runs in the page before its scripts: React tells a devtools hook of each commit, so the check
 * knows when a root committed its first render (for a server-rendered screen: its hydration).
 */
function recordCommits(): void {
	const committed = new Set< unknown >();
	window.immoWizardsCommitted = committed;
	Object.defineProperty( window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
		value: {
			supportsFiber: true,
			renderers: new Map(),
			inject: () => 1,
			onCommitFiberRoot: (
				_renderer: number,
				root: { containerInfo: unknown }
			) => committed.add( root.containerInfo ),
			onCommitFiberUnmount: () => {},
			onPostCommitFiberRoot: () => {},
		},
	} );
}

/**
 * Starts collecting what the page reports; call it before the page's first navigation.
 *
 * @param page                     Page.
 * @param options                  Options.
 * @param options.developmentReact Load React's development build (default), which reports far
 *                                 more than the production one.
 * @return The problems reported so far (the list grows), each with its type.
 */
export async function watchConsole(
	page: Page,
	{ developmentReact = true }: { developmentReact?: boolean } = {}
): Promise< string[] > {
	if ( developmentReact ) {
		await page.route( MINIFIED_REACT, ( route ) =>
			route.continue( {
				url: route.request().url().replace( '.min.js', '.js' ),
			} )
		);
	}
	await page.addInitScript( recordCommits );
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( [ 'error', 'warning' ].includes( message.type() ) ) {
			const { url } = message.location();
			problems.push(
				`${ message.type() }: ${ message.text() }${ url ? ` (${ url })` : '' }`
			);
		}
	} );
	page.on( 'pageerror', ( error ) =>
		problems.push( `pageerror: ${ error.message }` )
	);
	return problems;
}

/**
 * Waits until the page's apps have started: every screen container mounted and its React root
 * committed (a server-rendered one: hydrated), at least one React root committed (the admin
 * screens), and the network quiet (lazily loaded steps and their requests).
 *
 * @param page Page watched with watchConsole.
 */
export async function appsStarted( page: Page ): Promise< void > {
	await expect
		.poll(
			() =>
				page.evaluate( ( selector ) => {
					const committed = window.immoWizardsCommitted ?? new Set();
					const screens = Array.from(
						document.querySelectorAll< HTMLElement >( selector )
					);
					return (
						committed.size > 0 &&
						screens.every(
							( screen ) =>
								screen.dataset.immoWizardsMounted === 'true' &&
								committed.has( screen )
						)
					);
				}, SCREEN ),
			// The scripts start once the page is idle; on a busy machine that takes a while.
			{ timeout: 30_000 }
		)
		.toBe( true );
	await page.waitForLoadState( 'networkidle' );
}
