/**
 * Reflow (WCAG 1.4.10, and 1.4.4 at 200 % zoom): the page does not scroll sideways and no control
 * of the plugin is cut off at the edge of the window, at 320 CSS px and at 1280 px zoomed to 200 %.
 */

/**
 * External dependencies
 */
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SCOPE } from './axe';

/**
 * The widths checked. Browser zoom at 200 % halves the CSS viewport: a 1280 × 800 window shows a
 * 640 × 400 CSS px layout, so that viewport is emulated here. `deviceScaleFactor` only sharpens the
 * pixels, and CDP `Emulation.setPageScaleFactor` is pinch zoom (the layout keeps its width and the
 * visual viewport pans), so neither would make the layout reflow as zooming does.
 */
export const SIZES = [
	{ name: '320 px', width: 320, height: 640 },
	{ name: '1280 px at 200 %', width: 640, height: 400 },
];

/** The plugin's controls. */
const CONTROLS = SCOPE.map(
	( scope ) =>
		`${ scope } :is(button, input, select, textarea, a[href], [role="button"], [role="tab"], [role="combobox"])`
).join( ', ' );

/** The plugin's screens and its dialogs' boxes (they clip what is wider). */
const DIALOG_BOXES = '.immo-wizards-dialog, .immo-wizards-dialog__body';
const BOXES = [ ...SCOPE, DIALOG_BOXES ].join( ', ' );

/**
 * At each size: no horizontal scrolling of the page and every visible control of the plugin
 * within the window's width; at 320 px a screenshot is saved with the test's results.
 *
 * @param page     Page.
 * @param context  What the page shows (named in the failure message and the screenshot).
 * @param testInfo The test's info (for the screenshot).
 */
export async function expectReflow(
	page: Page,
	context: string,
	testInfo: TestInfo
): Promise< void > {
	const original = page.viewportSize();
	for ( const size of SIZES ) {
		await page.setViewportSize( size );
		// Measured once the page has laid itself out at the new size (resize observers, container
		// queries): two frames later.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		const found = await page.evaluate(
			( [ selector, boxes, dialogBoxes ] ) => {
				const width = window.innerWidth;
				const clipped = Array.from(
					document.querySelectorAll< HTMLElement >( selector )
				)
					.filter( ( element ) => {
						const box = element.getBoundingClientRect();
						// Not shown, visually hidden for screen readers (1 px, clipped), or not for
						// people at all (the honeypot, hidden from them and out of sight).
						if (
							box.width <= 1 ||
							box.height <= 1 ||
							getComputedStyle( element ).visibility ===
								'hidden' ||
							element.closest( '[aria-hidden="true"]' )
						) {
							return false;
						}
						return box.left < -0.5 || box.right > width + 0.5;
					} )
					.map( ( element ) => {
						const box = element.getBoundingClientRect();
						const name =
							element.getAttribute( 'aria-label' ) ??
							element.textContent?.trim().slice( 0, 40 ) ??
							'';
						return `${ element.tagName.toLowerCase() }.${ element.className } "${ name }" ${ Math.round(
							box.left
						) }–${ Math.round( box.right ) }`;
					} );
				// Content wider than the plugin's own boxes (a unit or a text cut off by a dialog, or
				// running into the theme's margin) though no control leaves the window.
				const overflowing = Array.from(
					document.querySelectorAll< HTMLElement >( boxes )
				)
					.filter(
						( element ) =>
							element.scrollWidth > element.clientWidth + 1 &&
							// The outermost boxes only: inside them a part may reach into
							// their padding on purpose (a dialog's footer to its edges).
							( ! element.parentElement?.closest( boxes ) ||
								element.matches( dialogBoxes ) ) &&
							! element.closest( '[aria-hidden="true"]' )
					)
					.map( ( element ) => {
						// Named with what sticks out furthest, to find it.
						const edge = element.getBoundingClientRect().right;
						const widest = Array.from(
							// The map clips its own tiles.
							element.querySelectorAll(
								':not(.leaflet-container *)'
							)
						).reduce< Element | null >(
							( furthest, child ) =>
								child.getBoundingClientRect().right >
								( furthest?.getBoundingClientRect().right ??
									edge )
									? child
									: furthest,
							null
						);
						return `${ element.className } ${ element.scrollWidth } > ${ element.clientWidth }: ${ widest?.className }`;
					} );
				return {
					width,
					scrollWidth: document.documentElement.scrollWidth,
					clipped,
					overflowing,
				};
			},
			[ CONTROLS, BOXES, DIALOG_BOXES ]
		);
		const where = `${ context } at ${ size.name }`;
		expect(
			found.scrollWidth,
			`${ where }: the page scrolls sideways`
		).toBeLessThanOrEqual( found.width );
		expect( found.clipped, `${ where }: controls cut off` ).toEqual( [] );
		expect(
			found.overflowing,
			`${ where }: content wider than its box`
		).toEqual( [] );
		if ( size.width === 320 ) {
			// A file in the test's output folder, to be looked at after any run.
			const path = testInfo.outputPath(
				`${ context.replace( /\W+/g, '-' ) }-320.png`
			);
			await page.screenshot( { fullPage: true, path } );
			await testInfo.attach( `${ context } (320 px)`, {
				path,
				contentType: 'image/png',
			} );
		}
	}
	if ( original ) {
		await page.setViewportSize( original );
	}
}
