/**
 * The lead wizard's texts fit their boxes on a phone (390 px) and a desktop (1280 px): the category
 * tiles show long German words ("Mehrfamilienhaus") unbroken, the manual address fields show their
 * whole values and labels, street and house number on one row and postcode and city on the next
 * (one column on the phone).
 */

/**
 * External dependencies
 */
import { test, expect, type Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { chooseCategory, openWizard, typeAddress } from './support/lead-wizard';
import { field } from './support/screen';

/**
 * The words of each element's text that the browser broke across lines.
 *
 * @param elements The elements.
 */
function brokenWords( elements: Locator ): Promise< string[] > {
	return elements.evaluateAll( ( nodes ) =>
		nodes.flatMap( ( node ) => {
			const text = node.firstChild;
			if ( ! text || text.nodeType !== Node.TEXT_NODE ) {
				return [];
			}
			const broken: string[] = [];
			for ( const match of ( text.textContent ?? '' ).matchAll(
				/\S+/g
			) ) {
				const range = document.createRange();
				range.setStart( text, match.index ?? 0 );
				range.setEnd( text, ( match.index ?? 0 ) + match[ 0 ].length );
				if ( range.getClientRects().length > 1 ) {
					broken.push( match[ 0 ] );
				}
			}
			return broken;
		} )
	);
}

for ( const width of [ 390, 1280 ] ) {
	test( `lead wizard at ${ width } px: category words and address fields fit`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await openWizard( page, 'lead-wizard-block' );
		const labels = page.locator(
			'.wp-block-immo-wizards-lead-wizard__category-label'
		);
		await expect(
			labels.filter( { hasText: 'Mehrfamilienhaus' } )
		).toBeVisible();
		expect( await brokenWords( labels ) ).toEqual( [] );
		await page.getByRole( 'radio', { name: 'Gewerbe' } ).check();
		await expect(
			labels.filter( { hasText: 'Gastgewerbe' } )
		).toBeVisible();
		expect( await brokenWords( labels ) ).toEqual( [] );
		await page.getByRole( 'radio', { name: 'Wohnen' } ).check();

		await chooseCategory( page, 'Mehrfamilienhaus' );
		await typeAddress( page, {
			street: 'Königsbrücker Landstraße',
			number: '112b',
			zip: '01067',
			city: 'Dresden',
		} );
		const inputs = [ /^Straße/, /^Haus-Nr/, /^PLZ/, /^Stadt/ ].map(
			( name ) => field( page, name )
		);
		// Not focused, so that each shows its value as it rests.
		await inputs[ 3 ].blur();
		const boxes = [];
		for ( const input of inputs ) {
			const { shown, box } = await input.evaluate(
				( element: HTMLInputElement ) => ( {
					shown: element.scrollWidth <= element.clientWidth,
					box: element.getBoundingClientRect().toJSON() as DOMRect,
				} )
			);
			expect( shown, `${ await input.inputValue() } shown whole` ).toBe(
				true
			);
			boxes.push( box );
		}
		expect(
			await brokenWords( page.locator( '.immo-wizards-field__label' ) )
		).toEqual( [] );
		expect( new Set( boxes.map( ( box ) => box.height ) ).size ).toBe( 1 );

		const [ street, number, zip, city ] = boxes;
		if ( width >= 576 ) {
			expect( number.top ).toBe( street.top );
			expect( city.top ).toBe( zip.top );
			expect( zip.top ).toBeGreaterThan( street.bottom );
		} else {
			// One column: each below the one before, as wide as it.
			for ( const [ above, below ] of [
				[ street, number ],
				[ number, zip ],
				[ zip, city ],
			] ) {
				expect( below.top ).toBeGreaterThan( above.bottom );
				expect( below.width ).toBe( above.width );
			}
		}
	} );
}
