/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { AddressSearch } from '..';
import { searchAddress } from '../../../api/geocoder';
import type { PhotonFeature } from '../../../api/types';

jest.mock( '../../../api/geocoder', () => ( {
	searchAddress: jest.fn(),
	reverseGeocode: jest.fn(),
} ) );

const search = searchAddress as jest.MockedFunction< typeof searchAddress >;

const feature = ( street: string, city = 'Berlin' ): PhotonFeature => ( {
	type: 'Feature',
	geometry: { type: 'Point', coordinates: [ 13.4, 52.5 ] },
	properties: { street, city },
} );

const label = ( f: PhotonFeature ) =>
	`${ f.properties.street }, ${ f.properties.city }`;

function setup(
	props: Partial< Parameters< typeof AddressSearch >[ 0 ] > = {}
) {
	const onSelect = jest.fn();
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	const view = render(
		<AddressSearch
			label="Adresse suchen"
			selectedText=""
			onSelect={ onSelect }
			getOptionLabel={ label }
			{ ...props }
		/>
	);
	const input = screen.getByRole( 'combobox', { name: 'Adresse suchen' } );
	return { user, input, onSelect, view };
}

async function flush( ms = 150 ) {
	await act( async () => {
		jest.advanceTimersByTime( ms );
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	search.mockReset();
	search.mockResolvedValue( [] );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'AddressSearch', () => {
	it( 'waits 150 ms after the last key before searching', async () => {
		const { user, input } = setup();
		await user.type( input, 'Haupt' );
		expect( search ).not.toHaveBeenCalled();
		await flush( 149 );
		expect( search ).not.toHaveBeenCalled();
		await flush( 1 );
		expect( search ).toHaveBeenCalledTimes( 1 );
		expect( search ).toHaveBeenCalledWith(
			'Haupt',
			expect.any( AbortSignal )
		);
	} );

	it( 'aborts the pending request when the text changes', async () => {
		search.mockReturnValue( new Promise( () => {} ) );
		const { user, input } = setup();
		await user.type( input, 'Haupt' );
		await flush();
		const firstSignal = search.mock.calls[ 0 ][ 1 ] as AbortSignal;
		expect( firstSignal.aborted ).toBe( false );
		await user.type( input, 's' );
		expect( firstSignal.aborted ).toBe( true );
		await flush();
		expect( search ).toHaveBeenCalledTimes( 2 );
		expect( search ).toHaveBeenLastCalledWith(
			'Haupts',
			expect.any( AbortSignal )
		);
	} );

	it( 'does not search for empty text or the current selection', async () => {
		const { user, input } = setup( {
			selectedText: 'Hauptstraße, Berlin',
		} );
		expect( input ).toHaveValue( 'Hauptstraße, Berlin' );
		await user.click( input );
		await flush( 500 );
		await user.clear( input );
		await user.type( input, '   ' );
		await flush( 500 );
		expect( search ).not.toHaveBeenCalled();
	} );

	it( 'shows the empty result text', async () => {
		const { user, input } = setup();
		await user.type( input, 'Xyz' );
		await flush();
		expect(
			screen.getByText( 'Keinen passenden Standort gefunden' )
		).toBeVisible();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'picks a suggestion with the keyboard and stops searching', async () => {
		search.mockResolvedValue( [
			feature( 'Hauptstraße' ),
			feature( 'Hauptweg' ),
		] );
		const { user, input, onSelect } = setup();
		await user.type( input, 'Haupt' );
		await flush();
		expect( input ).toHaveAttribute( 'aria-expanded', 'true' );
		const options = screen.getAllByRole( 'option' );
		expect( options.map( ( o ) => o.textContent ) ).toEqual( [
			'Hauptstraße, Berlin',
			'Hauptweg, Berlin',
		] );
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 1 ].id
		);
		expect( options[ 1 ] ).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{Enter}' );
		expect( onSelect ).toHaveBeenCalledWith( feature( 'Hauptweg' ) );
		expect( input ).toHaveValue( 'Hauptweg, Berlin' );
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		await flush( 500 );
		expect( search ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps the option reached with the arrow keys in view, wrapping at the ends', async () => {
		search.mockResolvedValue( [
			feature( 'Hauptstraße' ),
			feature( 'Hauptweg' ),
		] );
		const scrolled: string[] = [];
		Element.prototype.scrollIntoView = function ( this: Element ) {
			scrolled.push( this.id );
		};
		const { user, input } = setup();
		await user.type( input, 'Haupt' );
		await flush();
		const options = screen.getAllByRole( 'option' );
		await user.keyboard( '{ArrowUp}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 1 ].id
		);
		await user.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		expect( scrolled ).toEqual( [ options[ 1 ].id, options[ 0 ].id ] );
		delete ( Element.prototype as { scrollIntoView?: unknown } )
			.scrollIntoView;
	} );

	it( 'closes the list with Escape and picks with the mouse', async () => {
		search.mockResolvedValue( [ feature( 'Hauptstraße' ) ] );
		const { user, input, onSelect } = setup();
		await user.type( input, 'Haupt' );
		await flush();
		await user.keyboard( '{Escape}' );
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		await user.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click( screen.getByRole( 'option' ) );
		expect( onSelect ).toHaveBeenCalledTimes( 1 );
		expect( input ).toHaveFocus();
	} );

	it( 'shows a failed search without throwing', async () => {
		search.mockRejectedValue(
			new Error( 'The address search is not available right now.' )
		);
		const { user, input } = setup();
		await user.type( input, 'Haupt' );
		await flush();
		expect(
			screen.getByText(
				'The address search is not available right now.',
				{
					selector: '[role="status"]',
				}
			)
		).toBeVisible();
	} );
} );
