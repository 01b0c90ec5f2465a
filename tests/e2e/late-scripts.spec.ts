/**
 * Where every screen on a page is server-rendered, its scripts start once the page has loaded or the
 * visitor touches it (includes/Blocks/class-late-scripts.php); a page with a client-rendered screen
 * loads them at once. What a visitor clicks or sends before the app took over is played again
 * (src/host/early-input.ts): nothing lost, no reload.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	button,
	choice,
	fillContact,
	trackedEvents,
	uniqueEmail,
} from './support/screen';

/**
 * When the page's load event started and when each matching script was requested (ms since the
 * navigation), once the screen's app runs.
 *
 * @param page    Page.
 * @param pattern Script URLs to report.
 */
async function scriptStarts(
	page: Page,
	pattern: RegExp
): Promise< { load: number; starts: number[] } > {
	await expect( page.locator( '[data-immo-wizards-mounted]' ) ).toHaveCount(
		1
	);
	return page.evaluate( ( source ) => {
		const [ navigation ] = performance.getEntriesByType(
			'navigation'
		) as PerformanceNavigationTiming[];
		return {
			load: navigation.loadEventStart,
			starts: performance
				.getEntriesByType( 'resource' )
				.filter( ( entry ) => new RegExp( source ).test( entry.name ) )
				.map( ( entry ) => entry.startTime ),
		};
	}, pattern.source );
}

/**
 * Holds a script's response until the returned function is called.
 *
 * @param page    Page.
 * @param pattern The script's URL.
 */
async function holdScript(
	page: Page,
	pattern: RegExp
): Promise< () => void > {
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( pattern, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}

test( 'late scripts: a server-rendered screen requests its scripts after the load event, a client-rendered one at once', async ( {
	page,
} ) => {
	await page.goto( '/contact-block/' );
	const late = await scriptStarts(
		page,
		/build\/contact-form\/view\.js|api-fetch|react-dom/
	);
	expect( late.starts ).toHaveLength( 3 );
	late.starts.forEach( ( start ) =>
		expect( start ).toBeGreaterThanOrEqual( late.load )
	);

	// A link key: the portal signs in first, which only the client does.
	await page.goto( '/kundenportal/?k=abc' );
	const early = await scriptStarts( page, /build\/portal\/view\.js/ );
	expect( early.starts ).toHaveLength( 1 );
	expect( early.starts[ 0 ] ).toBeLessThan( early.load );
} );

test( 'late scripts: a form filled and sent before the app ran is sent once it runs, without a reload', async ( {
	page,
} ) => {
	const release = await holdScript( page, /\/build\/contact-form\/view\.js/ );
	// Documents the page requested (a form the browser posts would be one). Not frame navigations:
	// WordPress 7.1's navigation block starts the Interactivity router, whose replaceState is one.
	const navigations: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.isNavigationRequest() &&
			request.frame() === page.mainFrame()
		) {
			navigations.push( `${ request.method() } ${ request.url() }` );
		}
	} );
	await page.goto( '/contact-block/' );
	await button( page, 'Alle akzeptieren' ).click();
	await fillContact( page, {
		email: uniqueEmail( 'early' ),
		firstname: 'Frida',
		lastname: 'Früh',
	} );
	await button( page, 'Anfrage senden' ).click();
	// Held: no app, and the browser did not post the page.
	await expect( page.locator( '[data-immo-wizards-hydrating]' ) ).toHaveCount(
		0
	);
	expect( navigations ).toHaveLength( 1 );

	release();
	await expect(
		page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
	).toBeVisible();
	await expect( page.locator( '.immo-wizards-cookie-banner' ) ).toHaveCount(
		0
	);
	expect( navigations ).toHaveLength( 1 );
	// The consent given first was in place when the form was sent.
	expect( await trackedEvents( page ) ).toContainEqual(
		expect.objectContaining( { event: 'ContactFormWizard' } )
	);
} );

test( 'late scripts: a category chosen before the app ran opens the next step once it runs', async ( {
	page,
} ) => {
	const release = await holdScript( page, /\/build\/lead-wizard\/view\.js/ );
	await page.goto( '/lead-wizard-block/' );
	await choice( page, 'Haus' ).click();
	await expect( page.locator( '[data-immo-wizards-hydrating]' ) ).toHaveCount(
		0
	);

	release();
	await expect(
		page.getByRole( 'heading', {
			name: 'Wie lautet die Adresse Ihres Hauses?',
		} )
	).toBeVisible();
} );
